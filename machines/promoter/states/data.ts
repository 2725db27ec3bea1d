/**
 * `data` (/promotor/solicitud-rapida/datos, spec §5 "Promoter data"): CURP (18, upper-cased, trimmed) and the
 * name from the lookup (read-only); a new client also gives phone (checked at 10 digits), street, exterior
 * number, postal code (looked up), neighbourhood and an optional interior number. An existing client (form.ts
 * `DataMode`): one this promoter registered and who has not activated the account has the CURP, address and
 * e-mail on file to correct (sent with `update-details` once the application exists, product.ts); anyone else's
 * are read-only (changes are ignored) and the screen says why. Nothing typed is lost while a lookup runs.
 */
import { PATHS } from '../../../src/paths';
import {
  CURP_FAILED_MESSAGE,
  CURP_NOT_FOUND_MESSAGE,
  CURP_TAKEN_MESSAGE,
  PHONE_CHECK_FAILED_MESSAGE,
} from '../messages';
import { promoterSetup, TO } from '../setup';

const change = [
  { guard: 'isReadOnlyClient' },
  { guard: 'completesCurp', target: '.lookingUpCurp', reenter: true, actions: 'setData' },
  { guard: 'completesPostalCode', target: '.lookingUpPostalCode', reenter: true, actions: 'setData' },
  { guard: 'completesPhone', target: '.checkingPhone', reenter: true, actions: 'setData' },
  // Another CURP, postal code or phone while its lookup runs: that answer no longer applies.
  { guard: 'changesLookedUpField', target: '.editing', actions: 'setData' },
  { actions: 'setData' },
] as const;

const curpError = (message: string) => ({ type: 'setCurpError', params: { message } }) as const;

export const data = promoterSetup.createStateConfig({
  meta: { route: PATHS.promoterQuickData },
  initial: 'editing',
  on: {
    'DATA.CHANGE': change,
    BACK: { target: TO.clientFound, actions: 'clearData' },
    'ROUTE.CHANGED': {
      guard: 'isClientCheckRoute',
      target: TO.clientFound,
      actions: 'clearData',
    },
  },
  states: {
    editing: {
      on: {
        'DATA.SUBMIT': [
          // Back here after update-details refused a correction: the application exists, send them again.
          { guard: 'isDataValidWithApplication', target: TO.savingDetails },
          { guard: 'isDataValid', target: TO.product },
          { actions: 'showDataErrors' },
        ],
      },
    },
    lookingUpCurp: {
      tags: ['busy'],
      invoke: {
        id: 'clients.curpLookup',
        src: 'clients.curpLookup',
        input: ({ context }) => ({ curp: context.data.curp }),
        onDone: {
          target: 'editing',
          actions: { type: 'fillFromCurp', params: ({ event }) => ({ output: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: curpError(CURP_NOT_FOUND_MESSAGE),
          },
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: curpError(CURP_TAKEN_MESSAGE),
          },
          { target: 'editing', actions: curpError(CURP_FAILED_MESSAGE) },
        ],
      },
    },
    lookingUpPostalCode: {
      tags: ['busy'],
      invoke: {
        id: 'catalog.lookupPostalCode',
        src: 'catalog.lookupPostalCode',
        input: ({ context }) => ({ code: context.data.postalCode }),
        onDone: {
          target: 'editing',
          actions: { type: 'setNeighborhoods', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'setPostalCodeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    checkingPhone: {
      tags: ['busy'],
      invoke: {
        id: 'promoters.isRegistered',
        src: 'promoters.isRegistered',
        input: ({ context }) => ({ phoneNumber: context.data.phoneNumber }),
        onDone: [
          {
            guard: { type: 'isRegistered', params: ({ event }) => ({ output: event.output }) },
            target: 'editing',
            actions: 'setPhoneTaken',
          },
          { target: 'editing' },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'alert', params: { message: PHONE_CHECK_FAILED_MESSAGE } },
        },
      },
    },
  },
});
