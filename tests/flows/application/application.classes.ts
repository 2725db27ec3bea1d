/**
 * The application model's boundary and class walks (tests/model/harness/classes.ts): every numeric rule of §5/§9
 * the flow enforces at its bound, one below and one above; the term bands at their edges; every status at every
 * entry that reads it; the 24 rejection reasons, a code the app does not know, no code, a code with the client's
 * trailing space, the count of overdue accounts; and the form steps tried again after the submission. What each must
 * give is the oracle's (application.bounds.ts), from the spec; these only choose the data.
 */
import type { EventObject } from 'xstate';
import type { ApplicationInput, ApplicationMachine } from '../../../machines/application/index.ts';
import type { ClassWalk } from '../../model/harness/classes.ts';
import { BOUNDS, thousands } from '../../model/oracle/spec.ts';
import { APPLICATION_TABLE, PRODUCT_ROWS, type ProductGiven } from '../../model/tables/application.table.ts';
import { type BoundRow, boundRowId, boundRows, typed } from '../../model/tables/table.ts';
import {
  ADDRESS_ENTRY,
  APPLICATION_ID,
  done,
  EMPLOYMENT_ENTRY,
  INPUTS,
  PROCESSED_AT,
  REFERENCE_ENTRY,
} from './application.model.ts';
import { REASONS, STATUSES } from './application.oracle.ts';

type Snapshot = ReturnType<ApplicationMachine['getInitialSnapshot']>;
const STORE = 'compra en tienda, perfil nuevo';
const PERSONAL = 'préstamo personal, perfil con domicilio, empleo y límite';
const at = (value: string) => (s: unknown) => (s as Snapshot).matches(value as never);

const product = (field: 'productPrice' | 'creditAmount', value: string): EventObject =>
  ({ type: 'PRODUCT.CHANGE', field, value }) as EventObject;
const term = (months: number): EventObject =>
  ({ type: 'TERM.SELECT', requestedPeriod: months }) as EventObject;
const SUBMIT = { type: 'PRODUCT.SUBMIT' };

/**
 * §5/§6/§9 the product form at every bound of the spec's table (tests/model/tables/application.table.ts), with the
 * data that makes it bind: a store purchase without a limit from the model's own path; any other data (a limit, what
 * is in use, a personal loan) from its own input, answered by the walk (may create; the balances).
 */
function productWalk(row: BoundRow): ClassWalk {
  const g = row.given as unknown as ProductGiven;
  const events: EventObject[] = [
    ...(g.price ? [product('productPrice', g.price)] : []),
    product('creditAmount', g.amount),
    ...(g.term ? [term(g.term)] : []),
    SUBMIT,
  ];
  const name = `tabla ${boundRowId(row)}: ${g.price ? `precio ${g.price}, ` : ''}monto ${g.amount}`;
  const only = g.machineOnly ? { machineOnly: true } : {};
  if (g.type === 'STORE' && g.creditLimit === 0)
    return { name, input: STORE, from: at('product'), events, ...only };
  const base = g.type === 'STORE' ? INPUTS.store : INPUTS.personal;
  const start: EventObject[] = [
    done('applications.canCreate', { canCreateApplication: true, reason: null }),
    ...(g.creditLimit > 0
      ? [
          done('payments.balance', {
            balances: [],
            inUse: g.inUse.map((u, i) => ({ applicationId: `a-${i + 2}`, overdueBalance: 0, ...u })),
          }),
        ]
      : []),
    // A store's no-interest terms (none active: the table's terms are the bands').
    ...(g.type === 'STORE' ? [done('catalog.storeNoInterestPayments', { noInterestPayments: [] })] : []),
  ];
  return {
    name,
    input: {
      name: `tabla: ${row.data}`,
      value: { ...base, profile: { ...base.profile, creditLimit: g.creditLimit } },
    },
    events: [...start, ...events],
    ...only,
  };
}
const productWalks: ClassWalk[] = PRODUCT_ROWS.map(productWalk);

const filled = (values: object, entry: ReadonlyArray<readonly [string, string]>) =>
  entry.every(([field]) => (values as Record<string, string>)[field] !== '');
/** The address step with every field typed and its postal code looked up. */
export const addressReady = (s: unknown) => {
  const c = (s as Snapshot).context;
  return at('address.editing')(s) && c.lookup !== null && filled(c.address, ADDRESS_ENTRY);
};
export const employmentReady = (s: unknown) =>
  at('employment')(s) && filled((s as Snapshot).context.employment, EMPLOYMENT_ENTRY);
const referencesReady = (s: unknown) =>
  at('references')(s) &&
  REFERENCE_ENTRY.every(([i, field]) => (s as Snapshot).context.references[i]?.[field] !== '');

/** §5 rent, postal code, income, dependents, reference phones, NIP. */
const formWalks: ClassWalk[] = [
  ...boundRows(APPLICATION_TABLE, 'limits.MIN_MONTHLY_RENT')
    .map(({ value }) => typed(value))
    .map((rent) => ({
      name: `renta ${rent} (mínimo 1,000)`,
      input: STORE,
      from: addressReady,
      events: [{ type: 'ADDRESS.CHANGE', field: 'monthlyRent', value: rent }, { type: 'ADDRESS.SUBMIT' }],
    })),
  ...['0670', '06600', '066001'].map((code) => ({
    name: `código postal de ${code.length} dígitos`,
    input: STORE,
    from: (s: unknown) => at('address.editing')(s) && (s as Snapshot).context.address.postalCode === '',
    events: [{ type: 'ADDRESS.CHANGE', field: 'postalCode', value: code }, { type: 'ADDRESS.SUBMIT' }],
  })),
  ...boundRows(APPLICATION_TABLE, 'limits.MIN_MONTHLY_INCOME')
    .map(({ value }) => typed(value))
    .map((income) => ({
      name: `ingreso ${income} (mínimo 1,000)`,
      input: STORE,
      from: employmentReady,
      events: [
        { type: 'EMPLOYMENT.CHANGE', field: 'monthlySalary', value: income },
        { type: 'EMPLOYMENT.SUBMIT' },
      ],
    })),
  ...['0', '6'].map((dependents) => ({
    name: `${dependents} dependientes económicos (0 a 6 o más)`,
    input: STORE,
    from: employmentReady,
    events: [
      { type: 'EMPLOYMENT.CHANGE', field: 'economicDependents', value: dependents },
      { type: 'EMPLOYMENT.SUBMIT' },
    ],
  })),
  ...['559998887', '5599988877', '55999888771'].map((phone) => ({
    name: `teléfono de referencia de ${phone.length} dígitos (al menos 10)`,
    input: STORE,
    from: referencesReady,
    events: [
      { type: 'REFERENCE.CHANGE', index: 0, field: 'phoneNumber', value: phone },
      { type: 'REFERENCES.SUBMIT' },
    ],
  })),
  // §5 "If status is EMPLOYED, INDEPENDENT or RETIRED": each working status, not only the sampled one, at the
  // income's bound; a status outside them needs none of it.
  ...['INDEPENDENT', 'RETIRED'].flatMap((status) =>
    ['999.99', '1000'].map((income) => ({
      name: `${status} con ingreso ${income} (mínimo ${thousands(BOUNDS.minIncome)})`,
      input: STORE,
      from: employmentReady,
      events: [
        { type: 'EMPLOYMENT.CHANGE', field: 'status', value: status },
        { type: 'EMPLOYMENT.CHANGE', field: 'monthlySalary', value: income },
        { type: 'EMPLOYMENT.SUBMIT' },
      ],
      machineOnly: true,
    })),
  ),
  // §5 "both … checkboxes must be ticked": each one left unticked with a valid NIP.
  ...(['creditCheck', 'ownBehalf'] as const).map((box) => ({
    name: `NIP de 6 dígitos sin marcar ${box}`,
    input: STORE,
    from: (s: unknown) => {
      const c = (s as Snapshot).context.consent;
      return at('consent.form.editing')(s) && c.creditCheck && c.ownBehalf && c.nip === '';
    },
    events: [
      { type: 'CONSENT.CHANGE', field: box, value: false },
      { type: 'CONSENT.CHANGE', field: 'nip', value: '654321' },
      { type: 'CONSENT.SUBMIT' },
    ],
    machineOnly: true,
  })),
  ...['12345', '654321', '1234567'].map((nip) => ({
    name: `NIP de ${nip.length} dígitos (exactamente 6)`,
    input: STORE,
    from: (s: unknown) => {
      const c = (s as Snapshot).context.consent;
      return at('consent.form.editing')(s) && c.creditCheck && c.ownBehalf && c.nip === '';
    },
    events: [{ type: 'CONSENT.CHANGE', field: 'nip', value: nip }, { type: 'CONSENT.SUBMIT' }],
  })),
];

const answer = (status: string, processedAt: string | null) => ({
  id: APPLICATION_ID,
  status,
  processedAt,
  rejectionReason: null,
});

/** §4 every status where the flow reads one: the submission (processed or not), the NIP. */
const statusWalks: ClassWalk[] = STATUSES.flatMap((status) => [
  {
    name: `envío sin procesar: ${status}`,
    input: PERSONAL,
    from: at('submission.submitting'),
    events: [done('applications.submit', answer(status, null))],
    machineOnly: true,
  },
  {
    name: `envío procesado: ${status}`,
    input: PERSONAL,
    from: at('submission.submitting'),
    events: [done('applications.submit', answer(status, PROCESSED_AT))],
    machineOnly: true,
  },
  {
    name: `NIP respondido: ${status}`,
    input: STORE,
    from: at('consent.form.processing'),
    events: [done('applications.process', answer(status, PROCESSED_AT))],
    machineOnly: true,
  },
]);

/** A customer's saved result, opened on its page (the draft the app restores). */
const saved = (name: string, result: Record<string, unknown>, promoterMode = false): ClassWalk => ({
  name,
  input: {
    name,
    value: {
      ...INPUTS.store,
      promoterMode,
      result: { id: APPLICATION_ID, processedAt: PROCESSED_AT, rejectionReason: null, ...result },
    } as ApplicationInput,
  },
  events: [],
});

/** §2 the result screen of every status; §8 every reason, an unknown one, none, the trailing space, the count. */
const resultWalks: ClassWalk[] = [
  ...STATUSES.map((status) => saved(`resultado guardado: ${status}`, { status })),
  ...STATUSES.map((status) =>
    saved(
      `resultado guardado en modo promotor: ${status}`,
      { status, rejectionReason: 'FICO_SCORE_TOO_LOW' },
      true,
    ),
  ),
  ...Object.keys(REASONS).map((reason) =>
    saved(`rechazo: ${reason}`, { status: 'REJECTED', rejectionReason: reason }),
  ),
  saved('rechazo: código desconocido', { status: 'REJECTED', rejectionReason: 'MOTIVO_NUEVO' }),
  saved('rechazo: código con espacio al final', {
    status: 'REJECTED',
    rejectionReason: 'TOO_MANY_CONSULTATIONS ',
  }),
  saved('rechazo: 1 cuenta vencida', {
    status: 'REJECTED',
    rejectionReason: 'OVERDUE_ACCOUNTS',
    overdueAccounts: 1,
  }),
];

/** §2: after the submission no step goes back to the address, employment or references (typed URL or Back). */
const FORM_ROUTES = [
  '/aplicacion-credito/info-domicilio',
  '/aplicacion-credito/info-empleo',
  '/aplicacion-credito/referencias',
];
const closedWalks: ClassWalk[] = [
  ['permisos', (s: unknown) => at('consent')(s) && (s as Snapshot).context.origin === 'references'],
  ['producto tras el envío', (s: unknown) => at('product')(s) && (s as Snapshot).context.submitted],
  [
    'oferta con intereses',
    (s: unknown) => at('interestOffer')(s) && (s as Snapshot).context.origin === 'references',
  ],
  ['resultado', (s: unknown) => at('result')(s) && (s as Snapshot).context.origin === 'references'],
].map(([where, from]) => ({
  name: `pasos cerrados tras el envío, desde ${where}`,
  input: STORE,
  from: from as ClassWalk['from'],
  events: FORM_ROUTES.map((route) => ({ type: 'ROUTE.CHANGED', route })),
}));

export const APPLICATION_CLASSES: readonly ClassWalk[] = [
  ...productWalks,
  ...formWalks,
  ...statusWalks,
  ...resultWalks,
  ...closedWalks,
];
