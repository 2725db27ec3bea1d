/**
 * Issue 37 point 3, end to end below the browser: the credit application flow (machines/application) with its real
 * actors, the real API client (src/api) and the API, on a network that loses the answers of the create after the
 * server processed them — the call and its three retries. The customer sees 'Hubo un error al crear la solicitud,
 * vuelve a intentarlo', presses again, and continues with the application the server created: the same id, no
 * second application row.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { applicationActors, applicationMachine } from '../../../machines/application';
import { applications } from '../../../server/lending/schema.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { callContract } from '../../../src/api/contract-call.ts';
import { fileApi, type TestClient } from '../helpers.ts';
import { createApplication, instant, startLendingApi } from './harness.ts';

const CREATE_FAILED = 'Hubo un error al crear la solicitud, vuelve a intentarlo';

const api = fileApi(startLendingApi, instant);

/** The API through a network that drops the answers `drop` picks, after the server handled the request. */
function lossyApp(client: TestClient, drop: (method: string, path: string) => boolean) {
  const seen: Array<{ path: string; key: string | null; dropped: boolean }> = [];
  const fetch = async (url: string, init: RequestInit) => {
    const response = await api.app.request(url, init);
    const path = new URL(url, 'http://app.test').pathname;
    const dropped = drop(init.method ?? 'GET', path);
    seen.push({ path, key: new Headers(init.headers).get('Idempotency-Key'), dropped });
    if (dropped) throw new TypeError('fetch failed');
    return response;
  };
  const http = createApiClient({
    baseUrl: '/api',
    getToken: () => client.token,
    fetch,
    retry: { baseDelayMs: 1, maxDelayMs: 2 },
  });
  return { call: callContract(http), seen };
}

const rowsOf = (client: TestClient) =>
  api.db
    .select({ id: applications.id, status: applications.status, amount: applications.creditAmountCentavos })
    .from(applications)
    .where(and(eq(applications.clientId, client.id)));

describe('a lost create, pressed again', () => {
  it('the flow continues with the application the server created: same id, one application', async () => {
    const client = await api.createClient();
    // The client's address and employment on file (an earlier application, left unfinished): the flow goes from
    // the product straight to the create and the submit, as a returning customer's does.
    expect((await createApplication(api, client, { amount: 5_000 })).status).toBe(200);

    let outage = true;
    const net = lossyApp(
      client,
      (method, path) => outage && method === 'POST' && path === '/api/applications',
    );
    const machine = applicationMachine.provide({ actors: applicationActors(net.call) });
    const flow = createActor(machine, {
      input: {
        applicationType: 'PERSONAL_LOAN',
        profile: {
          creditLimit: 0,
          hasAddress: true,
          hasEmployment: true,
          personalLoanNoInterestPaymentsEligible: false,
          contractSigned: false,
        },
      },
    });
    const alerts: string[] = [];
    flow.on('alert', (e) => alerts.push(String((e as { message?: unknown }).message ?? '')));
    flow.start();
    await waitFor(flow, (s) => s.matches({ product: 'editing' }), { timeout: 10_000 });
    flow.send({ type: 'PRODUCT.CHANGE', field: 'creditAmount', value: '12000' });
    await waitFor(flow, (s) => s.matches({ product: 'editing' }) && s.context.estimate !== null, {
      timeout: 10_000,
    });

    flow.send({ type: 'PRODUCT.SUBMIT' });
    await waitFor(flow, (s) => s.matches('product') && alerts.length > 0, { timeout: 10_000 });
    expect(alerts).toEqual([CREATE_FAILED]);
    const lost = net.seen.filter((r) => r.path === '/api/applications');
    expect(lost).toHaveLength(4); // the call and its three retries, every answer lost
    const created = (await rowsOf(client)).filter((r) => r.amount === 1_200_000);
    expect(created).toHaveLength(1); // the server did create it

    // The network is back; 'Continuar' again.
    outage = false;
    flow.send({ type: 'PRODUCT.SUBMIT' });
    await waitFor(flow, (s) => s.matches('consent'), { timeout: 10_000 });
    expect(flow.getSnapshot().context.applicationId).toBe(created[0]?.id);

    const creates = net.seen.filter((r) => r.path === '/api/applications');
    expect(creates).toHaveLength(5);
    expect(new Set(creates.map((r) => r.key)).size).toBe(1);
    const mine = (await rowsOf(client)).filter((r) => r.amount === 1_200_000);
    expect(mine).toHaveLength(1);
    expect((await rowsOf(client)).filter((r) => r.status === 'CREATED')).toEqual(mine);
    flow.stop();
  });
});
