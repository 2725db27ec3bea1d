/**
 * UI level of the signing model: what each state shows on screen, and how a user sends each event through the
 * screens (src/screens/signing). The e-signature widget is the test's stand-in (two buttons), plugged into the
 * host's widget slot by signing.ui.test.tsx. Only the driver's `screen` and `user` are used.
 */
import { act } from 'react';
import { expect } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { type SigningMachine, signingView } from '../../../machines/signing/index.ts';
import { formatClabe } from '../../../src/domain/clabe.ts';
import { formatMXN } from '../../../src/domain/money.ts';
import { getButton, getField, pageHeading, queryButton } from '../../model/harness/queries.ts';
import { TRANSIENT, type UiDriver, type UiLevel } from '../../model/harness/types.ts';

type Snapshot = ReturnType<SigningMachine['getInitialSnapshot']>;

/** The flow's running actor (set by the host): the faked countdown's ticks are sent to it. */
export const signingUiHooks: { actor: AnyActorRef | null } = { actor: null };

export const WIDGET_FINISH = 'Terminar firma (prueba)';
export const WIDGET_CANCEL = 'Cancelar firma (prueba)';

const CLABE_LABELS = { clabe: 'CLABE interbancaria', confirmation: 'Confirma tu CLABE' } as const;

const heading = (name: string) => expect(pageHeading()).toBe(name);
const field = (label: string) => getField(label) as HTMLInputElement;
const status = () => document.querySelector('[role=status]')?.textContent ?? '';

function errorOf(element: HTMLElement): string | null {
  const ids = (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean)[0] ?? null;
}

async function typeInto(ui: UiDriver, element: HTMLInputElement, value: string): Promise<void> {
  await ui.user.clear(element);
  if (value !== '') await ui.user.paste(value);
}

const busy = (name: string, expected: boolean) =>
  expect(getButton(name).getAttribute('aria-busy')).toBe(expected ? 'true' : null);

const clabeEditing = (_ui: UiDriver, s: Snapshot) => {
  expect(field(CLABE_LABELS.clabe).value).toBe(formatClabe(s.context.clabe));
  expect(field(CLABE_LABELS.confirmation).value).toBe(formatClabe(s.context.confirmation));
  expect(errorOf(field(CLABE_LABELS.clabe))).toBe(s.context.clabeErrors.clabe ?? null);
  expect(errorOf(field(CLABE_LABELS.confirmation))).toBe(s.context.clabeErrors.confirmation ?? null);
  busy('Continuar', false);
};

export const signingUi: UiLevel<SigningMachine> = {
  states: {
    loading: () => expect(status()).toContain('Cargando tu solicitud'),
    loadFailed: () => {
      heading('No pudimos cargar tu solicitud');
      expect(getButton('Reintentar')).toBeTruthy();
    },
    checking: TRANSIENT,
    resumingSigned: TRANSIENT,
    entering: TRANSIENT,
    loadingProducts: () => expect(status()).toContain('Cargando tu solicitud'),
    clabeFirst: () => heading('Cuenta CLABE'),
    'clabeFirst.editing': clabeEditing,
    'clabeFirst.saving': () => busy('Continuar', true),
    chooseTerm: (ui, s) => {
      heading('Selecciona tu primer pago');
      expect(ui.screen.getByText('Monto autorizado')).toBeTruthy();
      const checked = document.querySelector<HTMLInputElement>('input[type=radio]:checked');
      expect(checked?.value ?? null).toBe(s.context.selectedDate);
      // Each card states its payments as its table has them, with the regular payment 'al mes'.
      const view = signingView(s);
      if (view.screen !== 'chooseTerm') throw new Error(view.screen);
      for (const o of view.options) {
        const card = document.querySelector(`input[value="${o.firstPaymentDate}"]`)?.closest('label');
        expect(card?.textContent).toContain(`${formatMXN(o.monthlyPayment)} al mes`);
        expect(card?.textContent).toContain(o.payments);
      }
    },
    contract: () => undefined,
    'contract.deciding': TRANSIENT,
    'contract.idle': () => {
      heading('Contrato');
      expect(getButton('Ver contrato')).toBeTruthy();
      expect(queryButton(WIDGET_FINISH)).toBeNull();
    },
    'contract.widget': () => {
      expect(getButton(WIDGET_FINISH)).toBeTruthy();
      expect(getButton(WIDGET_CANCEL)).toBeTruthy();
    },
    'contract.validating': () => heading('Estamos validando tu firma'),
    'contract.validating.waiting': () => expect(status()).toContain('Estamos validando tu firma'),
    'contract.validating.fetching': () => expect(status()).toContain('Estamos validando tu firma'),
    'contract.invalid': (ui) => {
      heading('Firma no validada');
      expect(ui.screen.getByText('No pudimos validar la firma de tu contrato')).toBeTruthy();
      expect(getButton('Volver a firmar')).toBeTruthy();
    },
    acceptTerms: (ui, s) => {
      heading('Acepta los términos');
      expect(ui.screen.getByText('Tasa de interés moratoria anual')).toBeTruthy();
      const view = signingView(s);
      if (view.screen === 'acceptTerms' && view.option) {
        const o = view.option;
        // The date as every other screen writes it, dd/MM/yyyy (the dashed form is the card's badge only).
        const [year, month, day] = o.firstPaymentDate.split('-');
        expect(document.body.textContent).toContain(
          `Tus pagos: ${o.paymentsPhrase}, a partir del ${day}/${month}/${year}. Total a pagar: ${formatMXN(o.total)}`,
        );
      }
    },
    'acceptTerms.code': () => undefined,
    'acceptTerms.code.editing': (_ui, s) => {
      expect(field('NIP de firma').value).toBe(s.context.nip);
      expect(errorOf(field('NIP de firma'))).toBe(s.context.nipError);
      busy('Aceptar y firmar', false);
    },
    'acceptTerms.code.signing': () => busy('Aceptar y firmar', true),
    'acceptTerms.code.confirming': () => busy('Aceptar y firmar', true),
    'acceptTerms.sms': () => undefined,
    'acceptTerms.sms.sending': (ui) => expect(ui.screen.getByText('Enviando tu NIP…')).toBeTruthy(),
    'acceptTerms.sms.deciding': TRANSIENT,
    'acceptTerms.sms.waiting': (ui, s) => {
      expect(ui.screen.getByText(`Podrás pedir un nuevo NIP en ${s.context.countdown} s.`)).toBeTruthy();
      expect(queryButton('Reenviar NIP')).toBeNull();
    },
    'acceptTerms.sms.ready': () => expect(getButton('Reenviar NIP')).toBeTruthy(),
    'acceptTerms.sms.resending': (ui) => expect(ui.screen.getByText('Enviando tu NIP…')).toBeTruthy(),
    paymentTable: () => {
      heading('Tabla de pagos');
      expect(document.querySelectorAll('tbody tr').length).toBeGreaterThan(0);
    },
    clabe: () => heading('Cuenta CLABE'),
    'clabe.editing': clabeEditing,
    'clabe.saving': () => busy('Continuar', true),
    success: (_ui, s) => {
      heading(s.context.application?.type === 'STORE' ? 'Le avisamos al comercio' : 'Tu dinero va en camino');
      expect(getButton('Entendido')).toBeTruthy();
      const view = signingView(s);
      if (view.screen === 'success' && view.firstPayment !== null) {
        expect(document.body.textContent).toContain(
          `Tu primer pago de ${formatMXN(view.firstPayment)} vence el`,
        );
      }
    },
    toHome: (ui) => expect(ui.location().split('?')[0]).toBe('/'),
  },
  events: {
    'TERM.SELECT': async (ui, e) => {
      const radio = document.querySelector<HTMLInputElement>(`input[type=radio][value="${e.date}"]`);
      if (!radio) throw new Error(`No option for ${e.date}`);
      await ui.user.click(radio);
    },
    CONTINUE: (ui) => ui.user.click(queryButton('Entendido') ?? getButton('Continuar')),
    'CONTRACT.OPEN': (ui) => ui.user.click(queryButton('Volver a firmar') ?? getButton('Ver contrato')),
    'CONTRACT.FINISHED': (ui) => ui.user.click(getButton(WIDGET_FINISH)),
    'CONTRACT.CANCEL': (ui) => ui.user.click(getButton(WIDGET_CANCEL)),
    'NIP.CHANGE': (ui, e) => typeInto(ui, field('NIP de firma'), e.value),
    'NIP.SUBMIT': (ui) => ui.user.click(getButton('Aceptar y firmar')),
    'CODE.RESEND': (ui) => ui.user.click(getButton('Reenviar NIP')),
    'CLABE.CHANGE': (ui, e) => typeInto(ui, field(CLABE_LABELS[e.field]), e.value),
    'CLABE.SUBMIT': (ui) => ui.user.click(getButton('Continuar')),
    RETRY: (ui) => ui.user.click(getButton('Reintentar')),
    // The countdown child is faked: its tick goes to the flow as the child sends it.
    'COUNTDOWN.TICK': (_ui, e) => act(async () => void signingUiHooks.actor?.send(e)),
    'ROUTE.CHANGED': (_ui, e) =>
      act(async () => {
        window.history.pushState(null, '', e.route);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }),
  },
};
