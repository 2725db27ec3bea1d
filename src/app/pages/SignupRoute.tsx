/**
 * /crear-cuenta, /crear-cuenta/datos-personales, /crear-cuenta/verificar, /crear-cuenta/actualizar-correo and
 * /crear-cuenta/completada: host the sign-up flow (machines/signup/) with route sync and the
 * `pendingClientSignup` draft (spec §9), and hand every token the flow receives to the session. The password is
 * never written to the draft (local storage): after a reload the account step asks for it again.
 *
 * The draft is only resumed when it belongs to the current session (a visitor's draft before the account exists,
 * an unverified one at the code, a verified one at the completed screen): the route guards and the machine then
 * always agree on the page (src/app/drafts/signupStart.ts). Delays do not survive a reload, so a restored flow is
 * sent RESUME. The page provides `call` to the flow's actors once (`signupActors`).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AnyActorRef } from 'xstate';
import {
  type AccountField,
  type SignupInput,
  type SignupMachine,
  type SignupOutput,
  signupActors,
  signupMachine,
} from '../../../machines/signup';
import { SignupScreen } from '../../screens/signup/SignupScreen';
import { flowDraft, peekDraft } from '../drafts';
import { pendingApplicationType } from '../drafts/pendingApplication';
import {
  holdAccount,
  isSignupResting,
  keepDraftFor,
  SIGNUP_DRAFT_KEY,
  signupDraftOf,
  signupSessionOf,
} from '../drafts/signupStart';
import { useFlow } from '../flows/useFlow';
import { useSearchParams } from '../searchParams';
import { useServices } from '../services-context';
import { useSession, useSessionActor } from '../session/SessionProvider';

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
  // A draft on the account step starts from the form as prerendered; its values are applied below.
  const [held] = useState(() => holdAccount(flowDraft(SIGNUP_DRAFT_KEY).read()));
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
      // Peeked, never removed here: a refused application draft is the application page's to tell (docs/flows.md).
      applicationType: pendingApplicationType(peekDraft('pendingApplication').value),
      ...input,
    },
    persist: {
      draft: { ...flowDraft(SIGNUP_DRAFT_KEY), read: () => held.snapshot },
      transform: signupDraftOf,
      isResting: isSignupResting,
    },
    onDone: (output: SignupOutput) => navigate(output.redirectTo, { replace: true }),
  });

  // After the fields' own layout effects, which handed over what was typed before hydration
  // (src/ui/typedBeforeHydration.ts): a field still empty takes the draft's value; a typed one keeps what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft of the first render only
  useLayoutEffect(() => {
    const typed = actor.getSnapshot().context.account;
    for (const [field, value] of Object.entries(held.account ?? {}) as [AccountField, unknown][])
      if (typeof value === 'string' && value && !typed[field])
        actor.send({ type: 'ACCOUNT.CHANGE', field, value });
  }, []);

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
  const machine = useMemo(() => signupMachine.provide({ actors: signupActors(services.call) }), [services]);
  return <SignupFlow machine={machine} />;
}

export default SignupRoute;
