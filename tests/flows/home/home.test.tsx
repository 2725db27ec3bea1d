/** Home (/) through the real app: the tracker per status, the credit-limit dashboard, the suspension notice. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** `balances: null`: the balance read fails. */
function homeServices(items: Application[], balances: unknown[] | null = [], profile = profileWith()) {
  const base = fakeServices({ 'clients.me': async () => profile });
  const call = (async (key: EndpointKey, options: never) => {
    if (key === 'applications.list') return { items, profile };
    if (key === 'payments.balance') {
      if (balances === null) throw new HttpError(503);
      return { balances };
    }
    return base.call(key as never, options);
  }) as FakeServices['call'];
  return { ...base, call } as FakeServices;
}

const currentStep = () =>
  screen.getByRole('list', { name: 'Pasos de tu solicitud' }).querySelector('[aria-current="step"]');

describe('home (/)', () => {
  it.each([
    ['PREAPPROVED', 'Sube tus documentos'],
    ['DOCUMENTS_UPLOADED', 'Validación de documentos'],
    ['ANALYSIS', 'Validación de documentos'],
    ['VALIDATING_SIGNATURE', 'Validación de documentos'],
    ['APPROVED', 'Elegir plazo'],
    ['SIGNED', 'Confirmación de pago'],
  ] as const)('tracker: %s → current step %s', async (status, title) => {
    signIn(makeToken('client'));
    app = openApp('/', homeServices([application({ status })]));
    await screen.findByRole('list', { name: 'Pasos de tu solicitud' });
    expect(currentStep()?.textContent).toContain(title);
  });

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

  it('dashboard: available = limit − (overdue + current), floored at 0', async () => {
    signIn(makeToken('client'));
    const profile = profileWith({ creditLimit: 30000 });
    app = openApp('/', homeServices([], [balance(1000, 4000.5)], profile));
    expect(await screen.findByText('$24,999.50')).toBeTruthy();
    expect(screen.getByText('Límite de crédito: $30,000.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar compra' })).toBeTruthy();
    app.unmount();
    app = openApp('/', homeServices([], [balance(20000, 20000)], profile));
    expect(await screen.findByText('$0.00')).toBeTruthy();
  });

  it('a failed balance read: no available figure that may be false, the §8 text and the 8 s warning', async () => {
    signIn(makeToken('client'));
    app = openApp('/', homeServices([], null, profileWith({ creditLimit: 30000 })));
    expect(
      await screen.findByText('Lo sentimos, estamos teniendo problemas para mostrar tu saldo...'),
    ).toBeTruthy();
    expect(screen.getByText('Crédito disponible')).toBeTruthy();
    // The limit is the profile's (true); it is not shown as what is available.
    expect(screen.getByText('Límite de crédito: $30,000.00')).toBeTruthy();
    expect(screen.queryByText('$30,000.00')).toBeNull();
    await waitFor(() =>
      expect(
        screen.getByText(
          'No pudimos obtener tus préstamos, por favor comunícate con soporte al (555) 555-5555',
        ),
      ).toBeTruthy(),
    );
    expect(screen.getByRole('link', { name: 'Iniciar compra' })).toBeTruthy();
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

  it('a suspended client sees the notice on /, and any other page sends them to /', async () => {
    signIn(makeToken('client'));
    app = openApp(SIGNING_ROUTES.chooseTerm, homeServices([], [], profileWith({ isSuspended: true })));
    await waitForPath('/');
    expect(await screen.findByRole('heading', { name: 'Tu cuenta ha sido suspendida' })).toBeTruthy();
  });
});
