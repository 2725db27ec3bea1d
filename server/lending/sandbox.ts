/** The lending controls of the `/__sandbox` page (plain HTML forms posting to the calls of sandbox/routes.ts). */
import { REJECTION_REASONS } from '../../src/api/contract/common.ts';
import type { Deps } from '../context.ts';
import { DECISION_OUTCOMES } from './decision.ts';
import { PAYMENT_METHOD_VALUES } from './payments/service.ts';
import { recentPromoterLookups } from './promoter/queries.ts';
import { recentApplications } from './sandbox/queries.ts';
import { MAX_ADVANCE_DAYS } from './sandbox/routes.ts';
import { settingsOf } from './settings.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** What an `is-registered` answer showed (promoter/lookup.ts). */
const LOOKUP_OUTCOMES: Readonly<Record<string, string>> = {
  FULL: 'Completa (CURP, RFC, domicilio)',
  MASKED: 'Enmascarada',
  NOT_FOUND: 'No encontrado',
  LIMITED: 'Rechazada: límite de consultas',
};

/** The lending controls of the `/__sandbox` page (plain HTML forms posting to the calls above). */
export async function lendingSandboxSection(deps: Deps): Promise<string> {
  const s = settingsOf(deps);
  const recent = await recentApplications(deps.db, 20);
  const outcomes = DECISION_OUTCOMES.map((o) => `<option value="${o}">${o}</option>`).join('');
  const reasons = [...REJECTION_REASONS, 'UNKNOWN_REASON']
    .map(
      (r) =>
        `<option value="${r}">${r === 'UNKNOWN_REASON' ? 'Otro motivo (texto por omisión)' : r}</option>`,
    )
    .join('');
  const methods = PAYMENT_METHOD_VALUES.map((m) => `<option value="${m}">${m}</option>`).join('');
  const lookups = (await recentPromoterLookups(deps.db, 30))
    .map((l) => {
      const asked = [l.phoneNumber, l.curp, l.email].filter((v): v is string => v !== null).join(' · ');
      return `<tr><td>${escapeHtml(l.at.toISOString())}</td><td>${escapeHtml(l.promoterId)}</td><td>${escapeHtml(asked)}</td><td>${escapeHtml(l.clientId ?? '')}</td><td>${escapeHtml(LOOKUP_OUTCOMES[l.outcome] ?? l.outcome)}</td></tr>`;
    })
    .join('\n');
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
<table border="1" cellpadding="4"><caption>Consultas de clientes por promotores (las 30 más recientes; <a href="/api/__sandbox/promoter-lookups">JSON</a>)</caption>
<thead><tr><th>Fecha</th><th>Promotor</th><th>Consulta</th><th>Cliente</th><th>Respuesta</th></tr></thead>
<tbody>
${lookups}
</tbody></table>
</section>`;
}
