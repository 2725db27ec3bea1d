/**
 * What the app's flows need from the outside world. Every API call goes through ONE generic function,
 * `call('group.name', { params, query, body, signal })` (src/api/call.ts), typed by the contract; the flow
 * hosts provide each machine's actors with it in their `provide()` block, so an endpoint is written once in
 * the contract and once where it is called. The real `call` loads the API chunk on first use
 * (lazy-services.ts); tests pass fakes. Screens never see these.
 */
import type { ApiCall } from '../api/call';

export interface AppServices {
  /** Calls any endpoint of the contract by name (see src/api/call.ts). */
  readonly call: ApiCall;
}

/** The app's services around one `call`. */
export function servicesOf(call: ApiCall): AppServices {
  return { call };
}
