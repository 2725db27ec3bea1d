/**
 * Authorization matrix: every mounted endpoint (accounts, catalog, lending, signing, push, analytics) × {no token, expired,
 * client-ephemeral, client, business, another client's token, and revoked tokens: a client token issued before a
 * password change, a sign-up token of an account since activated, a token of a disabled promoter and of a promoter
 * that no longer exists}. A token of an audience the endpoint does not accept is 403; no, an expired or a revoked
 * token is 401; an accepted audience passes the check (whatever the call then answers, never a 5xx). Push calls
 * for another client's id are 403 for the "other client".
 */

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountedEndpoints } from '../../server/app.ts';
import { clients, credentials, promoterAccess, promoters } from '../../server/db/schema.ts';
import type { Audience, Endpoint } from '../../src/api/contract/endpoint.ts';
import { contract } from '../../src/api/contract/index.ts';
import { MARIA_CURP } from '../fixtures/samples.ts';
import { fileApi, type TestClient, uniqueContact } from './helpers.ts';
import {
  applyAndProcess,
  instant,
  promoterApplicationForNewClient,
  setIdentity,
  startLendingApi,
  verifyIdentity,
} from './lending/harness.ts';

const api = fileApi();
let owner: TestClient;
let other: TestClient;
let ephemeral: TestClient;
let tokens: Record<Kind, string | undefined>;

type Kind =
  | 'none'
  | 'expired'
  | 'client-ephemeral'
  | 'client'
  | 'business'
  | 'other-client'
  | 'revoked-client'
  | 'activated-ephemeral'
  | 'disabled-business'
  | 'deleted-business';
const KINDS: readonly Kind[] = [
  'none',
  'expired',
  'client-ephemeral',
  'client',
  'business',
  'other-client',
  'revoked-client',
  'activated-ephemeral',
  'disabled-business',
  'deleted-business',
];
const REVOKED: ReadonlySet<Kind> = new Set([
  'revoked-client',
  'activated-ephemeral',
  'disabled-business',
  'deleted-business',
]);

beforeAll(async () => {
  owner = await api.createClient();
  other = await api.createClient();
  ephemeral = await api.createClient({ activated: false });
  tokens = {
    none: undefined,
    expired: await api.tokenFor('expired'),
    'client-ephemeral': ephemeral.token,
    client: owner.token,
    business: await api.tokenFor('business'),
    'other-client': other.token,
    ...(await revokedTokens()),
  };
});

/** Tokens that were valid when issued and must now be refused (issue 9 point 4). */
async function revokedTokens(): Promise<
  Record<'revoked-client' | 'activated-ephemeral' | 'disabled-business' | 'deleted-business', string>
> {
  const changed = await api.createClient();
  await api.db
    .update(credentials)
    .set({ tokenVersion: sql`${credentials.tokenVersion} + 1` })
    .where(eq(credentials.clientId, changed.id));
  const verified = await api.createClient({ activated: false });
  await api.db.update(clients).set({ activatedAt: new Date() }).where(eq(clients.id, verified.id));
  const seeded = await api.db.select({ id: promoters.id }).from(promoters).limit(2);
  const disabled = seeded[1]!.id;
  expect(disabled).not.toBe(await api.promoterId());
  await api.db.insert(promoterAccess).values({ promoterId: disabled, disabledAt: new Date() });
  return {
    'revoked-client': changed.token,
    'activated-ephemeral': verified.token,
    'disabled-business': await api.deps.tokens.issue('business', disabled),
    'deleted-business': await api.deps.tokens.issue('business', '00000000-0000-4000-8000-00000000dead'),
  };
}

const SAMPLE_PARAMS: Record<string, string> = {
  curp: MARIA_CURP,
  storeId: '1',
  code: '44100',
  postalCode: '44100',
};

/** Valid bodies where the answer depends on them (ownership is checked after validation). */
const SAMPLE_BODIES: Record<string, unknown> = {
  'push.subscribe': {
    subscription: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/1',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  },
  // Public: every token kind (none included) is stored (202), never refused for its audience.
  'analytics.events': {
    events: [
      {
        session: '3b1f8e4a-5c2d-4e6f-8a9b-0c1d2e3f4a5b',
        app: '0.1.0',
        flow: 'signup',
        run: 0,
        seq: 0,
        from: null,
        to: 'personalData.curp.curpSearch',
        busy: false,
        type: 'xstate.init',
        route: '/crear-cuenta/datos-personales',
        ms: 0,
      },
    ],
  },
};

/** Path params refer to the owner's resources (the owner's client id for `:id` on client routes). */
function pathOf(e: Endpoint): string {
  return `/api${e.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    if (name === 'id' && e.path.startsWith('/push-notifications/clients/')) return owner.id;
    if (name === 'id' && e.path.startsWith('/clients/')) return owner.id;
    return SAMPLE_PARAMS[name] ?? '00000000-0000-4000-8000-000000000000';
  })}`;
}

const audienceOf: Partial<Record<Kind, Audience>> = {
  'client-ephemeral': 'client-ephemeral',
  client: 'client',
  business: 'business',
  'other-client': 'client',
  'revoked-client': 'client',
  'activated-ephemeral': 'client-ephemeral',
  'disabled-business': 'business',
  'deleted-business': 'business',
};

function expected(e: Endpoint, kind: Kind): 'pass' | 401 | 403 {
  if (e.auth === 'public') return 'pass';
  if (kind === 'none' || kind === 'expired') return 401;
  const aud = audienceOf[kind]!;
  if (!e.auth.includes(aud)) return 403;
  if (REVOKED.has(kind)) return 401;
  if (kind === 'other-client' && e.path.startsWith('/push-notifications/clients/:id')) return 403;
  return 'pass';
}

describe('authorization matrix', () => {
  it('serves every endpoint of the contract', () => {
    const mounted = new Set(mountedEndpoints(api.app).map((e) => e.id));
    const required = Object.values(contract).flatMap((group) => Object.values(group));
    expect(required.filter((e) => !mounted.has(e.id)).map((e) => e.id)).toEqual([]);
  });

  it('answers every endpoint × token kind as its audiences say', async () => {
    const failures: string[] = [];
    for (const e of mountedEndpoints(api.app)) {
      for (const kind of KINDS) {
        const res = await api.request<{ httpCode?: number; code?: string }>(e.method, pathOf(e), {
          token: tokens[kind],
          body: e.body ? (SAMPLE_BODIES[e.id] ?? {}) : undefined,
        });
        const want = expected(e, kind);
        const ok =
          res.status < 500 &&
          (want === 'pass'
            ? res.status !== 401 && !(res.status === 403 && res.body.code === 'FORBIDDEN')
            : res.status === want);
        if (!ok) failures.push(`${e.id} ${kind}: expected ${want}, got ${res.status} ${res.body.code ?? ''}`);
        if (kind === 'expired' && want === 401 && res.body.code !== 'TOKEN_EXPIRED') {
          failures.push(`${e.id} expired: code ${res.body.code}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses tampered, foreign-secret, unsigned and wrong-scheme tokens with 401', async () => {
    const [h, p] = owner.token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: other.id })).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    for (const token of [
      `${h}.${forged}.${owner.token.split('.')[2]}`,
      none,
      'abc.def.ghi',
      `${owner.token}x`,
    ]) {
      const res = await api.request('GET', '/api/clients/me', { token });
      expect(res.status).toBe(401);
    }
    const basic = await api.request('GET', '/api/clients/me', {
      headers: { authorization: `Basic ${owner.token}` },
    });
    expect(basic.status).toBe(401);
    const { createTokens } = await import('../../server/auth/tokens.ts');
    const foreign = await createTokens('another-secret-another-secret-another-secret', api.deps.clock).issue(
      'client',
      owner.id,
    );
    expect((await api.request('GET', '/api/clients/me', { token: foreign })).status).toBe(401);
  });

  it('a business token never reads a client profile; a client token never acts as a promoter', async () => {
    expect((await api.request('GET', '/api/clients/me', { token: tokens.business })).status).toBe(403);
    expect((await api.request('GET', '/api/promoters/me', { token: owner.token })).status).toBe(403);
    expect(
      (await api.request('GET', `/api/clients/${other.id}/activation-code`, { token: owner.token })).status,
    ).toBe(403);
  });

  it('a promoter files only at her own store: every promoter × every promoter store', async () => {
    const seeded = await api.db.select({ id: promoters.id, storeId: promoters.storeId }).from(promoters);
    expect(seeded.length).toBeGreaterThan(1);
    // The promoter disabled above (revoked tokens) is refused before any store check.
    const disabled = new Set(
      (await api.db.select({ id: promoterAccess.promoterId }).from(promoterAccess)).map((r) => r.id),
    );
    const failures: string[] = [];
    for (const promoter of seeded.filter((p) => !disabled.has(p.id))) {
      const token = await api.deps.tokens.issue('business', promoter.id);
      for (const store of seeded) {
        const client = await api.createClient();
        const res = await api.request<{ code?: string }>('POST', '/api/applications', {
          token,
          body: {
            type: 'STORE',
            storeId: store.storeId,
            productInformation: { productPrice: 5_000, creditAmount: 4_000, requestedPeriod: 3 },
            clientId: client.id,
          },
        });
        const want = store.storeId === promoter.storeId ? 200 : 403;
        const code = want === 403 ? 'NOT_PROMOTERS_STORE' : undefined;
        if (res.status !== want || res.body.code !== code) {
          failures.push(`${promoter.id} at ${store.storeId}: expected ${want}, got ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("cancelling a promoter's application: only the client it was filed for", async () => {
    const client = await api.createClient();
    const promoter = await api.tokenFor('business');
    const storeId = (
      await api.db
        .select({ storeId: promoters.storeId })
        .from(promoters)
        .where(eq(promoters.id, await api.promoterId()))
    )[0]!.storeId;
    const filed = await api.request<{ id: string }>('POST', '/api/applications', {
      token: promoter,
      body: {
        type: 'STORE',
        storeId,
        productInformation: { productPrice: 5_000, creditAmount: 4_000, requestedPeriod: 3 },
        clientId: client.id,
      },
    });
    expect(filed.status).toBe(200);
    const path = `/api/applications/${filed.body.id}/cancel`;
    const rows: [string, string | undefined, number][] = [
      ['none', undefined, 401],
      ['expired', tokens.expired, 401],
      ['client-ephemeral', tokens['client-ephemeral'], 403],
      ['the promoter who filed it', promoter, 403],
      ['another client', other.token, 404],
      ['revoked client', tokens['revoked-client'], 401],
      ['the client', client.token, 200],
    ];
    for (const [who, token, status] of rows) {
      expect((await api.request('POST', path, { token })).status, who).toBe(status);
    }
  });

  it("an Idempotency-Key is per principal: another client's or a promoter's same key never replays its answer", async () => {
    const key = 'misma-clave-de-dos-principales';
    const body = {
      type: 'PERSONAL_LOAN',
      productInformation: { productPrice: 10_000, creditAmount: 10_000, requestedPeriod: 6 },
      storeId: null,
      utm: { source: 'clients-webapp', medium: 'organic' },
    };
    const send = (token: string) =>
      api.request<{ id: string }>('POST', '/api/applications', {
        token,
        body,
        headers: { 'idempotency-key': key },
      });
    const first = await send(owner.token);
    const second = await send(other.token);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.body.id).not.toBe(first.body.id);
    // A promoter sending the same key is another principal too: never the owner's answer.
    const promoter = await send(tokens.business!);
    expect(promoter.headers.get('idempotent-replayed')).toBeNull();
    expect(promoter.body).not.toEqual(first.body);
    // The owner's own repeat is the replay.
    const again = await send(owner.token);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('each client token reads its own profile only', async () => {
    const a = await api.request<{ id: string }>('GET', '/api/clients/me', { token: owner.token });
    const b = await api.request<{ id: string }>('GET', '/api/clients/me', { token: other.token });
    expect(a.body.id).toBe(owner.id);
    expect(b.body.id).toBe(other.id);
  });
});

/**
 * Rows for the identity endpoints (issue 22 point 2) and the promoter's client scope (point 4), on the lending
 * test API (a fixed clock): who may act on a pre-approved application's identity flow, and what `is-registered`
 * shows to whom. Another client's application or flow is 404 (ids cannot be probed), a promoter's token 403.
 */
describe('authorization rows: identity endpoints and the promoter’s client scope', () => {
  let lending: Awaited<ReturnType<typeof startLendingApi>>;
  let applicant: TestClient;
  let stranger: TestClient;
  let applicationId: string;
  let flowId: string;
  let identityId: string;
  beforeAll(async () => {
    lending = await startLendingApi();
    await instant(lending);
    applicant = await lending.createClient();
    stranger = await lending.createClient();
    await setIdentity(lending, applicant, {});
    applicationId = (await applyAndProcess(lending, applicant)).id;
    const flow = await lending.request<{ kycFlowId: string }>('GET', `/api/clients/kyc/${applicationId}`, {
      token: applicant.token,
    });
    flowId = flow.body.kycFlowId;
    identityId = await verifyIdentity(lending, applicant, applicationId);
  });
  afterAll(async () => {
    await lending?.close();
  });

  type Who = 'owner' | 'other-client' | 'business';
  const rows: readonly [string, string, () => string, (() => unknown) | undefined, Who, number][] = [
    ['GET', 'clients.kycFlow', () => `/api/clients/kyc/${applicationId}`, undefined, 'other-client', 404],
    ['GET', 'clients.kycFlow', () => `/api/clients/kyc/${applicationId}`, undefined, 'business', 403],
    [
      'POST',
      'kycSandbox.finish',
      () => `/api/kyc-sandbox/flows/${flowId}/finish`,
      undefined,
      'other-client',
      404,
    ],
    [
      'POST',
      'kycSandbox.finish',
      () => `/api/kyc-sandbox/flows/${flowId}/finish`,
      undefined,
      'business',
      403,
    ],
    [
      'PATCH',
      'signing.updateIdentityId',
      () => `/api/applications/${applicationId}/identityId`,
      () => ({ kycIdentityId: identityId }),
      'other-client',
      404,
    ],
    [
      'PATCH',
      'signing.updateIdentityId',
      () => `/api/applications/${applicationId}/identityId`,
      () => ({ kycIdentityId: identityId }),
      'business',
      403,
    ],
    [
      'POST',
      'signing.transitionToDocumentsUploaded',
      () => `/api/applications/${applicationId}/transition-to-documents-uploaded`,
      undefined,
      'other-client',
      404,
    ],
    ['POST', 'kycSandbox.finish', () => `/api/kyc-sandbox/flows/${flowId}/finish`, undefined, 'owner', 200],
    [
      'PATCH',
      'signing.updateIdentityId',
      () => `/api/applications/${applicationId}/identityId`,
      () => ({ kycIdentityId: identityId }),
      'owner',
      200,
    ],
  ];

  it.each(rows.map((r) => [`${r[1]} by ${r[4]}`, r] as const))('%s', async (_name, row) => {
    const [method, , path, body, who, want] = row;
    const token =
      who === 'owner'
        ? applicant.token
        : who === 'other-client'
          ? stranger.token
          : await lending.tokenFor('business');
    const res = await lending.request(method, path(), { token, body: body?.() });
    expect(res.status).toBe(want);
  });

  it("the owner's identity id is never accepted for another client's application", async () => {
    await setIdentity(lending, stranger, {});
    const theirs = (await applyAndProcess(lending, stranger)).id;
    const res = await lending.request<{ code: string }>('PATCH', `/api/applications/${theirs}/identityId`, {
      token: stranger.token,
      body: { kycIdentityId: identityId },
    });
    expect([res.status, res.body.code]).toEqual([422, 'IDENTITY_NOT_RECOGNIZED']);
  });

  it('is-registered: the identity to the promoter who registered the client, masked to another, never to a client', async () => {
    const registrar = await lending.tokenFor('business');
    const otherPromoter = await lending.deps.tokens.issue('business', 'e0000000-0000-4000-8000-000000000004');
    const phone = uniqueContact().phoneNumber;
    await promoterApplicationForNewClient(lending, registrar, phone);
    const url = `/api/clients/is-registered?phoneNumber=${phone}`;
    const full = await lending.request<{ client: { curp: string | null } }>('GET', url, { token: registrar });
    const masked = await lending.request<{ client: { curp: string | null } }>('GET', url, {
      token: otherPromoter,
    });
    expect(full.body.client.curp).toMatch(/^[A-Z]{4}\d{6}/);
    expect(masked.body.client.curp).toBeNull();
    expect((await lending.request('GET', url, { token: applicant.token })).status).toBe(403);
  });
});
