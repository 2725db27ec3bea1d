/**
 * Hosts the documents machine (machines/documents.machine.ts) for one application: the API calls, the sandbox
 * identity widget, the alerts, and /documentos-subidos-con-exito at the end. The result page uses it; the home
 * tracker can too.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentType, lazy, Suspense, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { AnyActorRef } from 'xstate';
import {
  type DocumentsMachine,
  documentsActors,
  documentsMachine,
} from '../../../machines/documents.machine';
import { config } from '../../config';
import { formatPhone } from '../../domain/phone';
import { PATHS } from '../../paths';
import { DocumentsPanel } from '../../screens/documents/DocumentsPanel';
import { Spinner } from '../../ui/Spinner';
import { useForwardAlerts } from '../alerts';
import { liveCall } from '../flows/live';
import { useServices } from '../services-context';
import { useSession } from '../session/SessionProvider';
import type { IdentityProvider, IdentityWidgetProps } from '../widgets/types';

const IdentityWidget = lazy(() => import('../widgets/identity-sandbox'));

export interface DocumentsFlowProps {
  readonly applicationId: string;
  /** The documents machine with its actors provided (tests: fakes); default: the API's. */
  readonly machine?: DocumentsMachine;
  /** The identity widget (tests: a stand-in); default: the sandbox widget. */
  readonly Widget?: ComponentType<IdentityWidgetProps>;
  readonly onActor?: (actor: AnyActorRef) => void;
}

export function DocumentsFlow({
  applicationId,
  machine: given,
  Widget = IdentityWidget,
  onActor,
}: DocumentsFlowProps) {
  const navigate = useNavigate();
  const { profile } = useSession();
  const services = useServices();
  const machine = useMemo(
    () => given ?? documentsMachine.provide({ actors: documentsActors(liveCall(services.call)) }),
    [given, services],
  );
  const provider = useMemo<IdentityProvider>(
    () => ({
      finish: async (flowId) => {
        const res = await services.call('kycSandbox.finish', { params: { flowId } });
        return { identityId: res.identityId };
      },
    }),
    [services],
  );
  const actor = useActorRef(machine, {
    input: { applicationId, supportPhone: formatPhone(config.supportPhone) },
  });
  useForwardAlerts(actor);
  useEffect(() => onActor?.(actor), [actor, onActor]);
  const uploaded = useSelector(actor, (s) => s.status === 'done');
  useEffect(() => {
    if (uploaded) navigate(PATHS.documentsUploaded, { replace: true });
  }, [uploaded, navigate]);

  const fullName = profile ? [profile.name, profile.firstSurname, profile.secondSurname].join(' ') : '';
  return (
    <DocumentsPanel
      actor={actor}
      widget={(flowId) => (
        <Suspense fallback={<Spinner label="Abriendo la verificación de identidad" showLabel />}>
          <Widget
            flowId={flowId}
            provider={provider}
            clientId={profile?.id ?? ''}
            metadata={{
              fullName,
              customVariables: {
                applicationSerialNumber: applicationId,
                fullName,
                email: profile?.email ?? '',
                phoneNumber: profile?.phoneNumber ?? '',
                curp: profile?.curp ?? '',
                rfc: profile?.taxpayerId ?? '',
              },
            }}
            onFinish={({ identityId }) => actor.send({ type: 'WIDGET.FINISH', identityId })}
            onCancel={() => actor.send({ type: 'WIDGET.CANCEL' })}
          />
        </Suspense>
      )}
    />
  );
}
