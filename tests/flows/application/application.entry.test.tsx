/**
 * The entry pages in the real app with the real API modules over a fake `fetch`: /iniciar-compra (the debounced
 * search's request, limit 5, never empty, a store picked), /confirmacion, /solicitud (lookup and its §8 errors)
 * and /prestamo-personal (utm with defaults).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EndpointKey } from '../../../src/api/call';
import { createApiCall } from '../../../src/app/api-services';
import { readDraft } from '../../../src/app/drafts';
import {
  clientProfile,
  type FakeServices,
  fetchServices,
  findHeading,
  makeToken,
  openApp,
  type Rendered,
  signIn,
  waitForPath,
} from '../../ui/app/harness';

let app: Rendered | null = null;
let calls: string[] = [];
/** GET /applications/balance, when a test sets it: its status and body. */
let balanceAnswer: [number, unknown] | null = null;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const STORE = { id: 's-1', name: 'Muebles Ruiz', sector: 'HOME_AND_FURNITURE' };

beforeEach(() => {
  calls = [];
  balanceAnswer = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      calls.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/stores') return json(200, { stores: [STORE] });
      if (url.pathname === '/api/applications/balance' && balanceAnswer) return json(...balanceAnswer);
      if (url.pathname === '/api/business/stores/s-1') return json(200, { storeExists: true, store: STORE });
      if (url.pathname.startsWith('/api/business/stores/'))
        return json(200, { storeExists: false, store: null });
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

const alertText = (text: string) =>
  waitFor(() => expect(within(screen.getByRole('alert')).getByText(text)).toBeTruthy());

describe('entry pages', () => {
  it('/iniciar-compra searches 1000 ms after typing, never empty, and picks a store for /confirmacion', {
    timeout: 20_000,
  }, async () => {
    signIn(makeToken('client'));
    app = openApp('/iniciar-compra', fetchServices());
    await findHeading('Iniciar compra');
    // The page's texts, the sector labels and the empty result: the store search model (storeSearch.ui.test.tsx).
    const search = screen.getByPlaceholderText('Buscar comercio...');
    const u = userEvent.setup();
    await u.type(search, 'mueb');
    expect(calls.filter((c) => c.startsWith('/api/stores'))).toEqual([]);
    await screen.findByText('Muebles Ruiz', {}, { timeout: 3000 });
    expect(calls.filter((c) => c.startsWith('/api/stores'))).toEqual(['/api/stores?name=mueb&limit=5']);
    await u.clear(search);
    await u.type(search, ' ');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(calls.filter((c) => c.startsWith('/api/stores'))).toHaveLength(1);
    await u.clear(search);
    await u.type(search, 'ruiz');
    await u.click(await screen.findByRole('button', { name: /Muebles Ruiz/ }, { timeout: 3000 }));
    await findHeading('Comercio seleccionado');
    await waitForPath('/confirmacion');
    await u.click(screen.getByRole('button', { name: 'Iniciar' }));
    await findHeading('Información de tu compra');
    expect(screen.getByText('Compra en Muebles Ruiz')).toBeTruthy();
  });

  it('/confirmacion without a store goes to /iniciar-compra', async () => {
    app = openApp('/confirmacion', fetchServices());
    await waitForPath('/iniciar-compra');
  });

  it('/confirmacion: the available limit is the limit minus overdue and current balances, as the product step enforces', async () => {
    signIn(makeToken('client'));
    // The balances through the real API module (the harness's fake answers none), over the stubbed fetch.
    const services = (creditLimit = 30000): FakeServices => {
      const base = fetchServices({ 'clients.me': async () => ({ ...clientProfile, creditLimit }) });
      const api = createApiCall(() => localStorage.getItem('authToken'));
      const call = ((key: EndpointKey, options: never) =>
        key === 'payments.balance' ? api(key, options) : base.call(key, options)) as FakeServices['call'];
      return { ...base, call };
    };
    const withStore = { usr: { store: STORE }, key: 'k', idx: 0 };
    const zero = { VAT: 0, economicCapital: 0, interests: 0, paymentsTotal: 0, ministrations: 0 };
    const balance = (overdueBalance: number, currentBalance: number) => {
      const totalBalance = Math.round((overdueBalance + currentBalance) * 100) / 100;
      const currentMonthsBalance = { ...zero, overdueBalance, currentBalance, totalBalance };
      const creditBalance = { currentMonthsBalance, nextMonthsBalance: { overdueBalance: 0 } };
      return { applicationId: 'old-1', creditBalance };
    };
    balanceAnswer = [200, { balances: [balance(1000, 4000.5), balance(0, 2500)] }];
    app = openApp('/confirmacion', services(), withStore);
    await findHeading('Comercio seleccionado');
    expect(await screen.findByText('Tu límite disponible es de $22,499.50')).toBeTruthy();
    expect(screen.queryByText(/\$30,000\.00/)).toBeNull();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Iniciar' }));
    await findHeading('Información de tu compra');
    expect(await screen.findByText('Tu límite disponible es de $22,499.50')).toBeTruthy();
    app.unmount();

    // More in use than the limit: 0, never a negative amount.
    balanceAnswer = [200, { balances: [balance(20000, 10000.01)] }];
    app = openApp('/confirmacion', services(), withStore);
    expect(await screen.findByText('Tu límite disponible es de $0.00')).toBeTruthy();
    app.unmount();

    // The balances cannot be read: no figure, the §8 text and the 8 s warning.
    balanceAnswer = [503, { httpCode: 503, code: 'UNAVAILABLE', message: 'No disponible' }];
    app = openApp('/confirmacion', services(), withStore);
    await screen.findByText('Lo sentimos, estamos teniendo problemas para mostrar tu saldo...');
    const noLoans = 'No pudimos obtener tus préstamos, por favor comunícate con soporte al (555) 555-5555';
    await waitFor(() => expect(screen.getByText(noLoans)).toBeTruthy());
    expect(screen.queryByText(/Tu límite disponible/)).toBeNull();
    app.unmount();

    // No limit (0): no limit line, and the balances are not asked for.
    calls = [];
    app = openApp('/confirmacion', services(0), withStore);
    await findHeading('Comercio seleccionado');
    expect(screen.queryByText(/Tu límite disponible/)).toBeNull();
    expect(calls.filter((c) => c.startsWith('/api/applications/balance'))).toEqual([]);
  });

  it('/solicitud: a link without storeId and an unknown store go to / with the §8 text', async () => {
    signIn(makeToken('client'));
    app = openApp('/solicitud?storeName=X', fetchServices());
    await alertText('Se necesita usar un link de tienda para crear una solicitud.');
    await waitForPath('/');
    app.unmount();
    app = openApp('/solicitud?storeId=nope', fetchServices());
    await alertText('No se encontró la tienda solicitada.');
    await waitForPath('/');
  });

  it('/solicitud logged out: the store headline, then sign-in keeps the store application', async () => {
    app = openApp('/solicitud?storeId=s-1&promoterId=p-7&storeName=Muebles%20Ruiz', fetchServices());
    await findHeading('Compra hoy y paga a meses en Muebles Ruiz');
    expect(screen.getByRole('button', { name: 'Crea tu cuenta' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ingresa a tu cuenta' }));
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/login?prestamo=tienda'),
    );
    expect(readDraft('pendingApplication')).toEqual({
      context: { applicationType: 'STORE', storeId: 's-1', storeName: 'Muebles Ruiz', promoterId: 'p-7' },
    });
  });

  it('/prestamo-personal keeps the utm with the defaults and starts a personal loan', async () => {
    signIn(makeToken('client'));
    app = openApp('/prestamo-personal?utm_source=facebook&utm_campaign=buen-fin', fetchServices());
    await findHeading('Obtén hoy hasta $20,000 en tu cuenta');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Solicitar' }));
    await findHeading('Información de tu préstamo');
    await waitFor(() => expect(calls).toContain('/api/applications/can-create?type=PERSONAL_LOAN'));
  });

  it('/prestamo-personal logged out offers sign-up and sign-in (?prestamo=personal)', async () => {
    app = openApp('/prestamo-personal?utm_medium=email', fetchServices());
    await findHeading('Obtén hoy hasta $20,000 en tu cuenta');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitForPath('/crear-cuenta');
    expect(readDraft('pendingApplication')).toEqual({
      context: { applicationType: 'PERSONAL_LOAN', utm: { medium: 'email', source: 'clients-webapp' } },
    });
  });
});
