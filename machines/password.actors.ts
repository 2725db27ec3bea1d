/**
 * The password flow's calls, named by endpoint: the page provides them once with its `call`
 * (`passwordActors(services.call, hasStoreApplication)`); the machine is typed with them unprovided.
 */
import { fromPromise } from 'xstate';
import type { recoverPassword, resetPassword } from '../src/api/contract/clients';
import type { BodyOf, ResponseOf } from '../src/api/contract/endpoint';
import type { ApiCall } from './shared/call';

/** POST /clients/recover-password: the body as the contract defines it (the machine does not read the answer). */
export type RecoverPasswordInput = BodyOf<typeof recoverPassword>;

/** PATCH /clients/password: body as the contract defines it. */
export type ResetPasswordInput = BodyOf<typeof resetPassword>;

/** The answer (the session token), plus what the app reads from local storage once the reset succeeded. */
export type ResetPasswordOutput = ResponseOf<typeof resetPassword> & {
  /** A store application is pending. */
  readonly hasStoreApplication: boolean;
};

/**
 * @param hasStoreApplication read once the reset succeeded: whether a store application is pending (the app reads
 *   its draft; none by default).
 */
export const passwordActors = (call: ApiCall, hasStoreApplication: () => boolean = () => false) => ({
  /** POST /clients/recover-password {email}; unknown e-mail → 404. */
  'clients.recoverPassword': fromPromise<unknown, RecoverPasswordInput>(({ input, signal }) =>
    call('clients.recoverPassword', { body: input, signal }),
  ),
  /** PATCH /clients/password {token, password} → {token}, and whether a store application is pending. */
  'clients.resetPassword': fromPromise<ResetPasswordOutput, ResetPasswordInput>(
    async ({ input, signal }) => ({
      ...(await call('clients.resetPassword', { body: input, signal })),
      hasStoreApplication: hasStoreApplication(),
    }),
  ),
});
