/**
 * The API chunk as a client's first call loads it (lazy-services.ts): the same `createApiCall`, with the
 * `clients` contract group (the profile, `clients.me`, and a visitor's sign-in) imported statically, so the group
 * downloads with the API chunk instead of after it. A returning client's first call is `clients.me`: it takes the
 * answer of the request index.html's inline script started (src/api/prefetch.ts) when there is one, and on `/` the
 * home's first `applications.list` and `payments.balance` calls take theirs.
 */
import '../api/contract/clients';
import type { ApiCall } from '../api/call';
import { endpointByKey } from '../api/contract-call';
import { withPrefetchedCalls } from '../api/prefetch';
import { takeHomePrefetch, takeProfilePrefetch } from '../api/prefetch-global';
import { config } from '../config';
import { createApiCall as createPlainApiCall } from './api-services';

export function createApiCall(getToken: () => string | null): ApiCall {
  // Read here, in the API chunk, not in the entry: nothing before the first profile call needs them.
  const prefetched =
    typeof window === 'undefined'
      ? {}
      : { ...takeHomePrefetch(window), 'clients.me': takeProfilePrefetch(window) };
  return withPrefetchedCalls(
    createPlainApiCall(getToken),
    prefetched,
    getToken,
    config.apiBaseUrl,
    endpointByKey,
  );
}
