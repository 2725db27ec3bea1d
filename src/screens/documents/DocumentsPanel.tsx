/**
 * Upload of the identity documents (spec §2 PREAPPROVED, §4 home tracker): 'Subir documentos' fetches the
 * identity-flow link, the identity widget (given by the app) opens, and its result is saved.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type DocumentsMachine, documentsView } from '../../../machines/documents.machine';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';

export interface DocumentsPanelProps {
  readonly actor: ActorRefFrom<DocumentsMachine>;
  /** The identity widget, shown while the machine waits for it. */
  readonly widget: (flowId: string) => ReactNode;
}

export function DocumentsPanel({ actor, widget }: DocumentsPanelProps) {
  const view = useSelector(actor, documentsView, shallowEqual);
  if (view.saving) return <Spinner label="Guardando tus documentos" showLabel />;
  return (
    <>
      <Button
        variant="primary"
        block
        loading={view.fetchingLink}
        onClick={() => actor.send({ type: 'START' })}
      >
        Subir documentos
      </Button>
      {view.widgetFlowId ? widget(view.widgetFlowId) : null}
    </>
  );
}
