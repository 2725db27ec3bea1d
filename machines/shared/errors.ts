/**
 * Reading the errors the API layer throws (`ApiError`: the HTTP `status` and the server's `code`) without
 * importing it: machine guards only need these two fields, and a fake in the tests is a plain object.
 */

/** The error's HTTP status, when it has one. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/** The server's error code (e.g. `EMAIL_OR_PHONE_TAKEN`), when there is one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/**
 * The server's Spanish message (`ApiError.body.message`, `{ httpCode, code, message }`), when the error carries
 * one; for answers whose text the user must see as sent (e.g. a 429 that says how long to wait).
 */
export function errorMessage(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'body' in error) {
    const body = (error as { body: unknown }).body;
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const message = (body as { message: unknown }).message;
      return typeof message === 'string' && message.trim() !== '' ? message : undefined;
    }
  }
  return undefined;
}

/**
 * The text to show for a failed call: the server's own message when it refused with 429 (a limit whose message
 * says how long to wait, e.g. 'Demasiados intentos, vuelve a intentarlo en 14 minutos.'), else `fallback`.
 */
export function limitMessageOr(error: unknown, fallback: string): string {
  return (errorStatus(error) === 429 ? errorMessage(error) : undefined) ?? fallback;
}
