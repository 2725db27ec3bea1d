/**
 * The credit application's table: §5 product form (price 2,000 – 50,000; amount min 2,000, max the smaller of the
 * available limit and the financeable amount: 90 % of the price capped at 50,000, the price itself when 90 % is
 * under 2,000), §6 (no limit: 20,000 personal, 50,000 store; else the limit minus overdue and current balances; a
 * personal loan capped at 20,000), §9 (term bands by amount, the personal loan in the first four), §5 rent and
 * income minimums, and §8's refusals of the application's creation. Amounts in centavos; `given` is the data that
 * makes each bound bind, walked by application.classes.ts and held by application.bounds.ts.
 */
import { REJECTION_REASONS } from '../oracle/spec.ts';
import { type BoundRow, type FlowTable, REFUSED } from './table.ts';

const C = (pesos: number) => Math.round(pesos * 100);
type Type = 'STORE' | 'PERSONAL_LOAN';
export interface ProductGiven {
  readonly type: Type;
  /** The profile's credit limit in pesos (0: none yet). */
  readonly creditLimit: number;
  /** What is in use (GET /applications/balance `inUse`), pesos. */
  readonly inUse: ReadonlyArray<{ readonly type: Type; readonly currentBalance: number }>;
  /** Typed, store only. */
  readonly price?: string;
  readonly amount: string;
  /** Months chosen (default: the form's 3). */
  readonly term?: number;
  /** What no screen can send (a term the amount's band does not offer). */
  readonly machineOnly?: boolean;
}

/** §6: the limit text (its words are the spec's, §5). */
const LIMIT = 'Tu límite disponible es de';
const product = (
  rule: string,
  side: BoundRow['side'],
  pesos: number,
  data: string,
  given: Omit<ProductGiven, 'amount' | 'inUse'> & { amount?: string; inUse?: ProductGiven['inUse'] },
  expect: string | null,
): BoundRow => ({
  rule,
  side,
  value: C(pesos),
  data,
  given: { inUse: [], amount: String(pesos), ...given },
  expect,
});
const store = (price: string, extra: Partial<ProductGiven> = {}) =>
  ({ type: 'STORE', creditLimit: 0, price, ...extra }) as const;
const personal = (creditLimit: number, inUse: ProductGiven['inUse'] = []) =>
  ({ type: 'PERSONAL_LOAN', creditLimit, inUse }) as const;

const PERSONAL_IN_USE = [
  { type: 'STORE', currentBalance: 10_800 },
  { type: 'PERSONAL_LOAN', currentBalance: 15_000 },
] as const;

/** §9 term bands: each edge with the band's longest term (store, price 50,000: up to 45,000 financeable). */
const BAND_EDGES: ReadonlyArray<readonly [number, number, string | null]> = [
  // §5 the term buttons disabled under 1,999 (the amount is under 2,000 either way: refused).
  [1998.99, 3, REFUSED],
  [1999, 3, REFUSED],
  [2000, 3, null],
  [2999.99, 3, null],
  [3000, 6, null],
  [4999.99, 6, null],
  [5000, 12, null],
  [9999.99, 12, null],
  [10000, 18, null],
  [20000, 18, null],
  [20000.01, 24, null],
  // The top band's end: 50,000 is more than 90 % of the highest price.
  [50000, 24, REFUSED],
];

export const APPLICATION_TABLE: FlowTable = {
  flow: 'application',
  fields: [],
  bounds: [
    // §5 price 2,000 – 50,000 (store, no limit; the amount always financeable).
    product(
      'limits.MIN_AMOUNT',
      'below',
      1999.99,
      'precio, monto 2,000',
      { ...store('1999.99'), amount: '2000' },
      REFUSED,
    ),
    product(
      'limits.MIN_AMOUNT',
      'at',
      2000,
      'precio, monto 2,000',
      { ...store('2000'), amount: '2000' },
      null,
    ),
    product(
      'limits.MIN_AMOUNT',
      'above',
      2000.01,
      'precio, monto 2,000',
      { ...store('2000.01'), amount: '2000' },
      null,
    ),
    product(
      'limits.MAX_AMOUNT',
      'below',
      49999.99,
      'precio, monto 10,000',
      { ...store('49999.99'), amount: '10000' },
      null,
    ),
    product(
      'limits.MAX_AMOUNT',
      'at',
      50000,
      'precio, monto 10,000',
      { ...store('50000'), amount: '10000' },
      null,
    ),
    product(
      'limits.MAX_AMOUNT',
      'above',
      50000.01,
      'precio, monto 10,000',
      { ...store('50000.01'), amount: '10000' },
      REFUSED,
    ),
    // §5 amount min 2,000.
    product('limits.MIN_AMOUNT', 'below', 1999.99, 'monto, precio 10,000', store('10000'), REFUSED),
    product('limits.MIN_AMOUNT', 'at', 2000, 'monto, precio 10,000', store('10000'), null),
    product('limits.MIN_AMOUNT', 'above', 2000.01, 'monto, precio 10,000', store('10000'), null),
    // §5 financeable: 90 % of the price; the price itself when 90 % is under 2,000.
    product('limits.FINANCING_RATIO', 'below', 8999.99, 'precio 10,000: 90 %', store('10000'), null),
    product('limits.FINANCING_RATIO', 'at', 9000, 'precio 10,000: 90 %', store('10000'), null),
    product('limits.FINANCING_RATIO', 'above', 9000.01, 'precio 10,000: 90 %', store('10000'), REFUSED),
    product('limits.FINANCING_RATIO', 'below', 2099.99, 'precio 2,100: el precio mismo', store('2100'), null),
    product('limits.FINANCING_RATIO', 'at', 2100, 'precio 2,100: el precio mismo', store('2100'), null),
    product(
      'limits.FINANCING_RATIO',
      'above',
      2100.01,
      'precio 2,100: el precio mismo',
      store('2100'),
      REFUSED,
    ),
    // §6 a store purchase without a limit: 50,000, never below the 45,000 a 50,000 price finances.
    product(
      'limits.STORE_DEFAULT_CAP',
      'below',
      45000,
      'compra sin límite, precio 50,000',
      store('50000'),
      null,
    ),
    product(
      'limits.STORE_DEFAULT_CAP',
      'above',
      45000.01,
      'compra sin límite, precio 50,000',
      store('50000'),
      REFUSED,
    ),
    // §6 the limit binds under the financeable amount: a store purchase, limit 12,000, price 50,000.
    product(
      'limit',
      'at',
      12000,
      'compra, límite 12,000, precio 50,000',
      store('50000', { creditLimit: 12000 }),
      null,
    ),
    product(
      'limit',
      'above',
      12000.01,
      'compra, límite 12,000, precio 50,000',
      store('50000', { creditLimit: 12000 }),
      LIMIT,
    ),
    // §6 the limit minus what is owed: personal loan, limit 15,000, a purchase owing 2,000.
    product(
      'limit',
      'below',
      12999.99,
      'préstamo, límite 15,000, 2,000 en uso',
      personal(15000, [{ type: 'STORE', currentBalance: 2000 }]),
      null,
    ),
    product(
      'limit',
      'at',
      13000,
      'préstamo, límite 15,000, 2,000 en uso',
      personal(15000, [{ type: 'STORE', currentBalance: 2000 }]),
      null,
    ),
    product(
      'limit',
      'above',
      13000.01,
      'préstamo, límite 15,000, 2,000 en uso',
      personal(15000, [{ type: 'STORE', currentBalance: 2000 }]),
      LIMIT,
    ),
    // §6 the personal loan's 20,000: with no limit, with a limit above it, with personal loans in use.
    product('limits.PERSONAL_LOAN_CAP', 'below', 19999.99, 'préstamo sin límite', personal(0), null),
    product(
      'limits.PERSONAL_LOAN_CAP',
      'at',
      20000,
      'préstamo sin límite',
      { ...personal(0), term: 18 },
      null,
    ),
    product('limits.PERSONAL_LOAN_CAP', 'above', 20000.01, 'préstamo sin límite', personal(0), LIMIT),
    product('limits.PERSONAL_LOAN_CAP', 'at', 20000, 'préstamo, límite 30,000', personal(30000), null),
    product('limits.PERSONAL_LOAN_CAP', 'above', 20000.01, 'préstamo, límite 30,000', personal(30000), LIMIT),
    product(
      'limits.PERSONAL_LOAN_CAP',
      'below',
      4999.99,
      'préstamo, límite 50,000, 15,000 en préstamos',
      personal(50000, PERSONAL_IN_USE),
      null,
    ),
    product(
      'limits.PERSONAL_LOAN_CAP',
      'at',
      5000,
      'préstamo, límite 50,000, 15,000 en préstamos',
      personal(50000, PERSONAL_IN_USE),
      null,
    ),
    product(
      'limits.PERSONAL_LOAN_CAP',
      'above',
      5000.01,
      'préstamo, límite 50,000, 15,000 en préstamos',
      personal(50000, PERSONAL_IN_USE),
      LIMIT,
    ),
    // §9 each band's edges with its longest term.
    ...BAND_EDGES.map(([pesos, term, expect]) =>
      product(
        'terms.TERM_BANDS',
        'at',
        pesos,
        `${pesos}, plazo ${term} meses`,
        // The first band's only term is the form's own (3): nothing to choose.
        { ...store('50000'), ...(term === 3 ? {} : { term }) },
        expect,
      ),
    ),
    // 24 months is the fifth band's only: refused at 20,000 (no screen offers it: the machine is asked directly).
    product(
      'terms.TERM_BANDS',
      'above',
      20000,
      '20000, plazo 24 meses',
      { ...store('50000'), term: 24, machineOnly: true },
      REFUSED,
    ),
    // §5 rent and income: min 1,000.
    { rule: 'limits.MIN_MONTHLY_RENT', side: 'below', value: C(999.99), data: 'renta', expect: REFUSED },
    { rule: 'limits.MIN_MONTHLY_RENT', side: 'at', value: C(1000), data: 'renta', expect: null },
    { rule: 'limits.MIN_MONTHLY_RENT', side: 'above', value: C(1000.01), data: 'renta', expect: null },
    { rule: 'limits.MIN_MONTHLY_INCOME', side: 'below', value: C(999.99), data: 'ingreso', expect: REFUSED },
    { rule: 'limits.MIN_MONTHLY_INCOME', side: 'at', value: C(1000), data: 'ingreso', expect: null },
    { rule: 'limits.MIN_MONTHLY_INCOME', side: 'above', value: C(1000.01), data: 'ingreso', expect: null },
  ],
  // §8 every rejection reason, on its result screen (the spec oracle's texts: its meaning and the design's copy).
  refusals: Object.entries(REJECTION_REASONS).map(([code, reason]) => ({
    code,
    rule: `rejections.REJECTION_TEXTS.${code}`,
    expect: reason.copy,
  })),
  coveredBy: {
    'terms.ALL_TERMS':
      "the band rows (each band's longest term) and checkTerms (every term of the amount's band offered)",
    'machines/application/form.ts exactDigits(5)':
      "application.classes.ts formWalks and the oracle's rows bounds.postalCode.digits.below/at/above",
    'machines/application/form.ts minLength(10)':
      "application.classes.ts formWalks and the oracle's rows bounds.referencePhone.digits.below/at/above",
    'machines/application/form.ts exactDigits(6)':
      "application.classes.ts formWalks and the oracle's rows bounds.nip.digits.below/at/above",
    'terms.TERM_BUTTONS_MIN_AMOUNT':
      'application.bounds.ts checkTerms: the buttons disabled at 1,998.99 and enabled at 1,999 (oracle rows bands.1998.99, bands.1999)',
    'terms.PERSONAL_LOAN_BANDS':
      'the personal loan at 20,000 with 18 months above; its fifth band is never offered (checkTerms)',
    'terms.DEFAULT_TERM': 'every product row without a term is submitted with the form’s 3 months',
  },
};

/** The rows of the product form (those with `given`). */
export const PRODUCT_ROWS = APPLICATION_TABLE.bounds.filter((row) => row.given !== undefined);
