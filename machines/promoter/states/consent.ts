/**
 * `consent` (/promotor/permisos, spec §5 "Consent"): both authorisations and the customer's 6-digit NIP, then
 * `POST /applications/:id/pre-process` with it as the compliance code. The result picks the next step (`deciding`).
 */
import { PATHS } from '../../../src/paths';
import { PROCESS_FAILED_MESSAGE, WRONG_NIP_MESSAGE } from '../messages';
import { promoterSetup } from '../setup';

export const consent = promoterSetup.createStateConfig({
  meta: { route: PATHS.promoterConsent },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'CONSENT.CHANGE': { actions: 'setConsent' },
        'CONSENT.SUBMIT': [
          { guard: 'isConsentValid', target: 'preProcessing' },
          { actions: 'showConsentErrors' },
        ],
      },
    },
    preProcessing: {
      tags: ['busy'],
      invoke: {
        id: 'preProcess',
        src: 'preProcess',
        input: ({ context }) => ({ id: context.application?.id ?? '', complianceCode: context.consent.nip }),
        onDone: {
          target: '#promoter.deciding',
          actions: [
            { type: 'setResult', params: ({ event }) => ({ output: event.output }) },
            'dismissAlerts',
          ],
        },
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: ['clearNip', { type: 'alert', params: { message: WRONG_NIP_MESSAGE } }],
          },
          { target: 'editing', actions: { type: 'alert', params: { message: PROCESS_FAILED_MESSAGE } } },
        ],
      },
    },
  },
});

/** Transient (spec §4 "Promoter flow"): by the NIP result. */
export const deciding = promoterSetup.createStateConfig({
  always: [
    { guard: 'isPreliminaryRejection', target: '#promoter.preliminaryFailed' },
    { guard: 'passedPreliminaryModel', target: '#promoter.finish' },
    { target: '#promoter.result' },
  ],
});
