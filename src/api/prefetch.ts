/**
 * The requests index.html starts before any JavaScript of the app has downloaded (its inline script reads the token
 * in local storage and, for a client's token, sends `GET /clients/me`, and on `/` the home's two calls), and their
 * hand-off to the app's `call`: the first call of each endpoint takes that in-flight answer instead of sending a
 * second request.
 *
 * Rules: each prefetch is offered to the first call of its endpoint only, once, whatever happens; it is taken only
 * when it was sent with the token the session now holds and to the URL this call would use (no path parameters, no
 * query values); an answer that failed (network), is not 2xx (401 included) or does not parse or match the contract
 * falls back to the normal call, so the session and the flows take their normal path (a 401 then logs out as always).
 */
import type { ApiCall } from './call.ts';
import { me } from './contract/clients.ts';
import type { Endpoint } from './contract/endpoint.ts';
import type { ProfilePrefetch } from './prefetch-global.ts';

export type { ProfilePrefetch } from './prefetch-global.ts';

async function answerOf(prefetch: ProfilePrefetch, endpoint: Endpoint): Promise<unknown> {
  try {
    const response = await prefetch.response;
    if (!response.ok) return null;
    const parsed = endpoint.response.safeParse(JSON.parse(await response.text()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A call with no path parameters and no query values: the one URL the inline script could have sent. */
function isPlain(options: unknown): boolean {
  const { params, query } = (options ?? {}) as { params?: unknown; query?: Record<string, unknown> };
  return params === undefined && Object.values(query ?? {}).every((v) => v === undefined || v === null);
}

/**
 * `call`, with the first call of each prefetched endpoint answered by its prefetch when it is for the same token
 * and URL.
 * @param prefetched the requests index.html started, by endpoint key
 * @param endpointOf the endpoint of a key (its path and response schema)
 * @param baseUrl the API base this build calls (config.apiBaseUrl)
 */
export function withPrefetchedCalls(
  call: ApiCall,
  prefetched: Readonly<Record<string, ProfilePrefetch | null | undefined>>,
  getToken: () => string | null | undefined,
  baseUrl: string,
  endpointOf: (key: string) => Promise<Endpoint>,
): ApiCall {
  const offered = new Map(Object.entries(prefetched).filter(([, p]) => p));
  const base = baseUrl.replace(/\/+$/, '');
  return (async (key, ...args) => {
    const taken = offered.get(key);
    if (!taken) return call(key, ...args);
    offered.delete(key);
    const signal = (args[0] as { signal?: AbortSignal } | undefined)?.signal;
    if (taken.token === getToken() && isPlain(args[0])) {
      const endpoint = await endpointOf(key);
      if (taken.url === `${base}${endpoint.path}`) {
        const answer = await answerOf(taken, endpoint);
        signal?.throwIfAborted();
        if (answer !== null) return answer;
      }
    }
    return call(key, ...args);
  }) as ApiCall;
}

/** `call`, with the first `clients.me` call answered by the profile's prefetch (the one every signed-in load has). */
export function withProfilePrefetch(
  call: ApiCall,
  prefetch: ProfilePrefetch | null,
  getToken: () => string | null | undefined,
  baseUrl: string,
): ApiCall {
  return withPrefetchedCalls(call, { [me.id]: prefetch }, getToken, baseUrl, async () => me);
}
