/**
 * The widgets' real adapters (src/app/widgets/adapters.ts, esign-call.ts) over the app's API client
 * (src/api/client.ts) against the sandbox API: the identity widget's id reaches PATCH identityId and moves the
 * application on; the e-signature widget's provider (the signing page's, `esignProviderOf`) reads the contract and
 * sends `{ fullName, signatureImage }` through the contract calls.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client.ts';
import { callContract } from '../../../src/api/contract-call.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { servicesOf } from '../../../src/app/services.ts';
import { createIdentityAdapter, createSandboxIdentityProvider } from '../../../src/app/widgets/adapters.ts';
import { esignProviderOf } from '../../../src/app/widgets/esign-call.ts';
import { fileApi, type TestClient } from '../helpers.ts';
import {
  applicationStatus,
  applyAndProcess,
  by,
  call,
  force,
  history,
  instant,
  lendingClient,
  offerDates,
  SIGNATURE_PNG,
  startLendingApi,
} from './harness.ts';

const api = fileApi(startLendingApi, instant);

/** The app's API client, its fetch answered by the test API. */
const clientFor = (c: TestClient) =>
  createApiClient({
    baseUrl: 'http://localhost:8080/api',
    getToken: () => c.token,
    fetch: (url, init) => Promise.resolve(api.app.request(url, init)),
    retry: { retries: 0 },
  });

describe('identity widget adapter', () => {
  it('start gives the flow id; finish stores the widget identity id and moves PREAPPROVED on', async () => {
    const c = await lendingClient(api);
    const r = await applyAndProcess(api, c);
    expect(r.status).toBe('PREAPPROVED');
    const adapter = createIdentityAdapter(clientFor(c));

    const flow = await adapter.start(r.id);
    expect(flow.flowId).toMatch(/^kyc_/);
    expect(flow.url).toContain(flow.flowId);

    // What the sandbox widget does when the photos are sent: the provider finishes the flow, gives its id.
    const { identityId } = await createSandboxIdentityProvider(clientFor(c)).finish(flow.flowId);
    const done = await adapter.finish(r.id, identityId);
    expect(done.status).toBe('APPROVED'); // documents delay 0
    const stored = await call(api, 'GET', new URL(flow.url!).pathname);
    expect(stored.body).toMatchObject({ status: 'FINISHED', identityId });
    expect(await applicationStatus(api, c, r.id)).toBe('APPROVED');
  });

  it("another client's application is refused with the API's 404", async () => {
    const owner = await lendingClient(api);
    const r = await applyAndProcess(api, owner);
    const flow = await createIdentityAdapter(clientFor(owner)).start(r.id);
    const { identityId } = await createSandboxIdentityProvider(clientFor(owner)).finish(flow.flowId);
    const other = await api.createClient();
    const err = await createIdentityAdapter(clientFor(other))
      .finish(r.id, identityId)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(404);
  });
});

describe('e-signature widget provider', () => {
  it('loads the contract of the chosen date and sends the signature: VALIDATING_SIGNATURE → SIGNED', async () => {
    await call(api, 'POST', '/__sandbox/lending/settings', { body: { signatureDelayMs: 3000 } });
    const c = await lendingClient(api, { name: 'MARÍA JOSÉ', firstSurname: 'LÓPEZ', secondSurname: 'DÍAZ' });
    await force(api, c, 'APPROVED');
    const r = await applyAndProcess(api, c, { type: 'PERSONAL_LOAN', amount: 10_000, term: 6 });
    const firstPaymentDate = (await offerDates(api, c, r.id))[1]!;
    const provider = esignProviderOf(servicesOf(callContract(clientFor(c))), r.id, firstPaymentDate);

    const view = await provider.loadContract();
    expect(view.title).toMatch(/^Contrato de crédito SOL-\d{8}$/);
    expect(view.schedule).toHaveLength(6);
    expect(view.sections.flatMap((s) => s.paragraphs).join('\n')).toContain('MARÍA JOSÉ LÓPEZ DÍAZ');

    await provider.submit({ fullName: 'Maria Jose Lopez Diaz', signature: SIGNATURE_PNG });
    expect(await applicationStatus(api, c, r.id)).toBe('VALIDATING_SIGNATURE');
    expect((await by(api, c).get('/clients/me')).body.contractSignatureStatus).toBe('VALIDATING');
    await call(api, 'POST', '/__sandbox/lending/settle-now');
    expect(await applicationStatus(api, c, r.id)).toBe('APPROVED');
    expect((await by(api, c).get('/clients/me')).body.contractSignatureStatus).toBe('SIGNED');

    // The contract was stored for the chosen date.
    const events = (await history(api, r.id)).map((e) => e.to);
    expect(events.slice(-2)).toEqual(['VALIDATING_SIGNATURE', 'APPROVED']);
  });

  it('a signature that is not a PNG data URL is refused by the contract before any call', async () => {
    const c = await api.createClient();
    const provider = esignProviderOf(servicesOf(callContract(clientFor(c))), 'x', null);
    await expect(provider.submit({ fullName: 'Ana', signature: 'data:text/plain,hola' })).rejects.toThrow();
  });
});
