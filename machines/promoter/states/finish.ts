/**
 * `finish` (/promotor/terminar-solicitud, spec §3/§5 "Quick application"): e-mail (unique), housing, rent when
 * RENTED, move-in month, marital status, employment with its conditional fields, dependents and two references.
 * The e-mail is checked with `is-registered`, then `POST /promoters/quick-applications/:id`.
 */
import { PATHS } from '../../../src/paths';
import { operationKey } from '../../shared/keys';
import { finishBody } from '../bodies';
import { EMAIL_CHECK_FAILED_MESSAGE, QUICK_APPLICATION_FAILED_MESSAGE } from '../messages';
import { promoterSetup, TO } from '../setup';

export const finish = promoterSetup.createStateConfig({
  meta: { route: PATHS.promoterFinishApplication },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'FINISH.CHANGE': { actions: 'setFinish' },
        'FINISH.SUBMIT': [
          { guard: 'isFinishValid', target: 'checkingEmail' },
          { actions: 'showFinishErrors' },
        ],
      },
    },
    checkingEmail: {
      tags: ['busy'],
      invoke: {
        id: 'promoters.isRegistered',
        src: 'promoters.isRegistered',
        input: ({ context }) => ({ email: context.finish.email.trim() }),
        onDone: [
          {
            guard: { type: 'isEmailTakenByOther', params: ({ event }) => ({ output: event.output }) },
            target: 'editing',
            actions: 'setEmailTaken',
          },
          { target: 'submitting' },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'alert', params: { message: EMAIL_CHECK_FAILED_MESSAGE } },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      exit: { type: 'keyAnswered', params: { endpoint: 'promoters.quickApplication', scoped: true } },
      invoke: {
        id: 'promoters.quickApplication',
        src: 'promoters.quickApplication',
        input: ({ context }) => ({
          applicationId: context.application?.id ?? '',
          body: finishBody(context.finish),
          operationKey: operationKey(
            context.keys,
            'promoters.quickApplication',
            context.application?.id ?? null,
          ),
        }),
        onDone: { target: TO.confirmEmail, actions: 'dismissAlerts' },
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: 'setEmailTaken',
          },
          {
            target: 'editing',
            actions: { type: 'alert', params: { message: QUICK_APPLICATION_FAILED_MESSAGE } },
          },
        ],
      },
    },
  },
});

/** `confirmEmail` (/promotor/confirmar-correo): the code went to this address; the customer reads it out. */
export const confirmEmail = promoterSetup.createStateConfig({
  meta: { route: PATHS.promoterConfirmEmail },
  on: { CONTINUE: { target: TO.activation } },
});
