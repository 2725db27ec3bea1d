/**
 * The whole API contract (spec §7, both tables). The app imports endpoints from their own files so unused parts
 * tree-shake; the sandbox server, its tests and the OpenAPI generator use `contract` and `allEndpoints`.
 *
 * Conventions every endpoint follows:
 * - Paths are relative to the API base (`/api`), with `:name` placeholders.
 * - Requests and responses are JSON. Every failure answers `apiErrorBody` (`{ httpCode, code, message }`); a request
 *   that fails its schema answers 400 with code `VALIDATION_ERROR`; a missing, expired or invalid token 401; a token
 *   of another audience, or another client's resource, 403. `errors` lists the statuses specific to each call.
 * - Money: payments in integer centavos; every other amount in pesos with at most 2 decimals (see common.ts).
 */
import * as analytics from './analytics.ts';
import * as applications from './applications.ts';
import * as catalog from './catalog.ts';
import * as clients from './clients.ts';
import type { Endpoint } from './endpoint.ts';
import * as payments from './payments.ts';
import * as promoters from './promoters.ts';
import * as push from './push.ts';
import * as signing from './signing.ts';

export { type ApiErrorBody, apiErrorBody } from './common.ts';
export type { Audience, Endpoint, HttpMethod } from './endpoint.ts';

export const contract = {
  clients: clients.clientsApi,
  promoters: promoters.promotersApi,
  catalog: catalog.catalogApi,
  applications: applications.applicationsApi,
  signing: signing.signingApi,
  /** Sandbox e-signature provider (what the real provider's widget does on its own servers). */
  esignSandbox: signing.esignSandboxApi,
  /** Sandbox identity provider (what the real provider's widget does on its own servers). */
  kycSandbox: clients.kycSandboxApi,
  payments: payments.paymentsApi,
  push: push.pushApi,
  /** Flow events of product analytics (src/app/analytics): anonymous, no payloads. */
  analytics: analytics.analyticsApi,
} as const;

/** Every endpoint, flat (authorization matrix, fuzz tests, OpenAPI). */
export const allEndpoints: readonly Endpoint[] = Object.values(contract).flatMap((group): Endpoint[] =>
  Object.values(group),
);
