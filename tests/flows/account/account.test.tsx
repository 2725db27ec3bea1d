/**
 * Mi cuenta, payment alternatives, help, referral and profile through the real app (router, guards, shell,
 * session, toast) with a fake `call`: what each page shows, the empty and failed states, copy, toggles with
 * rollback, the reset notice, and axe on every page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountData, balanceOf, samplePayoff, sampleSchedule } from '../../fixtures/account';
import {
  captureFiles,
  clientProfile,
  type FakeServices,
  fakeServices,
  findHeading,
  HttpError,
  makeToken,
  openApp,
  type Rendered,
  signIn,
  waitForPath,
  withCalls,
} from '../../ui/app/harness';

type Handlers = Parameters<typeof withCalls>[0];

/** The harness's fakes plus the account endpoints (anything else still goes to the harness). */
function services(handlers: Handlers = {}, base = fakeServices()): FakeServices {
  const data = accountData();
  return withCalls(
    {
      'applications.list': async () => ({
        items: data.applications,
        profile: { ...clientProfile, creditLimit: 30_000 },
      }),
      'payments.balance': async () => ({ balances: data.balances }),
      'payments.list': async () => ({ payments: data.payments }),
      'payments.schedule': async () => ({ applicationId: 'a-1', instalments: sampleSchedule }),
      'payments.payoff': async () => samplePayoff,
      ...handlers,
    },
    base,
  );
}

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

let app: Rendered | null = null;
/** Opens `path` (closing what was open) and waits for its heading. */
function reopen(path: string, fakes: FakeServices = services()): Rendered {
  app?.unmount();
  app = openApp(path, fakes);
  return app;
}
async function visit(path: string, heading: string, fakes: FakeServices = services()) {
  reopen(path, fakes);
  await findHeading(heading);
}
beforeEach(() => {
  localStorage.clear();
  signIn(makeToken('client'));
});
afterEach(() => {
  app?.unmount();
  app = null;
  vi.restoreAllMocks();
});

describe('/compras', () => {
  it('Activas with the badge, balance and progress; Pagadas; Pagos with the receipt link', async () => {
    const user = userEvent.setup();
    await visit('/compras', 'Mi cuenta');
    const card = await screen.findByRole('heading', { level: 2, name: 'Muebles Roble' });
    const active = within(screen.getByRole('tabpanel'));
    expect(active.getByText('Al corriente')).toBeTruthy();
    expect(active.getByText('$4,517.40')).toBeTruthy();
    expect(active.getByText('24% pagado')).toBeTruthy();
    expect(active.getByText('$25,482.60')).toBeTruthy(); // credit available: 30,000 − 4,517.40
    expect(card).toBeTruthy();
    expect(await violations()).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Pagadas' }));
    expect(screen.getByText('Aún no has liquidado ninguna compra o préstamo.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Pagos' }));
    const link = screen.getByRole('link', { name: 'Pago en efectivo (OXXO)' });
    expect(screen.getByText('$2,258.33')).toBeTruthy();
    await user.click(link);
    await waitForPath('/compras/pagos/p-1');
    await findHeading('Comprobante de pago');
    expect(screen.getByText('$2,300.00')).toBeTruthy();
    expect(screen.getByText('$41.67')).toBeTruthy();
    expect(screen.getByText('Muebles Roble · SOL-0001')).toBeTruthy();
    expect(await violations()).toEqual([]);
  });

  it('an overdue loan is Vencida', async () => {
    const overdue = [balanceOf('a-1', { overdueBalance: 2258.33 })];
    reopen('/compras', services({ 'payments.balance': async () => ({ balances: overdue }) }));
    expect(await screen.findByText('Vencida')).toBeTruthy();
  });

  it('a failed balance read shows the text and the 8 s warning with the support phone; payments still show', async () => {
    const user = userEvent.setup();
    reopen('/compras', services({ 'payments.balance': () => Promise.reject(new HttpError(500)) }));
    expect(
      await screen.findByText('Lo sentimos, estamos teniendo problemas para mostrar tu saldo...'),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        'No pudimos obtener tus préstamos, por favor comunícate con soporte al (555) 555-5555',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Pagos' }));
    expect(screen.getByRole('link', { name: 'Pago en efectivo (OXXO)' })).toBeTruthy();
  });

  it('no payments is a state with its own text, not an error', async () => {
    const user = userEvent.setup();
    reopen('/compras', services({ 'payments.list': async () => ({ payments: [] }) }));
    await screen.findByRole('heading', { level: 2, name: 'Muebles Roble' });
    await user.click(screen.getByRole('tab', { name: 'Pagos' }));
    expect(
      screen.getByText('Aún no tienes pagos registrados. Cuando hagas tu primer pago lo verás aquí.'),
    ).toBeTruthy();
  });

  it('a failed page load offers Reintentar, which loads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    app = openApp(
      '/compras',
      services({
        'applications.list': async () => {
          if (fail) throw new HttpError(500);
          return { items: accountData().applications, profile: clientProfile };
        },
      }),
    );
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: 'Muebles Roble' })).toBeTruthy();
  });
});

describe('a loan', () => {
  it('details: the schedule block, the payoff, then the payment table with its marks', async () => {
    const user = userEvent.setup();
    await visit('/compras/detalles-de-compra/a-1', 'Detalles de compra');
    expect(await screen.findByText('Número de pagos mensuales')).toBeTruthy();
    expect(screen.getByText('$6,775.00')).toBeTruthy();
    // The statement of the table: the last payment absorbs the rounding, and the figures add up to the total.
    expect(screen.getByText('3 pagos mensuales de $2,258.33 (el último de $2,258.34).')).toBeTruthy();
    expect(screen.getByText('Último pago')).toBeTruthy();
    expect(screen.queryByText('Primer pago')).toBeNull();
    expect(screen.getByText('Pago 2 de 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Liquidar o adelantar pagos' })).toBeTruthy();
    expect(screen.getAllByText('$4,517.40').length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Ver tabla de pagos' }));
    await waitForPath('/compras/detalles-de-compra/a-1/tabla-de-pagos');
    await findHeading('Tabla de pagos');
    expect(
      screen.getByText('3 pagos mensuales de $2,258.33 (el último de $2,258.34) · Total $6,775.00'),
    ).toBeTruthy();
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      '101/02/2026$2,258.33Pagado',
      '201/03/2026$2,258.33Siguiente pago',
      '301/04/2026$2,258.34Pendiente',
    ]);
    expect(await violations()).toEqual([]);
  });

  it("details: the signed contract, read in a new tab or downloaded as 'contrato-<folio>.html'; a failure says so", async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    let fail = false;
    const { blobs, downloads, tabs } = captureFiles();
    app = openApp(
      '/compras/detalles-de-compra/a-1',
      services({
        'signing.contract': async ({ params, query }: { params?: unknown; query?: unknown }) => {
          asked.push({ params, query });
          if (fail) throw new HttpError(503);
          return {
            fileName: 'contrato-SOL-00000001.html',
            content: '<h1>Contrato de crédito SOL-00000001</h1>',
          };
        },
      }),
    );
    await findHeading('Detalles de compra');
    expect(await screen.findByRole('heading', { name: 'Tu contrato' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Descargar contrato' }));
    await waitFor(() => expect(downloads).toEqual(['contrato-SOL-00000001.html']));
    expect(asked).toEqual([{ params: { id: 'a-1' }, query: {} }]);
    expect(await blobs[0]!.text()).toContain('SOL-00000001');
    await user.click(screen.getByRole('button', { name: 'Ver contrato (se abre en una pestaña nueva)' }));
    await waitFor(() => expect(tabs[0]?.location.href).toBe('blob:contrato-2'));
    expect(tabs[0]?.opener).toBeNull();
    expect(downloads).toHaveLength(1);
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Descargar contrato' }));
    expect(await screen.findByText('No pudimos descargar tu contrato, vuelve a intentarlo.')).toBeTruthy();
    expect(await violations()).toEqual([]);
  });

  it('a paid purchase: Liquidada, the schedule, no payoff', async () => {
    const data = accountData();
    const liquidated = data.applications.map((a) => ({ ...a, liquidatedAt: '2026-03-01T12:00:00.000Z' }));
    app = openApp(
      '/compras/pagadas/a-1',
      services({
        'applications.list': async () => ({ items: liquidated, profile: clientProfile }),
        'payments.payoff': () => Promise.reject(new HttpError(404)),
      }),
    );
    await findHeading('Compra pagada');
    expect(await screen.findByText('Liquidada')).toBeTruthy();
    expect(screen.getByText('100% pagado')).toBeTruthy();
    expect(screen.getByText('Número de pagos mensuales')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Liquidar o adelantar pagos' })).toBeNull();
    expect(await violations()).toEqual([]);
  });

  it('an id that is not one of the client’s loans says so', async () => {
    reopen('/compras/detalles-de-compra/otra');
    expect(await screen.findByText('No encontramos esta compra en tu cuenta.')).toBeTruthy();
  });

  it('the payment application order page', async () => {
    await visit('/compras/aplicacion-de-pagos', 'Aplicación de pagos');
    expect(screen.getByText(/Saldo vencido, del más antiguo al más reciente/)).toBeTruthy();
    expect(await violations()).toEqual([]);
  });
});

describe('payment alternatives', () => {
  it('BBVA: agreement 2062011 and the personal reference, copied with the 1500 ms confirmation', async () => {
    const user = userEvent.setup();
    const base = fakeServices({
      'clients.me': async () => ({ ...clientProfile, cashPaymentReference: '0012345678' }),
    });
    await visit('/alternativas-de-pago/bbva', 'Depósito en BBVA', services({}, base));
    expect(screen.getByText('2062011')).toBeTruthy();
    expect(screen.getByText('0012345678')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copiar referencia personal' }));
    expect(await navigator.clipboard.readText()).toBe('0012345678'); // user-event's clipboard
    expect(await screen.findByText('Copiado al porta papeles')).toBeTruthy();
    expect(await violations()).toEqual([]);
  });

  it('transfer without a reference: the 8 s warning with the support contact', async () => {
    await visit('/alternativas-de-pago/transferencia-electronica', 'Transferencia electrónica');
    expect(
      await screen.findByText(
        'Aún no tienes una referencia para transferencias, por favor comunícate con soporte al (555) 555-5555',
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /\(555\) 555-5555/ }).length).toBeGreaterThan(0);
  });

  it('the index lists the three ways with their times', async () => {
    await visit('/alternativas-de-pago', 'Alternativas de pago');
    expect(screen.getByText(/se reflejan de inmediato/)).toBeTruthy();
    expect(screen.getByText(/Si después de 48 horas/)).toBeTruthy();
    expect(await violations()).toEqual([]);
  });
});

describe('help', () => {
  it('index → category → question (navigation state); an unknown category and a bare detalle go to the index', async () => {
    const user = userEvent.setup();
    reopen('/preguntas-frecuentes/nada');
    await waitForPath('/preguntas-frecuentes');
    await findHeading('Preguntas frecuentes');
    await user.click(screen.getByRole('link', { name: 'Pagos' }));
    await waitForPath('/preguntas-frecuentes/pagos');
    await user.click(await screen.findByRole('link', { name: 'Pagué y no veo mi pago, ¿qué hago?' }));
    await waitForPath('/preguntas-frecuentes/detalle');
    expect(await screen.findByText(/después de 48 horas/)).toBeTruthy();
    expect(await violations()).toEqual([]);
    reopen('/preguntas-frecuentes/detalle');
    await waitForPath('/preguntas-frecuentes');
  });
});

describe('referral and profile', () => {
  it('/compartir shows the ?referral= link and the $200 rule; without a code it goes home', async () => {
    await visit('/compartir', 'Compartir');
    expect(screen.getByText(/\/crear-cuenta\?referral=ANA200$/)).toBeTruthy();
    expect(screen.getByText(/te regalamos \$200/)).toBeTruthy();
    reopen(
      '/compartir',
      services({}, fakeServices({ 'clients.me': async () => ({ ...clientProfile, referralCode: null }) })),
    );
    await waitForPath('/');
  });

  it('/perfil: the data, a toggle rolled back with an error alert, the reset e-mail notice', async () => {
    const user = userEvent.setup();
    const base = fakeServices();
    await visit(
      '/perfil',
      'Perfil',
      services({ 'clients.updatePromotionalNotifications': () => Promise.reject(new HttpError(500)) }, base),
    );
    expect(screen.getByText('+52 (551) 234-5678')).toBeTruthy();
    expect(screen.getByText('Ana Luisa Torres Méndez')).toBeTruthy();
    expect(await violations()).toEqual([]);
    const promo = screen.getByRole('switch', { name: 'Promociones y novedades' }) as HTMLInputElement;
    expect(promo.checked).toBe(false);
    await user.click(promo);
    expect(
      await screen.findByText('No pudimos guardar tu preferencia de notificaciones, vuelve a intentarlo.'),
    ).toBeTruthy();
    await waitFor(() => expect(promo.checked).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(
      await screen.findByText(
        'Te enviamos un correo a ana@correo.mx con las instrucciones para cambiar tu contraseña.',
      ),
    ).toBeTruthy();
    expect(base['clients.recoverPassword']).toHaveBeenCalledWith(
      { email: 'ana@correo.mx' },
      expect.anything(),
    );
  });

  it('/perfil: a saved toggle stays on', async () => {
    const user = userEvent.setup();
    const saved = vi.fn(async ({ body }: { body?: unknown }) => ({
      id: 's-1',
      transactionalNotifications: true,
      promotionalNotifications: (body as { value: boolean }).value,
    }));
    await visit('/perfil', 'Perfil', services({ 'clients.updatePromotionalNotifications': saved }));
    const promo = screen.getByRole('switch', { name: 'Promociones y novedades' }) as HTMLInputElement;
    await user.click(promo);
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(saved.mock.calls[0]![0]).toMatchObject({ params: { id: 's-1' }, body: { value: true } });
    await waitFor(() => expect(promo.disabled).toBe(false));
    expect(promo.checked).toBe(true);
  });

  it('/perfil: what the server stored becomes the session profile’s settings', async () => {
    const user = userEvent.setup();
    const stored = { id: 's-1', transactionalNotifications: false, promotionalNotifications: true };
    await visit(
      '/perfil',
      'Perfil',
      services({ 'clients.updateTransactionalNotifications': async () => stored }),
    );
    await user.click(screen.getByRole('switch', { name: 'Notificaciones de mis pagos y solicitudes' }));
    await waitFor(() => expect(app?.runtime.session.getSnapshot().context.profile?.settings).toEqual(stored));
  });
});

describe('install banner', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'userAgent');
  });

  it('on iOS outside standalone: the instructions on /compras and /perfil, never on other pages', async () => {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => IPHONE });
    await visit('/compras', 'Mi cuenta');
    // The banner is a chunk of its own, loaded once it may show (src/app/pwa/InstallBannerSlot.tsx).
    const banner = await screen.findByRole('complementary', { name: 'Instalar la aplicación' });
    expect(banner.textContent).toContain('Presiona');
    expect(banner.textContent).toContain('Agregar a inicio');
    await visit('/alternativas-de-pago', 'Alternativas de pago');
    expect(screen.queryByRole('complementary', { name: 'Instalar la aplicación' })).toBeNull();
    await visit('/perfil', 'Perfil');
    expect(await screen.findByRole('complementary', { name: 'Instalar la aplicación' })).toBeTruthy();
  });

  it('a desktop browser without an install prompt shows no banner', async () => {
    await visit('/compras', 'Mi cuenta');
    expect(screen.queryByRole('complementary', { name: 'Instalar la aplicación' })).toBeNull();
  });
});
