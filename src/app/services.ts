/**
 * What the app's flows need from the outside world. Every API call goes through ONE generic function,
 * `call('group.name', { params, query, body, signal })` (src/api/call.ts), typed by the contract; the flow
 * hosts provide each machine's actors with it in their `provide()` block, so an endpoint is written once in
 * the contract and once where it is called. The real `call` loads the API chunk on first use
 * (lazy-services.ts); tests pass fakes. Screens never see these.
 */
import type { CreateAccountInput } from '../../machines/signup.machine';
import type { ApiCall } from '../api/call';
import type { curpLookup } from '../api/contract/clients';
import type { ResponseOf } from '../api/contract/endpoint';

/**
 * SIGN-UP HOOK (legacy shape, to be removed): the sign-up flow (src/app/pages/SignupRoute.tsx) still calls these
 * named functions. When it switches to the new shape — its machine typed with `BodyOf`/`ResponseOf` and its host
 * providing `fromPromise(({ input, signal }) => services.call('clients.create', { body: input, signal }))` —
 * delete this interface, `legacySignupServices` below and the matching fakes in tests/ui/app/harness.tsx.
 */
export interface LegacySignupServices {
  checkAccount(
    body: { email: string; phoneNumber: string },
    signal: AbortSignal,
  ): Promise<{ isAccountAvailable: boolean }>;
  lookupCurp(curp: string, signal: AbortSignal): Promise<ResponseOf<typeof curpLookup>>;
  createAccount(body: CreateAccountInput, signal: AbortSignal): Promise<{ token: string }>;
  activateAccount(body: { activationCode: string }, signal: AbortSignal): Promise<{ token: string }>;
  resendActivationCode(signal: AbortSignal): Promise<unknown>;
  updateSignupEmail(body: { email: string }, signal: AbortSignal): Promise<unknown>;
}

export interface AppServices extends LegacySignupServices {
  /** Calls any endpoint of the contract by name (see src/api/call.ts). */
  readonly call: ApiCall;
}

/** The legacy sign-up functions over `call` (see LegacySignupServices). */
export function legacySignupServices(call: ApiCall): LegacySignupServices {
  return {
    checkAccount: (body, signal) => call('clients.exists', { body, signal }),
    lookupCurp: (curp, signal) => call('clients.curpLookup', { params: { curp }, signal }),
    createAccount: (body, signal) => call('clients.create', { body, signal }),
    activateAccount: (body, signal) => call('clients.activate', { body, signal }),
    resendActivationCode: (signal) => call('clients.resendActivationCode', { signal }),
    updateSignupEmail: (body, signal) => call('clients.updateEmail', { body, signal }),
  };
}

/** The app's services around one `call`. */
export function servicesOf(call: ApiCall): AppServices {
  return { call, ...legacySignupServices(call) };
}
