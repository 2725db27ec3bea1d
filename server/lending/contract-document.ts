/**
 * The credit contract (carátula and clauses) generated from the chosen offer, in Spanish. The sandbox e-signature
 * widget shows it; the signed text is stored with the signature. Plain text sections, so the widget renders it
 * without HTML from the server.
 */
import { formatDate, type IsoDate } from '../../src/domain/dates.ts';
import { formatMXN } from '../../src/domain/money.ts';
import { formatRate, lateRateBps } from '../../src/domain/rates.ts';
import { statementOfRows } from '../../src/domain/statement.ts';
import type { ApplicationType } from '../../src/domain/terms.ts';
import type { Offer } from './offers.ts';

/** The (made-up) lender of the sandbox. */
export const LENDER = {
  name: 'Crédito a Meses, S.A. de C.V., SOFOM, E.N.R.',
  rfc: 'CAM200101AB1',
  address: 'Av. Paseo de la Reforma 100, Col. Juárez, Cuauhtémoc, C.P. 06600, Ciudad de México',
} as const;

export interface ContractParty {
  fullName: string;
  curp: string;
  taxpayerId: string;
  email: string;
  phoneNumber: string;
}

export interface ContractInput {
  serialNumber: string;
  type: ApplicationType;
  storeName: string | null;
  client: ContractParty;
  offer: Offer;
  interestFree: boolean;
  /** Day the contract is issued, YYYY-MM-DD. */
  issuedOn: IsoDate;
}

export interface ContractSection {
  title: string;
  paragraphs: string[];
}

export interface ContractDocument {
  title: string;
  sections: ContractSection[];
  /** The schedule as rows of text cells: No., fecha, capital, interés, IVA, pago, saldo. */
  schedule: string[][];
  /** Figures of the carátula, as shown. */
  summary: {
    creditAmount: string;
    ordinaryRate: string;
    lateRate: string;
    cat: string;
    /** The payment statement (src/domain/statement.ts): 'Primer pago de $2,093.31 y 11 pagos de $1,884.51'. */
    payments: string;
    /** Payment 1 of the table. */
    firstPayment: string;
    /** The regular payment (the instalment most payments have). */
    monthlyPayment: string;
    /** The last payment of the table (it absorbs the rounding). */
    lastPayment: string;
    termMonths: number;
    totalToPay: string;
    firstPaymentDate: string;
  };
}

/** The §9 terms clauses every contract carries. */
export const TERMS_CLAUSES: readonly string[] = [
  'Las cuentas con más de 180 días de atraso podrán ser turnadas a cobranza.',
  'Las facturas deberán solicitarse dentro de las 24 horas siguientes a la compra.',
  'La responsabilidad del acreditante se limita a la cantidad mayor entre las comisiones de 12 meses o $1,200.00 pesos.',
  'Las modificaciones a estos términos surtirán efecto en el siguiente uso del servicio o a los 30 días de su publicación.',
  'Los avisos enviados por correo certificado se tendrán por recibidos a los 5 días de su envío.',
];

export function contractDocument(input: ContractInput): ContractDocument {
  const { offer, client } = input;
  const schedule = offer.schedule;
  // Every payment figure and the total come from the table itself (an interest-free table sums to the amount).
  const statement = statementOfRows(schedule.rows);
  const ordinaryRate = formatRate(offer.annualRateBps);
  const lateRate = formatRate(lateRateBps(offer.annualRateBps));
  const product =
    input.type === 'PERSONAL_LOAN'
      ? 'préstamo personal'
      : `compra a meses${input.storeName ? ` en ${input.storeName}` : ''}`;
  const summary = {
    creditAmount: formatMXN(schedule.principal),
    ordinaryRate,
    lateRate,
    cat: `${offer.catPercent.toFixed(1)}%`,
    payments: statement.text,
    firstPayment: formatMXN(statement.first),
    monthlyPayment: formatMXN(statement.regular),
    lastPayment: formatMXN(statement.last),
    termMonths: offer.termMonths,
    totalToPay: formatMXN(statement.total),
    firstPaymentDate: formatDate(offer.firstPaymentDate),
  };
  return {
    title: `Contrato de crédito ${input.serialNumber}`,
    sections: [
      {
        title: 'Partes',
        paragraphs: [
          `Acreditante: ${LENDER.name}, RFC ${LENDER.rfc}, con domicilio en ${LENDER.address}.`,
          `Acreditado: ${client.fullName}, CURP ${client.curp}, RFC ${client.taxpayerId}, correo ${client.email}, teléfono ${client.phoneNumber}.`,
        ],
      },
      {
        title: 'Carátula',
        paragraphs: [
          `Producto: ${product}. Fecha de emisión: ${formatDate(input.issuedOn)}.`,
          `Monto del crédito: ${summary.creditAmount}.`,
          `Tasa de interés ordinaria anual: ${ordinaryRate} (sin IVA). Tasa de interés moratoria anual: ${lateRate} (1.5 veces la ordinaria).`,
          `CAT (Costo Anual Total): ${summary.cat} sin IVA, para fines informativos y de comparación.`,
          `Plazo: ${statement.phrase}; incluyen IVA sobre intereses, a partir del ${summary.firstPaymentDate}, el día 1 de cada mes.`,
          `Monto total a pagar: ${summary.totalToPay}.`,
        ],
      },
      {
        title: 'Aplicación de pagos',
        paragraphs: [
          'Los pagos se aplican primero al saldo vencido, del más antiguo al más reciente; después al siguiente pago por vencer; y el excedente a capital, del más antiguo al más reciente.',
        ],
      },
      { title: 'Términos y condiciones', paragraphs: [...TERMS_CLAUSES] },
      {
        title: 'Firma',
        paragraphs: [
          'El acreditado firma electrónicamente este contrato escribiendo su nombre completo tal como aparece en su identificación oficial y trazando su firma.',
        ],
      },
    ],
    schedule: schedule.rows.map((row) => [
      String(row.period),
      formatDate(row.dueDate),
      formatMXN(row.capital),
      formatMXN(row.interest),
      formatMXN(row.iva),
      formatMXN(row.payment),
      formatMXN(row.balance),
    ]),
    summary,
  };
}

/** Accent-, case- and spacing-insensitive comparison of a typed full name with the client's name. */
export function normalizeFullName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function fullNameMatches(typed: string, expected: string): boolean {
  const a = normalizeFullName(typed);
  return a.length > 0 && a === normalizeFullName(expected);
}
