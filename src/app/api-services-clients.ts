/**
 * The API chunk as a client's first call loads it (lazy-services.ts): the same `createApiCall`, with the
 * `clients` contract group (the profile, `clients.me`, and a visitor's sign-in) imported statically, so the group
 * downloads with the API chunk instead of after it. A returning client's first call is `clients.me`: it takes the
 * answer of the request index.html's inline script started (src/api/prefetch.ts) when there is one.
 */
import '../api/contract/clients';
import type { ApiCall } from '../api/call';
import { withProfilePrefetch } from '../api/prefetch';
import { takeProfilePrefetch } from '../api/prefetch-global';
import { config } from '../config';
import { createApiCall as createPlainApiCall } from './api-services';

export function createApiCall(getToken: () => string | null): ApiCall {
  // Read here, in the API chunk, not in the entry: nothing before the first profile call needs it.
  const prefetch = typeof window === 'undefined' ? null : takeProfilePrefetch(window);
  return withProfilePrefetch(createPlainApiCall(getToken), prefetch, getToken, config.apiBaseUrl);
}
