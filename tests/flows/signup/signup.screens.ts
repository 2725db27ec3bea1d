/**
 * UI level of the sign-up model: what each state shows on screen, and how a user sends each event through the
 * screens (src/screens/signup). Only the driver's `screen` and `user` are used, so this module loads in node too.
 */
import { act } from 'react';
import { expect } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { PersonalField, SignupEvent, SignupMachine } from '../../../machines/signup/index.ts';
import { maskPhoneInput } from '../../../src/domain/phone.ts';
import { getButton, getField, pageHeading, queryButton } from '../../model/harness/queries.ts';
import { TRANSIENT, type UiDriver, type UiLevel } from '../../model/harness/types.ts';
import { SIGNUP_SPEC } from './signup.oracle.ts';

type Snapshot = ReturnType<SignupMachine['getInitialSnapshot']>;
type EventOf<T extends SignupEvent['type']> = Extract<SignupEvent, { type: T }>;

/** Set by the UI test: a reload of the page (unmount, then open the same URL with what local storage kept). */
export const signupUiHooks: {
  reload: () => Promise<void>;
  sent: Array<{ type: string; field?: string }>;
  actor: AnyActorRef | null;
} = {
  reload: async () => {
    throw new Error('reload not set by the UI test');
  },
  /** What the screens sent to the flow actor (recorded by the UI test), to check a control is wired. */
  sent: [],
  /** The flow's running actor (recorded by the UI test): the faked countdown's ticks are sent to it. */
  actor: null,
};

/** The field's control sends its BLUR when the person leaves it (a blur left unwired changes nothing else). */
async function leaveField(
  ui: UiDriver,
  type: 'ACCOUNT.BLUR' | 'PERSONAL.BLUR',
  field: string,
  element: HTMLElement,
) {
  signupUiHooks.sent.length = 0;
  await blur(ui, element);
  expect(signupUiHooks.sent, `${type} ${field} sent by the screen`).toContainEqual(
    expect.objectContaining({ type, field }),
  );
}

export const PERSONAL_LABELS: Record<PersonalField, string> = {
  name: 'Nombre(s)',
  firstSurname: 'Primer apellido',
  secondSurname: 'Segundo apellido',
  sex: 'Sexo',
  nationality: 'Nacionalidad',
  countryOfBirth: 'País de nacimiento',
  stateOfBirth: 'Estado de nacimiento',
  birthDay: 'Día',
  birthMonth: 'Mes',
  birthYear: 'Año',
  curp: 'CURP',
  taxpayerId: 'RFC',
};

const ACCOUNT_LABELS = {
  email: 'Correo electrónico',
  phoneNumber: 'Número de teléfono',
  password: 'Contraseña',
};

function input(_ui: UiDriver, label: string): HTMLInputElement | HTMLSelectElement {
  return getField(label) as HTMLInputElement | HTMLSelectElement;
}

/** The error shown under a field (its `aria-describedby` error paragraph), or null. */
function errorOf(element: HTMLElement): string | null {
  const ids = (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean);
  return texts[0] ?? null;
}

// Buttons and headings through the harness's fast lookups (getByRole is slow under jsdom, see harness/queries.ts).
function button(_ui: UiDriver, name: string): HTMLButtonElement {
  return getButton(name);
}

function expectBusy(ui: UiDriver, name: string, busy: boolean): void {
  expect(button(ui, name).getAttribute('aria-busy')).toBe(busy ? 'true' : null);
}

/**
 * Replaces a field's text the way a user does (select all, delete, paste): one change for the clearing and one
 * for the new text, so the same text can be entered again.
 */
async function typeInto(ui: UiDriver, element: HTMLInputElement, value: string): Promise<void> {
  await ui.user.clear(element);
  if (value !== '') await ui.user.paste(value);
}

/** Picks an option; picking the one already chosen goes through another option first (a change event each). */
async function choose(ui: UiDriver, element: HTMLSelectElement, value: string): Promise<void> {
  if (element.value === value) {
    const other = [...element.options].find((o) => o.value !== value && !o.disabled);
    if (other) await ui.user.selectOptions(element, other.value);
  }
  await ui.user.selectOptions(element, value);
}

async function setPersonal(ui: UiDriver, event: EventOf<'PERSONAL.CHANGE'>): Promise<void> {
  const element = input(ui, PERSONAL_LABELS[event.field]);
  if (element instanceof HTMLSelectElement) await choose(ui, element, event.value);
  else await typeInto(ui, element, event.value);
}

async function blur(ui: UiDriver, element: HTMLElement): Promise<void> {
  await ui.user.click(element);
  await ui.user.tab();
}

const heading = (_ui: UiDriver, name: string) => expect(pageHeading()).toBe(name);

function expectPersonalErrors(ui: UiDriver, s: Snapshot, fields: readonly PersonalField[]): void {
  for (const field of fields) {
    const element = input(ui, PERSONAL_LABELS[field]);
    const key =
      field === 'birthDay' || field === 'birthMonth' || field === 'birthYear' ? 'dateOfBirth' : field;
    expect(errorOf(element), `error of ${field}`).toBe(s.context.personalErrors[key] ?? null);
  }
}

export const signupUi: UiLevel<SignupMachine> = {
  states: {
    start: TRANSIENT,
    account: (ui) => heading(ui, 'Crear cuenta'),
    'account.editing': (ui, s) => {
      for (const field of ['email', 'phoneNumber', 'password'] as const) {
        const element = input(ui, ACCOUNT_LABELS[field]);
        const expected =
          field === 'phoneNumber' ? maskPhoneInput(s.context.account.phoneNumber) : s.context.account[field];
        expect(element.value, field).toBe(expected);
        expect(errorOf(element), `error of ${field}`).toBe(s.context.accountErrors[field] ?? null);
      }
      expectBusy(ui, 'Continuar', false);
      expect(document.body.textContent).toContain('Tus datos personales están protegidos');
    },
    'account.checking': (ui) => expectBusy(ui, 'Continuar', true),
    personalData: (ui, s) => {
      heading(ui, 'Datos personales');
      const manual = getField('Sin CURP') as HTMLInputElement;
      const curp = getField('Con CURP') as HTMLInputElement;
      // The mode is the machine's state: the switch always shows it.
      expect(manual.checked).toBe(s.matches({ personalData: 'manual' }));
      expect(curp.checked).toBe(s.matches({ personalData: 'curp' }));
      expect(document.body.textContent).toContain('Tus datos personales están protegidos');
    },
    'personalData.curp': (ui, s) => expect(input(ui, 'CURP').value).toBe(s.context.personal.curp),
    'personalData.curp.curpSearch': (ui, s) => {
      expect(input(ui, 'CURP').value).toBe(s.context.personal.curp);
      expectPersonalErrors(ui, s, ['curp']);
      expectBusy(ui, 'Buscar CURP', false);
      expect(queryButton('Crear cuenta')).toBeNull();
    },
    'personalData.curp.searchingCurp': (ui) => {
      expect(ui.screen.getByText('Buscando información')).toBeTruthy();
      expectBusy(ui, 'Buscar CURP', true);
    },
    'personalData.curp.curpFound': (ui, s) => {
      const p = s.context.personal;
      expect(
        ui.screen.getByText([p.name, p.firstSurname, p.secondSurname].filter(Boolean).join(' ')),
      ).toBeTruthy();
      expect(input(ui, 'RFC').value).toBe(p.taxpayerId);
      expectPersonalErrors(ui, s, ['curp', 'taxpayerId']);
      const terms = ui.screen.getByLabelText('Acepto los términos y condiciones', {
        selector: '[type=checkbox]',
      }) as HTMLInputElement;
      expect(terms.checked).toBe(p.termsAndConditions);
      expectBusy(ui, 'Crear cuenta', false);
    },
    'personalData.manual': (ui, s) => {
      const p = s.context.personal;
      const fields = (Object.keys(PERSONAL_LABELS) as PersonalField[]).filter(
        (field) => field !== 'secondSurname' || !p.noSecondSurname,
      );
      for (const field of fields) expect(input(ui, PERSONAL_LABELS[field]).value, field).toBe(p[field]);
      expectPersonalErrors(ui, s, fields);
      expect((getField('No tengo segundo apellido') as HTMLInputElement).checked).toBe(p.noSecondSurname);
      const terms = ui.screen.getByLabelText('Acepto los términos y condiciones', {
        selector: '[type=checkbox]',
      }) as HTMLInputElement;
      expect(terms.checked).toBe(p.termsAndConditions);
    },
    'personalData.manual.editing': (ui) => expectBusy(ui, 'Crear cuenta', false),
    'personalData.manual.creating': (ui) => expectBusy(ui, 'Crear cuenta', true),
    'personalData.curp.nonMexican': (ui) => {
      expect(ui.screen.getByText(SIGNUP_SPEC.texts.nonMexican)).toBeTruthy();
      expect(button(ui, 'Finalizar')).toBeTruthy();
      expect(queryButton('Crear cuenta')).toBeNull();
      expect(document.querySelector('[type=checkbox]')).toBeNull();
    },
    'personalData.curp.creating': (ui) => expectBusy(ui, 'Crear cuenta', true),
    verification: (ui, s) => {
      heading(ui, 'Verifica tu correo');
      // The address the code went to.
      const sentTo = s.context.sentTo || s.context.account.email.trim();
      if (sentTo) expect(ui.screen.getByText(sentTo)).toBeTruthy();
    },
    'verification.code': (ui, s) =>
      expect(input(ui, 'Código de verificación').value).toBe(s.context.activationCode),
    'verification.code.editing': (ui, s) => {
      expect(errorOf(input(ui, 'Código de verificación'))).toBe(s.context.codeError);
      expectBusy(ui, 'Verificar', false);
      expect(button(ui, '¿Este no es tu correo?').disabled).toBe(false);
    },
    'verification.code.submitting': (ui) => expectBusy(ui, 'Verificar', true),
    'verification.resend': (ui) => expect(button(ui, '¿Este no es tu correo?')).toBeTruthy(),
    'verification.resend.deciding': TRANSIENT,
    'verification.resend.checking': () => {
      // Neither the link nor a countdown until the server has said how long the wait still is.
      expect(queryButton('Reenviar código')).toBeNull();
      expect(document.querySelector('[role=timer]')).toBeNull();
    },
    'verification.resend.waiting': (_ui, s) => {
      expect(document.querySelector('[role=timer]')?.textContent).toBe(
        `Podrás pedir un nuevo código en ${s.context.countdown} s`,
      );
      expect(queryButton('Reenviar código')).toBeNull();
    },
    'verification.resend.ready': (ui) => {
      expect(button(ui, 'Reenviar código')).toBeTruthy();
      expect(document.querySelector('[role=timer]')).toBeNull();
    },
    'verification.resend.resending': (ui) =>
      expect(ui.screen.getByText('Enviando un nuevo código')).toBeTruthy(),
    updateEmail: (ui) => {
      heading(ui, 'Actualiza tu correo electrónico');
      expect(button(ui, 'Regresar a la verificación')).toBeTruthy();
    },
    'updateEmail.editing': (ui, s) => {
      const element = input(ui, 'Nuevo correo electrónico');
      expect(element.value).toBe(s.context.newEmail);
      expect(errorOf(element)).toBe(s.context.newEmailError);
      expectBusy(ui, 'Confirmar correo', false);
    },
    'updateEmail.submitting': (ui) => expectBusy(ui, 'Confirmar correo', true),
    completed: (ui) => {
      heading(ui, '¡Tu cuenta está lista!');
      expect(ui.screen.getByText('Crear cuenta')).toBeTruthy();
      expect(ui.screen.getByText('Completa tu solicitud').closest('li')?.getAttribute('aria-current')).toBe(
        'step',
      );
    },
    toApplication: (ui) => expect(ui.location().split('?')[0]).toBe('/aplicacion-credito'),
    toHome: (ui) => expect(ui.location().split('?')[0]).toBe('/'),
  },
  events: {
    'ACCOUNT.CHANGE': (ui, e) =>
      typeInto(ui, input(ui, ACCOUNT_LABELS[e.field]) as HTMLInputElement, e.value),
    'ACCOUNT.BLUR': (ui, e) => leaveField(ui, e.type, e.field, input(ui, ACCOUNT_LABELS[e.field])),
    'ACCOUNT.SUBMIT': (ui) => ui.user.click(button(ui, 'Continuar')),
    'MODE.CHANGE': (ui, e) => ui.user.click(getField(e.mode === 'manual' ? 'Sin CURP' : 'Con CURP')),
    'PERSONAL.CHANGE': (ui, e) => setPersonal(ui, e),
    'PERSONAL.BLUR': (ui, e) => leaveField(ui, e.type, e.field, input(ui, PERSONAL_LABELS[e.field])),
    'SECOND_SURNAME.NONE': async (ui, e) => {
      const box = getField('No tengo segundo apellido') as HTMLInputElement;
      // Leaving the box as it is takes two clicks (each a change).
      if (box.checked === e.none) await ui.user.click(box);
      await ui.user.click(box);
    },
    'TERMS.CHANGE': async (ui, e) => {
      const terms = ui.screen.getByLabelText('Acepto los términos y condiciones', {
        selector: '[type=checkbox]',
      }) as HTMLInputElement;
      // Leaving the box as it is takes two clicks (each a change).
      if (terms.checked === e.accepted) await ui.user.click(terms);
      await ui.user.click(terms);
    },
    'CURP.SEARCH': (ui) => ui.user.click(button(ui, 'Buscar CURP')),
    'PERSONAL.SUBMIT': (ui) => ui.user.click(button(ui, 'Crear cuenta')),
    FINISH: (ui) => ui.user.click(button(ui, 'Finalizar')),
    'CODE.CHANGE': (ui, e) => typeInto(ui, input(ui, 'Código de verificación') as HTMLInputElement, e.value),
    'CODE.SUBMIT': (ui) => ui.user.click(button(ui, 'Verificar')),
    'CODE.RESEND': (ui) => ui.user.click(button(ui, 'Reenviar código')),
    'EMAIL.EDIT': (ui) => ui.user.click(button(ui, '¿Este no es tu correo?')),
    'EMAIL.CHANGE': (ui, e) =>
      typeInto(ui, input(ui, 'Nuevo correo electrónico') as HTMLInputElement, e.value),
    'EMAIL.BLUR': (ui) => blur(ui, input(ui, 'Nuevo correo electrónico')),
    'EMAIL.SUBMIT': (ui) => ui.user.click(button(ui, 'Confirmar correo')),
    'EMAIL.BACK': (ui) => ui.user.click(button(ui, 'Regresar a la verificación')),
    CONTINUE: (ui) => ui.user.click(button(ui, 'Continuar')),
    // The app sends RESUME itself after restoring the saved draft: a reload.
    RESUME: () => signupUiHooks.reload(),
    // The countdown child is faked: its tick goes to the flow as the child sends it.
    'COUNTDOWN.TICK': (_ui, e) => act(async () => void signupUiHooks.actor?.send(e)),
    // The URL moves on its own (back/forward, a typed link).
    // Inside React's `act`, so the router and the flow have reacted before the step is checked.
    'ROUTE.CHANGED': (_ui, e) =>
      act(async () => {
        window.history.pushState(null, '', e.route);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }),
  },
};
