/**
 * The credit application's table: §5 product form (price 2,000 – 50,000; amount min 2,000, max the smaller of the
 * available limit and the financeable amount: 90 % of the price capped at 50,000, the price itself when 90 % is
 * under 2,000), §6 (no limit: 20,000 personal, 50,000 store; else the limit minus overdue and current balances; a
 * personal loan capped at 20,000), §9 (term bands by amount, the personal loan in the first four), §5 rent and
 * income minimums, and §8's refusals of the application's creation. Amounts in centavos; `given` is the data that
 * makes each bound bind, walked by application.classes.ts and held by application.bounds.ts.
 */
import { REJECTION_REASONS } from '../oracle/spec.ts';
import { type BoundRow, edges, type FlowTable, REFUSED, rows } from './table.ts';

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
type Given = Parameters<typeof product>[4];
/** A rule's rows over the data that makes it bind (for `rows`): the amount typed in pesos, unless `given` types it. */
const bound =
  (rule: string, data: string, given: Given | ((pesos: string) => Given)) =>
  (side: BoundRow['side'], pesos: string, expect: string | null) =>
    product(rule, side, Number(pesos), data, typeof given === 'function' ? given(pesos) : given, expect);
/** A minimum of 1,000 pesos (§5 rent and income): one centavo under it refused, at and above it accepted. */
const MINIMUM = edges(1000, 'below');
const minimum =
  (rule: string, data: string) => (side: BoundRow['side'], pesos: string, expect: string | null) =>
    ({ rule, side, value: C(Number(pesos)), data, expect }) satisfies BoundRow;
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
    ...rows(
      bound('limits.MIN_AMOUNT', 'precio, monto 2,000', (p) => ({ ...store(p), amount: '2000' })),
      edges(2000, 'below'),
    ),
    ...rows(
      bound('limits.MAX_AMOUNT', 'precio, monto 10,000', (p) => ({ ...store(p), amount: '10000' })),
      edges(50000, 'above'),
    ),
    // §5 amount min 2,000.
    ...rows(bound('limits.MIN_AMOUNT', 'monto, precio 10,000', store('10000')), edges(2000, 'below')),
    // §5 financeable: 90 % of the price; the price itself when 90 % is under 2,000.
    ...rows(bound('limits.FINANCING_RATIO', 'precio 10,000: 90 %', store('10000')), edges(9000, 'above')),
    ...rows(
      bound('limits.FINANCING_RATIO', 'precio 2,100: el precio mismo', store('2100')),
      edges(2100, 'above'),
    ),
    // §6 a store purchase without a limit: 50,000, never below the 45,000 a 50,000 price finances.
    ...rows(bound('limits.STORE_DEFAULT_CAP', 'compra sin límite, precio 50,000', store('50000')), [
      ['below', '45000', null],
      ['above', '45000.01', REFUSED],
    ]),
    // §6 the limit binds under the financeable amount: a store purchase, limit 12,000, price 50,000.
    ...rows(bound('limit', 'compra, límite 12,000, precio 50,000', store('50000', { creditLimit: 12000 })), [
      ['at', '12000', null],
      ['above', '12000.01', LIMIT],
    ]),
    // §6 the limit minus what is owed: personal loan, limit 15,000, a purchase owing 2,000.
    ...rows(
      bound(
        'limit',
        'préstamo, límite 15,000, 2,000 en uso',
        personal(15000, [{ type: 'STORE', currentBalance: 2000 }]),
      ),
      edges(13000, 'above', LIMIT),
    ),
    // §6 the personal loan's 20,000: with no limit (18 months at it), with a limit above it, with personal loans in use.
    ...rows(
      bound('limits.PERSONAL_LOAN_CAP', 'préstamo sin límite', (p) =>
        p === '20000' ? { ...personal(0), term: 18 } : personal(0),
      ),
      edges(20000, 'above', LIMIT),
    ),
    ...rows(bound('limits.PERSONAL_LOAN_CAP', 'préstamo, límite 30,000', personal(30000)), [
      ['at', '20000', null],
      ['above', '20000.01', LIMIT],
    ]),
    ...rows(
      bound(
        'limits.PERSONAL_LOAN_CAP',
        'préstamo, límite 50,000, 15,000 en préstamos',
        personal(50000, PERSONAL_IN_USE),
      ),
      edges(5000, 'above', LIMIT),
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
    ...rows(minimum('limits.MIN_MONTHLY_RENT', 'renta'), MINIMUM),
    ...rows(minimum('limits.MIN_MONTHLY_INCOME', 'ingreso'), MINIMUM),
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
