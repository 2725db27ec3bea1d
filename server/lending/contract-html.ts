/**
 * The credit contract as a standalone HTML file (the client reads or keeps it: `GET /applications/{id}/contract`).
 * Every text is escaped; the file has no script, no style sheet and loads nothing (the table's borders are HTML
 * attributes, so it reads well under any content security policy).
 */
import type { ContractDocument } from './contract-document.ts';

/** Who signed the contract and when (absent before signing). */
export interface ContractSignature {
  /** The full name as typed in the e-signature widget. */
  readonly signerName: string;
  /** When the e-signature was validated, as shown (dd/MM/yyyy). */
  readonly signedOn: string;
  /** When the terms were accepted with the SMS NIP, as shown (dd/MM/yyyy); absent until then. */
  readonly acceptedOn?: string | undefined;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const SCHEDULE_HEADERS = ['No.', 'Fecha', 'Capital', 'Interés', 'IVA', 'Pago', 'Saldo'];

function summaryOf(doc: ContractDocument): string {
  const s = doc.summary;
  const rows: [string, string][] = [
    ['Monto del crédito', s.creditAmount],
    ['Pagos', s.payments],
    ['Número de pagos', String(s.termMonths)],
    ['Primer pago', s.firstPayment],
    ['Pago mensual', s.monthlyPayment],
    ['Último pago', s.lastPayment],
    ['Fecha del primer pago', s.firstPaymentDate],
    ['Tasa de interés ordinaria anual', s.ordinaryRate],
    ['Tasa de interés moratoria anual', s.lateRate],
    ['CAT (Costo Anual Total) sin IVA', s.cat],
    ['Monto total a pagar', s.totalToPay],
  ];
  return `<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;
}

function scheduleOf(doc: ContractDocument): string {
  const head = SCHEDULE_HEADERS.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  const body = doc.schedule
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('');
  return `<table border="1" cellpadding="4" cellspacing="0"><caption>Tabla de pagos</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function statusOf(signature: ContractSignature | null): string {
  if (!signature) {
    return '<p><strong>Documento para revisión: aún no está firmado.</strong></p>';
  }
  const accepted = signature.acceptedOn
    ? ` Términos aceptados con el NIP enviado por SMS el ${escapeHtml(signature.acceptedOn)}.`
    : '';
  return `<p><strong>Contrato firmado electrónicamente por ${escapeHtml(signature.signerName)} el ${escapeHtml(signature.signedOn)}.</strong>${accepted}</p>`;
}

export function contractHtml(doc: ContractDocument, signature: ContractSignature | null): string {
  const sections = doc.sections
    .map(
      (s) =>
        `<section><h2>${escapeHtml(s.title)}</h2>${s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</section>`,
    )
    .join('');
  return [
    '<!doctype html>',
    '<html lang="es-MX">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(doc.title)}</title></head>`,
    '<body><main>',
    `<h1>${escapeHtml(doc.title)}</h1>`,
    statusOf(signature),
    `<section><h2>Resumen</h2>${summaryOf(doc)}</section>`,
    sections,
    `<section><h2>Tabla de pagos</h2>${scheduleOf(doc)}</section>`,
    '</main></body></html>',
    '',
  ].join('\n');
}
