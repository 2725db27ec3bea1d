/**
 * /promotor (not guarded, spec §2 "Promoter area"): a visitor (or a client) signs in as a promoter with phone and
 * NIP (machines/promoterSignin.machine.ts); the business token goes to the session, which loads the promoter
 * profile; a signed-in promoter sees the start of a quick application.
 */
import { useEffect, useMemo, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import {
  type PromoterSigninInput,
  type PromoterSigninMachine,
  type PromoterSigninOutput,
  promoterSigninActors,
  promoterSigninMachine,
} from '../../../machines/promoterSignin.machine';
import { PATHS } from '../../paths';
import { PromoterHome, type TodayApplications } from '../../screens/promoter/PromoterHome';
import { PromoterSigninScreen } from '../../screens/promoter/PromoterSigninScreen';
import { readDraft } from '../drafts';
import { useFlow } from '../flows/useFlow';
import { useServices } from '../services-context';
import { useSession, useSessionActor } from '../session/SessionProvider';

export interface PromoterSigninFlowProps {
  readonly machine: PromoterSigninMachine;
  readonly onActor?: (actor: AnyActorRef) => void;
  /** The flow's input (spec §9's resend wait unless given). */
  readonly input?: PromoterSigninInput;
}

export function PromoterSigninFlow({ machine, onActor, input }: PromoterSigninFlowProps) {
  const session = useSessionActor();
  const actor = useFlow(machine, {
    input,
    onDone: (output: PromoterSigninOutput) => {
      session.send({ type: 'LOGIN', token: output.token });
      // The landing's reads go out with the token, beside the profile the session asks for (src/app/handover.ts).
      void import('../handover').then((h) => h.handOver(output.token, PATHS.promoter));
    },
  });
  useEffect(() => {
    onActor?.(actor);
  }, [actor, onActor]);
  return <PromoterSigninScreen actor={actor} />;
}

/** The promoter's quick applications of today (GET /promoters/quick-applications), loaded once signed in. */
function useTodayApplications(enabled: boolean): TodayApplications {
  const services = useServices();
  const [today, setToday] = useState<TodayApplications>({ kind: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    services
      .call('promoters.todayQuickApplications', { signal: controller.signal })
      .then(({ items }) => setToday({ kind: 'loaded', items }))
      .catch(() => {
        if (!controller.signal.aborted) setToday({ kind: 'failed' });
      });
    return () => controller.abort();
  }, [enabled, services]);
  return today;
}

/** The landing: the promoter's home once signed in as a promoter, else the sign-in flow. */
export function PromoterLanding({ machine, onActor, input }: PromoterSigninFlowProps) {
  const { status, promoterProfile } = useSession();
  const signedIn = status === 'business' && promoterProfile !== null;
  const today = useTodayApplications(signedIn);
  if (signedIn && promoterProfile) {
    return (
      <PromoterHome
        name={promoterProfile.name}
        hasOpenApplication={readDraft('pendingPromoterApplication') !== null}
        today={today}
      />
    );
  }
  return (
    <PromoterSigninFlow machine={machine} {...(onActor ? { onActor } : {})} {...(input ? { input } : {})} />
  );
}

export function PromoterLandingRoute() {
  const services = useServices();
  const machine = useMemo(
    () => promoterSigninMachine.provide({ actors: promoterSigninActors(services.call) }),
    [services],
  );
  return <PromoterLanding machine={machine} />;
}

export default PromoterLandingRoute;
