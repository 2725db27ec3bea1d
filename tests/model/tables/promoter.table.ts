/**
 * The promoter's quick application (spec §5 "Product form", "Promoter data", "Quick application", "Consent"; §9
 * bands and sizes; the promoter's filing limits, the app's own numbers and words). Each row is one form submitted
 * with every other field valid: `given.values` is what is typed into the form (over a valid form), `given.kept` what
 * the form keeps of it where the input cuts it (a 7th NIP digit is never kept). The product is always a store
 * purchase (the promoter files no other type, and knows no limit of the client: §6's cap is the financeable amount's
 * 50,000, which a price of 50,000 meets at 45,000). Walked by tests/flows/promoter/promoter.classes.ts.
 */
import { type BoundRow, edges, type FlowTable, REFUSED, rows } from './table.ts';

const C = (pesos: number) => Math.round(pesos * 100);
const REQUIRED = 'El campo es requerido';
const INVALID = 'El dato ingresado no es válido';
const MUST_ACCEPT = 'Debe aceptar este campo';
const TERM = 'Selecciona una opción para el plazo';
const PAST = 'La fecha debe ser menor al día de hoy';
const atLeast = (n: number) => `El campo debe tener al menos ${n} dígitos`;

/** The forms of the quick application a row submits. */
export type PromoterForm = 'product' | 'finish' | 'consent' | 'code' | 'check';
export interface PromoterGiven {
  readonly form: PromoterForm;
  /** The field whose outcome the row states. */
  readonly field: string;
  /** Typed over a valid form. */
  readonly values: Readonly<Record<string, string | boolean>>;
  /** What the form keeps of `values` (default: as typed). */
  readonly kept?: Readonly<Record<string, string>>;
  /** A value no screen can send (a term the select does not offer). */
  readonly machineOnly?: boolean;
}

const row = (
  rule: string,
  side: BoundRow['side'],
  value: number,
  data: string,
  given: PromoterGiven,
  expect: string | null,
): BoundRow => ({ rule, side, value, data, given: { ...given }, expect });

/** The product form: price, amount and term typed together (the term always one of the amount's band). */
const product = (
  rule: string,
  side: BoundRow['side'],
  field: 'productPrice' | 'creditAmount' | 'requestedPeriod',
  price: string,
  amount: string,
  term: number,
  expect: string | null,
  machineOnly = false,
): BoundRow =>
  row(
    rule,
    side,
    field === 'requestedPeriod' ? term : C(Number(field === 'productPrice' ? price : amount)),
    `precio ${price}, monto ${amount}, plazo ${term}`,
    {
      form: 'product',
      field,
      values: { productPrice: price, creditAmount: amount, requestedPeriod: term === 0 ? '' : String(term) },
      ...(machineOnly ? { machineOnly } : {}),
    },
    expect,
  );

/** The price typed with `amount`, or the amount typed under `price`, a term of 3 (for `rows`). */
const price =
  (rule: string, amount: string) => (side: BoundRow['side'], typed: string, expect: string | null) =>
    product(rule, side, 'productPrice', typed, amount, 3, expect);
const amount =
  (rule: string, price: string) => (side: BoundRow['side'], typed: string, expect: string | null) =>
    product(rule, side, 'creditAmount', price, typed, 3, expect);

/** §9 bands in whole pesos (the spec writes them so): each edge with its longest term, and the next one refused. */
const BANDS: ReadonlyArray<readonly [number, number, number | null]> = [
  [2000, 3, 6],
  [2999, 3, 6],
  [3000, 6, 9],
  [4999, 6, 9],
  [5000, 12, 15],
  [9999, 12, 15],
  [10000, 18, 24],
  [20000, 18, 24],
  [20001, 24, null],
  [45000, 24, null],
];

/** A field of the quick-application form typed over `extra` (over VALID_FINISH: rented home, employed), for `rows`. */
const finish =
  (rule: string, field: string, extra: Readonly<Record<string, string>> = {}, money = false) =>
  (side: BoundRow['side'], typed: string, expect: string | null): BoundRow => {
    const values = { ...extra, [field]: typed };
    const data = Object.entries(values)
      .map(([k, v]) => `${k} ${v || 'vacío'}`)
      .join(', ');
    return row(rule, side, money ? C(Number(typed)) : 0, data, { form: 'finish', field, values }, expect);
  };

const money = (rule: string, field: string, extra: Readonly<Record<string, string>> = {}) =>
  rows(finish(rule, field, extra, true), edges(1000, 'below'));

/** A typed code of `form` (its digits kept up to `size`). */
const digits = (
  rule: string,
  form: PromoterForm,
  field: string,
  size: number,
  extra = {},
  sample = '9876543210987654',
) => {
  const typed = (n: number) => sample.slice(0, n);
  const at = (side: BoundRow['side'], n: number, expect: string | null) =>
    row(
      rule,
      side,
      n,
      `${field} de ${n} dígitos`,
      {
        form,
        field,
        values: { ...extra, [field]: typed(n) },
        ...(n > size ? { kept: { [field]: typed(size) } } : {}),
      },
      expect,
    );
  return [at('below', size - 1, atLeast(size)), at('at', size, null), at('above', size + 1, null)];
};

/** The app's words of a promoter's filing limit (the spec has neither the limits nor their words). */
const again = (wait: string | null) =>
  wait ? `. Vuelve a intentarlo en ${wait}.` : '. Vuelve a intentarlo más tarde.';

export const PROMOTER_TABLE: FlowTable = {
  flow: 'promoter',
  fields: [],
  bounds: [
    // §5 price 2,000 – 50,000, required.
    ...rows(price('limits.MIN_AMOUNT', '2000'), edges(2000, 'below')),
    ...rows(price('limits.MAX_AMOUNT', '10000'), edges(50000, 'above')),
    ...rows(price('required', '2000'), [['below', '', REQUIRED]]),
    // §5 amount min 2,000, required.
    ...rows(amount('limits.MIN_AMOUNT', '10000'), edges(2000, 'below')),
    ...rows(amount('required', '10000'), [['below', '', REQUIRED]]),
    // §5 financeable: 90 % of the price; the price itself when 90 % is under 2,000; capped (45,000 at 50,000).
    ...rows(amount('limits.FINANCING_RATIO', '10000'), edges(9000, 'above')),
    ...rows(amount('limits.FINANCING_RATIO', '2100'), [
      ['at', '2100', null],
      ['above', '2100.01', REFUSED],
    ]),
    ...rows(amount('limits.STORE_DEFAULT_CAP', '50000'), [
      ['at', '45000', null],
      ['above', '45000.01', REFUSED],
    ]),
    // §5 the term required ('Selecciona una opción para el plazo'); §9 each band's edges.
    product('terms.DEFAULT_TERM', 'below', 'requestedPeriod', '10000', '5000', 0, TERM),
    ...BANDS.flatMap(([pesos, longest, next]) => [
      product('terms.TERM_BANDS', 'at', 'requestedPeriod', '50000', String(pesos), longest, null),
      ...(next === null
        ? []
        : [
            product('terms.TERM_BANDS', 'above', 'requestedPeriod', '50000', String(pesos), next, TERM, true),
          ]),
    ]),
    // §5 quick application: rent min 1,000 when RENTED; salary min 1,000 for each working status, none asked else.
    ...money('limits.MIN_MONTHLY_RENT', 'monthlyRent'),
    // Every other housing type of §5 (OWNED, GUEST, MORTGAGE): no rent is asked, so 500 is no refusal.
    ...['OWNED', 'GUEST', 'MORTGAGE'].flatMap((addressType) =>
      rows(finish('limits.MIN_MONTHLY_RENT', 'monthlyRent', { addressType }, true), [['below', '500', null]]),
    ),
    ...['EMPLOYED', 'INDEPENDENT', 'RETIRED'].flatMap((status) =>
      money('limits.MIN_MONTHLY_INCOME', 'monthlySalary', { status }),
    ),
    ...['HOMEMAKER', 'UNEMPLOYED'].flatMap((status) =>
      rows(finish('limits.MIN_MONTHLY_INCOME', 'monthlySalary', { status }, true), [['below', '500', null]]),
    ),
    // §5 e-mail valid and required; move-in and start month before today: the month's 1st (sent) before the model's
    // day, 2026-01-15 (this month is accepted, the next refused).
    ...rows(finish('email', 'email'), [
      ['below', '', REQUIRED],
      ['below', 'maria.lopez@correo', INVALID],
    ]),
    ...rows(finish('months', 'movedInSince'), [
      ['below', '2025-12', null],
      ['at', '2026-01', null],
      ['above', '2026-02', PAST],
    ]),
    ...rows(finish('months', 'startDate'), [
      ['at', '2026-01', null],
      ['above', '2026-02', PAST],
    ]),
    // §5 references: phone min 10 digits (each of the two).
    ...digits('machines/promoter/form.ts minLength(10)', 'finish', '0.phoneNumber', 10),
    ...digits('machines/promoter/form.ts minLength(10)', 'finish', '1.phoneNumber', 10).slice(0, 1),
    // §5 consent: NIP exactly 6; both boxes ticked. §9 activation code 4; the client's phone 10.
    ...digits('machines/promoter/form.ts exactDigits(6)', 'consent', 'nip', 6, {
      authorize: true,
      ownBehalf: true,
    }),
    ...(['authorize', 'ownBehalf'] as const).map((box) =>
      row(
        'consent',
        'below',
        0,
        `${box} sin marcar`,
        {
          form: 'consent',
          field: box,
          values: { nip: '123456', authorize: true, ownBehalf: true, [box]: false },
        },
        MUST_ACCEPT,
      ),
    ),
    ...digits('machines/promoter/form.ts exactDigits(4)', 'code', 'activationCode', 4, {}, '482195'),
    ...digits('machines/promoter/form.ts minLength(10)', 'check', 'phoneNumber', 10),
  ],
  refusals: [
    {
      code: 'PROMOTER_CLIENT_APPLICATIONS_TODAY',
      rule: 'filingLimits.PROMOTER_FILING_CODES.perClientPerDay',
      expect: `Ya enviaste 3 solicitudes hoy para este cliente${again('2 horas y 5 minutos')}`,
    },
    {
      code: 'PROMOTER_APPLICATIONS_TODAY',
      rule: 'filingLimits.PROMOTER_FILING_CODES.perDay',
      expect: `Ya enviaste 40 solicitudes hoy, el máximo por día${again(null)}`,
    },
    {
      code: 'CLIENT_CANCELLED_PROMOTER_APPLICATION',
      rule: 'filingLimits.PROMOTER_FILING_CODES.coolDown',
      expect:
        'El cliente canceló una solicitud que enviaste a su nombre: no puedes enviarle otra durante 30 días.',
    },
    // The client's consent-NIP budget used up (the server's, across applications): the NIP's answer, the app's words.
    {
      code: 'CLIENT_NIP_ATTEMPTS_EXCEEDED_TODAY',
      rule: 'filingLimits.CLIENT_NIP_LIMIT_CODES.day',
      expect:
        'Se superó el número de NIP permitidos hoy para esta cuenta. Vuelve a intentarlo en 2 horas y 5 minutos.',
    },
    {
      code: 'CLIENT_NIP_ATTEMPTS_EXHAUSTED',
      rule: 'filingLimits.CLIENT_NIP_LIMIT_CODES.lifetime',
      expect: 'Se superó el número de intentos de NIP permitidos para esta cuenta. Comunícate con soporte.',
    },
  ],
  coveredBy: {
    'filingLimits.PROMOTER_FILING_LIMITS':
      "the filing refusal rows: their texts state each limit (3 a client a day, 40 a day, 30 days); the counting is the server's (tests/integration)",
    'machines/promoter/form.ts exactDigits(5)': "promoter.bounds.ts rows 'postal code of 4/5/6'",
    'machines/promoterSignin.machine.ts exactDigits(10)':
      'promoterSignin.model.ts oracle: the phone under, at and over 10 digits (SPEC.sizes.phone)',
    'machines/promoterSignin.machine.ts exactDigits(6)':
      'promoterSignin.model.ts oracle: the NIP under, at and over 6 digits (SPEC.sizes.nip)',
  },
  pending: {
    'filingLimits.CONSENT_NIP_LIMITS': "the server's consent-NIP budgets (the app's own): tests/integration",
  },
};

/** The walked rows of the quick application's forms (those with `given`). */
export const PROMOTER_FORM_ROWS = PROMOTER_TABLE.bounds.filter((b) => b.given !== undefined);
