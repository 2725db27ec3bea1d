/**
 * The profile request index.html starts before any JavaScript of the app has downloaded (its inline script reads
 * the token in local storage and, for a client's token, sends `GET /clients/me`), and its hand-off to the app's
 * `call`: the first `clients.me` call takes that in-flight answer instead of sending a second request.
 *
 * Rules: the prefetch is offered to the first `clients.me` call only, once, whatever happens; it is taken only
 * when it was sent with the token the session now holds and to the URL this build calls; an answer that failed
 * (network), is not 2xx (401 included) or does not match the contract falls back to the normal call, so the
 * session takes its normal path (a 401 then logs out as always).
 */
import type { ApiCall } from './call.ts';
import { me } from './contract/clients.ts';
import type { ProfilePrefetch } from './prefetch-global.ts';

export type { ProfilePrefetch } from './prefetch-global.ts';

async function profileOf(prefetch: ProfilePrefetch): Promise<unknown> {
  try {
    const response = await prefetch.response;
    if (!response.ok) return null;
    const parsed = me.response.safeParse(JSON.parse(await response.text()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * `call`, with the first `clients.me` call answered by the prefetch when it is for the same token and URL.
 * @param baseUrl the API base this build calls (config.apiBaseUrl)
 */
export function withProfilePrefetch(
  call: ApiCall,
  prefetch: ProfilePrefetch | null,
  getToken: () => string | null | undefined,
  baseUrl: string,
): ApiCall {
  let offered = prefetch;
  const url = `${baseUrl.replace(/\/+$/, '')}${me.path}`;
  return (async (key, ...args) => {
    if (key !== me.id || offered === null) return call(key, ...args);
    const taken = offered;
    offered = null;
    const signal = (args[0] as { signal?: AbortSignal } | undefined)?.signal;
    if (taken.token === getToken() && taken.url === url) {
      const profile = await profileOf(taken);
      signal?.throwIfAborted();
      if (profile !== null) return profile;
    }
    return call(key, ...args);
  }) as ApiCall;
}
