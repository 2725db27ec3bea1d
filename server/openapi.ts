/**
 * OpenAPI 3.1 document generated from the shared zod contract (`GET /api/openapi.json`), so a real backend team can
 * implement the same API.
 */
import * as z from 'zod/mini';
import { apiErrorBody } from '../src/api/contract/common.ts';
import type { Endpoint, Schema } from '../src/api/contract/endpoint.ts';
import { allEndpoints } from '../src/api/contract/index.ts';

type JsonSchema = Record<string, unknown>;

function toJson(schema: Schema, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parameters(schema: Schema | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = toJson(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

const STANDARD_ERRORS: Record<number, string> = {
  400: 'Invalid parameters, query or body (code VALIDATION_ERROR or INVALID_JSON)',
  401: 'Missing, invalid or expired token (UNAUTHORIZED, TOKEN_EXPIRED)',
  403: 'The token audience is not accepted by this call (FORBIDDEN)',
};

export function operation(e: Endpoint) {
  const errorsOf: Record<number, string> =
    e.auth === 'public' ? { 400: STANDARD_ERRORS[400]!, ...e.errors } : { ...STANDARD_ERRORS, ...e.errors };
  const responses: Record<string, unknown> = {
    [e.method === 'POST' && e.id === 'clients.create' ? '201' : '200']: {
      description: 'Success',
      content: e.file
        ? { [e.file]: { schema: { type: 'string' } } }
        : { 'application/json': { schema: toJson(e.response, 'output') } },
      ...(e.file
        ? {
            headers: {
              'Content-Disposition': {
                description: 'attachment; filename="…"',
                schema: { type: 'string' },
              },
            },
          }
        : {}),
    },
  };
  for (const [status, description] of Object.entries(errorsOf)) {
    responses[status] = {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
  }
  return {
    operationId: e.id,
    tags: [e.id.split('.')[0]],
    ...(e.auth === 'public'
      ? { security: [] }
      : {
          security: [{ bearer: [] }],
          'x-audiences': [...e.auth],
          description: `Token audiences: ${e.auth.join(', ')}`,
        }),
    parameters: [
      ...parameters(e.params, 'path'),
      ...parameters(e.query, 'query'),
      ...(e.idempotencyKey ? [IDEMPOTENCY_KEY_PARAMETER] : []),
    ],
    ...(e.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toJson(e.body, 'input') } },
          },
        }
      : {}),
    responses,
    ...(e.method !== 'GET' && e.idempotent ? { 'x-idempotent': true } : {}),
  };
}

/** The optional `Idempotency-Key` header of the calls that move money or state (docs/api.md). */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'One key per user action (8 to 128 characters of A-Z a-z 0-9 . _ : -): a repeat with the same key and body gets the first answer; another body, 422.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{8,128}$' },
};

export function openApiDocument(endpoints: readonly Endpoint[] = allEndpoints) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const p = e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[p] ??= {};
    paths[p][e.method.toLowerCase()] = operation(e);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Crédito a meses API',
      version: '1.0.0',
      description:
        'API of the consumer-credit web app. Every failure answers { httpCode, code, message }. ' +
        'Tokens are JWT (HS256) with an audience list: client, client-ephemeral, business.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ApiError: toJson(apiErrorBody, 'output') },
    },
  };
}
