/**
 * /firmar-aplicacion-credito/{applicationId}/…: hosts the signing flow (machines/signing/) with route sync, and
 * hands every fresher profile the flow reads (the 3 s poll) to the session. The flow keeps no draft in local
 * storage (spec §9 names none): it reloads the applications and reconciles the URL on every visit. The chosen
 * first payment date is kept for the tab in session storage (src/app/drafts/signingDate.ts), so a reload on the
 * contract or the terms returns there. The page provides `call` to the flow's actors once (`signingActors`).
 *
 * The e-signature widget is the sandbox one (src/app/widgets/esign-sandbox.tsx), loaded when opened; its
 * `EsignProvider` is built on the generic `services.call` (src/app/widgets/esign-call.ts).
 * The contract file (read or downloaded, before and after signing) comes from src/app/contract-file.ts.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { AnyActorRef } from 'xstate';
import {
  type SigningInput,
  type SigningMachine,
  type SigningOutput,
  signingActors,
  signingMachine,
} from '../../../machines/signing';
import { config } from '../../config';
import { formatPhone } from '../../domain/phone';
import { SigningScreen, type SigningSlots } from '../../screens/signing/SigningScreen';
import { Spinner } from '../../ui/Spinner';
import { useAlerts } from '../alerts';
import { contractActions } from '../contract-file';
import { keepChosenDate, readChosenDate } from '../drafts/signingDate';
import { useFlow } from '../flows/useFlow';
import { useServices } from '../services-context';
import { useSessionActor } from '../session/SessionProvider';
import { esignProviderOf } from '../widgets/esign-call';

const EsignWidget = lazy(() => import('../widgets/esign-sandbox'));

export interface SigningFlowProps {
  readonly machine: SigningMachine;
  readonly applicationId: string;
  /** Tells tests which actor runs the flow. */
  readonly onActor?: (actor: AnyActorRef) => void;
  readonly input?: Partial<SigningInput>;
  /** The widget and the contract download (tests pass fakes). */
  readonly slots?: Partial<SigningSlots>;
}

export function SigningFlow({ machine, applicationId, onActor, input, slots }: SigningFlowProps) {
  const sessionActor = useSessionActor();
  const services = useServices();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const hosted = useMemo(
    () =>
      machine.provide({
        actions: {
          handOverProfile: (_, { profile }) => sessionActor.send({ type: 'PROFILE.UPDATED', profile }),
        },
      }),
    [machine, sessionActor],
  );
  const actor = useFlow(hosted, {
    input: {
      applicationId,
      route: pathname,
      selectedDate: readChosenDate(applicationId),
      supportPhone: formatPhone(config.supportPhone),
      ...input,
    },
    onDone: (output: SigningOutput) => {
      keepChosenDate(applicationId, null);
      navigate(output.redirectTo, { replace: true });
    },
  });

  useEffect(() => {
    onActor?.(actor);
    const subscription = actor.subscribe((s) => {
      if (s.status === 'active') keepChosenDate(applicationId, s.context.selectedDate);
    });
    return () => subscription.unsubscribe();
  }, [actor, onActor, applicationId]);

  const date = () => actor.getSnapshot().context.selectedDate;
  const renderWidget = useCallback<SigningSlots['renderWidget']>(
    ({ onFinish, onCancel }) => (
      <Suspense fallback={<Spinner label="Cargando contrato" />}>
        <EsignWidget
          provider={esignProviderOf(services, applicationId, actor.getSnapshot().context.selectedDate)}
          onFinish={onFinish}
          onCancel={onCancel}
        />
      </Suspense>
    ),
    [services, applicationId, actor],
  );
  const all: SigningSlots = {
    renderWidget,
    ...contractActions(
      services,
      () => ({ applicationId, firstPaymentDate: date() }),
      (message) => alerts.show({ message, alertType: 'error' }),
    ),
    ...slots,
  };
  return <SigningScreen actor={actor} slots={all} />;
}

export function SigningRoute() {
  const services = useServices();
  const { applicationId = '' } = useParams();
  const machine = useMemo(() => signingMachine.provide({ actors: signingActors(services.call) }), [services]);
  return <SigningFlow key={applicationId} machine={machine} applicationId={applicationId} />;
}

export default SigningRoute;
