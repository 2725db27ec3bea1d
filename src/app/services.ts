/**
 * What the app's machines need from the outside world, as plain async functions. The real implementation
 * calls the API client (src/api); tests pass fakes. Screens never see these: the flow hosts in src/app provide
 * them to the machines as actors.
 */
import type { SessionClientProfile, SessionPromoterProfile } from '../../machines/session.machine';

export interface AppServices {
  loadProfile(signal: AbortSignal): Promise<SessionClientProfile>;
  loadPromoterProfile(signal: AbortSignal): Promise<SessionPromoterProfile>;
  signIn(body: { email: string; password: string }, signal: AbortSignal): Promise<{ token: string }>;
}
