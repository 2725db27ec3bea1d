import { expect } from 'vitest';
import { promoterSigninMachine } from '../../machines/promoterSignin.machine.ts';
import { httpError, tokens } from './fixtures/samples.ts';
import { defineModel, type ModelDefinition } from './harness/types.ts';
import { promoterSigninUi } from './promoterSignin.screens.ts';

export const promoterSigninDefinition: ModelDefinition<typeof promoterSigninMachine> = {
  name: 'promoterSignin',
  description: 'Acceso del promotor: teléfono, búsqueda del promotor, NIP por SMS y token de negocio.',
  machine: promoterSigninMachine,
  events: (snapshot) => [
    // One valid and one invalid value per field: a valid one typed with separators (only digits are kept).
    ...(snapshot.matches('phone')
      ? snapshot.context.phoneNumber === ''
        ? [{ type: 'CHANGE', field: 'phoneNumber', value: '(55) 1234-5678' } as const]
        : [{ type: 'CHANGE', field: 'phoneNumber', value: '' } as const]
      : snapshot.context.nip === ''
        ? [{ type: 'CHANGE', field: 'nip', value: '123456' } as const]
        : [{ type: 'CHANGE', field: 'nip', value: '12' } as const]),
    { type: 'xstate.done.actor.lookupPromoter', actorId: 'lookupPromoter', output: { nipSent: true } },
    { type: 'xstate.error.actor.lookupPromoter', actorId: 'lookupPromoter', error: httpError(404) },
    { type: 'xstate.error.actor.lookupPromoter', actorId: 'lookupPromoter', error: httpError(500) },
    { type: 'xstate.done.actor.verifyNip', actorId: 'verifyNip', output: { token: tokens.business } },
    { type: 'xstate.error.actor.verifyNip', actorId: 'verifyNip', error: httpError(422) },
    { type: 'xstate.error.actor.verifyNip', actorId: 'verifyNip', error: httpError(500) },
    { type: 'ROUTE.CHANGED', route: '/promotor' },
  ],
  serializeContext: (context) => ({
    phone: context.phoneNumber !== '',
    nip: context.nip.length,
    errors: Object.keys(context.errors).sort(),
    token: context.token !== null,
  }),
  describeEvent: (event) => {
    if (event.type === 'CHANGE' && 'field' in event) return `CHANGE ${event.field} = "${event.value}"`;
    if ('error' in event)
      return `error: ${event.type.split('.').pop()} (${(event.error as { status: number }).status})`;
    if ('output' in event) return `done: ${event.type.split('.').pop()}`;
    return undefined;
  },
  machineLevel: {
    states: {
      'phone.editing': (s) => {
        expect(s.context.token).toBeNull();
        if (s.context.errors.phoneNumber) expect(s.context.errors.phoneNumber).toBe('El campo es requerido');
      },
      'phone.lookingUp': (s) => expect(s.context.phoneNumber).toBe('5512345678'),
      'nip.editing': (s) => {
        expect(s.context.phoneNumber).toBe('5512345678');
        if (s.context.errors.nip) {
          expect(['El campo es requerido', 'El campo debe tener al menos 6 dígitos']).toContain(
            s.context.errors.nip,
          );
        }
      },
      'nip.verifying': (s) => expect(s.context.nip).toBe('123456'),
      signedIn: (s) => expect(s.output).toEqual({ token: tokens.business }),
    },
  },
  ui: promoterSigninUi,
};

export const promoterSigninModel = defineModel(promoterSigninDefinition);
