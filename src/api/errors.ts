/**
 * What a failed API call throws:
 * - `ApiError`: the server answered with a non-2xx status. `data` is the unwrapped body — the parsed
 *   `{ httpCode, code, message }` when it has that shape, otherwise the raw body (JSON value or text, null if empty).
 * - `NetworkError`: no answer (offline, DNS, connection reset) after the allowed retries.
 * - `ContractError`: a request or a response did not match the contract (a programming error or a server bug).
 * An aborted call rejects with the signal's reason (a DOMException named `AbortError` by default), untouched.
 */
import { type ApiErrorBody, apiErrorBody } from './contract/common.ts';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The parsed error body when it matches `apiErrorBody`, else `null`. */
  readonly body: ApiErrorBody | null;

  constructor(
    readonly endpointId: string,
    readonly status: number,
    /** The unwrapped response body: `ApiErrorBody` when it matches, else the raw JSON value or text (null if empty). */
    readonly data: unknown,
  ) {
    const parsed = apiErrorBody.safeParse(data);
    const body = parsed.success ? parsed.data : null;
    super(`${endpointId} failed with HTTP ${status}${body ? ` (${body.code})` : ''}`);
    this.body = body;
  }

  /** The server's error code (e.g. `STORE_ID_MUST_BE_DEFINED`), when the body had one. */
  get code(): string | undefined {
    return this.body?.code;
  }
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly endpointId: string,
    options?: { cause?: unknown },
  ) {
    super(`${endpointId}: network error`, options);
  }
}

/** One schema issue, without the offending value (it may be personal data). */
export interface ContractIssue {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

export type ContractPart = 'params' | 'query' | 'body' | 'response';

export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    readonly endpointId: string,
    readonly part: ContractPart,
    readonly issues: readonly ContractIssue[],
  ) {
    super(
      `${endpointId}: ${part} does not match the API contract (${issues
        .slice(0, 3)
        .map((i) => `${i.path || '(root)'}: ${i.message}`)
        .join('; ')}${issues.length > 3 ? '; …' : ''})`,
    );
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  );
}
