import { describe, expect, it } from 'vitest';
import {
  contractDocument,
  fullNameMatches,
  TERMS_CLAUSES,
} from '../../../server/lending/contract-document.ts';
import { contractHtml } from '../../../server/lending/contract-html.ts';
import { buildOffer } from '../../../server/lending/offers.ts';
import { pesos } from '../../../src/domain/money.ts';
import { MARIA_CURP } from '../../fixtures/samples.ts';

const offer = buildOffer(
  { type: 'STORE', principal: pesos(20_000), termMonths: 12, interestFree: false, today: '2026-11-01' },
  '2026-12-01',
);

/** A client without identity keys (the personal loans below). */
const nobody = {
  fullName: 'A B C',
  curp: '',
  taxpayerId: '',
  email: 'a@example.com',
  phoneNumber: '5555555555',
};
const personalLoan = { type: 'PERSONAL_LOAN', storeName: null, client: nobody } as const;

const doc = contractDocument({
  serialNumber: 'SOL-00000001',
  type: 'STORE',
  storeName: 'Electrónica Relámpago',
  client: {
    fullName: 'MARÍA FERNANDA LÓPEZ GARCÍA',
    curp: MARIA_CURP,
    taxpayerId: 'LOGF900514AB1',
    email: 'maria@example.com',
    phoneNumber: '3312345678',
  },
  offer,
  interestFree: false,
  issuedOn: '2026-11-01',
});

describe('contract document', () => {
  it('states the figures of the offer: amount, ordinary and late (1.5×) rates, CAT, payment, total, first date', () => {
    expect(doc.summary).toEqual({
      creditAmount: '$20,000.00',
      ordinaryRate: '60.00%',
      lateRate: '90.00%',
      cat: `${offer.catPercent.toFixed(1)}%`,
      payments: '12 pagos mensuales de $2,359.45 (el último de $2,359.51)',
      firstPayment: '$2,359.45',
      monthlyPayment: '$2,359.45',
      lastPayment: '$2,359.51',
      termMonths: 12,
      // The sum of the table, to the centavo (11 × 2,359.45 + 2,359.51), not 12 × 2,359.45.
      totalToPay: '$28,313.46',
      firstPaymentDate: '01/12/2026',
    });
    expect(doc.sections[1]!.paragraphs).toContain(
      'Plazo: 12 pagos mensuales de $2,359.45 (el último de $2,359.51); incluyen IVA sobre intereses, a partir del 01/12/2026, el día 1 de cada mes.',
    );
    expect(doc.sections[1]!.paragraphs).toContain('Monto total a pagar: $28,313.46.');
    expect(doc.schedule).toHaveLength(12);
    expect(doc.schedule[0]).toEqual(
      '1 01/12/2026 $1,199.45 $1,000.00 $160.00 $2,359.45 $18,800.55'.split(' '),
    );
    expect(doc.schedule.at(-1)!.at(-1)).toBe('$0.00');
  });

  it('names the parties and carries every §9 clause', () => {
    const text = doc.sections.flatMap((s) => s.paragraphs).join('\n');
    expect(text).toContain('MARÍA FERNANDA LÓPEZ GARCÍA');
    expect(text).toContain(MARIA_CURP);
    expect(text).toContain('compra a meses en Electrónica Relámpago');
    for (const clause of TERMS_CLAUSES) expect(text).toContain(clause);
  });

  it('an interest-free (MSI) contract totals the credit amount', () => {
    const msi = buildOffer(
      { type: 'STORE', principal: pesos(9_000), termMonths: 9, interestFree: true, today: '2026-11-01' },
      '2026-12-01',
    );
    const issued = { offer: msi, interestFree: true, issuedOn: '2026-11-01' };
    const d = contractDocument({ serialNumber: 'SOL-2', ...personalLoan, ...issued });
    expect(d.summary).toMatchObject({ totalToPay: '$9,000.00', ordinaryRate: '0.00%' });
    expect(d.sections[1]!.paragraphs[0]).toContain('préstamo personal');
  });
});

describe('contract document: a first period longer than a month (the issue example)', () => {
  // 15,000 at 72% over 12 months, offered on 21/11/2026 with the first payment on 01/01/2027 (41 days).
  const terms = { principal: pesos(15_000), termMonths: 12, interestFree: false, today: '2026-11-21' };
  const longer = buildOffer({ type: 'PERSONAL_LOAN', ...terms }, '2027-01-01');
  const issued = { offer: longer, interestFree: false, issuedOn: '2026-11-21' };
  const d = contractDocument({ serialNumber: 'SOL-3', ...personalLoan, ...issued });
  it('states the first payment apart, and a total that is the sum of the table', () => {
    expect(d.summary).toMatchObject({
      payments: 'Primer pago de $2,267.31 y 11 pagos de $1,884.51 (el último de $1,884.45)',
      firstPayment: '$2,267.31',
      monthlyPayment: '$1,884.51',
      lastPayment: '$1,884.45',
      totalToPay: '$22,996.86',
    });
    expect(d.sections[1]!.paragraphs).toContain(
      'Plazo: primer pago de $2,267.31 y 11 pagos de $1,884.51 (el último de $1,884.45); incluyen IVA sobre intereses, a partir del 01/01/2027, el día 1 de cada mes.',
    );
    expect(d.schedule.map((row) => row[5])).toEqual([
      '$2,267.31',
      ...Array(10).fill('$1,884.51'),
      '$1,884.45',
    ]);
  });
  it('the HTML file carries the same statement in its summary', () => {
    const html = contractHtml(d, null);
    expect(html).toContain(
      '<dt>Pagos</dt><dd>Primer pago de $2,267.31 y 11 pagos de $1,884.51 (el último de $1,884.45)</dd>',
    );
    const rows = [
      ['Primer pago', '$2,267.31'],
      ['Pago mensual', '$1,884.51'],
      ['Último pago', '$1,884.45'],
    ];
    for (const [term, value] of [...rows, ['Monto total a pagar', '$22,996.86']])
      expect(html).toContain(`<dt>${term}</dt><dd>${value}</dd>`);
  });
});

describe('signature name matching (accent-, case- and spacing-insensitive)', () => {
  const MARIA = 'MARÍA FERNANDA LÓPEZ GARCÍA';
  it('matches the same name written differently', () => {
    expect(fullNameMatches('  maria fernanda   lopez garcia ', MARIA)).toBe(true);
    expect(fullNameMatches('José Ángel Núñez Peña', 'JOSE ANGEL NUNEZ PENA')).toBe(true);
  });
  it('refuses another name, a partial name or an empty one', () => {
    for (const typed of ['María López', 'Otra Persona']) expect(fullNameMatches(typed, MARIA)).toBe(false);
    expect(fullNameMatches('', '')).toBe(false);
  });
});
