import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { callContract } from '../../../src/api/contract-call';
import { servicesOf } from '../../../src/app/services';
import { esignProviderOf } from '../../../src/app/widgets/esign-call';
import EsignSandboxWidget from '../../../src/app/widgets/esign-sandbox';
import IdentitySandboxWidget, { SEND_FAILED_MESSAGE } from '../../../src/app/widgets/identity-sandbox';
import type { EsignProvider } from '../../../src/app/widgets/types';
import { MARIA_CURP } from '../../fixtures/samples.ts';

const metadata = {
  fullName: 'MARIA FERNANDA LOPEZ GARCIA',
  customVariables: {
    applicationSerialNumber: 'SOL-1',
    fullName: 'MARIA FERNANDA LOPEZ GARCIA',
    email: 'maria@example.com',
    phoneNumber: '3312345678',
    curp: MARIA_CURP,
    rfc: 'LOGF900514AB1',
  },
};

type IdentityProps = Parameters<typeof IdentitySandboxWidget>[0];

/** The identity widget of flow kyc_1 (unless told otherwise) for client c1, previews stubbed. */
function renderIdentity(props: Partial<IdentityProps> & Pick<IdentityProps, 'provider'>) {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  const done = { onFinish: () => {}, onCancel: () => {} };
  render(<IdentitySandboxWidget flowId="kyc_1" clientId="c1" metadata={metadata} {...done} {...props} />);
}

/** The three photos, then 'Enviar fotos'. */
async function sendPhotos(user: ReturnType<typeof userEvent.setup>) {
  for (const title of ['Frente de tu identificación', 'Reverso de tu identificación', 'Selfie']) {
    const input = screen.getByLabelText(`Foto: ${title}`);
    await user.upload(input, new File(['x'], 'foto.jpg', { type: 'image/jpeg' }));
    expect(screen.getByAltText(`Vista previa: ${title}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: title === 'Selfie' ? 'Enviar fotos' : 'Continuar' }));
  }
}

describe('identity sandbox widget', () => {
  it("takes the ID front, back and a selfie, shows progress and finishes with the provider's identity id", async () => {
    const onFinish = vi.fn();
    const finish = vi.fn(async () => ({ identityId: 'idv_sandbox_0123456789abcdef' }));
    const user = userEvent.setup();
    renderIdentity({ provider: { finish }, onFinish });
    expect(screen.getByRole('dialog', { name: 'Verificación de identidad' })).toBeTruthy();
    await sendPhotos(user);
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1), { timeout: 3000 });
    // The id is the one the provider holds for this flow, never one the browser makes up.
    expect(finish.mock.calls).toEqual([['kyc_1']]);
    expect(onFinish.mock.calls[0]![0]).toEqual({ identityId: 'idv_sandbox_0123456789abcdef' });
  });

  it('says so when the provider does not take the photos, and lets the person send them again', async () => {
    const onFinish = vi.fn();
    const finish = vi
      .fn<(flowId: string) => Promise<{ identityId: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ identityId: 'idv_sandbox_1' });
    const user = userEvent.setup();
    renderIdentity({ flowId: 'kyc_2', provider: { finish }, onFinish });
    await sendPhotos(user);
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(SEND_FAILED_MESSAGE);
    expect(onFinish).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Enviar fotos' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ identityId: 'idv_sandbox_1' }), {
      timeout: 3000,
    });
  });

  it('refuses a file that is not an image, and cancels', async () => {
    const onCancel = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    renderIdentity({ provider: { finish: async () => ({ identityId: 'idv_sandbox_1' }) }, onCancel });
    await user.upload(
      screen.getByLabelText('Foto: Frente de tu identificación'),
      new File(['x'], 'a.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert').textContent).toBe('El archivo debe ser una imagen.');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('e-signature sandbox widget', () => {
  const provider = (): EsignProvider & { submit: ReturnType<typeof vi.fn> } => ({
    loadContract: async () => ({
      title: 'Contrato de crédito SOL-1',
      sections: [{ title: 'Carátula', paragraphs: ['Monto del crédito: $20,000.00.'] }],
      schedule: [['1', '01/12/2026', '$1,199.45', '$1,000.00', '$160.00', '$2,359.45', '$18,800.55']],
    }),
    submit: vi.fn(async () => {}),
  });

  it('shows the contract and its payment table, and asks for the full name and a signature', async () => {
    const p = provider();
    const user = userEvent.setup();
    render(<EsignSandboxWidget provider={p} onFinish={() => {}} onCancel={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Contrato de crédito SOL-1' })).toBeTruthy();
    expect(screen.getByText('Monto del crédito: $20,000.00.')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Tabla de pagos' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Recuadro de firma' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Firmar contrato' }));
    expect(screen.getByText('El campo es requerido')).toBeTruthy();
    await user.type(
      screen.getByLabelText('Nombre completo (como aparece en tu identificación)'),
      'María Fernanda López García',
    );
    await user.click(screen.getByRole('button', { name: 'Firmar contrato' }));
    expect(screen.getByRole('alert').textContent).toBe('Dibuja tu firma como aparece en tu identificación.');
    expect(p.submit).not.toHaveBeenCalled();
  });

  it('says so when the contract cannot be loaded', async () => {
    render(
      <EsignSandboxWidget
        provider={{ loadContract: () => Promise.reject(new Error('x')), submit: async () => {} }}
        onFinish={() => {}}
        onCancel={() => {}}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No pudimos cargar tu contrato, vuelve a intentarlo.',
    );
  });
});

describe('e-signature sandbox widget with the real adapter', () => {
  const PNG = 'data:image/png;base64,iVBORw0KGgo=';
  const payments = { firstPayment: '$2,359.45', monthlyPayment: '$2,359.45', lastPayment: '$2,359.51' };
  const SUMMARY = {
    ...{ creditAmount: '$20,000.00', ordinaryRate: '60.00%', lateRate: '90.00%', cat: '79.6%' },
    ...{ payments: '12 pagos mensuales de $2,359.45 (el último de $2,359.51)', ...payments, termMonths: 12 },
    ...{ totalToPay: '$28,313.46', firstPaymentDate: '01/01/2027' },
  };

  it('reads the contract and sends { fullName, signatureImage } through the API client', async () => {
    const ctx = { clearRect: vi.fn(), fillText: vi.fn(), font: '' };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      ctx as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
    const requests: { url: string; method: string; body: unknown; auth: string | undefined }[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ url, method: init.method ?? 'GET', body, auth: headers.Authorization });
      const json =
        init.method === 'POST'
          ? { contractId: 'k1', contractSignatureStatus: 'VALIDATING', status: 'VALIDATING_SIGNATURE' }
          : {
              applicationId: 'app-1',
              firstPaymentDate: '2027-01-01',
              signerName: 'MARIA FERNANDA LOPEZ GARCIA',
              document: {
                title: 'Contrato de crédito SOL-00000001',
                sections: [{ title: 'Carátula', paragraphs: ['Monto del crédito: $20,000.00.'] }],
                schedule: [
                  ['1', '01/01/2027', '$1,199.45', '$1,000.00', '$160.00', '$2,359.45', '$18,800.55'],
                ],
                summary: SUMMARY,
              },
            };
      return new Response(JSON.stringify(json), {
        status: init.method === 'POST' ? 201 : 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const api = createApiClient({ baseUrl: '/api', getToken: () => 'tok.en.x', fetch });
    const provider = esignProviderOf(servicesOf(callContract(api)), 'app-1', '2027-01-01');
    const onFinish = vi.fn();
    const user = userEvent.setup();
    render(<EsignSandboxWidget provider={provider} onFinish={onFinish} onCancel={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Contrato de crédito SOL-00000001' })).toBeTruthy();
    expect(requests[0]).toMatchObject({
      url: '/api/esign-sandbox/applications/app-1/contract?firstPaymentDate=2027-01-01',
      method: 'GET',
      auth: 'Bearer tok.en.x',
    });
    await user.type(
      screen.getByLabelText('Nombre completo (como aparece en tu identificación)'),
      'María Fernanda López García',
    );
    await user.click(screen.getByRole('button', { name: 'Usar mi nombre como firma' }));
    await user.click(screen.getByRole('button', { name: 'Firmar contrato' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(requests[1]).toEqual({
      url: '/api/esign-sandbox/applications/app-1/signature',
      method: 'POST',
      body: { fullName: 'María Fernanda López García', signatureImage: PNG, firstPaymentDate: '2027-01-01' },
      auth: 'Bearer tok.en.x',
    });
    vi.restoreAllMocks();
  });
});
