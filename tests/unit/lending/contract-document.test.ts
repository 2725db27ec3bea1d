import { describe, expect, it } from 'vitest';
import {
  contractDocument,
  fullNameMatches,
  TERMS_CLAUSES,
} from '../../../server/lending/contract-document.ts';
import { buildOffer } from '../../../server/lending/offers.ts';
import { pesos } from '../../../src/domain/money.ts';

const offer = buildOffer(
  { type: 'STORE', principal: pesos(20_000), termMonths: 12, interestFree: false, today: '2026-11-01' },
  '2026-12-01',
);

const doc = contractDocument({
  serialNumber: 'SOL-00000001',
  type: 'STORE',
  storeName: 'Electrónica Relámpago',
  client: {
    fullName: 'MARÍA FERNANDA LÓPEZ GARCÍA',
    curp: 'LOGF900514MJCPRR02',
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
      monthlyPayment: '$2,359.45',
      termMonths: 12,
      totalToPay: expect.stringMatching(/^\$28,3\d\d\.\d\d$/),
      firstPaymentDate: '01/12/2026',
    });
    expect(doc.schedule).toHaveLength(12);
    expect(doc.schedule[0]).toEqual([
      '1',
      '01/12/2026',
      '$1,199.45',
      '$1,000.00',
      '$160.00',
      '$2,359.45',
      '$18,800.55',
    ]);
    expect(doc.schedule.at(-1)!.at(-1)).toBe('$0.00');
  });

  it('names the parties and carries every §9 clause', () => {
    const text = doc.sections.flatMap((s) => s.paragraphs).join('\n');
    expect(text).toContain('MARÍA FERNANDA LÓPEZ GARCÍA');
    expect(text).toContain('LOGF900514MJCPRR02');
    expect(text).toContain('compra a meses en Electrónica Relámpago');
    for (const clause of TERMS_CLAUSES) expect(text).toContain(clause);
  });

  it('an interest-free (MSI) contract totals the credit amount', () => {
    const msi = buildOffer(
      { type: 'STORE', principal: pesos(9_000), termMonths: 9, interestFree: true, today: '2026-11-01' },
      '2026-12-01',
    );
    const d = contractDocument({
      serialNumber: 'SOL-2',
      type: 'PERSONAL_LOAN',
      storeName: null,
      client: {
        fullName: 'A B C',
        curp: '',
        taxpayerId: '',
        email: 'a@example.com',
        phoneNumber: '5555555555',
      },
      offer: msi,
      interestFree: true,
      issuedOn: '2026-11-01',
    });
    expect(d.summary.totalToPay).toBe('$9,000.00');
    expect(d.summary.ordinaryRate).toBe('0.00%');
    expect(d.sections[1]!.paragraphs[0]).toContain('préstamo personal');
  });
});

describe('signature name matching (accent-, case- and spacing-insensitive)', () => {
  it('matches the same name written differently', () => {
    expect(fullNameMatches('  maria fernanda   lopez garcia ', 'MARÍA FERNANDA LÓPEZ GARCÍA')).toBe(true);
    expect(fullNameMatches('José Ángel Núñez Peña', 'JOSE ANGEL NUNEZ PENA')).toBe(true);
  });
  it('refuses another name, a partial name or an empty one', () => {
    expect(fullNameMatches('María López', 'MARÍA FERNANDA LÓPEZ GARCÍA')).toBe(false);
    expect(fullNameMatches('Otra Persona', 'MARÍA FERNANDA LÓPEZ GARCÍA')).toBe(false);
    expect(fullNameMatches('', '')).toBe(false);
  });
});
