/**
 * The API chunk: the HTTP client and the whole zod contract, loaded by the first API call (lazy-services.ts).
 * Nothing else in src/app imports the contract at runtime (tests/unit/api/lazy-api.test.ts checks it).
 */
import type { ApiCall } from '../api/call';
import { createApiClient } from '../api/client';
import { callContract } from '../api/contract-call';
import { config } from '../config';

export function createApiCall(getToken: () => string | null): ApiCall {
  return callContract(createApiClient({ baseUrl: config.apiBaseUrl, getToken }));
}
