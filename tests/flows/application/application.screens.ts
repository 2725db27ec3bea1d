/**
 * UI level of the credit application model: what each state shows on screen, and how a user sends each event
 * through the screens (src/screens/application). Only the driver's `screen` and `user` are used.
 */
import { act } from 'react';
import { expect } from 'vitest';
import {
  type AddressField,
  type ApplicationEvent,
  type ApplicationMachine,
  applicationView,
  type EmploymentField,
} from '../../../machines/application/index.ts';
import { maskPhoneInput } from '../../../src/domain/phone.ts';
import { getButton, getField, pageHeading, queryButton } from '../../model/harness/queries.ts';
import { TRANSIENT, type UiDriver, type UiLevel } from '../../model/harness/types.ts';

type Snapshot = ReturnType<ApplicationMachine['getInitialSnapshot']>;

export const applicationUiHooks: {
  reload: () => Promise<void>;
  /** Sends an event to the running flow as its countdown child would (set by the UI test). */
  send: (event: ApplicationEvent) => void;
} = {
  reload: async () => {
    throw new Error('reload not set by the UI test');
  },
  send: () => {
    throw new Error('send not set by the UI test');
  },
};

export const ADDRESS_LABELS: Record<AddressField, string> = {
  streetName: 'Calle',
  exteriorNumber: 'Número exterior',
  interiorNumber: 'Número interior (opcional)',
  postalCode: 'Código postal',
  neighborhood: 'Colonia',
  addressType: 'Tipo de vivienda',
  monthlyRent: 'Renta mensual',
  movedInMonth: 'Mes en que llegaste',
  movedInYear: 'Año en que llegaste',
  maritalStatus: 'Estado civil',
};
export const EMPLOYMENT_LABELS: Record<EmploymentField, string> = {
  status: 'Situación laboral',
  companyName: 'Empresa',
  position: 'Puesto',
  monthlySalary: 'Ingreso mensual',
  startMonth: 'Mes de inicio',
  startYear: 'Año de inicio',
  economicDependents: 'Dependientes económicos',
};
const referenceLabel = (index: number, field: 'fullName' | 'phoneNumber') =>
  field === 'fullName'
    ? `Nombre completo de la referencia ${index + 1}`
    : `Teléfono de la referencia ${index + 1}`;

type Control = HTMLInputElement | HTMLSelectElement;
const field = (label: string) => getField(label) as Control;

function errorOf(element: HTMLElement): string | null {
  const ids = (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find(Boolean) ?? null;
}

async function typeInto(ui: UiDriver, element: HTMLInputElement, value: string): Promise<void> {
  await ui.user.clear(element);
  if (value !== '') await ui.user.paste(value);
}

async function setControl(ui: UiDriver, element: Control, value: string): Promise<void> {
  if (element instanceof HTMLSelectElement) await ui.user.selectOptions(element, value);
  else {
    await ui.user.click(element);
    await typeInto(ui, element, value);
  }
}

const heading = (name: string) => expect(pageHeading()).toBe(name);
const busy = (name: string, expected: boolean) =>
  expect(getButton(name).getAttribute('aria-busy')).toBe(expected ? 'true' : null);
const progress = (value: number) =>
  expect(document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow')).toBe(String(value));
const text = () => document.body.textContent ?? '';

/** Whether the user can cause this event on screen: a change to the value a control already has is no event. */
export function canExecute(s: Snapshot, event: ApplicationEvent): boolean {
  const c = s.context;
  switch (event.type) {
    case 'TERM.SELECT':
      return event.requestedPeriod !== c.product.requestedPeriod;
    case 'ADDRESS.CHANGE':
      return event.value !== c.address[event.field];
    case 'EMPLOYMENT.CHANGE':
      return event.value !== c.employment[event.field];
    case 'REFERENCE.CHANGE':
      return event.value !== c.references[event.index]?.[event.field];
    case 'CONSENT.CHANGE':
      return event.value !== c.consent[event.field];
    default:
      return true;
  }
}

function expectProduct(s: Snapshot): void {
  const view = applicationView(s);
  heading(view.title ?? '');
  const amount = field(view.isStore ? 'Monto a financiar' : 'Monto del préstamo');
  expect(amount.value).toBe(s.context.product.creditAmount);
  expect(errorOf(amount)).toBe(s.context.productErrors.creditAmount ?? null);
  if (view.isStore) expect(field('Precio de tu compra').value).toBe(s.context.product.productPrice);
  const checked = document.querySelector<HTMLInputElement>('input[name=requestedPeriod]:checked');
  expect(checked?.value ?? null).toBe(
    view.terms.terms.some((t) => t.months === s.context.product.requestedPeriod)
      ? String(s.context.product.requestedPeriod)
      : null,
  );
  expect(document.querySelector('[role=progressbar]')).toBeNull();
}

export const applicationUi: UiLevel<ApplicationMachine> = {
  canExecute: (s, e) => canExecute(s, e as ApplicationEvent),
  states: {
    start: TRANSIENT,
    abandoned: TRANSIENT,
    missingStore: () => expect(text()).toContain('Preparando tu solicitud'),
    preparing: () => expect(text()).toContain('Preparando tu solicitud'),
    'preparing.checking': () => expect(document.querySelector('[role=status]')).not.toBeNull(),
    'preparing.limits': TRANSIENT,
    'preparing.balances': () => expect(document.querySelector('[role=status]')).not.toBeNull(),
    'preparing.msi': TRANSIENT,
    'preparing.noInterest': () => expect(document.querySelector('[role=status]')).not.toBeNull(),
    product: (_ui, s) => expectProduct(s),
    'product.editing': (_ui, s) => {
      const view = applicationView(s);
      if (view.estimateText) {
        expect(text()).toContain(view.estimateText);
        if (view.cost) expect(text()).toContain(view.cost.payments);
        expect(text()).toContain('Total a pagar');
        expect(text()).toContain('Así se calcula');
      }
      busy('Continuar', false);
    },
    'product.settling': TRANSIENT,
    'product.debouncing': () => expect(text()).toContain('Calculando…'),
    'product.estimating': () => expect(text()).toContain('Calculando…'),
    address: (_ui, s) => {
      heading('Datos de tu domicilio...');
      progress(25);
      for (const [key, label] of Object.entries(ADDRESS_LABELS) as [AddressField, string][]) {
        if (key === 'monthlyRent' && s.context.address.addressType !== 'RENTED') continue;
        expect(field(label).value, key).toBe(s.context.address[key]);
        expect(errorOf(field(label)), `error of ${key}`).toBe(s.context.addressErrors[key] ?? null);
      }
    },
    'address.editing': (_ui, s) => {
      if (s.context.lookup) expect(text()).toContain(s.context.lookup.municipality);
      expect(getButton('Continuar').disabled).toBe(false);
    },
    'address.lookingUp': () => {
      expect(text()).toContain('Buscando código postal');
      expect(getButton('Continuar').disabled).toBe(true);
    },
    employment: (_ui, s) => {
      heading('Datos de tu empleo...');
      progress(50);
      const view = applicationView(s);
      for (const [key, label] of Object.entries(EMPLOYMENT_LABELS) as [EmploymentField, string][]) {
        if (!view.working && key !== 'status' && key !== 'economicDependents') continue;
        expect(field(label).value, key).toBe(s.context.employment[key]);
        expect(errorOf(field(label)), `error of ${key}`).toBe(s.context.employmentErrors[key] ?? null);
      }
    },
    references: (_ui, s) => {
      heading('Referencias...');
      progress(75);
      for (const index of [0, 1] as const) {
        const ref = s.context.references[index];
        expect(field(referenceLabel(index, 'fullName')).value).toBe(ref?.fullName);
        expect(field(referenceLabel(index, 'phoneNumber')).value).toBe(
          maskPhoneInput(ref?.phoneNumber ?? ''),
        );
      }
      busy('Continuar', false);
    },
    submission: () => busy('Continuar', true),
    'submission.routing': TRANSIENT,
    'submission.ready': TRANSIENT,
    'submission.resending': () => busy('Continuar', true),
    'submission.creating': () => busy('Continuar', true),
    'submission.submitting': () => busy('Continuar', true),
    'submission.deciding': TRANSIENT,
    'submission.processed': TRANSIENT,
    'submission.back': TRANSIENT,
    consent: (_ui, s) => {
      heading('Permisos...');
      progress(100);
      expect((field('NIP') as HTMLInputElement).value).toBe(s.context.consent.nip);
    },
    'consent.form': () => expect(getButton('Enviar solicitud')).toBeTruthy(),
    'consent.form.editing': (_ui, s) => {
      busy('Enviar solicitud', false);
      expect(errorOf(field('NIP'))).toBe(s.context.consentErrors.nip ?? null);
    },
    'consent.form.processing': () => busy('Enviar solicitud', true),
    'consent.resend': () => expect(getButton('Enviar solicitud')).toBeTruthy(),
    'consent.resend.waiting': (_ui, s) => {
      expect(text()).toContain(`Podrás pedir un nuevo NIP en ${s.context.countdown} s`);
      expect(queryButton('Reenviar NIP')).toBeNull();
    },
    'consent.resend.ready': () => expect(getButton('Reenviar NIP')).toBeTruthy(),
    'consent.resend.resending': () => expect(text()).toContain('Enviando un nuevo NIP…'),
    interestOffer: () => {
      heading('Continuar a meses con intereses');
      expect(getButton('Cancelar')).toBeTruthy();
    },
    'interestOffer.choosing': () => busy('Continuar CON intereses', false),
    'interestOffer.accepting': () => busy('Continuar CON intereses', true),
    'interestOffer.declining': () => busy('Continuar CON intereses', true),
    result: (_ui, s) => {
      const result = applicationView(s).result;
      heading(result?.title ?? '');
      expect(text()).toContain(result?.text);
      expect(getButton(result?.action ?? '')).toBeTruthy();
      expect(document.querySelector('[role=progressbar]')).toBeNull();
    },
    limitExceeded: (_ui, s) => {
      heading('Límite de solicitudes excedido');
      expect(text()).toContain(applicationView(s).limitMessage);
    },
    done: (ui, s) => expect(ui.location().split('?')[0]).toBe(s.context.redirectTo),
  },
  events: {
    'PRODUCT.CHANGE': (ui, e) =>
      setControl(ui, document.querySelector(`input[name=${e.field}]`) as HTMLInputElement, e.value),
    'TERM.SELECT': (ui, e) =>
      ui.user.click(
        document.querySelector(
          `input[name=requestedPeriod][value="${e.requestedPeriod}"]`,
        ) as HTMLInputElement,
      ),
    'PRODUCT.SUBMIT': (ui) => ui.user.click(getButton('Continuar')),
    'ADDRESS.CHANGE': (ui, e) => setControl(ui, field(ADDRESS_LABELS[e.field]), e.value),
    'ADDRESS.SUBMIT': (ui) => ui.user.click(getButton('Continuar')),
    'EMPLOYMENT.CHANGE': (ui, e) => setControl(ui, field(EMPLOYMENT_LABELS[e.field]), e.value),
    'EMPLOYMENT.SUBMIT': (ui) => ui.user.click(getButton('Continuar')),
    'REFERENCE.CHANGE': (ui, e) => setControl(ui, field(referenceLabel(e.index, e.field)), e.value),
    'REFERENCES.SUBMIT': (ui) => ui.user.click(getButton('Continuar')),
    'CONSENT.CHANGE': (ui, e) =>
      e.field === 'nip'
        ? setControl(ui, field('NIP'), String(e.value))
        : ui.user.click(document.querySelector(`input[name=${e.field}]`) as HTMLInputElement),
    'CONSENT.SUBMIT': (ui) => ui.user.click(getButton('Enviar solicitud')),
    'CODE.RESEND': (ui) => ui.user.click(getButton('Reenviar NIP')),
    'OFFER.ACCEPT': (ui) => ui.user.click(getButton('Continuar CON intereses')),
    'OFFER.DECLINE': (ui) => ui.user.click(getButton('Cancelar')),
    FINISH: (ui) => ui.user.click(document.querySelector('button[data-action=finish]') as HTMLButtonElement),
    // The countdown child tells the flow each second left (the harness fakes the child: it says it instead).
    'COUNTDOWN.TICK': (_ui, e) => act(async () => applicationUiHooks.send(e)),
    // The app sends RESUME itself after restoring the saved draft: a reload.
    RESUME: () => applicationUiHooks.reload(),
    'ROUTE.CHANGED': (_ui, e) =>
      act(async () => {
        window.history.pushState(null, '', e.route);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }),
  },
};
