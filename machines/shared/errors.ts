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
