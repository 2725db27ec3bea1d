/**
 * The signing flow through the real app (routes, guards, session, screens, toast) with a fake API: term
 * selection, the contract, a reload during validation (the poll restarts and the session gets the profile),
 * the terms with the PIN, the payment table, the CLABE and success, then home.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EndpointKey } from '../../../src/api/call';
import {
  APP_ID,
  application,
  DATE_1,
  profileWith,
  SIGNING_ROUTES,
  VALID_CLABE,
} from '../../model/fixtures/signing';
import {
  type FakeServices,
  fakeServices,
  HttpError,
  makeToken,
  openApp,
  type Rendered,
  signIn,
  waitForPath,
} from '../app/harness';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  localStorage.clear();
  sessionStorage.clear();
});

type Handler = (options: { params?: unknown; query?: unknown; body?: unknown }) => Promise<unknown>;

/** The harness's fakes plus the signing endpoints (a call nobody answers rejects). */
function signingServices(handlers: Partial<Record<EndpointKey, Handler>>, profile = profileWith()) {
  const base = fakeServices({ loadProfile: async () => profile });
  const calls: EndpointKey[] = [];
  const call = (async (
    key: EndpointKey,
    options: { params?: unknown; query?: unknown; body?: unknown } = {},
  ) => {
    calls.push(key);
    const handler = handlers[key];
    return handler ? handler(options) : base.call(key as never, options as never);
  }) as FakeServices['call'];
  return { services: { ...base, call } as FakeServices, calls };
}

const listOf =
  (items = [application()], profile = profileWith()) =>
  async () => ({ items, profile });

describe('signing flow', () => {
  it("term selection: 'Monto autorizado', the cards, 'Debe seleccionar una fecha', then the contract", async () => {
    const user = userEvent.setup();
    signIn(makeToken('client'));
    const { services } = signingServices({ 'applications.list': listOf() });
    app = openApp(SIGNING_ROUTES.chooseTerm, services);
    expect(await screen.findByRole('heading', { name: 'Selecciona tu primer pago' })).toBeTruthy();
    expect(screen.getByText('Monto autorizado')).toBeTruthy();
    expect(screen.getByText('$3,000.00')).toBeTruthy();
    expect(screen.getByText('01-02-2026')).toBeTruthy();
    expect(screen.getAllByText('60.00%')).toHaveLength(2);
    expect(screen.getAllByText('$720.00')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Debe seleccionar una fecha')).toBeTruthy();
    await user.click(screen.getAllByRole('radio')[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitForPath(SIGNING_ROUTES.contract);
    expect(await screen.findByRole('heading', { name: 'Contrato' })).toBeTruthy();
    expect(screen.getByText(/Para continuar con tu compra necesitas firmar tu contrato/)).toBeTruthy();
    // Back goes to the term selection, the date kept.
    window.history.back();
    await waitForPath(SIGNING_ROUTES.chooseTerm);
    expect(((await screen.findAllByRole('radio'))[0] as HTMLInputElement).checked).toBe(true);
  });

  it('an application that is not APPROVED goes home', async () => {
    signIn(makeToken('client'));
    const { services } = signingServices({
      'applications.list': listOf([application({ status: 'REJECTED' })]),
      'payments.balance': async () => ({ balances: [] }),
    });
    app = openApp(SIGNING_ROUTES.chooseTerm, services);
    await waitForPath('/');
  });

  it('a reload during validation polls again every 3 s; SIGNED → the terms; the PIN, the table, the CLABE, success', async () => {
    const user = userEvent.setup();
    signIn(makeToken('client'));
    sessionStorage.setItem(`signing.firstPaymentDate.${APP_ID}`, DATE_1);
    let polls = 0;
    const signed = profileWith({ contractSignatureStatus: 'SIGNED' });
    const { services, calls } = signingServices({
      'applications.list': listOf(
        [application({ status: 'VALIDATING_SIGNATURE' })],
        profileWith({ contractSignatureStatus: 'VALIDATING' }),
      ),
      'clients.me': async () => {
        polls += 1;
        return polls === 1 ? profileWith() : signed;
      },
      'signing.sendSignatureCode': async () => ({ smsSent: true, retryAfterSeconds: 60 }),
      'signing.sign': async ({ body }) => {
        const { signatureCode } = body as { signatureCode: string };
        if (signatureCode !== '123456') throw new HttpError(409);
        return {
          id: APP_ID,
          status: 'SIGNED',
          contractSignedAt: '2026-01-15T12:00:00.000Z',
          firstPaymentDate: DATE_1,
        };
      },
      'clients.updateInterbankCode': async () => ({
        interbankCode: VALID_CLABE,
        isInterbankCodeVerified: false,
      }),
      'payments.balance': async () => ({ balances: [] }),
    });
    app = openApp(SIGNING_ROUTES.contract, services);
    expect(await screen.findByRole('heading', { name: 'Estamos validando tu firma' })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe(SIGNING_ROUTES.acceptTerms), { timeout: 8000 });
    expect(calls.filter((k) => k === 'clients.me').length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByText('90.00%')).toBeTruthy();
    expect(screen.getByText(/Te enviamos un NIP de 6 dígitos por SMS/)).toBeTruthy();
    await user.type(screen.getByLabelText('NIP de firma'), '654321');
    await user.click(screen.getByRole('button', { name: 'Aceptar y firmar' }));
    expect(await screen.findByText('Has ingresado un NIP incorrecto.')).toBeTruthy();
    await user.type(screen.getByLabelText('NIP de firma'), '123456');
    await user.click(screen.getByRole('button', { name: 'Aceptar y firmar' }));
    await waitForPath(SIGNING_ROUTES.paymentTable);
    expect(await screen.findByRole('heading', { name: 'Tabla de pagos' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitForPath(SIGNING_ROUTES.clabe);
    expect(await screen.findByText('Banco: BBVA MÉXICO')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitForPath(SIGNING_ROUTES.success);
    expect(await screen.findByRole('heading', { name: 'Le avisamos al comercio' })).toBeTruthy();
    expect(await screen.findByText('La compra ha sido firmada de forma exitosa')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Entendido' }));
    await waitForPath('/');
  }, 20_000);

  it('the contract can be downloaded before signing (the chosen offer); a failure says so', async () => {
    const user = userEvent.setup();
    signIn(makeToken('client'));
    sessionStorage.setItem(`signing.firstPaymentDate.${APP_ID}`, DATE_1);
    const asked: unknown[] = [];
    let fail = false;
    const { services } = signingServices({
      'applications.list': listOf(),
      'esignSandbox.contract': async ({ query }) => {
        asked.push(query);
        if (fail) throw new HttpError(503);
        return {
          applicationId: APP_ID,
          firstPaymentDate: DATE_1,
          signerName: 'ANA',
          document: { title: 'Contrato de crédito', sections: [], schedule: [], summary: {} },
        };
      },
    });
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:contrato';
    };
    URL.revokeObjectURL = () => {};
    app = openApp(SIGNING_ROUTES.contract, services);
    await user.click(await screen.findByRole('button', { name: 'Descargar contrato' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(asked).toEqual([{ firstPaymentDate: DATE_1 }]);
    expect(await created[0]!.text()).toContain('Contrato de crédito');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Descargar contrato' }));
    expect(await screen.findByText('No pudimos descargar tu contrato, vuelve a intentarlo.')).toBeTruthy();
  });
});
