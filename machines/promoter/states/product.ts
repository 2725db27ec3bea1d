/**
 * `product` (/promotor/solicitud-rapida/producto): price, amount and term (spec §5 product form, §9 bands); the
 * estimated monthly payment is fetched 500 ms after the last change (as the credit application's product step), then
 * `POST /applications` (promoter variant): the customer's credit-check NIP goes by SMS. A new client's id is read
 * back with `is-registered` (the activation-code calls need it); the corrections of a client the promoter registered
 * go with `update-details` before the NIP is asked (the credit check then uses the corrected CURP).
 */

import { PATHS } from '../../../src/paths';
import { estimateStates } from '../../shared/estimate';
import { operationKey } from '../../shared/keys';
import { refusalText } from '../../shared/refusals';
import { createBody, estimateQuery, productBody, updateDetailsInput } from '../bodies';
import {
  CREATE_FAILED_MESSAGE,
  DETAILS_SAVE_FAILED_MESSAGE,
  LIMIT_EXCEEDED_MESSAGE,
  TOO_MANY_APPLICATIONS_MESSAGE,
} from '../messages';
import { promoterSetup, TO } from '../setup';

export const product = promoterSetup.createStateConfig({
  meta: { route: PATHS.promoterQuickProduct },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'PRODUCT.CHANGE': { target: '.settling', actions: 'setProduct' },
        'PRODUCT.SUBMIT': [{ guard: 'isProductValid', target: 'creating' }, { actions: 'showProductErrors' }],
        BACK: { target: TO.data },
        'ROUTE.CHANGED': { guard: 'isDataRoute', target: TO.data },
      },
      states: {
        idle: {},
        ...estimateStates('idle', estimateQuery),
      },
    },
    creating: {
      description:
        'POST /applications, keyed by the flow: pressed again after an answer that never came, the same key.',
      tags: ['busy'],
      exit: { type: 'keyAnswered', params: { endpoint: 'applications.create', scoped: false } },
      invoke: {
        id: 'applications.create',
        src: 'applications.create',
        input: ({ context }) => ({
          ...createBody(context, productBody(context.product)),
          operationKey: operationKey(context.keys, 'applications.create'),
        }),
        onDone: [
          {
            guard: 'isNewClient',
            target: 'identifying',
            actions: { type: 'setApplication', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: 'hasDetailCorrections',
            target: 'savingDetails',
            actions: { type: 'setApplication', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: TO.consent,
            actions: [
              { type: 'setApplication', params: ({ event }) => ({ output: event.output }) },
              'dismissAlerts',
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isLimitExceeded', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'alert', params: { message: LIMIT_EXCEEDED_MESSAGE } },
          },
          {
            guard: { type: 'isTooMany', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            // Spec §8's text, or the app's own for a promoter's filing limit (machines/shared/refusals.ts).
            actions: {
              type: 'alert',
              params: ({ event }) => ({
                message: refusalText(event.error) ?? TOO_MANY_APPLICATIONS_MESSAGE,
              }),
            },
          },
          { target: 'editing', actions: { type: 'alert', params: { message: CREATE_FAILED_MESSAGE } } },
        ],
      },
    },
    savingDetails: {
      description:
        'POST /applications/:id/update-details: the CURP, address or e-mail the promoter corrected for a client she registered (spec §6).',
      tags: ['busy'],
      exit: { type: 'keyAnswered', params: { endpoint: 'applications.updateDetails', scoped: true } },
      invoke: {
        id: 'applications.updateDetails',
        src: 'applications.updateDetails',
        input: ({ context }) => ({
          ...updateDetailsInput(context),
          operationKey: operationKey(
            context.keys,
            'applications.updateDetails',
            context.application?.id ?? null,
          ),
        }),
        onDone: { target: TO.consent, actions: 'dismissAlerts' },
        onError: [
          {
            // Another account's CURP or e-mail: back to the data step, the message under the field.
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: TO.data,
            actions: { type: 'setDetailsConflict', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'detailsFailed',
            actions: { type: 'alert', params: { message: DETAILS_SAVE_FAILED_MESSAGE } },
          },
        ],
      },
    },
    detailsFailed: {
      description: 'The application exists, the corrections are not saved: Continuar sends them again.',
      on: { 'PRODUCT.SUBMIT': 'savingDetails' },
    },
    identifying: {
      description: 'The new client exists now: its id, by its phone.',
      tags: ['busy'],
      invoke: {
        id: 'promoters.isRegistered',
        src: 'promoters.isRegistered',
        input: ({ context }) => ({ phoneNumber: context.data.phoneNumber }),
        onDone: {
          target: TO.consent,
          actions: [
            { type: 'setClientId', params: ({ event }) => ({ clientId: event.output.client?.id ?? null }) },
            'dismissAlerts',
          ],
        },
        // The application exists: go on; the code step reads the id again if it is still missing.
        onError: { target: TO.consent, actions: 'dismissAlerts' },
      },
    },
  },
});
