/** Every failure answers `{ httpCode, code, message }` (message in Spanish, safe to show). */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { waitInWords } from '../../src/domain/waits.ts';
import type { CodeLimit, IssueResult } from '../codes.ts';

export interface ApiErrorBody {
  httpCode: number;
  code: string;
  message: string;
  /** A 429 or 503 that can be tried again: the seconds to wait (the `Retry-After` header's value). */
  retryAfterSeconds?: number;
}

export class ApiFailure extends Error {
  constructor(
    readonly httpCode: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
  body(): ApiErrorBody {
    const retryAfter = Number(this.headers['Retry-After']);
    return {
      httpCode: this.httpCode,
      code: this.code,
      message: this.message,
      ...(Number.isInteger(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    };
  }
}

export const fail = (
  httpCode: ContentfulStatusCode,
  code: string,
  message: string,
  headers?: Record<string, string>,
) => new ApiFailure(httpCode, code, message, headers);

/** Said while the database is away (a restart, a failover): the request can be sent again in a moment. */
export const UNAVAILABLE_MESSAGE =
  'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.';
/** Seconds a client waits before sending again a request refused with 503 `SERVICE_UNAVAILABLE`. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

export const GENERIC_MESSAGE = 'Hubo un error, vuelve a intentarlo más tarde.';
export const INVALID_DATA_MESSAGE = 'El dato ingresado no es válido';

export const errors = {
  validation: () => fail(400, 'VALIDATION_ERROR', INVALID_DATA_MESSAGE),
  unauthorized: () => fail(401, 'UNAUTHORIZED', 'Tu sesión no es válida, inicia sesión de nuevo.'),
  tokenExpired: () => fail(401, 'TOKEN_EXPIRED', 'Tu sesión expiró, inicia sesión de nuevo.'),
  forbidden: () => fail(403, 'FORBIDDEN', 'No tienes permiso para realizar esta acción.'),
  notFound: (message = 'No encontramos lo que buscas.') => fail(404, 'NOT_FOUND', message),
  tooManyRequests: (retryAfterSeconds: number) =>
    fail(429, 'RESEND_WAIT', `Espera ${retryAfterSeconds} segundos para solicitar un nuevo código.`, {
      'Retry-After': String(retryAfterSeconds),
    }),
  internal: () => fail(500, 'INTERNAL_ERROR', GENERIC_MESSAGE),
  /** The database is away for a moment: try again after `Retry-After` (the app's client does, docs/api.md). */
  unavailable: () =>
    fail(503, 'SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE, {
      'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    }),
  /**
   * A six-digit code's budget used up (server/codes.ts `CODE_LIMITS`): the day's, with the wait, or the
   * application's whole life, for good (no `Retry-After`).
   */
  codeLimit: (limit: CodeLimit) =>
    limit.limit === 'day'
      ? fail(
          429,
          CODE_LIMIT_CODES.day,
          `Superaste los intentos de hoy para este código. Vuelve a intentarlo en ${waitInWords(limit.retryAfterSeconds)}.`,
          { 'Retry-After': String(limit.retryAfterSeconds) },
        )
      : fail(
          429,
          CODE_LIMIT_CODES.lifetime,
          'Superaste los intentos permitidos para esta solicitud. Comunícate con soporte para continuar.',
        ),
  /** A code that could not be issued: the resend wait, or a budget used up. */
  notIssued: (issued: Exclude<IssueResult, { ok: true }>) =>
    issued.reason === 'wait' ? errors.tooManyRequests(issued.retryAfterSeconds) : errors.codeLimit(issued),
};

/** The error codes of a used-up code budget (the app words each with its own text). */
export const CODE_LIMIT_CODES = {
  day: 'CODE_ATTEMPTS_EXCEEDED_TODAY',
  lifetime: 'CODE_ATTEMPTS_EXHAUSTED',
} as const;
