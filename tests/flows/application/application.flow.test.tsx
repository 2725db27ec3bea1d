/**
 * The credit application in the real app (router, guards, session, shell, drafts) with the real API module over
 * a fake `fetch`: what reaches the API, the spec texts, the menu, reloads in the middle of the forms, Back and
 * typed URLs, the result page and the entry rules.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeDraft } from '../../../src/app/drafts';
import { preloadApplicationScreens } from '../../../src/screens/application/ApplicationScreen';
import { overdueAccountsText } from '../../model/oracle/spec.ts';
import {
  clientProfile,
  fetchServices,
  findHeading,
  makeToken,
  openApp,
  type Rendered,
  reload,
  signIn,
  waitForPath,
} from '../../ui/app/harness';
import { MISSING_STORE } from './application.texts.ts';

// The screens after the product form are lazy chunks: loaded up front, they render as soon as they are reached.
beforeAll(preloadApplicationScreens);

let app: Rendered | null = null;
let calls: Array<{ method: string; path: string; body: unknown }> = [];
let answers: Record<string, (body: unknown) => [number, unknown]> = {};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const processed = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'a-1',
  status,
  processedAt: '2026-01-15T12:00:00.000Z',
  rejectionReason: null,
  ...extra,
});

const CDMX = 'Ciudad de México';
const PLACE = { postalCode: '06700', municipality: 'Cuauhtémoc', city: CDMX, state: CDMX };

const DEFAULT_ANSWERS: Record<string, (body: unknown) => [number, unknown]> = {
  'GET /api/applications/can-create': () => [200, { canCreateApplication: true, reason: null }],
  'GET /api/applications/balance': () => [200, { balances: [] }],
  'GET /api/business/stores/s-1/no-interest-payments': () => [
    200,
    { noInterestPayments: [{ productPeriod: 6, active: true }] },
  ],
  'GET /api/applications/estimated-monthly-payment': () => [200, { estimatedMonthlyPayment: 1843.21 }],
  'GET /api/postal-codes/06700': () => [
    200,
    { postalCodes: ['Roma Norte', 'Roma Sur'].map((neighborhood) => ({ ...PLACE, neighborhood })) },
  ],
  'POST /api/applications': () => [201, { id: 'a-1' }],
  'POST /api/applications/a-1/submit': () => [200, processed('PREAPPROVED', { processedAt: null })],
  'POST /api/applications/a-1/process': () => [200, processed('APPROVED')],
};

beforeEach(() => {
  calls = [];
  answers = { ...DEFAULT_ANSWERS };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: `${url.pathname}${url.search}`, body });
      const answer = answers[`${method} ${url.pathname}`];
      if (!answer) return json(404, { httpCode: 404, code: 'NOT_FOUND', message: 'No encontrado' });
      const [status, payload] = answer(body);
      return json(status, payload);
    }),
  );
  signIn(makeToken('client'));
});

afterEach(() => {
  app?.unmount();
  app = null;
  vi.unstubAllGlobals();
  localStorage.clear();
});

const user = () => userEvent.setup();
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const menuShown = () => screen.queryByRole('button', { name: 'Abrir menú' }) !== null;
const alertSays = (text: string) =>
  waitFor(() => expect(within(screen.getByRole('alert')).getByText(text)).toBeTruthy());

/** 'Continuar', then the next page's heading. */
async function next(u: ReturnType<typeof userEvent.setup>, heading: string) {
  await u.click(screen.getByRole('button', { name: 'Continuar' }));
  await findHeading(heading);
}

async function fillAddress(u: ReturnType<typeof userEvent.setup>) {
  await u.type(field('Calle'), 'Av. Álvaro Obregón');
  await u.type(field('Número exterior'), '121');
  await u.type(field('Código postal'), '06700');
  await screen.findByText('Cuauhtémoc, Ciudad de México, Ciudad de México');
  await u.selectOptions(field('Colonia'), 'Roma Norte');
  await u.selectOptions(field('Tipo de vivienda'), 'RENTED');
  await u.type(field('Renta mensual'), '8500');
  await u.selectOptions(field('Mes en que llegaste'), '03');
  await u.selectOptions(field('Año en que llegaste'), '2020');
}

async function startStore(u = user()) {
  app = openApp('/aplicacion-credito', fetchServices(), {
    usr: { applicationType: 'STORE', storeId: 's-1', storeName: 'Muebles Ruiz', promoterId: null },
    key: 'k',
    idx: 0,
  });
  await findHeading('Información de tu compra');
  await u.type(field('Precio de tu compra'), '12000');
  await u.type(field('Monto a financiar'), '10000');
  await screen.findByText('$1,843.21', {}, { timeout: 3000 });
  return u;
}

// Long user journeys through the whole app: a budget that holds on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

describe('credit application in the app', () => {
  // 'Total a pagar', the CAT's note, the address page's route and progress: the application model at UI level.
  it('store purchase: product with estimate, total and CAT, menu hidden, then address with the postal-code lookup', async () => {
    const u = await startStore();
    expect(menuShown()).toBe(false);
    expect(screen.getByText('Compra en Muebles Ruiz')).toBeTruthy();
    // The payments stated as the total counts them (this fake estimate is not the table's: 3 × $1,843.21).
    expect(screen.getByText('3 pagos mensuales de $1,843.21')).toBeTruthy();
    expect(screen.getByText('$5,529.63')).toBeTruthy();
    expect(within(screen.getByText('6 meses').closest('label') as HTMLElement).getByText('MSI')).toBeTruthy();
    const estimate = calls.find((c) => c.path.startsWith('/api/applications/estimated-monthly-payment'));
    expect(estimate?.path).toBe(
      '/api/applications/estimated-monthly-payment?creditAmount=10000&requestedPeriod=3&type=STORE&storeId=s-1',
    );
    await next(u, 'Datos de tu domicilio...');
    await u.type(field('Código postal'), '0670');
    await u.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getAllByText('El campo es requerido').length).toBeGreaterThan(0);
    expect(screen.getByText('El campo debe tener al menos 5 dígitos')).toBeTruthy();
  });

  it('a reload in the middle of domicilio and of empleo loses nothing', async () => {
    let u = await startStore();
    await next(u, 'Datos de tu domicilio...');
    await fillAddress(u);
    app = reload(app!);
    await findHeading('Datos de tu domicilio...');
    expect(field('Calle').value).toBe('Av. Álvaro Obregón');
    expect(field('Colonia').value).toBe('Roma Norte');
    expect(field('Renta mensual').value).toBe('8500');
    u = user();
    await u.selectOptions(field('Estado civil'), 'SINGLE');
    await next(u, 'Datos de tu empleo...');
    await u.selectOptions(field('Situación laboral'), 'EMPLOYED');
    await u.type(field('Empresa'), 'Comercializadora del Valle');
    app = reload(app!);
    await findHeading('Datos de tu empleo...');
    expect(field('Situación laboral').value).toBe('EMPLOYED');
    expect(field('Empresa').value).toBe('Comercializadora del Valle');
    // Back returns to domicilio with everything; a typed URL ahead of the furthest step is corrected.
    window.history.back();
    await findHeading('Datos de tu domicilio...');
    expect(field('Calle').value).toBe('Av. Álvaro Obregón');
  });

  it('references → permisos with the NIP; wrong NIP text; decision replaces the draft and survives a reload', async () => {
    const u = await startStore();
    await next(u, 'Datos de tu domicilio...');
    await fillAddress(u);
    await u.selectOptions(field('Estado civil'), 'SINGLE');
    await next(u, 'Datos de tu empleo...');
    await u.selectOptions(field('Situación laboral'), 'HOMEMAKER');
    await u.selectOptions(field('Dependientes económicos'), '6');
    await next(u, 'Referencias...');
    await u.type(field('Nombre completo de la referencia 1'), 'Lucía Hernández');
    await u.type(field('Teléfono de la referencia 1'), '5511122233');
    await u.type(field('Nombre completo de la referencia 2'), 'Jorge Campos');
    await u.type(field('Teléfono de la referencia 2'), '5544455566');
    await next(u, 'Permisos...');
    const create = calls.find((c) => c.method === 'POST' && c.path === '/api/applications');
    expect(create?.body).toMatchObject({
      type: 'STORE',
      storeId: 's-1',
      clientAddress: {
        postalCode: '06700',
        neighborhood: 'Roma Norte',
        addressType: 'RENTED',
        monthlyRent: 8500,
      },
      clientEmployment: { status: 'HOMEMAKER', economicDependents: 6 },
    });
    expect(screen.getByText('Podrás pedir un nuevo NIP en 60 s')).toBeTruthy();
    answers['POST /api/applications/a-1/process'] = () => [
      409,
      { httpCode: 409, code: 'WRONG_NIP', message: 'Has ingresado un NIP incorrecto.' },
    ];
    await u.click(
      field(
        'Autorizo la consulta de mi historial crediticio ante las sociedades de información crediticia. Esta autorización tiene una vigencia de 3 años.',
      ),
    );
    await u.click(field('Declaro que actúo a nombre propio.'));
    await u.type(field('NIP'), '123456');
    await u.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await alertSays('Has ingresado un NIP incorrecto.');
    answers['POST /api/applications/a-1/process'] = () => [
      200,
      processed('REJECTED', { rejectionReason: 'OVERDUE_ACCOUNTS ', overdueAccounts: 2 }),
    ];
    await u.type(field('NIP'), '654321');
    await u.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await findHeading('Por el momento no podemos aprobar tu solicitud');
    await waitForPath('/aplicacion-credito/resultado');
    expect(screen.getByText(overdueAccountsText(2))).toBeTruthy();
    // The URL changes (history push) before React commits the shell of the new route: read the menu once the
    // shell has rendered the result page (a bare read right after the URL raced that commit on a loaded machine).
    await waitFor(() => expect(menuShown()).toBe(true));
    expect(localStorage.getItem('pendingApplication')).toBeNull();
    app = reload(app!);
    await findHeading('Por el momento no podemos aprobar tu solicitud');
    await user().click(screen.getByRole('button', { name: 'Ir al inicio' }));
    await waitForPath('/');
  });

  it('a personal loan with the profile data submits at once: APPROVED goes to the contract', async () => {
    const services = fetchServices({
      'clients.me': async () => ({ ...clientProfile, currentAddressId: 'ad-1', currentEmploymentId: 'em-1' }),
    });
    answers['POST /api/applications/a-1/submit'] = () => [200, processed('APPROVED')];
    app = openApp('/aplicacion-credito', services, {
      usr: { applicationType: 'PERSONAL_LOAN' },
      key: 'k',
      idx: 0,
    });
    await findHeading('Información de tu préstamo');
    const u = user();
    await u.type(field('Monto del préstamo'), '15000');
    await screen.findByText('$1,843.21', {}, { timeout: 3000 });
    await next(u, '¡Tu solicitud ha sido autorizada!');
    // The cost shown before consent stays on the result: payments, total and CAT with the note.
    expect(screen.getByText('Total a pagar')).toBeTruthy();
    expect(screen.getByText('Pagos')).toBeTruthy();
    expect(screen.getByText(/Así se calcula/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/applications/a-1/submit')?.body).toEqual({});
    expect(calls.find((c) => c.path === '/api/applications')?.body).toMatchObject({
      type: 'PERSONAL_LOAN',
      productInformation: { productPrice: 15000, creditAmount: 15000, requestedPeriod: 3 },
    });
    await u.click(screen.getByRole('button', { name: 'Elegir plazo' }));
    await waitForPath('/firmar-aplicacion-credito/a-1');
  });

  // The limit page (its route, heading and §8 text by reason): the UI model (specScreen, checkApplication).
  describe('a stored store application without a store (§5 drop vs §8 alert: docs/flows.md) — the §8 alert and / on every entry', () => {
    const DRAFT = { context: { applicationType: 'STORE', storeId: null } } as const;
    const alerted = async () => {
      await alertSays(MISSING_STORE);
      await waitForPath('/');
    };

    it('a deep link to a later step (/aplicacion-credito/info-domicilio)', async () => {
      writeDraft('pendingApplication', DRAFT);
      app = openApp('/aplicacion-credito/info-domicilio', fetchServices());
      await alerted();
      // Told, not silently dropped: it stays until a new application replaces it or the session ends.
      expect(localStorage.getItem('pendingApplication')).not.toBeNull();
    });

    it("the browser's Back onto an application page", async () => {
      writeDraft('pendingApplication', DRAFT);
      // An application page earlier in this tab's history, then Mi cuenta; Back returns to the application page.
      window.history.replaceState(null, '', '/aplicacion-credito/info-domicilio');
      window.history.pushState(null, '', '/compras');
      app = openApp('/compras', fetchServices());
      await waitForPath('/compras');
      window.history.back();
      await alerted();
      expect(localStorage.getItem('pendingApplication')).not.toBeNull();
    });

    it('a reload of an application page, again and again', async () => {
      writeDraft('pendingApplication', DRAFT);
      app = openApp('/aplicacion-credito/info-empleo', fetchServices());
      await alerted();
      for (const step of ['/aplicacion-credito', '/aplicacion-credito/info-domicilio']) {
        window.history.pushState(null, '', step);
        app = reload(app);
        await alerted();
      }
    });
  });

  it('nothing to apply for: /aplicacion-credito goes to /iniciar-compra; a typed step URL is corrected', async () => {
    app = openApp('/aplicacion-credito/referencias', fetchServices());
    await waitForPath('/iniciar-compra');
    app.unmount();
    app = openApp('/aplicacion-credito/referencias', fetchServices(), {
      usr: { applicationType: 'PERSONAL_LOAN' },
      key: 'k',
      idx: 0,
    });
    await findHeading('Información de tu préstamo');
    await waitForPath('/aplicacion-credito');
  });
});

describe('documents of a pre-authorised application', () => {
  it('Subir documentos: link, identity widget, identity id, documents uploaded; a link failure names the phone', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    answers['GET /api/clients/kyc/a-1'] = () => [404, { httpCode: 404, code: 'NOT_FOUND', message: 'x' }];
    answers['PATCH /api/applications/a-1/identityId'] = (body) => [200, { id: 'a-1', ...(body as object) }];
    // The sandbox identity provider finishes the flow and gives the id the server holds for it.
    answers['POST /api/kyc-sandbox/flows/flow-1/finish'] = () => [
      200,
      { kycFlowId: 'flow-1', identityId: 'idv_sandbox_00ff00ff00ff00ff', status: 'FINISHED' },
    ];
    answers['POST /api/applications/a-1/transition-to-documents-uploaded'] = () => [
      200,
      processed('DOCUMENTS_UPLOADED', { processedAt: null }),
    ];
    writeDraft('applicationResult', {
      ...processed('PREAPPROVED'),
      status: 'PREAPPROVED',
      applicationType: 'PERSONAL_LOAN',
      storeId: null,
    });
    app = openApp('/aplicacion-credito/resultado', fetchServices());
    await findHeading('¡Tu solicitud ha sido pre-autorizada!');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Subir documentos' }));
    await alertSays(
      'No pudimos obtener el link para subir sus documentos, si el problema persiste comuníquese con soporte al (555) 555-5555',
    );
    answers['GET /api/clients/kyc/a-1'] = () => [
      200,
      { kycFlowId: 'flow-1', verificationId: null, url: null },
    ];
    await u.click(await screen.findByRole('button', { name: 'Subir documentos' }));
    await screen.findByRole('dialog', { name: 'Verificación de identidad' });
    for (const title of ['Frente de tu identificación', 'Reverso de tu identificación', 'Selfie']) {
      await u.upload(
        screen.getByLabelText(`Foto: ${title}`),
        new File(['x'], 'foto.jpg', { type: 'image/jpeg' }),
      );
      await u.click(screen.getByRole('button', { name: title === 'Selfie' ? 'Enviar fotos' : 'Continuar' }));
    }
    await waitForPath('/documentos-subidos-con-exito');
    await findHeading('¡Recibimos tus documentos!');
    const finished = calls.findIndex((c) => c.path === '/api/kyc-sandbox/flows/flow-1/finish');
    const patch = calls.findIndex((c) => c.method === 'PATCH');
    expect(finished).toBeGreaterThanOrEqual(0);
    expect(patch).toBeGreaterThan(finished);
    expect(calls[patch]?.path).toBe('/api/applications/a-1/identityId');
    // Exactly the provider's id, never one the browser made up.
    expect(calls[patch]?.body).toEqual({ kycIdentityId: 'idv_sandbox_00ff00ff00ff00ff' });
    expect(calls.at(-1)?.path).toBe('/api/applications/a-1/transition-to-documents-uploaded');
  }, 20_000);
});
