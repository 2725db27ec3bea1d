/** Every failure answers `{ httpCode, code, message }` (message in Spanish, safe to show). */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ApiErrorBody {
  httpCode: number;
  code: string;
  message: string;
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
    return { httpCode: this.httpCode, code: this.code, message: this.message };
  }
}

export const fail = (
  httpCode: ContentfulStatusCode,
  code: string,
  message: string,
  headers?: Record<string, string>,
) => new ApiFailure(httpCode, code, message, headers);

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
};
