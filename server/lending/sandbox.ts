/**
 * Sandbox controls of the lending life cycle (only when SANDBOX is not `false`), under `/api/__sandbox/`:
 *
 * | call | body | what it does |
 * |---|---|---|
 * | `POST decisions` | `{ email \| phone, outcome, rejectionReason?, overdueAccounts? }` | forces the client's next decision |
 * | `GET decisions?email=\|phone=` | — | the forced outcome still waiting, if any |
 * | `POST payments` | `{ email \| phone, method, amountCents }` (or `amount` in pesos) | registers a payment (§9 order) |
 * | `POST clients/msi-eligibility` | `{ email \| phone, eligible }` | personal loans up to 12 months without interest |
 * | `POST clock/advance-days` | `{ days }` | moves the server clock N days (instalments fall due) |
 * | `POST lending/settings` | `{ documentsDelayMs?, signatureDelayMs?, disbursementDelayMs?, confirmationDelayMs? }` | delays (0 = instant) |
 * | `POST lending/settle-now` | — | runs every pending delayed step now |
 * | `GET applications/:id/history` | — | the status audit trail of an application |
 * | `GET kyc/:flowId` | — | the identity flow (link returned by `GET /clients/kyc/:applicationId`) |
 *
 * The sandbox e-signature provider (contract document, signature) is part of the shared contract
 * (`esignSandbox.*` in `src/api/contract/signing.ts`) and served in routes.ts.
 *
 * Form posts (from the `/__sandbox` page) are answered with a redirect back to the page.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { REJECTION_REASONS } from '../../src/api/contract/common.ts';
import { asCentavos, pesosToCentavos } from '../../src/domain/money.ts';
import type { Deps } from '../context.ts';
import { clients } from '../db/schema.ts';
import type { AppEnv, Router } from '../http/env.ts';
import { errors, fail } from '../http/errors.ts';
import { DECISION_OUTCOMES, type DecisionOutcome } from './decision.ts';
import { applications, forcedDecisions } from './schema.ts';
import {
  findClientByContact,
  PAYMENT_METHOD_VALUES,
  type PaymentMethod,
  pendingForcedDecision,
  registerPayment,
  settle,
  settleNow,
  statusHistory,
  todayOf,
} from './service.ts';
import { MAX_DELAY_MS, SETTING_KEYS, settingsOf, updateSettings } from './settings.ts';

const MAX_ADVANCE_DAYS = 800;
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

const done = (c: Context<AppEnv>, json: object, status: 200 | 201 = 200) =>
  isForm(c) ? c.redirect('/__sandbox', 303) : c.json(json, status);

export function registerLendingSandbox(router: Router, deps: Deps): void {
  const { db } = deps;

  router.post('/__sandbox/decisions', async (c) => {
    const input = await readInput(c);
    const client = await clientFrom(deps, input);
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
    const now = deps.clock.now();
    await db
      .update(forcedDecisions)
      .set({ consumedAt: now })
      .where(and(eq(forcedDecisions.clientId, client.id), isNull(forcedDecisions.consumedAt)));
    await db.insert(forcedDecisions).values({
      id: randomUUID(),
      clientId: client.id,
      outcome,
      rejectionReason,
      overdueAccounts,
      createdAt: now,
    });
    deps.log.info('sandbox decision forced', { outcome });
    return done(c, { outcome, rejectionReason, overdueAccounts }, 201);
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
    let cents: number;
    if (input.amountCents !== undefined)
      cents = int(input.amountCents, 'amountCents', 1, MAX_PAYMENT_CENTAVOS);
    else {
      try {
        cents = pesosToCentavos(str(input.amount, 'amount', 20));
      } catch {
        throw invalid('amount');
      }
      if (cents < 1 || cents > MAX_PAYMENT_CENTAVOS) throw invalid('amount');
    }
    await settle(deps);
    const result = await registerPayment(deps, client.id, method, asCentavos(cents));
    return done(
      c,
      {
        id: result.id,
        appliedAmount: result.applied,
        unappliedAmount: result.unapplied,
        liquidatedApplicationIds: result.liquidated,
      },
      201,
    );
  });

  router.post('/__sandbox/clients/msi-eligibility', async (c) => {
    const input = await readInput(c);
    const client = await clientFrom(deps, input);
    const raw = input.eligible;
    if (raw !== true && raw !== false && raw !== 'true' && raw !== 'false') throw invalid('eligible');
    const eligible = raw === true || raw === 'true';
    await db
      .update(clients)
      .set({ personalLoanNoInterestPaymentsEligible: eligible })
      .where(eq(clients.id, client.id));
    return done(c, { personalLoanNoInterestPaymentsEligible: eligible });
  });

  router.post('/__sandbox/clock/advance-days', async (c) => {
    const input = await readInput(c);
    const days = int(input.days, 'days', 1, MAX_ADVANCE_DAYS);
    deps.clock.advance(days * 86_400_000);
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
    return done(c, updateSettings(deps, patch));
  });

  router.post('/__sandbox/lending/settle-now', async (c) => {
    const applied = await settleNow(deps);
    return done(c, { applied });
  });

  router.get('/__sandbox/applications/:id/history', async (c) => {
    const id = c.req.param('id');
    if (!SAFE_ID.test(id)) throw errors.notFound();
    const app = (await db.select().from(applications).where(eq(applications.id, id)).limit(1))[0];
    if (!app) throw errors.notFound();
    const events = await statusHistory(db, id);
    return c.json({
      id: app.id,
      serialNumber: app.serialNumber,
      status: app.status,
      events: events.map((e) => ({
        from: e.fromStatus,
        to: e.toStatus,
        actor: e.actor,
        reason: e.reason,
        at: e.at.toISOString(),
      })),
    });
  });

  router.get('/__sandbox/kyc/:flowId', async (c) => {
    const flowId = c.req.param('flowId');
    if (!SAFE_ID.test(flowId)) throw errors.notFound();
    const app = (await db.select().from(applications).where(eq(applications.kycFlowId, flowId)).limit(1))[0];
    if (!app) throw errors.notFound();
    return c.json({
      kycFlowId: flowId,
      status: app.kycIdentityId ? 'FINISHED' : 'PENDING',
      identityId: app.kycIdentityId,
      steps: ['ID_FRONT', 'ID_BACK', 'SELFIE'],
    });
  });
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** The lending controls of the `/__sandbox` page (plain HTML forms posting to the calls above). */
export async function lendingSandboxSection(deps: Deps): Promise<string> {
  const s = settingsOf(deps);
  const recent = await deps.db
    .select({
      id: applications.id,
      serial: applications.serialNumber,
      status: applications.status,
      type: applications.type,
      email: clients.email,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .innerJoin(clients, eq(clients.id, applications.clientId))
    .orderBy(desc(applications.updatedAt), asc(applications.id))
    .limit(20);
  const outcomes = DECISION_OUTCOMES.map((o) => `<option value="${o}">${o}</option>`).join('');
  const reasons = [...REJECTION_REASONS, 'UNKNOWN_REASON']
    .map(
      (r) =>
        `<option value="${r}">${r === 'UNKNOWN_REASON' ? 'Otro motivo (texto por omisión)' : r}</option>`,
    )
    .join('');
  const methods = PAYMENT_METHOD_VALUES.map((m) => `<option value="${m}">${m}</option>`).join('');
  const rows = recent
    .map(
      (a) =>
        `<tr><td>${escapeHtml(a.serial)}</td><td>${escapeHtml(a.email)}</td><td>${escapeHtml(a.type)}</td><td>${escapeHtml(a.status)}</td><td>${escapeHtml(a.updatedAt.toISOString())}</td><td><a href="/api/__sandbox/applications/${escapeHtml(a.id)}/history">Historial</a></td></tr>`,
    )
    .join('\n');
  return `<section aria-labelledby="sandbox-lending">
<h2 id="sandbox-lending">Crédito: decisiones, pagos y reloj</h2>
<form method="post" action="/api/__sandbox/decisions">
<fieldset><legend>Forzar la siguiente decisión de un cliente</legend>
<label for="decision-email">Correo del cliente</label> <input id="decision-email" name="email" type="email" required>
<label for="decision-outcome">Resultado</label> <select id="decision-outcome" name="outcome">${outcomes}</select>
<label for="decision-reason">Motivo de rechazo</label> <select id="decision-reason" name="rejectionReason">${reasons}</select>
<label for="decision-overdue">Cuentas vencidas (OVERDUE_ACCOUNTS)</label> <input id="decision-overdue" name="overdueAccounts" type="number" min="1" max="99" value="2">
<button type="submit">Forzar</button></fieldset></form>
<form method="post" action="/api/__sandbox/payments">
<fieldset><legend>Registrar un pago</legend>
<label for="payment-email">Correo del cliente</label> <input id="payment-email" name="email" type="email" required>
<label for="payment-method">Método</label> <select id="payment-method" name="method">${methods}</select>
<label for="payment-amount">Monto en pesos</label> <input id="payment-amount" name="amount" inputmode="decimal" required pattern="\\d+(\\.\\d{1,2})?">
<button type="submit">Registrar pago</button></fieldset></form>
<form method="post" action="/api/__sandbox/clients/msi-eligibility">
<fieldset><legend>Préstamo personal sin intereses (MSI hasta 12 meses)</legend>
<label for="msi-email">Correo del cliente</label> <input id="msi-email" name="email" type="email" required>
<label for="msi-eligible">Elegible</label> <select id="msi-eligible" name="eligible"><option value="true">Sí</option><option value="false">No</option></select>
<button type="submit">Guardar</button></fieldset></form>
<form method="post" action="/api/__sandbox/clock/advance-days">
<fieldset><legend>Adelantar el reloj por días (vencen los pagos)</legend>
<label for="advance-days">Días</label> <input id="advance-days" name="days" type="number" min="1" max="${MAX_ADVANCE_DAYS}" value="31">
<button type="submit">Adelantar</button></fieldset></form>
<form method="post" action="/api/__sandbox/lending/settings">
<fieldset><legend>Demoras (milisegundos; 0 = inmediato)</legend>
<label for="delay-documents">Revisión de documentos</label> <input id="delay-documents" name="documentsDelayMs" type="number" min="0" value="${s.documentsDelayMs}">
<label for="delay-signature">Validación de firma</label> <input id="delay-signature" name="signatureDelayMs" type="number" min="0" value="${s.signatureDelayMs}">
<label for="delay-disbursement">Pago a la tienda / envío del dinero</label> <input id="delay-disbursement" name="disbursementDelayMs" type="number" min="0" value="${s.disbursementDelayMs}">
<label for="delay-confirmation">Confirmación de entrega / depósito (PAID → CONFIRMED)</label> <input id="delay-confirmation" name="confirmationDelayMs" type="number" min="0" value="${s.confirmationDelayMs}">
<button type="submit">Guardar</button></fieldset></form>
<form method="post" action="/api/__sandbox/lending/settle-now"><button type="submit">Completar ahora los pasos pendientes</button></form>
<table border="1" cellpadding="4"><caption>Solicitudes recientes</caption>
<thead><tr><th>Folio</th><th>Cliente</th><th>Tipo</th><th>Estado</th><th>Actualizada</th><th>Auditoría</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</section>`;
}
