/**
 * /olvide-contrasena and /olvide-contrasena/recuperar-contrasena: host the password flow (machine + route sync).
 * The reset link's `?token=` starts the machine on the reset form (the session leaves that token alone, see
 * session/initialToken.ts). When the flow ends it hands the new token to the session, then navigates.
 */
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AnyActorRef } from 'xstate';
import { passwordActors } from '../../../machines/password.actors';
import {
  type PasswordMachine,
  type PasswordOutput,
  passwordMachine,
  RESET_PASSWORD_ROUTE,
} from '../../../machines/password.machine';
import { normalizePath } from '../../../machines/shared/route';
import { PasswordScreen } from '../../screens/password/PasswordScreen';
import { peekDraft } from '../drafts';
import { hasPendingStoreApplication } from '../drafts/pendingApplication';
import { useFlow } from '../flows/useFlow';
import { useSearchParams } from '../searchParams';
import { useServices } from '../services-context';
import { useSessionActor } from '../session/SessionProvider';

/** Kept here for the tests that import it from the host; the rule lives in src/app/drafts/pendingApplication.ts. */
export { hasPendingStoreApplication };

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
        actors: passwordActors(services.call, () =>
          hasPendingStoreApplication(peekDraft('pendingApplication').value),
        ),
      }),
    [services],
  );
  return <PasswordFlow machine={machine} />;
}

export default PasswordRoute;
