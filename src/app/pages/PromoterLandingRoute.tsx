/**
 * /promotor (not guarded, spec §2 "Promoter area"): a visitor (or a client) signs in as a promoter with phone and
 * NIP (machines/promoterSignin.machine.ts); the business token goes to the session, which loads the promoter
 * profile; a signed-in promoter sees the start of a quick application.
 */
import { useEffect, useMemo } from 'react';
import { type AnyActorRef, fromPromise } from 'xstate';
import {
  type PromoterSigninMachine,
  type PromoterSigninOutput,
  promoterSigninMachine,
} from '../../../machines/promoterSignin.machine';
import { PromoterHome } from '../../screens/promoter/PromoterHome';
import { PromoterSigninScreen } from '../../screens/promoter/PromoterSigninScreen';
import { useFlow } from '../flows/useFlow';
import { useServices } from '../services-context';
import { useSession, useSessionActor } from '../session/SessionProvider';
import { readDraft } from '../storage';

export interface PromoterSigninFlowProps {
  readonly machine: PromoterSigninMachine;
  readonly onActor?: (actor: AnyActorRef) => void;
}

export function PromoterSigninFlow({ machine, onActor }: PromoterSigninFlowProps) {
  const session = useSessionActor();
  const actor = useFlow(machine, {
    onDone: (output: PromoterSigninOutput) => session.send({ type: 'LOGIN', token: output.token }),
  });
  useEffect(() => {
    onActor?.(actor);
  }, [actor, onActor]);
  return <PromoterSigninScreen actor={actor} />;
}

/** The landing: the promoter's home once signed in as a promoter, else the sign-in flow. */
export function PromoterLanding({ machine, onActor }: PromoterSigninFlowProps) {
  const { status, promoterProfile } = useSession();
  if (status === 'business' && promoterProfile) {
    return (
      <PromoterHome
        name={promoterProfile.name}
        hasOpenApplication={readDraft('pendingPromoterApplication') !== null}
      />
    );
  }
  return <PromoterSigninFlow machine={machine} {...(onActor ? { onActor } : {})} />;
}

export function PromoterLandingRoute() {
  const services = useServices();
  const machine = useMemo(
    () =>
      promoterSigninMachine.provide({
        actors: {
          lookupPromoter: fromPromise(({ input, signal }) =>
            services.call('promoters.signin', { body: input, signal }),
          ),
          verifyNip: fromPromise(({ input, signal }) =>
            services.call('promoters.verifyNip', { body: input, signal }),
          ),
        },
      }),
    [services],
  );
  return <PromoterLanding machine={machine} />;
}

export default PromoterLandingRoute;
