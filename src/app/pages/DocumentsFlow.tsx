/**
 * Hosts the documents machine (machines/documents.machine.ts) for one application: the API calls, the sandbox
 * identity widget, the alerts, and /documentos-subidos-con-exito at the end. The result page uses it; the home
 * tracker can too.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { documentsMachine } from '../../../machines/documents.machine';
import { config } from '../../config';
import { formatPhone } from '../../domain/phone';
import { PATHS } from '../../paths';
import { DocumentsPanel } from '../../screens/documents/DocumentsPanel';
import { Spinner } from '../../ui/Spinner';
import { useForwardAlerts } from '../alerts';
import { live } from '../flows/live';
import { useSession } from '../session/SessionProvider';
import type { createDocumentsApi } from './documents-api';

const IdentityWidget = lazy(() => import('../widgets/identity-sandbox'));

type DocumentsApi = ReturnType<typeof createDocumentsApi>;

export function DocumentsFlow({ applicationId }: { applicationId: string }) {
  const navigate = useNavigate();
  const { token, profile } = useSession();
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const machine = useMemo(() => {
    let loaded: Promise<DocumentsApi> | null = null;
    const api = () => {
      loaded ??= import('./documents-api').then((m) => m.createDocumentsApi(() => tokenRef.current));
      return loaded;
    };
    return documentsMachine.provide({
      actors: {
        getKycFlow: fromPromise(({ input, signal }) =>
          live(signal, async () => (await api()).getKycFlow(input.applicationId, signal)),
        ),
        saveIdentityId: fromPromise(({ input, signal }) =>
          live(signal, async () => (await api()).saveIdentityId(input.id, input.kycIdentityId, signal)),
        ),
        markDocumentsUploaded: fromPromise(({ input, signal }) =>
          live(signal, async () => (await api()).markDocumentsUploaded(input.id, signal)),
        ),
      },
    });
  }, []);
  const actor = useActorRef(machine, {
    input: { applicationId, supportPhone: formatPhone(config.supportPhone) },
  });
  useForwardAlerts(actor);
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
          <IdentityWidget
            flowId={flowId}
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
