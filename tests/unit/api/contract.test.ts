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
  'POST /applications',
  'POST /applications/:id/resend-compliance-code',
  'POST /applications/:id/process',
  'POST /applications/:id/pre-process',
  'POST /applications/:id/update-details',
  'GET /business/stores/:storeId',
  'GET /applications/estimated-monthly-payment',
  'POST /applications/:id/accept-as-interest-payments',
  'POST /applications/:id/reject-no-interest-as-interest-payments',
  'GET /business/stores/:storeId/no-interest-payments',
  'GET /applications/can-create',
  'GET /applications/balance',
  'POST /applications/:id/send-signature-code',
  'POST /applications/:id/resend-signature-code',
  'POST /applications/:id/sign',
  'GET /applications',
  'GET /applications/:id/approved-products-conditions',
  'POST /applications/:id/transition-to-documents-uploaded',
  'PATCH /applications/:id/identityId',
  'POST /clients',
  'POST /clients/exists',
  'GET /clients/curp/:curp',
  'POST /clients/email',
  'POST /clients/activate',
  'POST /clients/resend-activation-code',
  'GET /clients/is-registered',
  'GET /clients/:id/activation-code',
  'POST /clients/:id/resend-activation-code',
  'POST /clients/recover-password',
  'PATCH /clients/password',
  'POST /clients/signin',
  'POST /promoters/signin',
  'POST /promoters/verify-nip',
  'GET /clients/me',
  'GET /promoters/me',
  'PATCH /clients/interbank-code',
  'GET /clients/addresses',
  'GET /clients/kyc/:applicationId',
  'GET /payments',
  'GET /postal-codes/:code',
  'GET /stores',
  'POST /push-notifications/clients/:id/subscription',
  'GET /push-notifications/clients/:id/subscriptions',
  'PATCH /clients/me/settings/:id/transactional',
  'PATCH /clients/me/settings/:id/promotional',
  'POST /promoters/quick-applications/:applicationId',
  'POST /applications/:id/submit',
];

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
    const auth = (e: Endpoint) => e.auth;
    expect(auth(contract.clients.signin)).toBe('public');
    expect(auth(contract.clients.activate)).toEqual(['client-ephemeral']);
    expect(auth(contract.clients.updateEmail)).toEqual(['client-ephemeral']);
    expect(auth(contract.promoters.isRegistered)).toEqual(['business']);
    expect(auth(contract.promoters.quickApplication)).toEqual(['business']);
    expect(auth(contract.payments.list)).toEqual(['client']);
    expect(auth(contract.signing.sign)).toEqual(['client']);
  });
});

describe('schemas', () => {
  it('describes the error body', () => {
    expect(
      apiErrorBody.safeParse({ httpCode: 404, code: 'NOT_FOUND', message: 'No encontrado' }).success,
    ).toBe(true);
    expect(apiErrorBody.safeParse({ status: 404 }).success).toBe(false);
  });

  it('normalizes CURPs and rejects malformed ones', () => {
    expect(curp.parse(' logf900514mjcprr02 ')).toBe(MARIA_CURP);
    expect(curp.safeParse('LOGF900514MJCPRR0').success).toBe(false);
    expect(curp.safeParse('LOGF90051AMJCPRR02').success).toBe(false);
  });

  it('keeps pesos to centavos', () => {
    expect(pesos.safeParse(1234.56).success).toBe(true);
    expect(pesos.safeParse(0.07).success).toBe(true);
    expect(pesos.safeParse(1234.567).success).toBe(false);
    expect(pesos.safeParse(-1).success).toBe(false);
    expect(pesos.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    // Read exactly, never within a tolerance: anything that is not a whole number of centavos is refused.
    for (const n of [100.999, 2000.0000001, 2000.000000001, 0.005, 1e-7]) {
      const result = pesos.safeParse(n);
      expect(result.success, String(n)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Debe ser un monto en pesos con hasta 2 decimales');
    }
    for (const n of [0, 0.1, 0.01, 999_999_999.99, 1_000_000_000])
      expect(pesos.safeParse(n).success, String(n)).toBe(true);
  });

  it('knows the 12 store sectors and falls back to OTHERS', () => {
    expect(STORE_SECTORS).toHaveLength(12);
    expect(Object.keys(catalog.STORE_SECTOR_LABELS).sort()).toEqual([...STORE_SECTORS].sort());
    expect(storeSector.parse('ELECTRONICS')).toBe('ELECTRONICS');
    expect(storeSector.parse('SPACESHIPS')).toBe('OTHERS');
  });

  it('tolerates rejection reasons with a trailing space', () => {
    const result = applications.processResult.parse({
      id: 'a',
      status: 'REJECTED',
      processedAt: '2026-01-02T03:04:05Z',
      rejectionReason: 'FICO_SCORE_TOO_LOW ',
    });
    expect(result.rejectionReason).toBe('FICO_SCORE_TOO_LOW');
    expect(isKnownRejectionReason('FICO_SCORE_TOO_LOW ')).toBe(true);
    expect(isKnownRejectionReason('SOMETHING_ELSE')).toBe(false);
    expect(isKnownRejectionReason(null)).toBe(false);
  });

  it('requires rent when renting, and job data when working', () => {
    const base = {
      streetName: 'Av. Juárez',
      exteriorNumber: '10',
      postalCode: '44100',
      neighborhood: 'Centro',
      addressType: 'RENTED',
      movedInSince: '2020-03-01',
      maritalStatus: 'SINGLE',
    };
    expect(address.safeParse(base).success).toBe(false);
    expect(address.safeParse({ ...base, monthlyRent: BOUNDS.minRent - 1 }).success).toBe(false);
    expect(address.safeParse({ ...base, monthlyRent: 4500 }).success).toBe(true);
    expect(address.safeParse({ ...base, addressType: 'OWNED' }).success).toBe(true);
    expect(address.safeParse({ ...base, addressType: 'OWNED', movedInSince: '2020-03-15' }).success).toBe(
      false,
    );

    expect(employment.safeParse({ status: 'HOMEMAKER', economicDependents: 2 }).success).toBe(true);
    expect(employment.safeParse({ status: 'EMPLOYED', economicDependents: 2 }).success).toBe(false);
    const job = { companyName: 'ACME', position: 'Ventas', monthlySalary: 15000, startDate: '2019-01-01' };
    expect(employment.safeParse({ status: 'EMPLOYED', economicDependents: 0, ...job }).success).toBe(true);
    expect(employment.safeParse({ status: 'RETIRED', economicDependents: 7, ...job }).success).toBe(false);
  });

  it('requires a store for a STORE application', () => {
    const body = {
      type: 'STORE',
      productInformation: { productPrice: 10000, creditAmount: 9000, requestedPeriod: 6 },
    };
    expect(applications.create.body!.safeParse(body).success).toBe(false);
    expect(applications.create.body!.safeParse({ ...body, storeId: 'st-1' }).success).toBe(true);
    expect(applications.create.body!.safeParse({ ...body, type: 'PERSONAL_LOAN' }).success).toBe(true);
  });

  it('accepts a full or a location-only address on creation, never a broken full one', () => {
    const location = {
      streetName: 'Hidalgo',
      exteriorNumber: '5',
      postalCode: '64000',
      neighborhood: 'Centro',
    };
    const base = {
      type: 'PERSONAL_LOAN',
      productInformation: { productPrice: 10000, creditAmount: 10000, requestedPeriod: 6 },
    };
    const parse = (clientAddress: object) => applications.create.body!.safeParse({ ...base, clientAddress });
    expect(parse(location).success).toBe(true);
    const full = {
      ...location,
      addressType: 'OWNED',
      movedInSince: '2021-01-01',
      maritalStatus: 'MARRIED_SEPARATE_PROPERTY',
    };
    const parsed = parse(full);
    expect(parsed.success && parsed.data.clientAddress).toMatchObject({ addressType: 'OWNED' });
    expect(parse({ ...full, addressType: 'RENTED' }).success).toBe(false);
  });

  it('reads query strings as the server receives them', () => {
    const q = applications.estimatedMonthlyPayment.query!.parse({
      creditAmount: '9000.5',
      requestedPeriod: '6',
      type: 'STORE',
    });
    expect(q).toEqual({ creditAmount: 9000.5, requestedPeriod: 6, type: 'STORE' });
    expect(catalog.searchStores.query!.safeParse({ name: '   ' }).success).toBe(false);
    expect(catalog.searchStores.query!.safeParse({ name: 'zapato', limit: '6' }).success).toBe(false);
  });

  it('keeps payments in integer centavos', () => {
    const p = {
      id: 'p1',
      method: 'cash_payment',
      paidAt: '2026-01-01T12:00:00Z',
      appliedAmount: 150000,
      originalAmount: 150000,
      applicationPayments: [{ applicationId: 'a1', amount: 150000 }],
    };
    expect(payments.payment.safeParse(p).success).toBe(true);
    expect(payments.payment.safeParse({ ...p, appliedAmount: 1500.5 }).success).toBe(false);
  });
});
