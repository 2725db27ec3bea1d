/**
 * GET /promoters/quick-applications: the promoter's own quick applications of today (Mexico City) with their stage.
 * Authorization (another promoter, a client, no token, a token for no promoter) and hostile input.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fileApi, lastMessage, uniqueContact } from '../helpers.ts';
import { by, instant, newClientOf, STORE_ID, startLendingApi } from './harness.ts';

const api = fileApi(startLendingApi, instant);
let business: string;
let otherPromoter: string;
let applicationId: string;

type Today = { items: Array<{ id: string; stage: string; clientName: string; creditAmount: number }> };
const today = (token?: string, query = '') =>
  by(api, token).get<Today>(`/promoters/quick-applications${query}`);

beforeAll(async () => {
  business = await api.tokenFor('business');
  otherPromoter = await api.deps.tokens.issue('business', 'e0000000-0000-4000-8000-000000000004');
  const { phoneNumber } = uniqueContact();
  const created = await by(api, business).post<{ id: string }>('/applications', {
    type: 'STORE',
    storeId: STORE_ID,
    productInformation: { productPrice: 12_000, creditAmount: 10_000, requestedPeriod: 6 },
    client: newClientOf(phoneNumber),
    clientAddress: {
      streetName: 'Calle Hidalgo',
      exteriorNumber: '12',
      postalCode: '44100',
      neighborhood: 'Centro',
    },
  });
  expect(created.status).toBe(200);
  applicationId = created.body.id;
  const nip = (await lastMessage(api, phoneNumber)).code!;
  const consent = { complianceCode: nip };
  const pre = await by(api, business).post(`/applications/${applicationId}/pre-process`, consent);
  expect(pre.status).toBe(200);
});

describe('GET /promoters/quick-applications', () => {
  it("lists the promoter's own quick application of today with its stage", async () => {
    const res = await today(business);
    expect(res.status).toBe(200);
    const mine = res.body.items.find((item) => item.id === applicationId);
    const listed = { stage: 'ACTIVATION_PENDING', clientName: 'ANA PRUEBA', creditAmount: 10_000 };
    expect(mine).toMatchObject(listed);
  });

  it('another promoter does not see it', async () => {
    const res = await today(otherPromoter);
    expect(res.status).toBe(200);
    expect(res.body.items.map((item) => item.id)).not.toContain(applicationId);
  });

  // A client, an unverified client and a visitor cannot read it: authorization.test.ts (the matrix).
  it('hostile input: a business token for no promoter, an injected subject, query parameters', async () => {
    for (const sub of ['00000000-0000-4000-8000-000000000000', "x' OR '1'='1", '../../promoters']) {
      expect((await today(await api.deps.tokens.issue('business', sub))).status, sub).toBe(401);
    }
    // Another promoter cannot widen the list with a query string: the promoter comes from the token only.
    const promoterId = await api.promoterId();
    const res = await today(otherPromoter, `?promoterId=${promoterId}&limit=100000&since=1970-01-01`);
    expect([200, 400]).toContain(res.status);
    if (res.status === 200) expect(res.body.items.map((item) => item.id)).not.toContain(applicationId);
  });

  it('yesterday is not today: after a day the list no longer has it', async () => {
    api.deps.clock.advance(24 * 60 * 60 * 1000);
    // The business token lives 12 h: sign in again on the next day.
    const res = await today(await api.tokenFor('business'));
    expect(res.status).toBe(200);
    expect(res.body.items.map((item) => item.id)).not.toContain(applicationId);
  });
});
