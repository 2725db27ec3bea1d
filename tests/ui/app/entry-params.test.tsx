/**
 * The entry pages run for real with the query strings of spec §2, every value class (present, absent, empty,
 * blank or padded, malformed), defaults included: /solicitud (storeId, promoterId, storeName), /prestamo-personal
 * (utm_*), /login (prestamo). The page's own code reads the URL (nothing is handed to a flow ready-made); each case
 * checks what the flow then holds (the application's draft: the machine's own snapshot, saved once it rests on its
 * first step, spec §4 "Drafts persist locally") and what the screen shows.
 *
 * Expectations are written from the spec: §2 "Store purchase entry", "Login and password", §4 "Login", §8 (store
 * link errors), §9 (utm defaults).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDraft } from '../../../src/app/drafts';
import { preloadPage } from '../../../src/app/router';
import { buttonsNamed, getButton, pageHeading } from '../../model/harness/queries';
import { fetchServices, makeToken, openApp, type Rendered, signIn, waitForPath } from './harness';

const STORE = { id: 's-1', name: 'Muebles Ruiz', sector: 'HOME_AND_FURNITURE' };
/** §2 "Store purchase entry" and §8. */
const SPEC = {
  storeHeadline: (name: string) => `Compra hoy y paga a meses en ${name}`,
  personalHeadline: 'Obtén hoy hasta $20,000 en tu cuenta',
  noStoreId: 'Se necesita usar un link de tienda para crear una solicitud.',
  storeNotFound: 'No se encontró la tienda solicitada.',
  utmDefaults: { medium: 'organic', source: 'clients-webapp' },
} as const;

let app: Rendered | null = null;
let lookups: string[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// The pages' code once, before the cases (a first load is slow on a busy machine, and no case is about it).
beforeAll(async () => {
  await Promise.all(['/solicitud', '/aplicacion-credito', '/login', '/', '/crear-cuenta'].map(preloadPage));
}, 60_000);

beforeEach(() => {
  lookups = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname.startsWith('/api/business/stores/')) {
        lookups.push(decodeURIComponent(url.pathname.slice('/api/business/stores/'.length)));
        return url.pathname === '/api/business/stores/s-1'
          ? json(200, { storeExists: true, store: STORE })
          : json(200, { storeExists: false, store: null });
      }
      if (url.pathname === '/api/applications/can-create') return json(200, { canCreateApplication: true });
      if (url.pathname.endsWith('/no-interest-payments')) return json(200, { noInterestPayments: [] });
      return json(404, { httpCode: 404, code: 'NOT_FOUND', message: 'No encontrado' });
    }),
  );
});

afterEach(() => {
  app?.unmount();
  app = null;
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** What the application flow holds once it rests on its first step (its saved snapshot's context). */
async function flowContext(): Promise<Record<string, unknown>> {
  await waitForPath('/aplicacion-credito');
  let context: Record<string, unknown> | undefined;
  await waitFor(() => {
    context = (readDraft('pendingApplication') as { context?: Record<string, unknown> } | null)?.context;
    expect(context?.profile, 'the flow saved its own snapshot').toBeDefined();
  });
  return context as Record<string, unknown>;
}

const headingIs = (text: string) => waitFor(() => expect(pageHeading()).toBe(text));
const alertSays = (text: string) =>
  waitFor(() => expect(within(screen.getByRole('alert')).getByText(text)).toBeTruthy());

async function signInThroughForm(): Promise<void> {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@correo.mx');
  await user.type(screen.getByLabelText('Contraseña'), 'secreta123');
  await user.click(getButton('Iniciar sesión'));
}

describe('/solicitud: storeId, promoterId, storeName', () => {
  /** A link that finds the store: [name, query, the promoter (or none)]; the looked-up store is always s-1. */
  const found: readonly [string, string, string | null][] = [
    ['all present', 'storeId=s-1&promoterId=p-7&storeName=Muebles%20Ruiz', 'p-7'],
    ['only storeId', 'storeId=s-1', null],
    ['promoterId and storeName empty', 'storeId=s-1&promoterId=&storeName=', null],
    ['storeId padded with spaces', 'storeId=%20s-1%20&promoterId=p-7', 'p-7'],
  ];

  it.each(found)(
    '%s: the store headline, then the store application with its store and promoter',
    async (_, query, promoterId) => {
      signIn(makeToken('client'));
      app = openApp(`/solicitud?${query}`, fetchServices());
      await headingIs(SPEC.storeHeadline(STORE.name));
      expect(lookups).toEqual(['s-1']);
      await userEvent.setup().click(getButton('Solicitar'));
      const c = await flowContext();
      const held = [c.applicationType, c.storeId, c.storeName, c.promoterId];
      expect(held).toEqual(['STORE', STORE.id, STORE.name, promoterId]);
      // The store purchase is preselected: its price field and the store's name.
      expect(await screen.findByLabelText('Precio de tu compra')).toBeTruthy();
      expect(screen.getByText(`Compra en ${STORE.name}`)).toBeTruthy();
    },
  );

  it('a visitor keeps the link through sign-in (/login?prestamo=tienda): the same store application', async () => {
    app = openApp('/solicitud?storeId=s-1&promoterId=&storeName=Muebles%20Ruiz', fetchServices());
    await headingIs(SPEC.storeHeadline(STORE.name));
    expect(buttonsNamed('Solicitar')).toEqual([]);
    await userEvent.setup().click(getButton('Ingresa a tu cuenta'));
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/login?prestamo=tienda'),
    );
    await signInThroughForm();
    const context = await flowContext();
    expect([context.applicationType, context.storeId, context.storeName, context.promoterId]).toEqual([
      'STORE',
      's-1',
      'Muebles Ruiz',
      null,
    ]);
    expect(await screen.findByLabelText('Precio de tu compra')).toBeTruthy();
  });

  /** §8: no storeId (absent, empty, blank) and an unknown one: the alert, then / (no application started). */
  const refused: readonly [string, string, string, string[]][] = [
    ['storeId absent', 'promoterId=p-7&storeName=Muebles%20Ruiz', SPEC.noStoreId, []],
    ['storeId empty', 'storeId=&storeName=Muebles%20Ruiz', SPEC.noStoreId, []],
    ['storeId blank', 'storeId=%20%20', SPEC.noStoreId, []],
    ['storeId unknown', 'storeId=no-existe&storeName=Muebles%20Ruiz', SPEC.storeNotFound, ['no-existe']],
  ];

  it.each(refused)('%s: the §8 alert and home, nothing started', async (_, query, text, lookup) => {
    signIn(makeToken('client'));
    app = openApp(`/solicitud?${query}`, fetchServices());
    await alertSays(text);
    await waitForPath('/');
    expect(lookups).toEqual(lookup);
    expect(readDraft('pendingApplication')).toBeNull();
  });
});

describe('/prestamo-personal: utm_* with the §2 defaults', () => {
  const long = 'x'.repeat(40);
  const D = SPEC.utmDefaults;
  const all = 'utm_source=facebook&utm_medium=cpc&utm_campaign=buen-fin&utm_term=credito&utm_content=banner';
  const cases: readonly [string, string, Record<string, string>][] = [
    ['absent: the defaults', '', D],
    [
      'all present',
      all,
      { source: 'facebook', medium: 'cpc', campaign: 'buen-fin', term: 'credito', content: 'banner' },
    ],
    ['source only: medium by default', 'utm_source=google', { ...D, source: 'google' }],
    ['medium only: source by default', 'utm_medium=email', { ...D, medium: 'email' }],
    ['empty values: the defaults', 'utm_source=&utm_medium=&utm_campaign=', D],
    [
      'blank and padded values',
      `utm_source=%20%20&utm_medium=%20sms%20&utm_campaign=${long}`,
      { ...D, medium: 'sms', campaign: long },
    ],
    ['not utm parameters (other names, upper case)', 'UTM_SOURCE=tv&source=radio&prestamo=tienda', D],
  ];

  it.each(cases)('%s: the personal loan starts with them', async (_, query, utm) => {
    signIn(makeToken('client'));
    app = openApp(`/prestamo-personal${query ? `?${query}` : ''}`, fetchServices());
    await headingIs(SPEC.personalHeadline);
    await userEvent.setup().click(getButton('Solicitar'));
    const context = await flowContext();
    expect([context.applicationType, context.utm]).toEqual(['PERSONAL_LOAN', utm]);
    // The personal loan is preselected: no store price, no store.
    await waitFor(() => expect(screen.getByText(SPEC.personalHeadline)).toBeTruthy());
    expect(screen.queryByLabelText('Precio de tu compra')).toBeNull();
    expect(context.storeId).toBeNull();
  });

  it('a visitor signing up keeps them (with the defaults) for after sign-up', async () => {
    app = openApp('/prestamo-personal?utm_campaign=buen-fin&utm_medium=', fetchServices());
    await headingIs(SPEC.personalHeadline);
    expect(buttonsNamed('Solicitar')).toEqual([]);
    await userEvent.setup().click(getButton('Crear cuenta'));
    await waitForPath('/crear-cuenta');
    expect(readDraft('pendingApplication')).toEqual({
      context: { applicationType: 'PERSONAL_LOAN', utm: { ...SPEC.utmDefaults, campaign: 'buen-fin' } },
    });
  });
  it('a visitor signing in keeps them: the personal loan after sign-in carries the landing utm', async () => {
    app = openApp('/prestamo-personal?utm_source=facebook&utm_campaign=buen-fin', fetchServices());
    await headingIs(SPEC.personalHeadline);
    await userEvent.setup().click(getButton('Iniciar sesión'));
    await waitForPath('/login');
    expect(new URLSearchParams(window.location.search).get('prestamo')).toBe('personal');
    await signInThroughForm();
    const utm = { ...SPEC.utmDefaults, source: 'facebook', campaign: 'buen-fin' };
    const context = await flowContext();
    expect([context.applicationType, context.utm]).toEqual(['PERSONAL_LOAN', utm]);
  });
});

describe('/login?prestamo=', () => {
  const storeDraft = () =>
    localStorage.setItem(
      'pendingApplication',
      JSON.stringify({
        savedAt: Date.now(),
        value: {
          context: { applicationType: 'STORE', storeId: 's-1', storeName: 'Muebles Ruiz', promoterId: null },
        },
      }),
    );

  it('personal: the stored application is cleared and a personal loan starts', async () => {
    storeDraft();
    app = openApp('/login?prestamo=personal', fetchServices());
    await signInThroughForm();
    const context = await flowContext();
    expect([context.applicationType, context.storeId, context.utm]).toEqual([
      'PERSONAL_LOAN',
      null,
      SPEC.utmDefaults,
    ]);
    await waitFor(() => expect(screen.getByText(SPEC.personalHeadline)).toBeTruthy());
    expect(screen.queryByLabelText('Precio de tu compra')).toBeNull();
  });

  it('tienda: back to the stored store application', async () => {
    storeDraft();
    app = openApp('/login?prestamo=tienda', fetchServices());
    await signInThroughForm();
    const context = await flowContext();
    expect([context.applicationType, context.storeId, context.storeName]).toEqual([
      'STORE',
      's-1',
      'Muebles Ruiz',
    ]);
    expect(await screen.findByLabelText('Precio de tu compra')).toBeTruthy();
  });

  it.each([
    ['absent', '/login'],
    ['empty', '/login?prestamo='],
    ['another case', '/login?prestamo=PERSONAL'],
    ['unknown', '/login?prestamo=tiendas'],
  ])('%s: an ordinary sign-in (home), the stored application left as it was', async (_, url) => {
    storeDraft();
    const stored = localStorage.getItem('pendingApplication');
    app = openApp(url, fetchServices());
    await signInThroughForm();
    await waitForPath('/');
    await headingIs('Inicio');
    expect(localStorage.getItem('pendingApplication')).toBe(stored);
  });
});
