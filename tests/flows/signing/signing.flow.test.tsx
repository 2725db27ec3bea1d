/**
 * The signing flow through the real app (routes, guards, session, screens, toast) with a fake API: term
 * selection, the contract, a reload during validation (the poll restarts and the session gets the profile),
 * the terms with the PIN, the payment table, the CLABE and success, then home; the contract file before and
 * after signing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_ID,
  application,
  DATE_1,
  profileWith,
  SIGNING_ROUTES,
  VALID_CLABE,
} from '../../fixtures/signing';
import {
  captureFiles,
  fakeServices,
  HttpError,
  makeToken,
  openApp,
  type Rendered,
  signIn,
  waitForPath,
  withCalls,
} from '../../ui/app/harness';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** The harness's fakes plus the signing endpoints, the profile `profile` (a call nobody answers rejects). */
const signingServices = (handlers: Parameters<typeof withCalls>[0], profile = profileWith()) =>
  withCalls(handlers, fakeServices({ 'clients.me': async () => profile }));

const listOf =
  (items = [application()], profile = profileWith()) =>
  async () => ({ items, profile });

describe('signing flow', () => {
  it("term selection: 'Monto autorizado', the cards, 'Debe seleccionar una fecha', then the contract", async () => {
    const user = userEvent.setup();
    signIn(makeToken('client'));
    const services = signingServices({ 'applications.list': listOf() });
    app = openApp(SIGNING_ROUTES.chooseTerm, services);
    expect(await screen.findByRole('heading', { name: 'Selecciona tu primer pago' })).toBeTruthy();
    expect(screen.getByText('Monto autorizado')).toBeTruthy();
    expect(screen.getByText('$3,000.00')).toBeTruthy();
    expect(screen.getByText('01-02-2026')).toBeTruthy();
    expect(screen.getAllByText('60.00%')).toHaveLength(2);
    expect(screen.getAllByText('$720.00')).toHaveLength(2);
    // Beyond the spec: each card's total cost and CAT.
    const card = screen.getAllByRole('radio')[0]!.closest('label') as HTMLElement;
    const figure = (term: string) => within(card).getByText(term).nextElementSibling?.textContent;
    expect(figure('Total a pagar (costo total)')).toBe('$3,720.00');
    expect(figure('CAT sin IVA')).toBe('112.4%');
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

  // An application that is not APPROVED goes home: signing.details.machine.test.ts and the UI model ('toHome').
  it('a reload during validation polls again every 3 s; SIGNED → the terms; the PIN, the table, the CLABE, success', async () => {
    const user = userEvent.setup();
    signIn(makeToken('client'));
    sessionStorage.setItem(`signing.firstPaymentDate.${APP_ID}`, DATE_1);
    let polls = 0;
    const signed = profileWith({ contractSignatureStatus: 'SIGNED' });
    const services = signingServices({
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
      'signing.contract': async () => ({ fileName: 'contrato-SOL-00000001.html', content: '<p>Firmado</p>' }),
    });
    const files = captureFiles();
    app = openApp(SIGNING_ROUTES.contract, services);
    expect(await screen.findByRole('heading', { name: 'Estamos validando tu firma' })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe(SIGNING_ROUTES.acceptTerms), { timeout: 8000 });
    expect(services.called.filter((k) => k === 'clients.me').length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByText('90.00%')).toBeTruthy();
    // The first payment date in the sentence as every other screen writes a date: dd/MM/yyyy.
    expect(screen.getByText(/, a partir del 01\/02\/2026\. Total a pagar:/)).toBeTruthy();
    expect(screen.queryByText(/a partir del 01-02-2026/)).toBeNull();
    expect(screen.getByText(/Te enviamos un NIP de 6 dígitos por SMS/)).toBeTruthy();
    await user.type(screen.getByLabelText('NIP de firma'), '654321');
    await user.click(screen.getByRole('button', { name: 'Aceptar y firmar' }));
    expect(await screen.findByText('Has ingresado un NIP incorrecto.')).toBeTruthy();
    await user.type(screen.getByLabelText('NIP de firma'), '123456');
    await user.click(screen.getByRole('button', { name: 'Aceptar y firmar' }));
    await waitForPath(SIGNING_ROUTES.paymentTable);
    expect(await screen.findByRole('heading', { name: 'Tabla de pagos' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Regresar' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitForPath(SIGNING_ROUTES.clabe);
    expect(await screen.findByText('Banco: BBVA MÉXICO')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitForPath(SIGNING_ROUTES.success);
    expect(await screen.findByRole('heading', { name: 'Le avisamos al comercio' })).toBeTruthy();
    expect(await screen.findByText('La compra ha sido firmada de forma exitosa')).toBeTruthy();
    // A result page (spec §2): the header has no back button (the steps before it had one).
    expect(screen.queryByRole('button', { name: 'Regresar' })).toBeNull();
    // Beyond the spec: when and how the first payment is due.
    expect(
      screen.getByText(
        /^Tu primer pago de \$1,240\.00 vence el 01\/02\/2026\. Puedes pagar por transferencia electrónica, en BBVA o en OXXO/,
      ),
    ).toBeTruthy();
    // The signed contract, from the success screen.
    expect(screen.getByRole('button', { name: 'Ver contrato (se abre en una pestaña nueva)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Descargar contrato' }));
    await waitFor(() => expect(files.downloads).toEqual(['contrato-SOL-00000001.html']));
    await user.click(screen.getByRole('button', { name: 'Entendido' }));
    await waitForPath('/');
  }, 20_000);

  it('the contract file before signing: downloaded with its name, for the chosen option; a failure says so', async () => {
    const user = userEvent.setup();
    signIn(makeToken('client'));
    sessionStorage.setItem(`signing.firstPaymentDate.${APP_ID}`, DATE_1);
    const asked: unknown[] = [];
    let fail = false;
    const services = signingServices({
      'applications.list': listOf(),
      'signing.contract': async ({ params, query }) => {
        asked.push({ params, query });
        if (fail) throw new HttpError(503);
        return {
          fileName: 'contrato-SOL-00000001.html',
          content: '<h1>Contrato de crédito SOL-00000001</h1>',
        };
      },
    });
    const files = captureFiles();
    app = openApp(SIGNING_ROUTES.contract, services);
    await user.click(await screen.findByRole('button', { name: 'Descargar contrato' }));
    await waitFor(() => expect(files.downloads).toHaveLength(1));
    expect(asked).toEqual([{ params: { id: APP_ID }, query: { firstPaymentDate: DATE_1 } }]);
    expect(files.downloads[0]).toBe('contrato-SOL-00000001.html');
    expect(files.blobs[0]?.type).toBe('text/html;charset=utf-8');
    expect(await files.blobs[0]!.text()).toContain('Contrato de crédito SOL-00000001');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Descargar contrato' }));
    expect(await screen.findByText('No pudimos descargar tu contrato, vuelve a intentarlo.')).toBeTruthy();
  });

  it('the signed contract on the terms: read in a new tab (closed again when the file fails)', async () => {
    const user = userEvent.setup();
    signIn(makeToken('client'));
    const signed = profileWith({ contractSignatureStatus: 'SIGNED' });
    let fail = false;
    const services = signingServices(
      {
        'applications.list': listOf([application()], signed),
        'signing.sendSignatureCode': async () => ({ smsSent: true, retryAfterSeconds: 60 }),
        'signing.contract': async () => {
          if (fail) throw new HttpError(503);
          return { fileName: 'contrato-SOL-00000001.html', content: '<p>Firmado por ANA</p>' };
        },
      },
      signed,
    );
    const files = captureFiles();
    sessionStorage.setItem(`signing.firstPaymentDate.${APP_ID}`, DATE_1);
    app = openApp(SIGNING_ROUTES.acceptTerms, services);
    expect(await screen.findByRole('heading', { name: 'Acepta los términos' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ver contrato (se abre en una pestaña nueva)' }));
    await waitFor(() => expect(files.tabs[0]?.location.href).toBe('blob:contrato-1'));
    expect(files.tabs[0]?.opener).toBeNull();
    expect(await files.blobs[0]!.text()).toBe('<p>Firmado por ANA</p>');
    expect(files.downloads).toEqual([]);
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Ver contrato (se abre en una pestaña nueva)' }));
    expect(await screen.findByText('No pudimos abrir tu contrato, vuelve a intentarlo.')).toBeTruthy();
    await waitFor(() => expect(files.tabs[1]?.closed).toBe(true));
    expect(services.called.filter((k) => k === 'signing.contract')).toHaveLength(2);
  });
});
