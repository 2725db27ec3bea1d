/**
 * Home (/) through the real app: the tracker's links, the no-limit dashboard's copy, the kept figures, and an
 * application a promoter filed in the client's name that waits for their consent (listed under the home, with
 * 'Cancelar', a confirmation and the call; axe finds nothing, jsdom). The
 * dashboard's figures (available = limit − overdue − current, the §8 text and warning instead of a figure that
 * may be false) are the home model's (`checkDashboard`, home.model.ts), the floor at 0 is
 * `creditAvailable`'s (tests/unit/domain/limits.test.ts), the limit's line is tests/e2e/home.spec.ts'.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { EndpointKey } from '../../../src/api/call';
import type { Application } from '../../../src/api/contract/applications';
import { overdueAndCurrent as balance } from '../../fixtures/account.ts';
import { application, profileWith, SIGNING_ROUTES } from '../../fixtures/signing';
import {
  type FakeServices,
  fakeServices,
  HttpError,
  makeToken,
  openApp,
  type Rendered,
  signIn,
  waitForPath,
} from '../../ui/app/harness';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  localStorage.clear();
});

/**
 * The profile, applications and balances (`balances: null`: the balance read fails; `fail`: the applications read
 * fails); every answer waits for `open()` when `held` (the network of a returning visit, still on its way).
 * `applications.cancel` answers `cancel` (recorded in `cancels`); once one is answered the list is `afterCancel`.
 */
function homeServices(
  items: Application[],
  balances: unknown[] | null = [],
  profile = profileWith(),
  options: {
    held?: boolean;
    fail?: boolean;
    cancel?: () => Promise<unknown>;
    afterCancel?: Application[];
  } = {},
) {
  let open: () => void = () => {};
  const gate = options.held ? new Promise<void>((resolve) => (open = resolve)) : Promise.resolve();
  const base = fakeServices();
  const cancels: string[] = [];
  let cancelled = false;
  const call = (async (key: EndpointKey, opts: { params?: { id?: string } }) => {
    await gate;
    if (key === 'clients.me') return profile;
    if (key === 'applications.list') {
      if (options.fail) throw new HttpError(503);
      return { items: cancelled ? (options.afterCancel ?? items) : items, profile };
    }
    if (key === 'payments.balance') {
      if (balances === null) throw new HttpError(503);
      return { balances };
    }
    if (key === 'applications.cancel' && options.cancel) {
      cancels.push(`cancel ${opts.params?.id}`);
      const answer = await options.cancel();
      cancelled = true;
      return answer;
    }
    return base.call(key as never, opts as never);
  }) as FakeServices['call'];
  return Object.assign({ ...base, call } as FakeServices, { open: () => open(), cancels });
}

describe('home (/)', () => {
  it("APPROVED: 'Elegir plazo' leads to the term selection", async () => {
    const user = userEvent.setup();
    signIn(makeToken('client'));
    app = openApp('/', homeServices([application()]));
    const list = await screen.findByRole('list', { name: 'Pasos de tu solicitud' });
    await user.click(within(list).getByRole('link', { name: 'Elegir plazo' }));
    await waitForPath(SIGNING_ROUTES.chooseTerm);
  });

  it('SIGNED store purchase: the store was notified; PREAPPROVED: the upload-documents action', async () => {
    signIn(makeToken('client'));
    app = openApp('/', homeServices([application({ status: 'SIGNED' })]));
    expect(await screen.findByText(/Notificamos al comercio/)).toBeTruthy();
    app.unmount();
    app = openApp('/', homeServices([application({ status: 'PREAPPROVED' })]));
    // The documents flow of the credit application, for this application: a click asks for its identity-flow
    // link (no fake answers it here: the §8 text with the support phone).
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Subir documentos' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('alert')).getByText(
          'No pudimos obtener el link para subir sus documentos, si el problema persiste comuníquese con soporte al (555) 555-5555',
        ),
      ).toBeTruthy(),
    );
  });

  it('no limit yet (0): what they may ask for (§6: $50,000 store, $20,000 personal loan), never $0.00', async () => {
    signIn(makeToken('client'));
    app = openApp('/', homeServices([], [], profileWith({ creditLimit: 0 })));
    const list = await screen.findByRole('list', { name: 'Puedes solicitar hasta' });
    expect(within(list).getByText('$50,000.00')).toBeTruthy();
    expect(within(list).getByText('en una compra a meses en tienda')).toBeTruthy();
    expect(within(list).getByText('$20,000.00')).toBeTruthy();
    expect(within(list).getByText('en un préstamo personal')).toBeTruthy();
    expect(screen.getByText(/Aún no tienes un límite de crédito/)).toBeTruthy();
    expect(screen.queryByText(/\$0\.00/)).toBeNull();
    expect(screen.queryByText('Crédito disponible')).toBeNull();
    expect(screen.getByRole('link', { name: 'Iniciar compra' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Solicitar préstamo personal' })).toBeTruthy();
  });
  // A suspended client: the notice on /, any other page sends them there: the access walk
  // (tests/ui/app/access-walk.test.tsx, state suspended on every §2 route).
});

/**
 * Home painted from the figures kept at the last visit (src/app/profileCache.ts): the shell and the last-known
 * figures at once with "Actualizando…", replaced by the fresh ones; never for another token, a suspended client or
 * after logout.
 */
const UPDATING = 'Actualizando…';
const SESSION_SPINNER = 'Cargando tu información';

const LAST_VISIT = profileWith({ creditLimit: 30000 });
const TODAY = profileWith({ creditLimit: 40000 });

/** A first visit of `token`: the home loads and the app keeps its profile and figures. */
async function firstVisit(token: string) {
  signIn(token);
  app = openApp('/', homeServices([], [balance(1000, 4000.5)], LAST_VISIT));
  expect(await screen.findByText('$24,999.50')).toBeTruthy();
  await waitFor(() => expect(JSON.parse(localStorage.getItem('lastProfile') ?? '{}').home).toBeTruthy());
  app.unmount();
  app = null;
}

describe('home painted from the kept figures', () => {
  it('shows the last-known figures at once with "Actualizando…", then the fresh ones without it', async () => {
    const token = makeToken('client');
    await firstVisit(token);
    const today = homeServices([], [balance(1000, 4000.5)], TODAY, { held: true });
    app = openApp('/', today);
    // Before any answer: the shell and the kept figures (formatted as the fresh ones are), marked.
    const section = await screen.findByRole('region', { name: 'Inicio' });
    expect(within(section).getByRole('status').textContent).toBe(UPDATING);
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(within(section).getByText('$24,999.50')).toBeTruthy();
    expect(within(section).getByText('Límite de crédito: $30,000.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeTruthy();
    expect(screen.queryByText(SESSION_SPINNER)).toBeNull();
    // The answers replace them and the mark goes: no stale figure is left.
    today.open();
    expect(await screen.findByText('$34,999.50')).toBeTruthy();
    expect(screen.getByText('Límite de crédito: $40,000.00')).toBeTruthy();
    expect(screen.queryByText(UPDATING)).toBeNull();
    expect(screen.queryByText('$24,999.50')).toBeNull();
    expect(screen.queryByText('Límite de crédito: $30,000.00')).toBeNull();
    expect(screen.getByRole('region', { name: 'Inicio' }).getAttribute('aria-busy')).toBe('false');
  });

  it('a failed load drops the kept figures: the failure, not stale figures without the mark', async () => {
    const token = makeToken('client');
    await firstVisit(token);
    const today = homeServices([], [], TODAY, { held: true, fail: true });
    app = openApp('/', today);
    expect(await screen.findByText('$24,999.50')).toBeTruthy();
    today.open();
    expect(await screen.findByText('No pudimos cargar tu información.')).toBeTruthy();
    expect(screen.queryByText('$24,999.50')).toBeNull();
    expect(screen.queryByText(UPDATING)).toBeNull();
  });

  it('logout clears the kept figures: the next sign-in waits for the profile', async () => {
    const user = userEvent.setup();
    const token = makeToken('client');
    await firstVisit(token);
    app = openApp('/', homeServices([], [balance(1000, 4000.5)], LAST_VISIT));
    await screen.findByText('$24,999.50');
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(localStorage.getItem('lastProfile')).toBeNull();
    app.unmount();
    signIn(token);
    app = openApp('/', homeServices([], [], TODAY, { held: true }));
    expect(await screen.findByText(SESSION_SPINNER)).toBeTruthy();
    expect(screen.queryByText('$24,999.50')).toBeNull();
    expect(screen.queryByText(UPDATING)).toBeNull();
  });

  it("never shows another token's kept figures", async () => {
    await firstVisit(makeToken('client', { sub: 'otro-cliente' }));
    signIn(makeToken('client'));
    app = openApp('/', homeServices([], [], TODAY, { held: true }));
    expect(await screen.findByText(SESSION_SPINNER)).toBeTruthy();
    expect(screen.queryByText('$24,999.50')).toBeNull();
    expect(screen.queryByText(UPDATING)).toBeNull();
  });

  it('never paints a suspended client from the cache', async () => {
    const token = makeToken('client');
    signIn(token);
    // An entry that says suspended (the app never keeps one; written by hand).
    localStorage.setItem(
      'lastProfile',
      JSON.stringify({
        v: 1,
        token,
        profile: profileWith({ isSuspended: true, creditLimit: 30000 }),
        home: { applications: { items: [], profile: LAST_VISIT }, balances: [] },
      }),
    );
    const today = homeServices([], [], profileWith({ isSuspended: true }), { held: true });
    app = openApp('/', today);
    expect(await screen.findByText(SESSION_SPINNER)).toBeTruthy();
    expect(screen.queryByText(UPDATING)).toBeNull();
    expect(screen.queryByText('Límite de crédito: $30,000.00')).toBeNull();
    today.open();
    expect(await screen.findByRole('heading', { name: 'Tu cuenta ha sido suspendida' })).toBeTruthy();
  });

  it('a client suspended since the last visit: the notice replaces the kept figures, which are dropped', async () => {
    const token = makeToken('client');
    await firstVisit(token);
    const today = homeServices([], [], profileWith({ isSuspended: true }), { held: true });
    app = openApp('/', today);
    expect(await screen.findByText(UPDATING)).toBeTruthy();
    today.open();
    expect(await screen.findByRole('heading', { name: 'Tu cuenta ha sido suspendida' })).toBeTruthy();
    expect(screen.queryByText('$24,999.50')).toBeNull();
    expect(localStorage.getItem('lastProfile')).toBeNull();
  });
});

/**
 * Applications filed in the client's name (home.pending-consent.test.ts: the machine).
 */
const PENDING = application({
  id: 'a0000000-0000-4000-8000-0000000000c1',
  serialNumber: 'SOL-000777',
  status: 'PENDING_CLIENT_CONSENT',
  creditAmount: 45_000,
});

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('home: applications filed in the client’s name', () => {
  it('listed under the dashboard; Cancelar asks to confirm, then cancels and the list loads again', async () => {
    const user = userEvent.setup();
    signIn(makeToken('client'));
    const fake = homeServices([PENDING], [], profileWith({ creditLimit: 30_000 }), {
      afterCancel: [],
      cancel: async () => ({
        id: PENDING.id,
        status: 'REJECTED',
        processedAt: null,
        rejectionReason: 'CANCELLED_BY_CLIENT',
      }),
    });
    app = openApp('/', fake);
    const section = (
      await screen.findByRole('heading', { name: 'Solicitudes registradas a tu nombre' })
    ).closest('section')!;
    expect(within(section).getByText('Solicitud SOL-000777 · $45,000.00')).toBeTruthy();
    expect(within(section).getByText(/Registrada en Muebles del Centro\. Si tú no la pediste/)).toBeTruthy();
    expect(screen.getByText('Crédito disponible')).toBeTruthy();
    expect(await violations()).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Cancelar la solicitud SOL-000777' }));
    // The dialog's code loads with the list (not with the page); pressed this early, it shows once it arrives.
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar esta solicitud?' });
    expect(dialog.textContent).toContain('Ya nadie podrá autorizarla ni procesarla.');
    expect(await violations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'No, conservarla' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.cancels).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancelar la solicitud SOL-000777' }));
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByText('Cancelamos la solicitud.')).toBeTruthy();
    expect(fake.cancels).toEqual([`cancel ${PENDING.id}`]);
    expect(screen.queryByRole('heading', { name: 'Solicitudes registradas a tu nombre' })).toBeNull();
  });

  it('a refused cancellation keeps the application listed and says so', async () => {
    const user = userEvent.setup();
    signIn(makeToken('client'));
    const fake = homeServices([application(), PENDING], [], profileWith({ creditLimit: 30_000 }), {
      cancel: async () => {
        throw new Error('HTTP 422');
      },
    });
    app = openApp('/', fake);
    // Under the tracker too.
    await screen.findByRole('list', { name: 'Pasos de tu solicitud' });
    await user.click(await screen.findByRole('button', { name: 'Cancelar la solicitud SOL-000777' }));
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    const failed = await screen.findByText('No pudimos cancelar la solicitud, vuelve a intentarlo.');
    expect(failed.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('button', { name: 'Cancelar la solicitud SOL-000777' })).toBeTruthy();
  });
});
