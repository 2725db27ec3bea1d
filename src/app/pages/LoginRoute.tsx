/** /login: hosts the login flow (machine + route sync) and hands the token to the session when it ends. */
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { type LoanIntent, type LoginOutput, loginMachine } from '../../../machines/login.machine';
import { LoginScreen } from '../../screens/login/LoginScreen';
import { useFlow } from '../flows/useFlow';
import type { FromState } from '../guards';
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

export function LoginRoute() {
  const services = useServices();
  const session = useSessionActor();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();

  const machine = useMemo(
    () =>
      loginMachine.provide({
        actors: { signIn: fromPromise(({ input, signal }) => services.signIn(input, signal)) },
        actions: { clearStoredApplication: () => removeDraft('pendingApplication') },
      }),
    [services],
  );

  const actor = useFlow(machine, {
    input: { from: originOf(location.state), prestamo: loanIntent(params.get('prestamo')) },
    onDone: (output: LoginOutput) => {
      // The session first (so the guard sees a loading session, not a visitor), then the page.
      session.send({ type: 'LOGIN', token: output.token });
      navigate(output.redirectTo, { replace: true, state: output.redirectState ?? null });
    },
  });

  return <LoginScreen actor={actor} />;
}

export default LoginRoute;
