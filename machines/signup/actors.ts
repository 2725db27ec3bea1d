/**
 * The sign-up flow's API calls, each an actor named by its endpoint key (src/api/contract/index.ts) and built
 * from one typed `call`: `setup.ts` types them with the unprovided call, the route page provides the real one
 * (`signupMachine.provide({ actors: signupActors(services.call) })`), tests a fake. The invokes use the same key
 * as `src` and `id`, so a model test settles `xstate.done.actor.clients.create`.
 */
import { fromPromise } from 'xstate';
import type { ApiCall } from '../shared/call';
import type {
  ActivateInput,
  ActivateOutput,
  CheckAccountInput,
  CheckAccountOutput,
  CodeStatusOutput,
  CreateAccountInput,
  CreateAccountOutput,
  LookupCurpInput,
  LookupCurpOutput,
  ResendCodeOutput,
  UpdateEmailInput,
  UpdateEmailOutput,
} from './types';

export const signupActors = (call: ApiCall) => ({
  /** POST /clients/exists. */
  'clients.exists': fromPromise<CheckAccountOutput, CheckAccountInput>(({ input, signal }) =>
    call('clients.exists', { body: input, signal }),
  ),
  /** GET /clients/curp/:curp. */
  'clients.curpLookup': fromPromise<LookupCurpOutput, LookupCurpInput>(({ input, signal }) =>
    call('clients.curpLookup', { params: { curp: input.curp }, signal }),
  ),
  /** POST /clients → client-ephemeral token (the code is e-mailed). */
  'clients.create': fromPromise<CreateAccountOutput, CreateAccountInput>(({ input, signal }) =>
    call('clients.create', { body: input, signal }),
  ),
  /** POST /clients/activate → client token. */
  'clients.activate': fromPromise<ActivateOutput, ActivateInput>(({ input, signal }) =>
    call('clients.activate', { body: input, signal }),
  ),
  /** POST /clients/resend-activation-code. */
  'clients.resendActivationCode': fromPromise<ResendCodeOutput, void>(({ signal }) =>
    call('clients.resendActivationCode', { signal }),
  ),
  /** POST /clients/email (a new code goes to the new address). */
  'clients.updateEmail': fromPromise<UpdateEmailOutput, UpdateEmailInput>(({ input, signal }) =>
    call('clients.updateEmail', { body: input, signal }),
  ),
  /** GET /clients/activation-code: where the code went and the server's remaining resend wait. */
  'clients.activationCodeStatus': fromPromise<CodeStatusOutput, void>(({ signal }) =>
    call('clients.activationCodeStatus', { signal }),
  ),
});

export type SignupActors = ReturnType<typeof signupActors>;
