/**
 * Identity documents of a pre-authorised application (spec §2 "Result screens" PREAPPROVED, §4 "Home tracker"
 * upload documents, §8): the identity-flow link, the identity widget, the identity id, documents uploaded. Used
 * by the result screen and reusable by the home tracker.
 *
 *   idle ─START─▶ fetchingLink (GET /clients/kyc/:applicationId) ─▶ widget │ idle + §8 alert with the phone
 *   widget ─WIDGET.FINISH { identityId }─▶ saving (PATCH identityId) ─▶ transitioning
 *     (POST transition-to-documents-uploaded) ─▶ uploaded (final: /documentos-subidos-con-exito)
 *   widget ─WIDGET.CANCEL─▶ idle
 *   saving │ transitioning ─error─▶ failed + alert ─START─▶ saving (the identity id kept: no new photos)
 *
 * A lost answer never strands the customer: pressing 'Subir documentos' again after a failed save sends the same
 * identity id again (the server accepts it again, even once the application moved on) and the transition again; a
 * transition the server already made (a try whose answer was lost) answers 422 NOT_PREAPPROVED, which after a
 * failed try means the documents are in: the success page.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { kycFlow } from '../src/api/contract/clients';
import type { ResponseOf } from '../src/api/contract/endpoint';
import type { transitionToDocumentsUploaded, updateIdentityId } from '../src/api/contract/signing';
import { documentsAtlas } from './documents.atlas';
import { type AlertEmitted, errorAlert } from './shared/alerts';
import { type ApiCall, unprovidedCall } from './shared/call';
import { errorCode, errorStatus } from './shared/errors';
import { afterAnswer, type CallKeys, newCallKeys, operationKey } from './shared/keys';

export const documentLinkFailedMessage = (phone: string): string =>
  `No pudimos obtener el link para subir sus documentos, si el problema persiste comuníquese con soporte al ${phone}`;
/** Not in the spec: saving the identity id or the transition failed. */
export const DOCUMENTS_SAVE_FAILED_MESSAGE = 'No pudimos guardar tus documentos, vuelve a intentarlo.';

export interface DocumentsInput {
  readonly applicationId: string;
  /** Customer-service phone as shown, (###) ###-####. */
  readonly supportPhone: string;
}

export interface DocumentsContext extends DocumentsInput {
  readonly flowId: string | null;
  readonly identityId: string | null;
  /** The transition's operation keys (machines/shared/keys.ts): a lost answer, tried again, replays it. */
  readonly keys: CallKeys;
  /** A transition to documents uploaded was sent and failed (its answer may have been lost). */
  readonly transitionTried: boolean;
}

export type DocumentsEvent =
  | { readonly type: 'START' }
  | { readonly type: 'WIDGET.FINISH'; readonly identityId: string }
  | { readonly type: 'WIDGET.CANCEL' };

/** The flow's calls, named by endpoint: the host provides them with its `call` (`documentsActors(call)`). */
export const documentsActors = (call: ApiCall) => ({
  /** GET /clients/kyc/:applicationId: the identity flow's link. */
  'clients.kycFlow': fromPromise<ResponseOf<typeof kycFlow>, { applicationId: string }>(({ input, signal }) =>
    call('clients.kycFlow', { params: { applicationId: input.applicationId }, signal }),
  ),
  /** PATCH the application's identity id. */
  'signing.updateIdentityId': fromPromise<
    ResponseOf<typeof updateIdentityId>,
    { id: string; kycIdentityId: string }
  >(({ input, signal }) =>
    call('signing.updateIdentityId', {
      params: { id: input.id },
      body: { kycIdentityId: input.kycIdentityId },
      signal,
    }),
  ),
  /** POST transition-to-documents-uploaded. */
  'signing.transitionToDocumentsUploaded': fromPromise<
    ResponseOf<typeof transitionToDocumentsUploaded>,
    { id: string; operationKey: string }
  >(({ input, signal }) =>
    call('signing.transitionToDocumentsUploaded', {
      params: { id: input.id },
      operationKey: input.operationKey,
      signal,
    }),
  ),
});

export const documentsMachine = setup({
  types: {
    context: {} as DocumentsContext,
    events: {} as DocumentsEvent,
    input: {} as DocumentsInput,
    emitted: {} as AlertEmitted,
  },
  actors: documentsActors(unprovidedCall),
  actions: {
    setFlow: assign((_, params: { flowId: string }) => ({ flowId: params.flowId })),
    setIdentity: assign(({ event }) =>
      event.type === 'WIDGET.FINISH' ? { identityId: event.identityId } : {},
    ),
    alertLinkFailed: emit(({ context }) => errorAlert(documentLinkFailedMessage(context.supportPhone))),
    alertSaveFailed: emit(errorAlert(DOCUMENTS_SAVE_FAILED_MESSAGE)),
    markTransitionTried: assign({ transitionTried: true }),
  },
  guards: {
    hasIdentityId: ({ event }) => event.type === 'WIDGET.FINISH' && !!event.identityId,
    /** After a failed try, the application is no longer PREAPPROVED: that try went through, its answer was lost. */
    isAlreadyUploaded: ({ context }, params: { error: unknown }) =>
      context.transitionTried &&
      errorStatus(params.error) === 422 &&
      errorCode(params.error) === 'NOT_PREAPPROVED',
  },
}).createMachine({
  id: 'documents',
  meta: { atlas: documentsAtlas },
  context: ({ input }) => ({
    ...input,
    flowId: null,
    identityId: null,
    keys: newCallKeys(),
    transitionTried: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { START: 'fetchingLink' },
    },
    fetchingLink: {
      tags: ['busy'],
      invoke: {
        id: 'clients.kycFlow',
        src: 'clients.kycFlow',
        input: ({ context }) => ({ applicationId: context.applicationId }),
        onDone: {
          target: 'widget',
          actions: { type: 'setFlow', params: ({ event }) => ({ flowId: event.output.kycFlowId }) },
        },
        onError: { target: 'idle', actions: 'alertLinkFailed' },
      },
    },
    widget: {
      on: {
        'WIDGET.FINISH': { guard: 'hasIdentityId', target: 'saving', actions: 'setIdentity' },
        'WIDGET.CANCEL': 'idle',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'signing.updateIdentityId',
        src: 'signing.updateIdentityId',
        input: ({ context }) => ({ id: context.applicationId, kycIdentityId: context.identityId ?? '' }),
        onDone: 'transitioning',
        onError: { target: 'failed', actions: 'alertSaveFailed' },
      },
    },
    transitioning: {
      tags: ['busy'],
      invoke: {
        id: 'signing.transitionToDocumentsUploaded',
        src: 'signing.transitionToDocumentsUploaded',
        input: ({ context }) => ({
          id: context.applicationId,
          operationKey: operationKey(
            context.keys,
            'signing.transitionToDocumentsUploaded',
            context.applicationId,
          ),
        }),
        onDone: {
          target: 'uploaded',
          actions: assign({
            keys: ({ context }) =>
              afterAnswer(context.keys, 'signing.transitionToDocumentsUploaded', context.applicationId),
          }),
        },
        onError: [
          {
            guard: { type: 'isAlreadyUploaded', params: ({ event }) => ({ error: event.error }) },
            target: 'uploaded',
          },
          {
            target: 'failed',
            actions: [
              'alertSaveFailed',
              'markTransitionTried',
              assign({
                keys: ({ context, event }) =>
                  afterAnswer(
                    context.keys,
                    'signing.transitionToDocumentsUploaded',
                    context.applicationId,
                    event.error,
                  ),
              }),
            ],
          },
        ],
      },
    },
    failed: {
      description:
        'Saving failed (perhaps only its answer was lost): "Subir documentos" again saves the same identity id ' +
        'and moves on, without the photos again.',
      on: { START: 'saving' },
    },
    uploaded: { type: 'final' },
  },
});

export type DocumentsMachine = typeof documentsMachine;

/** What the documents panel shows (`useSelector(actor, documentsView)`): the button, its progress, the widget. */
export interface DocumentsView {
  /** 'Subir documentos' is waiting for the identity-flow link. */
  readonly fetchingLink: boolean;
  /** Saving the identity id or marking the documents uploaded (or done). */
  readonly saving: boolean;
  /** The identity flow to open in the widget, while the machine waits for it. */
  readonly widgetFlowId: string | null;
}

export function documentsView(s: ReturnType<DocumentsMachine['getInitialSnapshot']>): DocumentsView {
  return {
    fetchingLink: s.matches('fetchingLink'),
    saving: s.matches('saving') || s.matches('transitioning') || s.matches('uploaded'),
    widgetFlowId: s.matches('widget') ? s.context.flowId : null,
  };
}
