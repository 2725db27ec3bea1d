/** /login: hosts the login flow (machine + route sync) and hands the token to the session when it ends. */
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AnyActorRef } from 'xstate';
import {
  type LoanIntent,
  type LoginMachine,
  type LoginOutput,
  loginActors,
  loginMachine,
} from '../../../machines/login.machine';
import { PATHS } from '../../paths';
import { LoginScreen } from '../../screens/login/LoginScreen';
import { utmOf } from '../drafts/utm';
import { useSignInHandover } from '../flows/handover';
import { useFlow } from '../flows/useFlow';
import type { FromState } from '../guards';
import { useSearchParams } from '../searchParams';
import { useServices } from '../services-context';
import { useSessionActor } from '../session/SessionProvider';
import { removeDraft } from '../storage';

function loanIntent(value: string | null): LoanIntent | null {
  return value === 'personal' || value === 'tienda' ? value : null;
}

function originOf(state: unknown): string | null {
  const from = (state as Partial<FromState> | null)?.from;
  return typeof from === 'string' ? from : null;
}

export interface LoginFlowProps {
  /** The login machine with its sign-in actor provided (the API, or fakes in the UI-level model test). */
  readonly machine: LoginMachine;
  /** Tells tests which actor runs the flow. */
  readonly onActor?: (actor: AnyActorRef) => void;
}

/**
 * The flow host: route sync, the origin kept by the guard and `?prestamo=` as input, the stored application
 * cleared for a personal-loan start, and the hand-over to the session at the end.
 */
export function LoginFlow({ machine, onActor }: LoginFlowProps) {
  const session = useSessionActor();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const prestamo = loanIntent(params.get('prestamo'));
  // Home's code and its calls' contract load while the customer types; its reads go out with the token.
  const handOver = useSignInHandover(prestamo ? PATHS.application : (originOf(location.state) ?? PATHS.home));

  const hosted = useMemo(
    () => machine.provide({ actions: { clearStoredApplication: () => removeDraft('pendingApplication') } }),
    [machine],
  );

  const actor = useFlow(hosted, {
    input: { from: originOf(location.state), prestamo },
    onDone: (output: LoginOutput) => {
      // The session first (so the guard sees a loading session, not a visitor), then the page.
      session.send({ type: 'LOGIN', token: output.token });
      handOver(output.token, output.redirectTo);
      // A personal-loan start (?prestamo=personal) carries the landing's utm, defaults included (spec §2).
      const state = output.redirectState ? { ...output.redirectState, utm: utmOf(params) } : null;
      navigate(output.redirectTo, { replace: true, state });
    },
  });

  useEffect(() => {
    onActor?.(actor);
  }, [actor, onActor]);

  return <LoginScreen actor={actor} />;
}

export function LoginRoute() {
  const services = useServices();
  const machine = useMemo(() => loginMachine.provide({ actors: loginActors(services.call) }), [services]);
  return <LoginFlow machine={machine} />;
}

export default LoginRoute;
