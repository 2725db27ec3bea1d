/**
 * UI level of the promoter sign-in model: what each state shows on /promotor (src/screens/promoter) inside the app
 * frame, and how a user sends each event.
 */
import { expect } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { PromoterSigninField, PromoterSigninMachine } from '../../../machines/promoterSignin.machine.ts';
import {
  getButton,
  getField,
  pageHeading,
  queryButton,
  testingLibrary,
} from '../../model/harness/queries.ts';
import type { UiLevel } from '../../model/harness/types.ts';
import { PROMOTER_SIGNIN_SPEC as SPEC } from './promoterSignin.oracle.ts';

const LABELS: Record<PromoterSigninField, string> = { phoneNumber: 'Número de teléfono', nip: 'NIP' };
const field = (name: PromoterSigninField) => getField(LABELS[name]) as HTMLInputElement;

function errorOf(element: HTMLElement): string | null {
  const ids = (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find(Boolean) ?? null;
}

type Snapshot = ReturnType<PromoterSigninMachine['getInitialSnapshot']>;

function showsStep(name: PromoterSigninField, s: Snapshot, button: string, busy: boolean) {
  expect(pageHeading()).toBe('Acceso de promotores');
  const input = field(name);
  expect(input.value).toBe(s.context[name]);
  expect(errorOf(input)).toBe(s.context.errors[name] ?? null);
  expect(getButton(button).getAttribute('aria-busy')).toBe(busy ? 'true' : null);
}

/** The running flow actor (set by the UI test): the faked countdown child's seconds are told to it. */
export const promoterSigninUiHooks: { actor: AnyActorRef | null } = { actor: null };

export const promoterSigninUi: UiLevel<PromoterSigninMachine> = {
  states: {
    phone: (_ui, s) => expect(field('phoneNumber').value).toBe(s.context.phoneNumber),
    'phone.editing': (_ui, s) => showsStep('phoneNumber', s, 'Continuar', false),
    'phone.lookingUp': (_ui, s) => showsStep('phoneNumber', s, 'Continuar', true),
    nip: (_ui, s) => expect(field('nip').value).toBe(s.context.nip),
    'nip.form': () => {},
    'nip.form.editing': (_ui, s) => showsStep('nip', s, 'Ingresar', false),
    'nip.form.verifying': (_ui, s) => showsStep('nip', s, 'Ingresar', true),
    'nip.resend': () => {},
    'nip.resend.waiting': (_ui, s) => {
      expect(document.body.textContent).toContain(SPEC.texts.resendWait(s.context.countdown));
      expect(queryButton('Reenviar NIP')).toBeNull();
    },
    'nip.resend.ready': () => expect(getButton('Reenviar NIP').getAttribute('aria-busy')).toBeNull(),
    'nip.resend.resending': () => expect(getButton('Reenviar NIP').getAttribute('aria-busy')).toBe('true'),
    signedIn: async (ui) => {
      // The business token went to the session: the promoter's home on the same page.
      const { waitFor } = await testingLibrary();
      await waitFor(() => expect(pageHeading()).toBe('Hola, Pedro'));
      expect(ui.location()).toBe('/promotor');
    },
  },
  events: {
    CHANGE: async (_ui, e) => {
      const { fireEvent } = await testingLibrary();
      fireEvent.change(field(e.field), { target: { value: e.value } });
    },
    SUBMIT: async (_ui) => {
      const { fireEvent } = await testingLibrary();
      const form = document.querySelector('form');
      if (!form) throw new Error('no form');
      fireEvent.submit(form);
    },
    'CODE.RESEND': async () => {
      const { fireEvent } = await testingLibrary();
      fireEvent.click(getButton('Reenviar NIP'));
    },
    // The resend countdown is a child of the flow (faked here): it tells the flow a second left.
    'COUNTDOWN.TICK': async (_ui, e) => {
      const { act } = await testingLibrary();
      await act(async () => {
        promoterSigninUiHooks.actor?.send(e);
      });
    },
    'PHONE.EDIT': async () => {
      const { fireEvent } = await testingLibrary();
      fireEvent.click(getButton('Cambiar número'));
    },
    'ROUTE.CHANGED': (_ui, e) => {
      window.history.pushState(null, '', e.route);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
  },
};
