import { live } from '../../../machines/shared/live';
import type { ApiCall, EndpointKey } from '../../api/call';

/** `live` (machines/shared/live.ts): a stopped actor's call never settles. */
export { live };
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
