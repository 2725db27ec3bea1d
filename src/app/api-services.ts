/**
 * The API chunk: the HTTP client and the whole zod contract, loaded by the first API call (lazy-services.ts).
 * Nothing else in src/app imports the contract at runtime (tests/unit/api/lazy-api.test.ts checks it).
 */
import type { ApiCall } from '../api/call';
import { createApiClient } from '../api/client';
import { callContract } from '../api/contract-call';
import { earlyFetch } from '../api/early';
import { config } from '../config';

export function createApiCall(getToken: () => string | null): ApiCall {
  // A GET the page's early batch already sent (src/api/early.ts) takes that answer.
  const fetch = typeof window === 'undefined' ? undefined : earlyFetch(window);
  return callContract(createApiClient({ baseUrl: config.apiBaseUrl, getToken, ...(fetch ? { fetch } : {}) }));
}
