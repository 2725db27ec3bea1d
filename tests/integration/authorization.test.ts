/**
 * Authorization matrix: every mounted endpoint (accounts, catalog, lending, signing, push, analytics) × {no token, expired,
 * client-ephemeral, client, business, another client's token, and revoked tokens: a client token issued before a
 * password change, a sign-up token of an account since activated, a token of a disabled promoter and of a promoter
 * that no longer exists}. A token of an audience the endpoint does not accept is 403; no, an expired or a revoked
 * token is 401; an accepted audience passes the check (whatever the call then answers, never a 5xx). Push calls
 * for another client's id are 403 for the "other client".
 */

import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mountedEndpoints } from '../../server/app.ts';
import { clients, credentials, promoterAccess, promoters } from '../../server/db/schema.ts';
import type { Audience, Endpoint } from '../../src/api/contract/endpoint.ts';
import { contract } from '../../src/api/contract/index.ts';
import { MARIA_CURP } from '../fixtures/samples.ts';
import { loginStep } from './analytics/collector-api.ts';
import { fileApi, PUSH_KEYS, type TestClient } from './helpers.ts';
import {
  applicationBody,
  applyAndProcess,
  by,
  instant,
  lendingClient,
  PROMOTER_PURCHASE,
  startLendingApi,
  verifyIdentity,
} from './lending/harness.ts';

const api = fileApi();
let owner: TestClient;
let other: TestClient;
let ephemeral: TestClient;
let tokens: Record<Kind, string | undefined>;

const REVOKED = ['revoked-client', 'activated-ephemeral', 'disabled-business', 'deleted-business'] as const;
const ISSUED_KINDS = ['none', 'expired', 'client-ephemeral', 'client', 'business', 'other-client'] as const;
const KINDS = [...ISSUED_KINDS, ...REVOKED] as const;
type Kind = (typeof KINDS)[number];
const REVOKED_SET: ReadonlySet<Kind> = new Set(REVOKED);

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
async function revokedTokens(): Promise<Record<(typeof REVOKED)[number], string>> {
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
  'push.subscribe': { subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/1', keys: PUSH_KEYS } },
  // Public: every token kind (none included) is stored (202), never refused for its audience.
  'analytics.events': { events: [loginStep()] },
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
  if (REVOKED_SET.has(kind)) return 401;
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
    const me = (token?: string, headers?: Record<string, string>) =>
      api.request('GET', '/api/clients/me', { token, ...(headers ? { headers } : {}) });
    const tampered = `${h}.${forged}.${owner.token.split('.')[2]}`;
    for (const token of [tampered, none, 'abc.def.ghi', `${owner.token}x`]) {
      expect((await me(token)).status).toBe(401);
    }
    expect((await me(undefined, { authorization: `Basic ${owner.token}` })).status).toBe(401);
    const { createTokens } = await import('../../server/auth/tokens.ts');
    const foreignTokens = createTokens('another-secret-another-secret-another-secret', api.deps.clock);
    expect((await me(await foreignTokens.issue('client', owner.id))).status).toBe(401);
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
        const body = { ...PROMOTER_PURCHASE, storeId: store.storeId, clientId: client.id };
        const res = await api.request<{ code?: string }>('POST', '/api/applications', { token, body });
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
    const own = await api.db
      .select()
      .from(promoters)
      .where(eq(promoters.id, await api.promoterId()));
    const body = { ...PROMOTER_PURCHASE, storeId: own[0]!.storeId, clientId: client.id };
    const filed = await api.request<{ id: string }>('POST', '/api/applications', { token: promoter, body });
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
    const body = applicationBody({}, false);
    const headers = { 'idempotency-key': key };
    const send = (token: string) => by(api, token).post<{ id: string }>('/applications', body, headers);
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
  const lending = fileApi(startLendingApi, instant);
  let applicant: TestClient;
  let stranger: TestClient;
  let applicationId: string;
  let flowId: string;
  let identityId: string;
  beforeAll(async () => {
    applicant = await lendingClient(lending);
    stranger = await lending.createClient();
    applicationId = (await applyAndProcess(lending, applicant)).id;
    const flow = await lending.request<{ kycFlowId: string }>('GET', `/api/clients/kyc/${applicationId}`, {
      token: applicant.token,
    });
    flowId = flow.body.kycFlowId;
    identityId = await verifyIdentity(lending, applicant, applicationId);
  });

  type Who = 'owner' | 'other-client' | 'business';
  /** Each endpoint: its method, its path and its body (read when the test runs, after the set-up). */
  const CALLS = {
    'clients.kycFlow': ['GET', () => `/api/clients/kyc/${applicationId}`, undefined],
    'kycSandbox.finish': ['POST', () => `/api/kyc-sandbox/flows/${flowId}/finish`, undefined],
    'signing.updateIdentityId': [
      'PATCH',
      () => `/api/applications/${applicationId}/identityId`,
      () => ({ kycIdentityId: identityId }),
    ],
    'signing.transitionToDocumentsUploaded': [
      'POST',
      () => `/api/applications/${applicationId}/transition-to-documents-uploaded`,
      undefined,
    ],
  } as const satisfies Record<string, readonly [string, () => string, (() => unknown) | undefined]>;
  const rows: readonly [keyof typeof CALLS, Who, number][] = [
    ['clients.kycFlow', 'other-client', 404],
    ['clients.kycFlow', 'business', 403],
    ['kycSandbox.finish', 'other-client', 404],
    ['kycSandbox.finish', 'business', 403],
    ['signing.updateIdentityId', 'other-client', 404],
    ['signing.updateIdentityId', 'business', 403],
    ['signing.transitionToDocumentsUploaded', 'other-client', 404],
    ['kycSandbox.finish', 'owner', 200],
    ['signing.updateIdentityId', 'owner', 200],
  ];

  it.each(rows.map((r) => [`${r[0]} by ${r[1]}`, r] as const))('%s', async (_name, [endpoint, who, want]) => {
    const [method, path, body] = CALLS[endpoint];
    const token =
      who === 'owner'
        ? applicant.token
        : who === 'other-client'
          ? stranger.token
          : await lending.tokenFor('business');
    const res = await lending.request(method, path(), { token, body: body?.() });
    expect(res.status).toBe(want);
  });
  // The owner's identity id for another client's application: lending/identity-check.test.ts.
});
