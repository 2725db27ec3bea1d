import { expect } from 'vitest';
import { promoterSigninMachine } from '../../../machines/promoterSignin.machine.ts';
import { httpError, tokens } from '../../fixtures/samples.ts';

/** The endpoint key (or the countdown) of an actor's outcome event. */
const actorOf = (type: string) => type.replace(/^xstate\.(done|error)\.actor\./, '');
/** The resend wait of the model's input: short enough to tick, reach 0 and restart. */
const MODEL_RESEND_SECONDS = 2;
/** A 429 of POST /promoters/signin: a NIP went to this phone less than the wait ago (its wait left). */
const tooEarly = (retryAfterSeconds: number) => ({
  ...httpError(429),
  code: 'RESEND_WAIT',
  body: { httpCode: 429, code: 'RESEND_WAIT', message: 'Texto del servidor', retryAfterSeconds },
});

import { defineModel, type ModelDefinition } from '../../model/harness/types.ts';
import { expectAlerts } from '../../model/oracle/check.ts';
import { audienceOf } from '../../model/oracle/spec.ts';
import { expectNoClientNavigation } from '../promoter/promoter.navigation.ts';
import { PROMOTER_SIGNIN_SPEC as SPEC } from './promoterSignin.oracle.ts';
import { promoterSigninUi } from './promoterSignin.screens.ts';

export const promoterSigninDefinition: ModelDefinition<typeof promoterSigninMachine> = {
  name: 'promoterSignin',
  description: 'Acceso del promotor: teléfono, búsqueda del promotor, NIP por SMS y token de negocio.',
  machine: promoterSigninMachine,
  input: { resendWaitSeconds: MODEL_RESEND_SECONDS },
  events: (snapshot) => [
    // One valid and one invalid value per field: a valid one typed with separators (only digits are kept).
    ...(snapshot.matches('phone')
      ? snapshot.context.phoneNumber === ''
        ? [{ type: 'CHANGE', field: 'phoneNumber', value: '(55) 1234-5678' } as const]
        : [{ type: 'CHANGE', field: 'phoneNumber', value: '' } as const]
      : snapshot.context.nip === ''
        ? [{ type: 'CHANGE', field: 'nip', value: '123456' } as const]
        : [{ type: 'CHANGE', field: 'nip', value: '12' } as const]),
    // POST /promoters/signin: the look-up on the phone step, the resend on the NIP step.
    { type: 'xstate.done.actor.promoters.signin', actorId: 'promoters.signin', output: { nipSent: true } },
    { type: 'xstate.error.actor.promoters.signin', actorId: 'promoters.signin', error: httpError(404) },
    { type: 'xstate.error.actor.promoters.signin', actorId: 'promoters.signin', error: httpError(500) },
    { type: 'xstate.error.actor.promoters.signin', actorId: 'promoters.signin', error: tooEarly(1) },
    { type: 'CODE.RESEND' },
    // The resend countdown (a faked child here): a second left; its end is the done step.
    { type: 'COUNTDOWN.TICK', secondsLeft: Math.max(1, snapshot.context.countdown - 1) },
    { type: 'xstate.done.actor.countdown', actorId: 'countdown', output: {} },
    { type: 'xstate.error.actor.countdown', actorId: 'countdown', error: httpError(500) },
    {
      type: 'xstate.done.actor.promoters.verifyNip',
      actorId: 'promoters.verifyNip',
      output: { token: tokens.business },
    },
    { type: 'xstate.error.actor.promoters.verifyNip', actorId: 'promoters.verifyNip', error: httpError(422) },
    { type: 'xstate.error.actor.promoters.verifyNip', actorId: 'promoters.verifyNip', error: httpError(500) },
    { type: 'ROUTE.CHANGED', route: '/promotor' },
  ],
  serializeContext: (context) => ({
    phone: context.phoneNumber !== '',
    nip: context.nip.length,
    errors: Object.keys(context.errors).sort(),
    token: context.token !== null,
    countdown: context.countdown,
  }),
  describeEvent: (event) => {
    if (event.type === 'CHANGE' && 'field' in event) return `CHANGE ${event.field} = "${event.value}"`;
    if ('error' in event)
      return `error: ${actorOf(event.type)} (${(event.error as { status: number }).status})`;
    if ('output' in event) return `done: ${actorOf(event.type)}`;
    return undefined;
  },
  machineLevel: {
    states: {
      'phone.editing': (s) => {
        expect(s.context.token).toBeNull();
        if (s.context.errors.phoneNumber) expect(s.context.errors.phoneNumber).toBe('El campo es requerido');
      },
      'phone.lookingUp': (s) => expect(s.context.phoneNumber).toBe('5512345678'),
      'nip.form.editing': (s) => {
        expect(s.context.phoneNumber).toBe('5512345678');
        if (s.context.errors.nip) {
          expect(['El campo es requerido', 'El campo debe tener al menos 6 dígitos']).toContain(
            s.context.errors.nip,
          );
        }
      },
      'nip.form.verifying': (s) => expect(s.context.nip).toBe('123456'),
      'nip.resend.waiting': (s) => expect(s.context.countdown).toBeGreaterThan(0),
      'nip.resend.ready': (s) => expect(s.context.countdown).toBe(0),
      signedIn: (s) => expect(s.output).toEqual({ token: tokens.business }),
    },
  },
  excluded: {
    'phone.editing|ROUTE.CHANGED|0':
      'Forbidden no-op (the landing told of its own route). The machine-level walks take it; at UI level the route ' +
      'sync never tells a single-route flow of the route it is already on, so it is dead code there.',
    'nip.form.editing|ROUTE.CHANGED|0':
      'Forbidden no-op (the landing told of its own route), as above: taken by the machine-level walks only.',
  },
  oracle: {
    screen: (s) => (s.status === 'active' ? SPEC.screen : null),
    routes: SPEC.routes,
    check: async ({ snapshot: s, before, event, emitted, ui }) => {
      // Issue 25: once signed in, the promoter's page and menu show no client navigation (§2, §6).
      if (ui && s.matches('signedIn')) await expectNoClientNavigation();
      const error = (message: string) => [{ message, alertType: 'error' as const, timer: SPEC.errorMs }];
      const status = (event as { error?: { status?: number } }).error?.status;
      const retryAfter = (event as { error?: { body?: { retryAfterSeconds?: number } } }).error?.body
        ?.retryAfterSeconds;
      // POST /promoters/signin answers the look-up on the phone step, the resend on the NIP step.
      const lookup = event.type.endsWith('.actor.promoters.signin') && (before?.matches('phone') ?? false);
      const resend = event.type.endsWith('.actor.promoters.signin') && !lookup;
      const failed = event.type.startsWith('xstate.error.');
      if (lookup && failed && status === 429) {
        // Issue 23: a NIP went less than the wait ago: the NIP step counts the wait left down, no error.
        expectAlerts(emitted, []);
        expect(s.matches({ nip: { resend: 'waiting' } })).toBe(true);
        expect(s.context.countdown).toBe(retryAfter);
      } else if (lookup && failed) {
        expectAlerts(emitted, error(status === 404 ? SPEC.texts.notFound : SPEC.texts.lookupFailed));
        expect(s.matches({ phone: 'editing' })).toBe(true);
        // The phone stays typed, to try again.
        expect(s.context.phoneNumber).toBe(before?.context.phoneNumber);
      } else if (event.type === 'xstate.error.actor.promoters.verifyNip') {
        expectAlerts(emitted, error(status === 422 ? SPEC.texts.wrongNip : SPEC.texts.nipFailed));
        expect(s.matches({ nip: { form: 'editing' } })).toBe(true);
        // A wrong NIP is emptied; after any other failure it stays, to send again.
        expect(s.context.nip).toBe(status === 422 ? '' : before?.context.nip);
      } else if (resend && failed) {
        expectAlerts(emitted, status === 429 ? [] : error(SPEC.texts.resendFailed));
        if (status === 429) expect(s.context.countdown).toBe(retryAfter);
        else expect(s.matches({ nip: { resend: 'ready' } })).toBe(true);
      } else expectAlerts(emitted, []);
      // §9: the wait starts when a NIP goes out (the model's input: 2 s).
      if ((resend && !failed) || (lookup && !failed && s.matches('nip')))
        expect(s.context.countdown).toBe(MODEL_RESEND_SECONDS);
      // §9: the countdown tells each second left (the figure on screen); at its end the link shows, at 0.
      if (event.type === 'COUNTDOWN.TICK' && before?.matches({ nip: { resend: 'waiting' } }))
        expect(s.context.countdown).toBe((event as { secondsLeft?: number }).secondsLeft);
      if (event.type === 'xstate.done.actor.countdown' || event.type === 'xstate.error.actor.countdown') {
        expect(s.matches({ nip: { resend: 'ready' } })).toBe(true);
        expect(s.context.countdown).toBe(0);
      }
      // §5/§9: only a 10-digit phone is looked up, only a 6-digit NIP is verified.
      if (s.matches({ phone: 'lookingUp' })) expect(s.context.phoneNumber).toMatch(/^\d{10}$/);
      if (s.matches({ nip: { form: 'verifying' } })) expect(s.context.nip).toMatch(/^\d{6}$/);
      if (event.type === 'SUBMIT' && before?.matches({ phone: 'editing' })) {
        const phone = s.context.phoneNumber;
        const expected =
          phone === ''
            ? SPEC.texts.required
            : phone.length < SPEC.sizes.phone
              ? SPEC.texts.minDigits(SPEC.sizes.phone)
              : undefined;
        expect(s.context.errors.phoneNumber).toBe(expected);
        expect(s.matches({ phone: 'lookingUp' })).toBe(expected === undefined);
      }
      if (event.type === 'SUBMIT' && before?.matches({ nip: { form: 'editing' } })) {
        const nip = s.context.nip;
        const expected =
          nip === ''
            ? SPEC.texts.required
            : nip.length < SPEC.sizes.nip
              ? SPEC.texts.minDigits(SPEC.sizes.nip)
              : undefined;
        expect(s.context.errors.nip).toBe(expected);
        expect(s.matches({ nip: { form: 'verifying' } })).toBe(expected === undefined);
      }
      // §6: a business token, handed on when the flow ends.
      if (s.status === 'done') expect(audienceOf(s.output?.token)).toBe('business');
    },
  },
  ui: promoterSigninUi,
};

export const promoterSigninModel = defineModel(promoterSigninDefinition);
