import { expect } from 'vitest';
import { documentsMachine } from '../../../machines/documents.machine.ts';
import { httpError } from '../../fixtures/samples.ts';
import { answersOf } from '../../model/harness/answers.ts';
import { defineModel, type ModelDefinition } from '../../model/harness/types.ts';
import { expectAlerts, expectPage } from '../../model/oracle/check.ts';
import { DOCUMENTS_SPEC as SPEC } from './documents.oracle.ts';
import { documentsUi } from './documents.screens.tsx';

const SUPPORT_PHONE = '(555) 555-5555';
const { done, failed } = answersOf<typeof documentsMachine>();

export const documentsDefinition: ModelDefinition<typeof documentsMachine> = {
  name: 'documents',
  description: 'Documentos: link del flujo de identidad, widget, identityId y documentos subidos.',
  machine: documentsMachine,
  input: { applicationId: 'a-1', supportPhone: SUPPORT_PHONE },
  // The transition's operation keys move on with every answer (machines/shared/keys.ts): they tell no screen apart.
  serializeContext: ({ keys: _, ...rest }) => rest,
  events: (s) => [
    { type: 'WIDGET.FINISH', identityId: 'idv-1' },
    ...(s.matches('fetchingLink')
      ? [
          done('clients.kycFlow', { kycFlowId: 'flow-1', verificationId: null, url: null }),
          failed('clients.kycFlow', httpError(404)),
        ]
      : []),
    ...(s.matches('saving')
      ? [
          done('signing.updateIdentityId', { id: 'a-1', kycIdentityId: 'idv-1' }),
          failed('signing.updateIdentityId', httpError(500)),
        ]
      : []),
    ...(s.matches('transitioning')
      ? [
          done('signing.transitionToDocumentsUploaded', {
            id: 'a-1',
            status: 'DOCUMENTS_UPLOADED',
            processedAt: null,
            rejectionReason: null,
          }),
          failed('signing.transitionToDocumentsUploaded', httpError(422)),
          // The application is no longer PREAPPROVED: after a failed try, that try went through (issue 37).
          failed('signing.transitionToDocumentsUploaded', { ...httpError(422), code: 'NOT_PREAPPROVED' }),
        ]
      : []),
  ],
  machineLevel: {
    states: {
      widget: (s) => expect(s.context.flowId).toBe('flow-1'),
      saving: (s) => expect(s.context.identityId).toBe('idv-1'),
    },
  },
  // The spec oracle: the panel has no route of its own (it sits on the result page), so the page is checked at UI
  // level; the alerts are §8's (and the design's where the spec has none).
  oracle: {
    screen: () => null,
    routes: [SPEC.screens.panel],
    check: ({ snapshot: s, before, event, ui, emitted }) => {
      const error = (message: string) => [{ message, alertType: 'error' as const, timer: SPEC.errorMs }];
      if (event.type === 'xstate.error.actor.clients.kycFlow') {
        expectAlerts(emitted, error(SPEC.texts.linkFailed(SUPPORT_PHONE)));
        expect(s.matches('idle')).toBe(true);
      } else if (
        event.type === 'xstate.error.actor.signing.transitionToDocumentsUploaded' &&
        before?.context.transitionTried &&
        (event.error as { code?: string }).code === 'NOT_PREAPPROVED'
      ) {
        // Issue 37: a transition the server made on an earlier try whose answer was lost: the documents are in.
        expectAlerts(emitted, []);
        expect(s.status).toBe('done');
      } else if (
        event.type === 'xstate.error.actor.signing.updateIdentityId' ||
        event.type === 'xstate.error.actor.signing.transitionToDocumentsUploaded'
      ) {
        expectAlerts(emitted, error(SPEC.texts.saveFailed));
        // Pressing again saves the same identity id: no new photos (issue 37).
        expect(s.matches('failed')).toBe(true);
        expect(s.context.identityId).toBe('idv-1');
      } else expectAlerts(emitted, []);
      if (before?.matches('failed') && event.type === 'START') expect(s.matches('saving')).toBe(true);
      // §4: the identity id is sent first, then the documents are marked uploaded, then the success page.
      if (s.matches('transitioning') || s.matches('uploaded')) expect(s.context.identityId).toBe('idv-1');
      if (event.type === 'xstate.done.actor.signing.transitionToDocumentsUploaded')
        expect(s.status).toBe('done');
      if (s.status === 'done') expectPage(ui, SPEC.screens.uploaded);
      else expectPage(ui, SPEC.screens.panel);
    },
  },
  ui: documentsUi,
};

export const documentsModel = defineModel(documentsDefinition);
