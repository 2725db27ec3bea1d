/**
 * What the app's machines need from the outside world, as plain async functions. The real implementation
 * calls the API client (src/api); tests pass fakes. Screens never see these: the flow hosts in src/app provide
 * them to the machines as actors.
 */
import type { SessionClientProfile, SessionPromoterProfile } from '../../machines/session.machine';
import type {
  ActivateInput,
  ActivateOutput,
  CheckAccountInput,
  CodeStatusOutput,
  CreateAccountInput,
  CreateAccountOutput,
  LookupCurpOutput,
  ResendCodeOutput,
  UpdateEmailInput,
  UpdateEmailOutput,
} from '../../machines/signup/types';

export interface AppServices {
  loadProfile(signal: AbortSignal): Promise<SessionClientProfile>;
  loadPromoterProfile(signal: AbortSignal): Promise<SessionPromoterProfile>;
  signIn(body: { email: string; password: string }, signal: AbortSignal): Promise<{ token: string }>;
  /** POST /clients/recover-password: e-mails the reset link (an unknown e-mail rejects with status 404). */
  recoverPassword(body: { email: string }, signal: AbortSignal): Promise<unknown>;
  /** PATCH /clients/password: the new password with the link's one-time token; answers a session token. */
  resetPassword(body: { token: string; password: string }, signal: AbortSignal): Promise<{ token: string }>;
  /** POST /clients/exists: whether the e-mail and the phone are still free. */
  checkAccount(body: CheckAccountInput, signal: AbortSignal): Promise<{ isAccountAvailable: boolean }>;
  /** GET /clients/curp/:curp: the registry's personal data (404 unknown, 409 already registered). */
  lookupCurp(curp: string, signal: AbortSignal): Promise<LookupCurpOutput>;
  /** POST /clients: creates the account and e-mails the activation code; answers a client-ephemeral token. */
  createAccount(body: CreateAccountInput, signal: AbortSignal): Promise<CreateAccountOutput>;
  /** POST /clients/activate: the 4-digit code; answers a client token. */
  activateAccount(body: ActivateInput, signal: AbortSignal): Promise<ActivateOutput>;
  /** POST /clients/resend-activation-code. */
  resendActivationCode(signal: AbortSignal): Promise<ResendCodeOutput>;
  /** POST /clients/email: another e-mail for an unverified sign-up (409 when taken). */
  updateSignupEmail(body: UpdateEmailInput, signal: AbortSignal): Promise<UpdateEmailOutput>;
  /** GET /clients/activation-code: where the code went and the seconds before another can be sent. */
  activationCodeStatus(signal: AbortSignal): Promise<CodeStatusOutput>;
}
