import { expect } from 'vitest';
import { documentsMachine } from '../../machines/documents.machine.ts';
import { documentsUi } from './documents.screens.tsx';
import { httpError } from './fixtures/samples.ts';
import { defineModel, type ModelDefinition } from './harness/types.ts';

export const documentsDefinition: ModelDefinition<typeof documentsMachine> = {
  name: 'documents',
  description: 'Documentos: link del flujo de identidad, widget, identityId y documentos subidos.',
  machine: documentsMachine,
  input: { applicationId: 'a-1', supportPhone: '(555) 555-5555' },
  events: (s) => [
    { type: 'WIDGET.FINISH', identityId: 'idv-1' },
    ...(s.matches('fetchingLink')
      ? [
          {
            type: 'xstate.done.actor.getKycFlow',
            actorId: 'getKycFlow',
            output: { kycFlowId: 'flow-1', verificationId: null, url: null },
          } as const,
          { type: 'xstate.error.actor.getKycFlow', actorId: 'getKycFlow', error: httpError(404) } as const,
        ]
      : []),
    ...(s.matches('saving')
      ? [
          {
            type: 'xstate.done.actor.saveIdentityId',
            actorId: 'saveIdentityId',
            output: { id: 'a-1', kycIdentityId: 'idv-1' },
          } as const,
          {
            type: 'xstate.error.actor.saveIdentityId',
            actorId: 'saveIdentityId',
            error: httpError(500),
          } as const,
        ]
      : []),
    ...(s.matches('transitioning')
      ? [
          {
            type: 'xstate.done.actor.markDocumentsUploaded',
            actorId: 'markDocumentsUploaded',
            output: { id: 'a-1', status: 'DOCUMENTS_UPLOADED', processedAt: null, rejectionReason: null },
          } as const,
          {
            type: 'xstate.error.actor.markDocumentsUploaded',
            actorId: 'markDocumentsUploaded',
            error: httpError(422),
          } as const,
        ]
      : []),
  ],
  machineLevel: {
    states: {
      widget: (s) => expect(s.context.flowId).toBe('flow-1'),
      saving: (s) => expect(s.context.identityId).toBe('idv-1'),
    },
  },
  ui: documentsUi,
};

export const documentsModel = defineModel(documentsDefinition);
