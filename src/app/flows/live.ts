import type { ApiCall, EndpointKey } from '../../api/call';

/**
 * A call made by an invoked actor whose actor was stopped (its signal aborted: the page went away, or React's
 * StrictMode remount) never settles, so its late answer cannot reach the flow that replaced it.
 */
export function live<T>(signal: AbortSignal, call: () => Promise<T>): Promise<T> {
  const never = new Promise<T>(() => {});
  return call().then(
    (value) => (signal.aborted ? never : value),
    (error: unknown) => (signal.aborted ? never : Promise.reject(error)),
  );
}

/**
 * A flow's `call` whose answers are `live` (see above) by the signal each call is given: what a page provides to
 * its actors (`storeSearchActors(liveCall(services.call))`) when a stopped actor must not hear a late answer.
 */
export function liveCall(call: ApiCall): ApiCall {
  return ((key: EndpointKey, options?: { signal?: AbortSignal }) => {
    const signal = options?.signal;
    const answer = () => (call as (k: EndpointKey, o?: unknown) => Promise<unknown>)(key, options);
    return signal ? live(signal, answer) : answer();
  }) as ApiCall;
}
