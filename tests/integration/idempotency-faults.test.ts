/**
 * Issue 37 point 1: the effect of a keyed call and its stored answer are one. For every call that takes an
 * `Idempotency-Key` (create, submit, consent and processing, pre-process, quick application, update-details, the
 * interest offer, documents, e-signature, sign, cancel, payments and a payoff), faults are injected where they
 * matter and the caller retries with the same key until it gets an answer:
 * - the connection dies at each statement of the request in turn, before the statement runs ("before" chain), and
 *   after it ran, its answer lost ("after" chain: on the COMMIT that is a transaction committed and its answer
 *   lost);
 * - the process dies after the commit, before the answer leaves (the `crash-after-commit` fault hook of
 *   SANDBOX_FAULTS, here with a stand-in for SIGKILL; tests/integration/idempotency-crash.test.ts kills a real
 *   server process).
 * Each chain ends with the answer a fault-free run gives, and the rows it left (applications, status events,
 * payments, allocations, contracts, instalments, codes, messages...) are exactly a fault-free run's: nothing
 * doubled, nothing lost. A retry after a lost commit comes a minute later (sandbox clock), as in the cluster run
 * where a retry 66 s later paid twice.
 *
 * The faults are injected in the database driver under drizzle (PGlite's client, or node-postgres' pool with
 * DATABASE_URL), so the same file runs on both.
 */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  applicationStatusEvents,
  applications,
  authAttempts,
  clients,
  contracts,
  creditBureauFiles,
  employments,
  idempotencyKeys,
  kycFlows,
  loanInstalments,
  offers,
  oneTimeCodes,
  outbox,
  paymentAllocations,
  payments,
  promoterLookups,
  referrals,
  scheduledTransitions,
} from '../../server/db/schema.ts';
import { faultActions } from '../../server/idempotency/service.ts';
import { allEndpoints } from '../../src/api/contract/index.ts';
import { createInjector } from './fault-injection.ts';
import { lastMessage, type TestClient, type TestResponse, uniqueContact } from './helpers.ts';
import {
  ANA_PRUEBA,
  type Api,
  acceptIdentity,
  applicationBody,
  applyAndProcess,
  call,
  force,
  instant,
  lendingClient,
  offerDates,
  PROMOTER_PURCHASE,
  promoterApplicationForNewClient,
  quickForm,
  REFERENCES,
  SIGNATURE_PNG,
  signAndDisburse,
  startLendingApi,
  toActivationCode,
} from './lending/harness.ts';

// ─── The calls ───────────────────────────────────────────────────────────────────────────────────────────────

/** A call ready to be sent (its subject brought to the state it needs); `send` takes the retry's headers. */
interface Target {
  send(headers: Record<string, string>): Promise<TestResponse<Record<string, unknown>>>;
}

interface KeyedCall {
  readonly name: string;
  /** The contract endpoint's id (`sandbox.payments`: the sandbox's payment). */
  readonly endpoint: string;
  prepare(): Promise<Target>;
}

let api: Api;
let business: string;
const faults = createInjector();
const realCrash = faultActions.crash;
let crashes = 0;
let uninstall = () => {};

beforeAll(async () => {
  api = await startLendingApi(undefined, { SANDBOX_FAULTS: 'true' });
  await instant(api);
  business = await api.tokenFor('business');
  uninstall = faults.install(api);
  // The process "dies" after the commit: the answer never leaves (the real SIGKILL: idempotency-crash.test.ts).
  faultActions.crash = () => {
    crashes++;
    throw new Error('injected fault: the process died after the commit');
  };
});
afterAll(async () => {
  faultActions.crash = realCrash;
  uninstall();
  await api?.close();
});

const post = (path: string, token: string | undefined, body?: unknown) => (headers: Record<string, string>) =>
  call<Record<string, unknown>>(api, 'POST', path, {
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
    headers,
  });

const freshClient = () => lendingClient(api, ANA_PRUEBA);

async function ok<T>(res: Promise<TestResponse<T>>, what: string, status = 200): Promise<T> {
  const r = await res;
  if (r.status !== status) throw new Error(`${what}: ${r.status} ${r.text}`);
  return r.body;
}

/** A client's application created (no key). */
async function created(c: TestClient): Promise<string> {
  const body = applicationBody();
  return (await ok(call<{ id: string }>(api, 'POST', '/applications', { token: c.token, body }), 'create'))
    .id;
}

/** A client's application created and submitted (no key): CREATED, the credit-check NIP sent. */
async function submitted(c: TestClient): Promise<string> {
  const id = await created(c);
  const body = { personalReferences: REFERENCES };
  await ok(call(api, 'POST', `/applications/${id}/submit`, { token: c.token, body }), 'submit');
  return id;
}

/** APPROVED (forced), ready for the e-signature. */
async function approved(c: TestClient): Promise<{ id: string; date: string }> {
  await force(api, c, 'APPROVED');
  const r = await applyAndProcess(api, c, { type: 'PERSONAL_LOAN', amount: 6_000, term: 3 });
  if (r.status !== 'APPROVED') throw new Error(`approved: ${r.status}`);
  return { id: r.id, date: (await offerDates(api, c, r.id))[0]! };
}

/** A disbursed loan (PAID). */
async function disbursed(c: TestClient): Promise<string> {
  const { id } = await approved(c);
  await signAndDisburse(api, c, id, 'Ana Prueba Test');
  return id;
}

/** A promoter's application for a new client, its consent NIP sent, the preliminary model forced to pass. */
async function promoterConsent(): Promise<{ id: string; phoneNumber: string; email: string; nip: string }> {
  const { phoneNumber, email } = uniqueContact();
  const { id } = await promoterApplicationForNewClient(api, business, phoneNumber);
  const nip = (await lastMessage(api, phoneNumber)).code!;
  const decision = { phone: phoneNumber, outcome: 'PASSED_PRELIMINARY_MODEL' };
  await ok(call(api, 'POST', '/__sandbox/decisions', { body: decision }), 'force', 201);
  return { id, phoneNumber, email, nip };
}

/** A promoter's application for a new client that passed the preliminary model (the quick form comes next). */
async function preliminaryPassed(): Promise<{ id: string; phoneNumber: string; email: string }> {
  const { id, phoneNumber, email, nip } = await promoterConsent();
  const body = { complianceCode: nip };
  await ok(call(api, 'POST', `/applications/${id}/pre-process`, { token: business, body }), 'pre-process');
  return { id, phoneNumber, email };
}

/** The e-signature's body for a first payment date. */
const esign = (firstPaymentDate: string) => ({
  firstPaymentDate,
  fullName: 'Ana Prueba Test',
  signatureImage: SIGNATURE_PNG,
});

/** A sandbox bank transfer of the client's. */
const pay = (c: TestClient, amountCents: number) =>
  post('/__sandbox/payments', undefined, { email: c.email, method: 'bank_transfer_payment', amountCents });

/** A client's application offered the interest-payments product. */
async function offered() {
  const c = await freshClient();
  await force(api, c, 'ELEGIBLE_FOR_INTEREST_PAYMENTS');
  const r = await applyAndProcess(api, c);
  if (r.status !== 'ELEGIBLE_FOR_INTEREST_PAYMENTS') throw new Error(`offer: ${r.status}`);
  return { c, r };
}

const CALLS: readonly KeyedCall[] = [
  {
    name: 'create (POST /applications)',
    endpoint: 'applications.create',
    async prepare() {
      const c = await freshClient();
      return { send: post('/applications', c.token, applicationBody()) };
    },
  },
  {
    name: 'submit',
    endpoint: 'applications.submit',
    async prepare() {
      const c = await freshClient();
      const id = await created(c);
      return { send: post(`/applications/${id}/submit`, c.token, { personalReferences: REFERENCES }) };
    },
  },
  {
    name: "process with the client's consent NIP (the decision)",
    endpoint: 'applications.process',
    async prepare() {
      const c = await freshClient();
      await force(api, c, 'PREAPPROVED');
      const id = await submitted(c);
      const nip = (await lastMessage(api, c.phoneNumber)).code!;
      return { send: post(`/applications/${id}/process`, c.token, { complianceCode: nip }) };
    },
  },
  {
    name: "pre-process (promoter, the client's consent NIP)",
    endpoint: 'applications.preProcess',
    async prepare() {
      const { id, nip } = await promoterConsent();
      return { send: post(`/applications/${id}/pre-process`, business, { complianceCode: nip }) };
    },
  },
  {
    name: 'quick application (promoter)',
    endpoint: 'promoters.quickApplication',
    async prepare() {
      const { id, email } = await preliminaryPassed();
      return { send: post(`/promoters/quick-applications/${id}`, business, quickForm(email)) };
    },
  },
  {
    name: "process with the client's activation code (promoter)",
    endpoint: 'applications.process',
    async prepare() {
      const { phoneNumber, email } = uniqueContact();
      const { id } = await promoterApplicationForNewClient(api, business, phoneNumber);
      const code = await toActivationCode(api, business, id, phoneNumber, email);
      return { send: post(`/applications/${id}/process`, business, { clientActivationCode: code }) };
    },
  },
  {
    name: 'update-details (promoter)',
    endpoint: 'applications.updateDetails',
    async prepare() {
      const { phoneNumber, email } = uniqueContact();
      const { id, clientId } = await promoterApplicationForNewClient(api, business, phoneNumber);
      const address = {
        streetName: 'Calle Hidalgo',
        exteriorNumber: '12',
        interiorNumber: null,
        postalCode: '44100',
        neighborhood: 'Centro',
        municipality: 'Guadalajara',
        city: 'Guadalajara',
        state: 'Jalisco',
      };
      return {
        send: post(`/applications/${id}/update-details`, business, {
          client: { id: clientId, email, address },
        }),
      };
    },
  },
  {
    name: 'accept the interest offer',
    endpoint: 'applications.acceptAsInterestPayments',
    async prepare() {
      const { c, r } = await offered();
      return { send: post(`/applications/${r.id}/accept-as-interest-payments`, c.token, { storeId: null }) };
    },
  },
  {
    name: 'decline the interest offer',
    endpoint: 'applications.rejectNoInterestAsInterestPayments',
    async prepare() {
      const { c, r } = await offered();
      return { send: post(`/applications/${r.id}/reject-no-interest-as-interest-payments`, c.token) };
    },
  },
  {
    name: 'documents uploaded (identity accepted → APPROVED at once)',
    endpoint: 'signing.transitionToDocumentsUploaded',
    async prepare() {
      const c = await freshClient();
      const r = await applyAndProcess(api, c);
      if (r.status !== 'PREAPPROVED') throw new Error(`preapproved: ${r.status}`);
      await acceptIdentity(api, c, r.id);
      return { send: post(`/applications/${r.id}/transition-to-documents-uploaded`, c.token) };
    },
  },
  {
    name: 'e-signature of the contract',
    endpoint: 'esignSandbox.submit',
    async prepare() {
      const c = await freshClient();
      const { id, date } = await approved(c);
      return { send: post(`/esign-sandbox/applications/${id}/signature`, c.token, esign(date)) };
    },
  },
  {
    name: 'sign with the PIN (signature, schedule, disbursement)',
    endpoint: 'signing.sign',
    async prepare() {
      const c = await freshClient();
      const { id, date } = await approved(c);
      const signature = { token: c.token, body: esign(date) };
      await ok(call(api, 'POST', `/esign-sandbox/applications/${id}/signature`, signature), 'esign', 201);
      await ok(call(api, 'POST', `/applications/${id}/send-signature-code`, { token: c.token }), 'pin');
      const pin = (await lastMessage(api, c.phoneNumber)).code!;
      return {
        send: post(`/applications/${id}/sign`, c.token, { firstPaymentDate: date, signatureCode: pin }),
      };
    },
  },
  {
    name: "cancel a promoter's application (client)",
    endpoint: 'applications.cancel',
    async prepare() {
      const c = await freshClient();
      const body = { ...PROMOTER_PURCHASE, clientId: c.id };
      const filed = call<{ id: string }>(api, 'POST', '/applications', { token: business, body });
      const { id } = await ok(filed, 'promoter create');
      return { send: post(`/applications/${id}/cancel`, c.token) };
    },
  },
  {
    name: 'a payment (sandbox)',
    endpoint: 'sandbox.payments',
    async prepare() {
      const c = await freshClient();
      await disbursed(c);
      return { send: pay(c, 70_000) };
    },
  },
  {
    name: 'a payoff (sandbox payment of the payoff amount: the loan liquidated)',
    endpoint: 'sandbox.payments',
    async prepare() {
      const c = await freshClient();
      const id = await disbursed(c);
      const payoff = await ok(
        call<{ payoffAmount: number }>(api, 'GET', `/applications/${id}/payoff`, { token: c.token }),
        'payoff',
      );
      return { send: pay(c, payoff.payoffAmount) };
    },
  },
];

// ─── Running a call through faults ───────────────────────────────────────────────────────────────────────────

const COUNTED: Readonly<Record<string, PgTable>> = {
  applications,
  applicationStatusEvents,
  addresses,
  authAttempts,
  clients,
  contracts,
  creditBureauFiles,
  employments,
  idempotencyKeys,
  kycFlows,
  loanInstalments,
  offers,
  oneTimeCodes,
  outbox,
  paymentAllocations,
  payments,
  promoterLookups,
  referrals,
  scheduledTransitions,
};

async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(COUNTED)) {
    out[name] = Number((await api.db.select({ n: count() }).from(table))[0]?.n ?? 0);
  }
  return out;
}

const delta = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(Object.keys(after).map((k) => [k, after[k]! - before[k]!]));

let keys = 0;
const newKey = () => `falla-${process.pid}-${++keys}-${Date.now().toString(36)}`;

/** The answer's shape: its fields, and the status it reports. */
const shape = (r: TestResponse<Record<string, unknown>>) => ({
  httpStatus: r.status,
  fields: Object.keys(r.body ?? {}).sort(),
  status: r.body?.status,
  rejectionReason: r.body?.rejectionReason,
});

interface Run {
  answer: TestResponse<Record<string, unknown>>;
  rows: Record<string, number>;
  tries: number;
  /** Answers lost after the transaction committed. */
  lostAfterCommit: number;
}

/** Sends the call once, without faults. */
async function cleanRun(target: Target): Promise<Run> {
  const before = await rowCounts();
  const answer = await target.send({ 'idempotency-key': newKey() });
  return { answer, rows: delta(before, await rowCounts()), tries: 1, lostAfterCommit: 0 };
}

/**
 * Sends the call with one key until an answer arrives, the connection dying at statement 1, then 2, then 3... of
 * each try (`before` or `after` it runs); a try that reached no fault ends the chain. `before` tries also carry the
 * crash-after-commit fault, `after` tries lose the first COMMIT's answer: the try that commits loses its answer too.
 */
async function faultChain(target: Target, mode: 'before' | 'after' | 'commit'): Promise<Run> {
  const key = newKey();
  const before = await rowCounts();
  let tries = 0;
  let lostAfterCommit = 0;
  for (let at = 1; at <= 400; at++) {
    const crashed = crashes;
    // Once: the retries after it get their answers (a replay commits too).
    faults.arm({
      at: mode === 'commit' ? Number.POSITIVE_INFINITY : at,
      mode: mode === 'before' ? 'before' : 'after',
      loseCommit: mode !== 'before' && lostAfterCommit === 0,
    });
    const answer = await target.send({
      'idempotency-key': key,
      ...(mode === 'before' ? { 'x-sandbox-fault': 'crash-after-commit' } : {}),
    });
    const seen = faults.disarm();
    tries++;
    const died = crashes > crashed;
    if (!seen.fired && !died)
      return { answer, rows: delta(before, await rowCounts()), tries, lostAfterCommit };
    expect(answer.status, `a lost answer is a server error (try ${at})`).toBeGreaterThanOrEqual(500);
    if (seen.committed || died) lostAfterCommit++;
    // The caller comes back a minute later (sandbox clock) when something committed and its answer was lost, or
    // when told the first request is still running.
    if (seen.committed || died || answer.status === 409) {
      await call(api, 'POST', '/__sandbox/clock/advance', { body: { minutes: 1.02 } });
    }
  }
  throw new Error('the call never answered');
}

describe('the effect and its answer are one: faults at every statement, then retries with the same key', () => {
  const triesPerCall = new Map<string, number>();

  for (const keyed of CALLS) {
    it(keyed.name, { timeout: 120_000 }, async () => {
      const reference = await cleanRun(await keyed.prepare());
      expect(reference.answer.status, reference.answer.text).toBeLessThan(300);
      let tries = reference.tries;
      // Every statement's connection dying before it runs, then the process dying after the commit; the COMMIT's
      // answer lost; while fewer than 50 tries, every statement's answer lost after it ran.
      const chains: Array<'before' | 'after' | 'commit'> = ['before', 'commit'];
      for (let i = 0; i < chains.length; i++) {
        const mode = chains[i]!;
        const run = await faultChain(await keyed.prepare(), mode);
        tries += run.tries;
        // The answer a fault-free run gives, and exactly its rows: nothing doubled, nothing lost.
        expect(shape(run.answer), `${mode} chain`).toEqual(shape(reference.answer));
        expect(run.rows, `${mode} chain`).toEqual(reference.rows);
        // The try that committed lost its answer: the answer that ended the chain is the stored one, replayed.
        expect(run.lostAfterCommit, `${mode} chain`).toBeGreaterThanOrEqual(1);
        expect(run.answer.headers.get('idempotent-replayed'), `${mode} chain`).toBe('true');
        if (i === chains.length - 1 && tries < 50) chains.push('after');
      }
      triesPerCall.set(keyed.name, tries);
      expect(tries).toBeGreaterThanOrEqual(50);
    });
  }

  it('every keyed call of the contract and the sandbox payment went through the faults', () => {
    expect(triesPerCall.size).toBe(CALLS.length);
    const keyed = allEndpoints.filter((e) => e.idempotencyKey).map((e) => e.id);
    expect(new Set(CALLS.map((c) => c.endpoint))).toEqual(new Set([...keyed, 'sandbox.payments']));
  });
});
