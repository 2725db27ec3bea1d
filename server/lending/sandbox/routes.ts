/**
 * Sandbox controls of the lending life cycle (only when SANDBOX is not `false`), under `/api/__sandbox/`:
 *
 * | call | body | what it does |
 * |---|---|---|
 * | `POST decisions` | `{ email \| phone, outcome, rejectionReason?, overdueAccounts? }` | forces the client's next decision |
 * | `GET decisions?email=\|phone=` | — | the forced outcome still waiting, if any |
 * | `POST payments` | `{ email \| phone, method, amountCents }` (or `amount` in pesos) | registers a payment (§9 order); once per `Idempotency-Key` |
 * | `POST clients/msi-eligibility` | `{ email \| phone, eligible }` | personal loans up to 12 months without interest |
 * | `POST clock/advance-days` | `{ days }` | moves the server clock N days (instalments fall due) |
 * | `POST lending/settings` | `{ documentsDelayMs?, signatureDelayMs?, disbursementDelayMs?, confirmationDelayMs? }` | delays (0 = instant) |
 * | `POST lending/settle-now` | — | runs every pending delayed step now |
 * | `GET applications/:id/history` | — | the status audit trail of an application |
 * | `GET kyc/:flowId` | — | the identity flow (link returned by `GET /clients/kyc/:applicationId`): status, identity id once finished |
 * | `GET promoter-lookups` | — | the latest 100 client look-ups of the promoters (audit trail), newest first |
 *
 * The sandbox e-signature provider (contract document, signature) is part of the shared contract
 * (`esignSandbox.*` in `src/api/contract/signing.ts`) and served in signing/routes.ts; the page section is server/lending/sandbox.ts.
 *
 * Form posts (from the `/__sandbox` page) are answered with a redirect back to the page.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import {
  asCentavos,
  exactPesosToCentavos,
  PESOS_DECIMALS_MESSAGE,
  pesosToCentavos,
} from '../../../src/domain/money.ts';
import type { Deps } from '../../context.ts';
import type { AppEnv, Router } from '../../http/env.ts';
import { errors, fail } from '../../http/errors.ts';
import { faultOf, idempotencyKeyOf, once, REPLAYED_HEADER, requestHash } from '../../idempotency/service.ts';
import { advanceSharedClock } from '../../sandbox/clock-state.ts';
import { todayOf } from '../access.ts';
import { DECISION_OUTCOMES, type DecisionOutcome } from '../decision.ts';
import { kycFlowById } from '../kyc/queries.ts';
import { PAYMENT_METHOD_VALUES, type PaymentMethod, registerPayment } from '../payments/service.ts';
import { recentPromoterLookups } from '../promoter/queries.ts';
import {
  applicationById,
  consumeForcedDecisions,
  findClientByContact,
  insertForcedDecision,
  pendingForcedDecision,
  statusHistory,
  updateClient,
} from '../queries.ts';
import { settle, settleNow } from '../scheduler/service.ts';
import { MAX_DELAY_MS, SETTING_KEYS, settingsOf, updateSettings } from '../settings.ts';

export const MAX_ADVANCE_DAYS = 800;
const MAX_PAYMENT_CENTAVOS = 10_000_000;
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const REASON_CODE = /^[A-Z][A-Z0-9_]{2,79}$/;

const invalid = (field: string) => fail(400, 'VALIDATION_ERROR', `El dato ingresado no es válido: ${field}`);

const isForm = (c: Context<AppEnv>) =>
  (c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded');

async function readInput(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  if (isForm(c)) {
    const form = await c.req.parseBody();
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(form))
      if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
    return out;
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw fail(400, 'INVALID_JSON', 'El cuerpo de la solicitud no es JSON válido.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('body');
  return body as Record<string, unknown>;
}

const str = (v: unknown, field: string, max = 254): string => {
  if (typeof v !== 'string' || v.trim() === '' || v.length > max || v.includes('\u0000'))
    throw invalid(field);
  return v.trim();
};
const int = (v: unknown, field: string, min: number, max: number): number => {
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : Number.NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw invalid(field);
  return n;
};

async function clientFrom(deps: Deps, input: Record<string, unknown>) {
  const email = typeof input.email === 'string' && input.email.trim() ? input.email : undefined;
  const phone = typeof input.phone === 'string' && input.phone.trim() ? input.phone : undefined;
  if (!email && !phone) throw invalid('email');
  if (
    (email && (email.length > 254 || email.includes('\u0000') || !/^[^\s@]+@[^\s@]+$/.test(email))) ||
    (phone && !/^[\d\s()+-]{10,20}$/.test(phone))
  ) {
    throw invalid(email ? 'email' : 'phone');
  }
  const client = await findClientByContact(deps.db, { email, phone });
  if (!client) throw fail(404, 'CLIENT_NOT_FOUND', 'No encontramos un cliente con ese correo o teléfono.');
  return client;
}

/** The forced outcome a QA form or call asks for (the reason only for REJECTED; the count for OVERDUE_ACCOUNTS). */
function forcedDecisionOf(input: Record<string, unknown>) {
  const outcome = str(input.outcome, 'outcome', 64) as DecisionOutcome;
  if (!DECISION_OUTCOMES.includes(outcome)) throw invalid('outcome');
  let rejectionReason: string | null = null;
  let overdueAccounts: number | null = null;
  if (outcome === 'REJECTED') {
    rejectionReason = str(input.rejectionReason ?? 'FAILED_RISK_MODEL', 'rejectionReason', 80);
    // The 24 codes the app has screens for, or any other code (the app's default rejection text).
    if (!REASON_CODE.test(rejectionReason)) throw invalid('rejectionReason');
    if (rejectionReason === 'OVERDUE_ACCOUNTS') {
      overdueAccounts =
        input.overdueAccounts === undefined ? 1 : int(input.overdueAccounts, 'overdueAccounts', 1, 99);
    }
  }
  return { outcome, rejectionReason, overdueAccounts };
}

/**
 * `amountCents`, or `amount` in pesos (a decimal text or number); 1 centavo to $100,000. An amount of pesos that is
 * not a whole number of centavos (`"100.999"`) is refused, never rounded.
 */
function paymentAmountOf(input: Record<string, unknown>) {
  if (input.amountCents !== undefined)
    return asCentavos(int(input.amountCents, 'amountCents', 1, MAX_PAYMENT_CENTAVOS));
  const raw = typeof input.amount === 'number' ? input.amount : str(input.amount, 'amount', 20);
  if (pesosToCentavosOrNull(raw) === null) throw invalid('amount');
  const cents = exactPesosToCentavos(raw);
  if (cents === null) {
    throw fail(400, 'VALIDATION_ERROR', `El dato ingresado no es válido: amount. ${PESOS_DECIMALS_MESSAGE}.`);
  }
  if (cents < 1 || cents > MAX_PAYMENT_CENTAVOS) throw invalid('amount');
  return cents;
}

/** The amount read as a decimal at all (rounding aside): null for text that is no number. */
function pesosToCentavosOrNull(amount: number | string) {
  try {
    return pesosToCentavos(amount);
  } catch {
    return null;
  }
}

const done = (c: Context<AppEnv>, json: object, status: 200 | 201 = 200) =>
  isForm(c) ? c.redirect('/__sandbox', 303) : c.json(json, status);

export function registerLendingSandbox(router: Router, deps: Deps): void {
  const { db } = deps;

  router.post('/__sandbox/decisions', async (c) => {
    const input = await readInput(c);
    const client = await clientFrom(deps, input);
    const forced = forcedDecisionOf(input);
    const now = deps.clock.now();
    await consumeForcedDecisions(db, client.id, now);
    await insertForcedDecision(db, { id: randomUUID(), clientId: client.id, ...forced, createdAt: now });
    deps.log.info('sandbox decision forced', { outcome: forced.outcome });
    return done(c, forced, 201);
  });

  router.get('/__sandbox/decisions', async (c) => {
    const client = await clientFrom(deps, { email: c.req.query('email'), phone: c.req.query('phone') });
    const row = await pendingForcedDecision(db, client.id);
    return c.json({
      pending: row
        ? { outcome: row.outcome, rejectionReason: row.rejectionReason, overdueAccounts: row.overdueAccounts }
        : null,
    });
  });

  router.post('/__sandbox/payments', async (c) => {
    const input = await readInput(c);
    const client = await clientFrom(deps, input);
    const method = str(input.method ?? 'bank_transfer_payment', 'method', 40) as PaymentMethod;
    if (!PAYMENT_METHOD_VALUES.includes(method)) throw invalid('method');
    const amount = paymentAmountOf(input);
    const pay = async () => {
      await settle(deps);
      const result = await registerPayment(deps, client.id, method, amount);
      const body = {
        id: result.id,
        appliedAmount: result.applied,
        unappliedAmount: result.unapplied,
        liquidatedApplicationIds: result.liquidated,
      };
      return { status: 201, body };
    };
    // A payment with an `Idempotency-Key` is registered once, with its answer (server/idempotency/service.ts); the
    // keys are the paying client's own (two clients' payments never share one).
    const key = isForm(c) ? null : idempotencyKeyOf(c);
    if (!key) return done(c, (await pay()).body, 201);
    const hash = requestHash('sandbox.payments', null, input);
    const principal = `sandbox-payer:${client.id}`;
    const paid = await once(deps, { principal, key, hash, fault: faultOf(c, deps) }, pay);
    if (paid.replayed) c.header(REPLAYED_HEADER, 'true');
    return c.json(paid.body as object, paid.status as 201);
  });

  router.post('/__sandbox/clients/msi-eligibility', async (c) => {
    const input = await readInput(c);
    const client = await clientFrom(deps, input);
    const raw = input.eligible;
    if (raw !== true && raw !== false && raw !== 'true' && raw !== 'false') throw invalid('eligible');
    const eligible = raw === true || raw === 'true';
    await updateClient(db, client.id, { personalLoanNoInterestPaymentsEligible: eligible });
    return done(c, { personalLoanNoInterestPaymentsEligible: eligible });
  });

  router.post('/__sandbox/clock/advance-days', async (c) => {
    const input = await readInput(c);
    const days = int(input.days, 'days', 1, MAX_ADVANCE_DAYS);
    await advanceSharedClock(deps.db, deps.clock, days * 86_400_000);
    await settle(deps);
    deps.log.info('sandbox clock advanced', { days });
    return done(c, {
      now: deps.clock.now().toISOString(),
      today: todayOf(deps),
      offsetMs: deps.clock.offsetMs(),
    });
  });

  router.get('/__sandbox/lending/settings', (c) => c.json(settingsOf(deps)));

  router.post('/__sandbox/lending/settings', async (c) => {
    const input = await readInput(c);
    const patch: Record<string, number> = {};
    for (const key of SETTING_KEYS) {
      if (input[key] !== undefined) patch[key] = int(input[key], key, 0, MAX_DELAY_MS);
    }
    if (Object.keys(patch).length === 0) throw invalid('documentsDelayMs');
    return done(c, await updateSettings(deps, patch));
  });

  router.post('/__sandbox/lending/settle-now', async (c) => {
    const applied = await settleNow(deps);
    return done(c, { applied });
  });

  router.get('/__sandbox/applications/:id/history', async (c) => {
    const id = c.req.param('id');
    if (!SAFE_ID.test(id)) throw errors.notFound();
    const application = await applicationById(db, id);
    if (!application) throw errors.notFound();
    const events = await statusHistory(db, id);
    return c.json({
      id: application.id,
      serialNumber: application.serialNumber,
      status: application.status,
      events: events.map((e) => ({
        from: e.fromStatus,
        to: e.toStatus,
        actor: e.actor,
        reason: e.reason,
        at: e.at.toISOString(),
      })),
    });
  });

  router.get('/__sandbox/promoter-lookups', async (c) => {
    const rows = await recentPromoterLookups(db, 100);
    return c.json(
      rows.map((r) => ({
        promoterId: r.promoterId,
        phoneNumber: r.phoneNumber,
        curp: r.curp,
        email: r.email,
        clientId: r.clientId,
        outcome: r.outcome,
        at: r.at.toISOString(),
      })),
    );
  });

  router.get('/__sandbox/kyc/:flowId', async (c) => {
    const flowId = c.req.param('flowId');
    if (!SAFE_ID.test(flowId)) throw errors.notFound();
    const flow = await kycFlowById(db, flowId);
    if (!flow) throw errors.notFound();
    return c.json({
      kycFlowId: flow.id,
      status: flow.status,
      identityId: flow.status === 'FINISHED' ? flow.identityId : null,
      accepted: flow.acceptedAt !== null,
      steps: ['ID_FRONT', 'ID_BACK', 'SELFIE'],
    });
  });
}
