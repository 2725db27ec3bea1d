/**
 * /olvide-contrasena and /olvide-contrasena/recuperar-contrasena: host the password flow (machine + route sync).
 * The reset link's `?token=` starts the machine on the reset form (the session leaves that token alone, see
 * session/initialToken.ts). When the flow ends it hands the new token to the session, then navigates.
 */
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type AnyActorRef, fromPromise } from 'xstate';
import {
  type PasswordMachine,
  type PasswordOutput,
  passwordMachine,
  RESET_PASSWORD_ROUTE,
} from '../../../machines/password.machine';
import { normalizePath } from '../../../machines/shared/route';
import { PasswordScreen } from '../../screens/password/PasswordScreen';
import { useFlow } from '../flows/useFlow';
import { useServices } from '../services-context';
import { useSessionActor } from '../session/SessionProvider';
import { readDraft } from '../storage';

/**
 * Whether a store application is waiting in `pendingApplication` (spec §4 "Password reset success": a client
 * with a store goes back to the credit application). The draft is the application flow's persisted snapshot
 * (or, from older versions, the plain draft); either way a store application carries a `storeId`.
 */
export function hasPendingStoreApplication(draft: unknown = readDraft('pendingApplication')): boolean {
  const storeIdOf = (value: unknown): unknown =>
    typeof value === 'object' && value !== null ? (value as { storeId?: unknown }).storeId : undefined;
  const context =
    typeof draft === 'object' && draft !== null ? (draft as { context?: unknown }).context : undefined;
  const storeId = storeIdOf(context) ?? storeIdOf(draft);
  return (typeof storeId === 'string' && storeId !== '') || typeof storeId === 'number';
}

export interface PasswordFlowProps {
  /** The password machine with its actors provided (the API here, fakes in the UI-level model test). */
  readonly machine: PasswordMachine;
  /** Tells tests which actor runs the flow. */
  readonly onActor?: (actor: AnyActorRef) => void;
}

/** The flow host: route sync, the reset link's token as input, and the hand-over to the session at the end. */
export function PasswordFlow({ machine, onActor }: PasswordFlowProps) {
  const session = useSessionActor();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();

  const onResetPage = normalizePath(location.pathname) === RESET_PASSWORD_ROUTE;
  const actor = useFlow(machine, {
    input: { resetToken: onResetPage ? params.get('token') : null },
    onDone: (output: PasswordOutput) => {
      // The session first (so the guard sees a loading session, not a visitor), then the page.
      session.send({ type: 'LOGIN', token: output.token });
      navigate(output.redirectTo, { replace: true });
    },
  });

  useEffect(() => {
    onActor?.(actor);
  }, [actor, onActor]);

  return <PasswordScreen actor={actor} />;
}

export function PasswordRoute() {
  const services = useServices();
  const machine = useMemo(
    () =>
      passwordMachine.provide({
        actors: {
          recoverPassword: fromPromise(({ input, signal }) => services.recoverPassword(input, signal)),
          resetPassword: fromPromise(async ({ input, signal }) => {
            const { token } = await services.resetPassword(input, signal);
            return { token, hasStoreApplication: hasPendingStoreApplication() };
          }),
        },
      }),
    [services],
  );
  return <PasswordFlow machine={machine} />;
}

export default PasswordRoute;
