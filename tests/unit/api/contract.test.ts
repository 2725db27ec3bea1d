import { describe, expect, it } from 'vitest';
import * as analytics from '../../../src/api/contract/analytics.ts';
import * as applications from '../../../src/api/contract/applications.ts';
import * as catalog from '../../../src/api/contract/catalog.ts';
import * as clients from '../../../src/api/contract/clients.ts';
import {
  address,
  apiErrorBody,
  curp,
  employment,
  isKnownRejectionReason,
  pesos,
  STORE_SECTORS,
  storeSector,
} from '../../../src/api/contract/common.ts';
import type { Endpoint } from '../../../src/api/contract/endpoint.ts';
import { allEndpoints, contract } from '../../../src/api/contract/index.ts';
import * as payments from '../../../src/api/contract/payments.ts';
import * as promoters from '../../../src/api/contract/promoters.ts';
import * as push from '../../../src/api/contract/push.ts';
import * as signing from '../../../src/api/contract/signing.ts';
import { MARIA_CURP } from '../../fixtures/samples.ts';
import { BOUNDS } from '../../model/oracle/spec.ts';

/** Every call of spec §7 (both tables) with the paths decided for the actions the spec names only by name. */
const SPEC_CALLS = [
  'POST /applications, POST /applications/:id/resend-compliance-code, POST /applications/:id/process',
  'POST /applications/:id/pre-process, POST /applications/:id/update-details',
  'GET /business/stores/:storeId, GET /applications/estimated-monthly-payment',
  'POST /applications/:id/accept-as-interest-payments',
  'POST /applications/:id/reject-no-interest-as-interest-payments',
  'GET /business/stores/:storeId/no-interest-payments, GET /applications/can-create',
  'GET /applications/balance, POST /applications/:id/send-signature-code',
  'POST /applications/:id/resend-signature-code, POST /applications/:id/sign, GET /applications',
  'GET /applications/:id/approved-products-conditions',
  'POST /applications/:id/transition-to-documents-uploaded, PATCH /applications/:id/identityId',
  'POST /clients, POST /clients/exists, GET /clients/curp/:curp, POST /clients/email',
  'POST /clients/activate, POST /clients/resend-activation-code, GET /clients/is-registered',
  'GET /clients/:id/activation-code, POST /clients/:id/resend-activation-code',
  'POST /clients/recover-password, PATCH /clients/password, POST /clients/signin',
  'POST /promoters/signin, POST /promoters/verify-nip, GET /clients/me, GET /promoters/me',
  'PATCH /clients/interbank-code, GET /clients/addresses, GET /clients/kyc/:applicationId',
  'GET /payments, GET /postal-codes/:code, GET /stores',
  'POST /push-notifications/clients/:id/subscription',
  'GET /push-notifications/clients/:id/subscriptions, PATCH /clients/me/settings/:id/transactional',
  'PATCH /clients/me/settings/:id/promotional, POST /promoters/quick-applications/:applicationId',
  'POST /applications/:id/submit',
].flatMap((line) => line.split(', '));

/** Calls the e-signature and identity providers make in production, served by the sandbox for its widgets. */
const SANDBOX_PROVIDER_CALLS = [
  'GET /esign-sandbox/applications/:id/contract',
  'POST /esign-sandbox/applications/:id/signature',
  'POST /kyc-sandbox/flows/:flowId/finish',
];

/**
 * Calls the app needs beyond §7: the verification page's remaining resend wait (sign-up countdown); a loan's
 * payment table (Mi cuenta's row marks) and its early payoff; the promoter's day (landing); the contract file
 * (read or downloaded before and after signing); the client cancelling an application a promoter filed in their
 * name that they have not consented to.
 */
const APP_CALLS = [
  'GET /clients/activation-code',
  'GET /applications/:applicationId/schedule',
  'GET /applications/:applicationId/payoff',
  'GET /promoters/quick-applications',
  'GET /applications/:id/contract',
  'POST /applications/:id/cancel',
  // Issue "Analytics from the statecharts": the flow events collector (spec §9: analytics with a client key).
  'POST /analytics/events',
];

const key = (e: Endpoint) => `${e.method} ${e.path}`;

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value;
}

describe('contract', () => {
  it('gives every endpoint a unique id and a unique method + path', () => {
    const ids = allEndpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Placeholders with different names are still the same route.
    const routes = allEndpoints.map((e) => `${e.method} ${e.path.replace(/:[A-Za-z0-9_]+/g, ':')}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it('names every endpoint by its key: the id is `group.name` as the contract registers it', () => {
    // One name per call: the key machines call (`call('signing.sign', …)`) is the OpenAPI operationId, the metrics
    // and log label and the idempotency hash's call name (docs/api.md).
    const mismatches = Object.entries(contract).flatMap(([group, endpoints]) =>
      Object.entries(endpoints as Record<string, Endpoint>)
        .filter(([name, e]) => e.id !== `${group}.${name}`)
        .map(([name, e]) => `${group}.${name} has id ${e.id}`),
    );
    expect(mismatches).toEqual([]);
  });

  it('covers every call of spec §7 (plus the sandbox e-signature provider and the app additions), and nothing else', () => {
    expect(allEndpoints.map(key).sort()).toEqual(
      [...SPEC_CALLS, ...SANDBOX_PROVIDER_CALLS, ...APP_CALLS].sort(),
    );
  });

  it('lists every endpoint the contract files export', () => {
    const exported = [applications, catalog, clients, payments, promoters, push, signing, analytics].flatMap(
      (m) => Object.values(m).filter(isEndpoint),
    );
    expect(new Set(exported)).toEqual(new Set(allEndpoints));
    expect(Object.values(contract).flatMap((g) => Object.values(g))).toEqual(allEndpoints);
  });

  it.each(allEndpoints.map((e) => [e.id, e] as const))('%s is well formed', (_id, e) => {
    expect(e.path).toMatch(/^\/[a-z0-9\-/:A-Z]*$/);
    const placeholders = [...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort();
    const paramKeys = e.params ? Object.keys((e.params as unknown as { shape: object }).shape).sort() : [];
    expect(paramKeys).toEqual(placeholders);
    if (e.method === 'GET') expect(e.body).toBeUndefined();
    if (e.method === 'POST' || e.method === 'GET') expect(e.idempotent).not.toBe(true);
    if (e.auth !== 'public') {
      expect(e.auth.length).toBeGreaterThan(0);
      for (const a of e.auth) expect(['client', 'client-ephemeral', 'business']).toContain(a);
    }
    for (const status of Object.keys(e.errors ?? {})) expect(Number(status)).toBeGreaterThanOrEqual(400);
  });

  it('gives each audience the calls of spec §6', () => {
    const { clients: c, promoters: p } = contract;
    const calls = [
      c.signin,
      c.activate,
      c.updateEmail,
      p.isRegistered,
      p.quickApplication,
      contract.payments.list,
    ];
    expect([...calls, contract.signing.sign].map((e: Endpoint) => e.auth)).toEqual([
      'public',
      ...[['client-ephemeral'], ['client-ephemeral'], ['business'], ['business'], ['client'], ['client']],
    ]);
  });
});

describe('schemas', () => {
  it('describes the error body', () => {
    const body = { httpCode: 404, code: 'NOT_FOUND', message: 'No encontrado' };
    expect([body, { status: 404 }].map((b) => apiErrorBody.safeParse(b).success)).toEqual([true, false]);
  });

  it('normalizes CURPs and rejects malformed ones', () => {
    expect(curp.parse(' logf900514mjcprr02 ')).toBe(MARIA_CURP);
    for (const bad of ['LOGF900514MJCPRR0', 'LOGF90051AMJCPRR02'])
      expect(curp.safeParse(bad).success).toBe(false);
  });

  it('keeps pesos to centavos', () => {
    const samples = [1234.56, 0.07, 1234.567, -1, Number.POSITIVE_INFINITY];
    expect(samples.map((n) => pesos.safeParse(n).success)).toEqual([true, true, false, false, false]);
    // Read exactly, never within a tolerance: anything that is not a whole number of centavos is refused.
    for (const n of [100.999, 2000.0000001, 2000.000000001, 0.005, 1e-7]) {
      const result = pesos.safeParse(n);
      expect(result.success, String(n)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Debe ser un monto en pesos con hasta 2 decimales');
    }
    for (const n of [0, 0.1, 0.01, 999_999_999.99, 1e9])
      expect(pesos.safeParse(n).success, String(n)).toBe(true);
  });

  it('knows the 12 store sectors and falls back to OTHERS', () => {
    expect(STORE_SECTORS).toHaveLength(12);
    expect(Object.keys(catalog.STORE_SECTOR_LABELS).sort()).toEqual([...STORE_SECTORS].sort());
    expect(storeSector.parse('ELECTRONICS')).toBe('ELECTRONICS');
    expect(storeSector.parse('SPACESHIPS')).toBe('OTHERS');
  });

  it('tolerates rejection reasons with a trailing space', () => {
    const rejectionReason = 'FICO_SCORE_TOO_LOW ';
    const processed = { id: 'a', status: 'REJECTED', processedAt: '2026-01-02T03:04:05Z', rejectionReason };
    expect(applications.processResult.parse(processed).rejectionReason).toBe('FICO_SCORE_TOO_LOW');
    const known = [rejectionReason, 'SOMETHING_ELSE', null].map(isKnownRejectionReason);
    expect(known).toEqual([true, false, false]);
  });

  it('requires rent when renting, and job data when working', () => {
    const location = {
      streetName: 'Av. Juárez',
      exteriorNumber: '10',
      postalCode: '44100',
      neighborhood: 'Centro',
    };
    const base = { ...location, addressType: 'RENTED', movedInSince: '2020-03-01', maritalStatus: 'SINGLE' };
    const owned = { ...base, addressType: 'OWNED' };
    const addresses = [
      base,
      { ...base, monthlyRent: BOUNDS.minRent - 1 },
      { ...base, monthlyRent: 4500 },
      owned,
    ];
    const valid = [...addresses, { ...owned, movedInSince: '2020-03-15' }].map(
      (a) => address.safeParse(a).success,
    );
    expect(valid).toEqual([false, false, true, true, false]);

    const job = { companyName: 'ACME', position: 'Ventas', monthlySalary: 15000, startDate: '2019-01-01' };
    const jobs = [
      { status: 'HOMEMAKER', economicDependents: 2 },
      { status: 'EMPLOYED', economicDependents: 2 },
      { status: 'EMPLOYED', economicDependents: 0, ...job },
      { status: 'RETIRED', economicDependents: 7, ...job },
    ];
    expect(jobs.map((j) => employment.safeParse(j).success)).toEqual([true, false, true, false]);
  });

  it('requires a store for a STORE application', () => {
    const body = {
      type: 'STORE',
      productInformation: { productPrice: 10000, creditAmount: 9000, requestedPeriod: 6 },
    };
    const bodies = [body, { ...body, storeId: 'st-1' }, { ...body, type: 'PERSONAL_LOAN' }];
    expect(bodies.map((b) => applications.create.body!.safeParse(b).success)).toEqual([false, true, true]);
  });

  it('accepts a full or a location-only address on creation, never a broken full one', () => {
    const location = {
      streetName: 'Hidalgo',
      exteriorNumber: '5',
      postalCode: '64000',
      neighborhood: 'Centro',
    };
    const productInformation = { productPrice: 10000, creditAmount: 10000, requestedPeriod: 6 };
    const base = { type: 'PERSONAL_LOAN', productInformation };
    const parse = (clientAddress: object) => applications.create.body!.safeParse({ ...base, clientAddress });
    expect(parse(location).success).toBe(true);
    const owned = {
      addressType: 'OWNED',
      movedInSince: '2021-01-01',
      maritalStatus: 'MARRIED_SEPARATE_PROPERTY',
    };
    const full = { ...location, ...owned };
    const parsed = parse(full);
    expect(parsed.success && parsed.data.clientAddress).toMatchObject({ addressType: 'OWNED' });
    expect(parse({ ...full, addressType: 'RENTED' }).success).toBe(false);
  });

  it('reads query strings as the server receives them', () => {
    const sent = { creditAmount: '9000.5', requestedPeriod: '6', type: 'STORE' };
    const q = applications.estimatedMonthlyPayment.query!.parse(sent);
    expect(q).toEqual({ creditAmount: 9000.5, requestedPeriod: 6, type: 'STORE' });
    const searches = [{ name: '   ' }, { name: 'zapato', limit: '6' }];
    for (const query of searches) expect(catalog.searchStores.query!.safeParse(query).success).toBe(false);
  });

  it('keeps payments in integer centavos', () => {
    const applicationPayments = [{ applicationId: 'a1', amount: 150000 }];
    const amounts = { appliedAmount: 150000, originalAmount: 150000, applicationPayments };
    const p = { id: 'p1', method: 'cash_payment', paidAt: '2026-01-01T12:00:00Z', ...amounts };
    expect(payments.payment.safeParse(p).success).toBe(true);
    expect(payments.payment.safeParse({ ...p, appliedAmount: 1500.5 }).success).toBe(false);
  });
});
