/**
 * /crear-cuenta, /crear-cuenta/datos-personales, /crear-cuenta/verificar, /crear-cuenta/actualizar-correo and
 * /crear-cuenta/completada: host the sign-up flow (machines/signup/) with route sync and the
 * `pendingClientSignup` draft (spec §9), and hand every token the flow receives to the session. The password is
 * never written to the draft (local storage): after a reload the account step asks for it again.
 *
 * The draft is only resumed when it belongs to the current session (a visitor's draft before the account exists,
 * an unverified one at the code, a verified one at the completed screen): the route guards and the machine then
 * always agree on the page. Delays do not survive a reload, so a restored flow is sent RESUME.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type AnyActorRef, fromPromise } from 'xstate';
import type { SessionStatus } from '../../../machines/session.machine';
import {
  SESSION_TAGS,
  type SignupInput,
  type SignupMachine,
  type SignupOutput,
  type SignupSession,
  signupMachine,
} from '../../../machines/signup';
import { SignupScreen } from '../../screens/signup/SignupScreen';
import { flowDraft, readDraft, removeDraft } from '../drafts';
import { pendingApplicationType } from '../drafts/pendingApplication';
import { useFlow } from '../flows/useFlow';
import { useServices } from '../services-context';
import { useSession, useSessionActor } from '../session/SessionProvider';

const DRAFT_KEY = 'pendingClientSignup';

function signupSessionOf(status: SessionStatus): SignupSession {
  if (status === 'ephemeral') return 'ephemeral';
  if (status === 'client') return 'client';
  return 'anonymous';
}

/** Keeps the saved draft only when it belongs to `session`; answers whether one is kept. */
export function keepDraftFor(machine: SignupMachine, session: SignupSession): boolean {
  const draft = readDraft(DRAFT_KEY) as { value?: unknown; context?: unknown } | null;
  if (draft === null) return false;
  try {
    const snapshot = machine.resolveState({
      value: draft.value as never,
      context: draft.context as never,
    });
    if (snapshot.hasTag(SESSION_TAGS[session])) return true;
  } catch {
    // An unreadable draft is dropped below.
  }
  removeDraft(DRAFT_KEY);
  return false;
}

/** The persisted snapshot without the password (it stays in memory only). */
export function withoutPassword<T>(persisted: T): T {
  const snapshot = persisted as { context?: { account?: { password?: string } } };
  const account = snapshot.context?.account;
  if (!account?.password) return persisted;
  return { ...snapshot, context: { ...snapshot.context, account: { ...account, password: '' } } } as T;
}

export interface SignupFlowProps {
  /** The sign-up machine with its actors provided (the API, or fakes in tests). */
  readonly machine: SignupMachine;
  /** Tells tests which actor runs the flow (a new one after each remount). */
  readonly onActor?: (actor: AnyActorRef) => void;
  /** Input on top of what the page gives (tests: a fixed clock and a shorter resend wait). */
  readonly input?: Partial<SignupInput>;
}

/** Runs the sign-up machine on the current page: route sync, draft, token hand-over, RESUME after a restore. */
export function SignupFlow({ machine, onActor, input }: SignupFlowProps) {
  const sessionActor = useSessionActor();
  const { status } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = signupSessionOf(status);
  const [restored] = useState(() => keepDraftFor(machine, session));
  const hosted = useMemo(
    () =>
      machine.provide({
        actions: {
          handOverToken: (_, { token }) => sessionActor.send({ type: 'LOGIN', token }),
        },
      }),
    [machine, sessionActor],
  );
  const actor = useFlow(hosted, {
    input: {
      referralCode: params.get('referral'),
      session,
      applicationType: pendingApplicationType(readDraft('pendingApplication')),
      ...input,
    },
    persist: { draft: flowDraft(DRAFT_KEY), transform: withoutPassword },
    onDone: (output: SignupOutput) => navigate(output.redirectTo, { replace: true }),
  });

  const resumed = useRef(false);
  useEffect(() => {
    onActor?.(actor);
    if (restored && !resumed.current) {
      resumed.current = true;
      // Only where the restored state takes it (a pending countdown, the personal data without the password).
      if (actor.getSnapshot().can({ type: 'RESUME' })) actor.send({ type: 'RESUME' });
    }
  }, [actor, onActor, restored]);

  return <SignupScreen actor={actor} />;
}

export function SignupRoute() {
  const services = useServices();
  const machine = useMemo(
    () =>
      signupMachine.provide({
        actors: {
          checkAccount: fromPromise(({ input, signal }) =>
            services.call('clients.exists', { body: input, signal }),
          ),
          lookupCurp: fromPromise(({ input, signal }) =>
            services.call('clients.curpLookup', { params: { curp: input.curp }, signal }),
          ),
          createAccount: fromPromise(({ input, signal }) =>
            services.call('clients.create', { body: input, signal }),
          ),
          activate: fromPromise(({ input, signal }) =>
            services.call('clients.activate', { body: input, signal }),
          ),
          resendCode: fromPromise(({ signal }) => services.call('clients.resendActivationCode', { signal })),
          updateEmail: fromPromise(({ input, signal }) =>
            services.call('clients.updateEmail', { body: input, signal }),
          ),
          codeStatus: fromPromise(({ signal }) => services.call('clients.activationCodeStatus', { signal })),
        },
      }),
    [services],
  );
  return <SignupFlow machine={machine} />;
}

export default SignupRoute;
