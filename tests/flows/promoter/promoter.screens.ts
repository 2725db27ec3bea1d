/**
 * UI level of the quick-application model: what each state shows on the promoter screens (src/screens/promoter)
 * inside the app frame, and how the promoter sends each event. Only the driver and the DOM are used.
 */
import { expect } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { type PromoterMachine, promoterView } from '../../../machines/promoter/index.ts';
import {
  getButton,
  getField,
  pageHeading,
  queryButton,
  testingLibrary,
} from '../../model/harness/queries.ts';
import { TRANSIENT, type UiDriver, type UiLevel } from '../../model/harness/types.ts';
import { REJECTION_TEXTS } from '../../model/oracle/spec.ts';
import { PROMOTER_SPEC } from './promoter.oracle.ts';

type Snapshot = ReturnType<PromoterMachine['getInitialSnapshot']>;

/**
 * Issue 23: the promoter never reads the customer's rejection reason (spec §8 texts, credit-bureau detail), only the
 * decision and that the customer gets the reason.
 */
const CUSTOMER_REASON = REJECTION_TEXTS.FICO_SCORE_TOO_LOW;
const REJECTED_TEXT = PROMOTER_SPEC.screens.result.rejectedText;
const expectDecisionOnly = () => {
  expect(document.body.textContent).toContain(REJECTED_TEXT);
  expect(document.body.textContent).not.toContain(CUSTOMER_REASON);
  expect(document.body.textContent).not.toMatch(/\btu solicitud\b|puntaje|historial crediticio registra/i);
};

export const promoterUiHooks: { reload: () => Promise<void>; actor: AnyActorRef | null } = {
  reload: async () => {
    throw new Error('reload not set by the UI test');
  },
  /** The running flow actor (set by the UI test): the faked countdown child's seconds are told to it. */
  actor: null,
};

const DATA_LABELS: Record<string, string> = {
  curp: 'CURP',
  email: 'Correo electrónico',
  phoneNumber: 'Teléfono',
  streetName: 'Calle',
  exteriorNumber: 'Número exterior',
  interiorNumber: 'Número interior (opcional)',
  postalCode: 'Código postal',
  neighborhood: 'Colonia',
};
const PRODUCT_LABELS: Record<string, string> = {
  productPrice: 'Precio del producto',
  creditAmount: 'Monto a financiar',
  requestedPeriod: 'Plazo',
};
const FINISH_LABELS: Record<string, string> = {
  email: 'Correo electrónico',
  addressType: 'Tipo de vivienda',
  monthlyRent: 'Renta mensual',
  movedInSince: 'Vive ahí desde',
  maritalStatus: 'Estado civil',
  status: 'Situación laboral',
  economicDependents: 'Dependientes económicos',
  companyName: 'Empresa',
  position: 'Puesto',
  monthlySalary: 'Ingreso mensual',
  startDate: 'Fecha de ingreso',
  '0.fullName': 'Nombre de la referencia 1',
  '0.phoneNumber': 'Teléfono de la referencia 1',
  '1.fullName': 'Nombre de la referencia 2',
  '1.phoneNumber': 'Teléfono de la referencia 2',
};

function errorOf(element: HTMLElement): string | null {
  const ids = (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find(Boolean) ?? null;
}

async function change(label: string, value: string) {
  const { fireEvent } = await testingLibrary();
  fireEvent.change(getField(label), { target: { value } });
}

async function click(name: string) {
  const { fireEvent } = await testingLibrary();
  fireEvent.click(getButton(name));
}

/** The resend link of the screen showing. */
function resendLink(): string {
  const snapshot = promoterUiHooks.actor?.getSnapshot();
  if (!snapshot) throw new Error('no flow running');
  return promoterView(snapshot).screen === 'activation' ? 'Reenviar código' : 'Reenviar NIP';
}

async function submit() {
  const { fireEvent } = await testingLibrary();
  const form = document.querySelector('form');
  if (!form) throw new Error('no form on the page');
  fireEvent.submit(form);
}

const labelled = (label: string) =>
  [...document.querySelectorAll('label')].some((l) => l.textContent === label);

/** The page shows the screen of this state: heading, URL and the values of its fields. */
function shows(s: Snapshot, heading: string, route: string) {
  expect(pageHeading()).toBe(heading);
  expect(window.location.pathname).toBe(route);
  const view = promoterView(s);
  const check = (labels: Record<string, string>, values: object, errors: object) => {
    for (const [field, label] of Object.entries(labels)) {
      if (!labelled(label)) continue;
      const element = getField(label) as HTMLInputElement;
      expect(element.value, field).toBe((values as Record<string, string>)[field]);
      expect(errorOf(element), `error of ${field}`).toBe((errors as Record<string, string>)[field] ?? null);
    }
  };
  if (view.screen === 'data') {
    // Read-only: the e-mail on file as the promoter may see it (masked), with the reason on the page.
    const values = view.mode === 'readOnly' ? { ...view.values, email: view.emailOnFile ?? '' } : view.values;
    check(DATA_LABELS, values, view.errors);
    if (view.readOnlyNote) expect(document.body.textContent).toContain(view.readOnlyNote);
    expect(document.getElementById('promoter-data-note') !== null, 'why read-only').toBe(
      view.mode === 'readOnly',
    );
    expect(document.body.textContent?.includes('Número exterior')).toBe(view.mode !== 'readOnly');
    // The name is read (lookup or client check), never typed; only a new client's phone is asked; a read-only
    // client's CURP shows only when on file, its e-mail cannot be typed.
    const { name, firstSurname, secondSurname, curp } = view.values;
    const fullName = getField('Nombre') as HTMLInputElement;
    expect([fullName.value, fullName.readOnly]).toEqual([
      [name, firstSurname, secondSurname].filter(Boolean).join(' '),
      true,
    ]);
    expect(labelled('Teléfono')).toBe(view.mode === 'new');
    expect(labelled('CURP')).toBe(view.mode !== 'readOnly' || curp !== '');
    // The neighbourhoods of the postal code looked up; before a lookup, the one on file (if any).
    const looked = s.context.neighborhoods.map((n) => n.neighborhood);
    const onFile = s.context.data.neighborhood;
    if (view.mode !== 'readOnly')
      expect(
        [...(getField('Colonia') as HTMLSelectElement).options].map((o) => o.value).filter(Boolean),
      ).toEqual(looked.length > 0 ? looked : onFile ? [onFile] : []);
    if (view.mode === 'readOnly' && view.emailOnFile)
      expect((getField('Correo electrónico') as HTMLInputElement).readOnly).toBe(true);
  }
  if (view.screen === 'product') check(PRODUCT_LABELS, view.values, view.errors);
  if (view.screen === 'finish') {
    check(FINISH_LABELS, view.values, view.errors);
    // §5: the rent only when renting, the employment details only for a working status.
    const { addressType, status } = s.context.finish;
    expect(labelled('Renta mensual')).toBe(addressType === 'RENTED');
    expect(labelled('Empresa')).toBe(['EMPLOYED', 'INDEPENDENT', 'RETIRED'].includes(status));
  }
}

const busy = (name: string) => expect(getButton(name).getAttribute('aria-busy')).toBe('true');
const BADGES = { new: 'Cliente nuevo', incomplete: 'Cliente incompleto', registered: 'Cliente registrado' };
const CONSENT_BOXES = {
  authorize: 'El cliente autoriza la consulta de su historial crediticio.',
  ownBehalf: 'El cliente actúa por cuenta propia.',
} as const;

const states = {
  start: TRANSIENT,
  simulation: (_ui, s) => {
    shows(s, 'Solicitud rápida', '/promotor/solicitud-rapida');
    // The promoter's stores, the chosen one selected.
    const select = getField('Tienda') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(
      s.context.stores.map((store) => store.name),
    );
    expect(select.value).toBe(s.context.storeId ?? '');
  },
  clientCheck: (_ui, s) => {
    shows(s, 'Datos del cliente', '/promotor/solicitud-rapida/client-info');
    // §2: once the check answers, the client's badge, full name and e-mail on file (masked); nothing before.
    const found = s.matches({ clientCheck: 'found' });
    const c = s.context.client;
    const text = document.body.textContent ?? '';
    for (const [kind, badge] of Object.entries(BADGES))
      expect(text.includes(badge), badge).toBe(found && s.context.clientKind === kind);
    if (c) expect(text.includes(`${c.name} ${c.firstSurname} ${c.secondSurname}`)).toBe(found);
    if (c?.email) expect(text.includes(c.email)).toBe(found);
  },
  'clientCheck.editing': (_ui, s) => {
    expect((getField('Teléfono del cliente') as HTMLInputElement).value).toBe(s.context.checkPhone);
    expect(errorOf(getField('Teléfono del cliente'))).toBe(s.context.checkError);
  },
  'clientCheck.checking': () => busy('Buscar cliente'),
  'clientCheck.found': (_ui, s) =>
    expect(document.body.textContent).toContain(BADGES[s.context.clientKind ?? 'new']),
  data: (_ui, s) => shows(s, 'Datos de la solicitud', '/promotor/solicitud-rapida/datos'),
  'data.editing': () => expect(getButton('Continuar').getAttribute('aria-busy')).toBeNull(),
  'data.lookingUpCurp': () => {
    expect(document.body.textContent).toContain('Buscando información');
    busy('Continuar');
  },
  'data.lookingUpPostalCode': () => {
    expect(document.body.textContent).toContain('Buscando colonias');
    busy('Continuar');
  },
  'data.checkingPhone': () => {
    expect(document.body.textContent).toContain('Revisando el número');
    busy('Continuar');
  },
  product: (_ui, s) => {
    shows(s, 'Información del producto', '/promotor/solicitud-rapida/producto');
    const estimating =
      s.matches({ product: { editing: 'debouncing' } }) || s.matches({ product: { editing: 'estimating' } });
    expect(document.body.textContent?.includes('Calculando pago mensual estimado…')).toBe(estimating);
  },
  'product.editing': () => expect(getButton('Continuar').getAttribute('aria-busy')).toBeNull(),
  'product.editing.idle': (_ui, s) => {
    const text = document.body.textContent ?? '';
    if (s.context.estimate === null) expect(text).not.toContain('Pago mensual estimado');
    else expect(text).toContain('Pago mensual estimado: $1,234.50');
    // The payments and total of the estimate, stated so they add up (this fake estimate: 6 × $1,234.50).
    const view = promoterView(s);
    if (view.screen === 'product' && view.paymentsText) expect(text).toContain(view.paymentsText);
    if (s.context.estimate !== null && s.context.product.requestedPeriod === '6') {
      expect(text).toContain('6 pagos mensuales de $1,234.50; total $7,407.00');
    }
    expect(text).not.toContain('Calculando pago mensual estimado…');
  },
  'product.editing.settling': TRANSIENT,
  'product.editing.debouncing': () =>
    expect(document.body.textContent).toContain('Calculando pago mensual estimado…'),
  'product.editing.estimating': () =>
    expect(document.body.textContent).toContain('Calculando pago mensual estimado…'),
  'product.creating': () => busy('Continuar'),
  'product.identifying': () => busy('Continuar'),
  'product.savingDetails': () => busy('Continuar'),
  'product.detailsFailed': () => expect(getButton('Continuar').getAttribute('aria-busy')).toBeNull(),
  consent: (_ui, s) => shows(s, 'Permisos', '/promotor/permisos'),
  'consent.form': () => {},
  'consent.form.editing': (_ui: UiDriver, s: Snapshot) => {
    expect((getField('NIP del cliente') as HTMLInputElement).value).toBe(s.context.consent.nip);
    expect(errorOf(getField('NIP del cliente'))).toBe(s.context.consentErrors.nip ?? null);
    for (const [key, label] of Object.entries(CONSENT_BOXES) as [keyof typeof CONSENT_BOXES, string][]) {
      const box = getField(label) as HTMLInputElement;
      expect(box.checked, key).toBe(s.context.consent[key]);
      expect(errorOf(box), `error of ${key}`).toBe(s.context.consentErrors[key] ?? null);
    }
  },
  'consent.form.preProcessing': () => busy('Verificar NIP'),
  'consent.resend': () => {},
  'consent.resend.waiting': (_ui: UiDriver, s: Snapshot) => {
    expect(document.body.textContent).toContain(`Podrás pedir un nuevo NIP en ${s.context.countdown} s`);
    expect(queryButton('Reenviar NIP')).toBeNull();
  },
  'consent.resend.ready': () => expect(getButton('Reenviar NIP').getAttribute('aria-busy')).toBeNull(),
  'consent.resend.resending': () => busy('Reenviar NIP'),
  deciding: TRANSIENT,
  preliminaryFailed: (_ui, s) => {
    // The credit application's result screen in promoter mode: the decision, not the customer's reason.
    shows(s, PROMOTER_SPEC.screens.preliminaryFailed.heading, '/promotor/modelo-preliminar-fallido');
    expectDecisionOnly();
    expect(getButton('Finalizar')).toBeTruthy();
  },
  finish: (_ui, s) => shows(s, 'Terminar solicitud', '/promotor/terminar-solicitud'),
  'finish.editing': () => expect(getButton('Enviar solicitud').getAttribute('aria-busy')).toBeNull(),
  'finish.checkingEmail': () => busy('Enviar solicitud'),
  'finish.submitting': () => busy('Enviar solicitud'),
  confirmEmail: (_ui, s) => {
    shows(s, 'Confirmar correo', '/promotor/confirmar-correo');
    expect(document.body.textContent).toContain(s.context.finish.email.trim());
  },
  activation: (_ui, s) => {
    shows(s, 'Código de activación', '/promotor/solicitud-rapida/codigo-activacion');
    const view = promoterView(s);
    if (view.screen !== 'activation') throw new Error('not the code screen');
    expect((getField('Código del correo (4 dígitos)') as HTMLInputElement).value).toBe(view.code);
    if (view.shownCode) expect(document.body.textContent).toContain(view.shownCode);
    const email = s.context.finish.email.trim();
    if (email) expect(document.body.textContent).toContain(`Código enviado a ${email}`);
    if (view.canResend) expect(queryButton('Reenviar código')).not.toBeNull();
    else if (!view.resending)
      expect(document.body.textContent).toContain(`Podrás reenviar el código en ${view.countdown} s`);
    if (view.processing) busy('Procesar solicitud');
    if (view.fetchingCode) busy('Ver código del cliente');
    if (view.resending) busy('Reenviar código');
  },
  'activation.code': () => {},
  'activation.code.editing': () => {},
  'activation.code.fetching': () => {},
  'activation.code.processing': () => {},
  'activation.resend': () => {},
  'activation.resend.waiting': () => {},
  'activation.resend.ready': () => {},
  'activation.resend.resending': () => {},
  result: (_ui, s) => {
    expect(window.location.pathname).toBe('/promotor/resultado');
    const titles = PROMOTER_SPEC.screens.result.heading;
    const status = s.context.result?.status ?? '';
    expect(pageHeading()).toBe(titles[status] ?? titles.rejected);
    if (status === 'REJECTED') expectDecisionOnly();
    else expect(document.body.textContent).not.toMatch(/\btu solicitud\b/i);
    expect(getButton('Finalizar')).toBeTruthy();
    // Promoter mode: no documents upload, no client buttons.
    expect(queryButton('Subir documentos')).toBeNull();
    expect(queryButton('Elegir plazo')).toBeNull();
  },
  done: async (ui) => {
    const { waitFor } = await testingLibrary();
    await waitFor(() => expect(ui.location()).toBe('/promotor'));
    expect(localStorage.getItem('pendingPromoterApplication')).toBeNull();
  },
} as UiLevel<PromoterMachine>['states'];

export const promoterUi: UiLevel<PromoterMachine> = {
  states,
  events: {
    START: () => click('Iniciar solicitud'),
    'STORE.CHANGE': (_ui, e) => change('Tienda', e.storeId),
    'CHECK.CHANGE': (_ui, e) => change('Teléfono del cliente', e.phoneNumber),
    'CHECK.SUBMIT': () => submit(),
    CONTINUE: () => click(queryButton('Ingresar código') ? 'Ingresar código' : 'Continuar'),
    BACK: () => click('Paso anterior'),
    'DATA.CHANGE': async (_ui, e) => {
      for (const [field, value] of Object.entries(e.values))
        await change(DATA_LABELS[field] ?? field, String(value));
    },
    'DATA.SUBMIT': () => submit(),
    'PRODUCT.CHANGE': async (_ui, e) => {
      for (const [field, value] of Object.entries(e.values))
        await change(PRODUCT_LABELS[field] ?? field, String(value));
    },
    'PRODUCT.SUBMIT': () => submit(),
    'CONSENT.CHANGE': async (_ui, e) => {
      const { fireEvent } = await testingLibrary();
      if (e.values.nip !== undefined) await change('NIP del cliente', e.values.nip);
      for (const key of ['authorize', 'ownBehalf'] as const) {
        const wanted = e.values[key];
        const box = getField(CONSENT_BOXES[key]) as HTMLInputElement;
        if (wanted !== undefined && box.checked !== wanted) fireEvent.click(box);
      }
    },
    'CONSENT.SUBMIT': () => submit(),
    'FINISH.CHANGE': async (_ui, e) => {
      for (const [field, value] of Object.entries(e.values))
        await change(FINISH_LABELS[field] ?? field, String(value));
    },
    'FINISH.SUBMIT': () => submit(),
    'CODE.CHANGE': (_ui, e) => change('Código del correo (4 dígitos)', e.value),
    'CODE.SUBMIT': () => submit(),
    'CODE.SHOW': () => click('Ver código del cliente'),
    // One event for both links: the client's code on its screen, the customer's NIP on the consent screen.
    'CODE.RESEND': () => click(resendLink()),
    // The app sends RESUME itself after restoring the saved draft: a reload.
    RESUME: () => promoterUiHooks.reload(),
    // The resend countdown is a child of the flow (faked here): it tells the flow a second left.
    'COUNTDOWN.TICK': async (_ui, e) => {
      const { act } = await testingLibrary();
      await act(async () => {
        promoterUiHooks.actor?.send(e);
      });
    },
    FINISH: () => click('Finalizar'),
    'ROUTE.CHANGED': async (_ui, e) => {
      const { act } = await testingLibrary();
      await act(async () => {
        window.history.pushState(null, '', e.route);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      });
    },
  },
  canExecute: (s, event) => {
    const view = promoterView(s);
    if (event.type === 'CODE.SHOW') return view.screen === 'activation' && view.shownCode === null;
    // 'Ver código del cliente' shows only while the code is hidden.
    return true;
  },
};
