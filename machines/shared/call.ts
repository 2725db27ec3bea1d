/**
 * The one seam between a flow and the API: every invoked call of a flow is an actor built from a typed `call`
 * (src/api/call.ts) in the flow's `actors.ts`, named by its endpoint key:
 *
 *   export const applicationActors = (call: ApiCall) => ({
 *     'applications.submit': fromPromise(({ input, signal }: { input: SubmitInput; signal: AbortSignal }) =>
 *       call('applications.submit', { params: { id: input.id }, body: input.body, signal })),
 *   });
 *
 * `setup.ts` types them with `applicationActors(unprovidedCall)` (a call that fails with the key's name: the
 * machine does nothing real until provided), the route page provides the real call once
 * (`machine.provide({ actors: applicationActors(services.call) })`) and tests fake the call or the actor by the
 * same key: one vocabulary for machine, model and UI tests.
 */
import type { ApiCall } from '../../src/api/call';

export type { ApiCall, EndpointKey } from '../../src/api/call';

/** The call a machine is typed with before the app or a test provides one: every use fails, naming the endpoint. */
export const unprovidedCall = ((key: string) => Promise.reject(new Error(`${key} not provided`))) as ApiCall;
