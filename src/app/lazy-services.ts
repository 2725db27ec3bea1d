/**
 * The app's `call` (src/api/call.ts) whose implementation — the API client and the zod contract — is a separate
 * chunk (api-services.ts), fetched on the first call. A visitor's first page (e.g. /login) does not download the
 * API layer until it is needed; a returning client's profile call starts it right away, in parallel with the
 * page's own chunk.
 */
import type { ApiCall } from '../api/call';
import { type AppServices, servicesOf } from './services';

export function createLazyCall(getToken: () => string | null): ApiCall {
  let loaded: Promise<ApiCall> | null = null;
  return (async (key, ...args) => {
    loaded ??= (
      String(key).startsWith('clients.') ? import('./api-services-clients') : import('./api-services')
    ).then((m) => m.createApiCall(getToken));
    return (await loaded)(key, ...args);
  }) as ApiCall;
}

export function createLazyServices(getToken: () => string | null): AppServices {
  return servicesOf(createLazyCall(getToken));
}
