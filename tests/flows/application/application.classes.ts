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
import { around, BOUNDS, thousands } from '../../model/oracle/spec.ts';
import {
  ADDRESS_ENTRY,
  APPLICATION_ID,
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
 * Everything in use (GET /applications/balance `inUse`) for a class walk where §6's personal-loan cap binds under a
 * higher limit: a $10,800 purchase and a $15,000 personal loan.
 */
const IN_USE_PERSONAL_CAP = [
  { applicationId: 'a-1', type: 'STORE', overdueBalance: 0, currentBalance: 10_800 },
  { applicationId: 'a-2', type: 'PERSONAL_LOAN', overdueBalance: 0, currentBalance: 15_000 },
] as const;

/** §5 price (2,000 – 50,000), amount (min 2,000; max 90 % of the price, or the price under 2,000; the limit). */
const productWalks: ClassWalk[] = [
  ...['1999.99', '2000', '2000.01'].map((price) => ({
    name: `precio ${price} (mínimo 2,000), monto 2000`,
    input: STORE,
    from: at('product'),
    events: [product('productPrice', price), product('creditAmount', '2000'), SUBMIT],
  })),
  ...['49999.99', '50000', '50000.01'].map((price) => ({
    name: `precio ${price} (máximo 50,000), monto 10000`,
    input: STORE,
    from: at('product'),
    events: [product('productPrice', price), product('creditAmount', '10000'), SUBMIT],
  })),
  ...['1999.99', '2000', '2000.01'].map((amount) => ({
    name: `monto ${amount} (mínimo 2,000), precio 10000`,
    input: STORE,
    from: at('product'),
    events: [product('productPrice', '10000'), product('creditAmount', amount), SUBMIT],
  })),
  ...['8999.99', '9000', '9000.01'].map((amount) => ({
    name: `monto ${amount} con precio 10000 (90 % del precio: 9,000)`,
    input: STORE,
    from: at('product'),
    events: [product('productPrice', '10000'), product('creditAmount', amount), SUBMIT],
  })),
  ...['2099.99', '2100', '2100.01'].map((amount) => ({
    name: `monto ${amount} con precio 2100 (90 % bajo 2,000: el precio mismo)`,
    input: STORE,
    from: at('product'),
    events: [product('productPrice', '2100'), product('creditAmount', amount), SUBMIT],
  })),
  // The personal loan's limit: 15,000 less the 2,000 the balances owe.
  ...['12999.99', '13000', '13000.01'].map((amount) => ({
    name: `préstamo personal ${amount} (límite disponible 13,000)`,
    input: PERSONAL,
    from: (s: unknown) => at('product')(s) && (s as Snapshot).context.balances.length > 0,
    events: [product('creditAmount', amount), SUBMIT],
  })),
  // §6's personal-loan cap binding with a limit above it: a $50,000 limit, a $10,800 purchase and a $15,000
  // personal loan in use leave $24,200 for a purchase but $5,000 for a personal loan (20,000 − 15,000).
  ...['4999.99', '5000', '5000.01'].map((amount) => ({
    name: `préstamo personal ${amount} (límite 50,000; préstamos personales de 15,000 en uso: tope 5,000)`,
    input: {
      name: 'préstamo personal, límite 50,000 con una compra y un préstamo personal en uso',
      value: { ...INPUTS.personal, profile: { ...INPUTS.personal.profile, creditLimit: 50_000 } },
    },
    events: [
      {
        type: 'xstate.done.actor.applications.canCreate',
        actorId: 'applications.canCreate',
        output: { canCreateApplication: true, reason: null },
      },
      {
        type: 'xstate.done.actor.payments.balance',
        actorId: 'payments.balance',
        output: {
          balances: [],
          inUse: IN_USE_PERSONAL_CAP,
        },
      },
      product('creditAmount', amount),
      SUBMIT,
    ] as EventObject[],
  })),
];

/** §9 term bands at each edge (price 50,000: up to 45,000 financeable), the band's longest term chosen. */
const bandWalks: ClassWalk[] = [
  ['1998.99', 0],
  ['1999', 0],
  ['2000', 0],
  ['2999.99', 0],
  ['3000', 6],
  ['4999.99', 6],
  ['5000', 12],
  ['9999.99', 12],
  ['10000', 18],
  ['20000', 18],
  ['20000.01', 24],
  ['50000', 24],
].map(([amount, months]) => ({
  name: `plazos para ${amount}${months ? `, ${months} meses` : ''}`,
  input: STORE,
  from: at('product'),
  events: [
    product('productPrice', '50000'),
    product('creditAmount', String(amount)),
    ...(months ? [term(Number(months))] : []),
    SUBMIT,
  ],
}));
// 24 months is not offered at exactly 20,000 (the screens show no such button: the machine is asked directly).
bandWalks.push({
  name: 'plazos para 20000, 24 meses pedidos (no es de esa banda)',
  input: STORE,
  from: at('product'),
  events: [product('productPrice', '50000'), product('creditAmount', '20000'), term(24), SUBMIT],
  machineOnly: true,
});

const filled = (values: object, entry: ReadonlyArray<readonly [string, string]>) =>
  entry.every(([field]) => (values as Record<string, string>)[field] !== '');
const addressReady = (s: unknown) => {
  const c = (s as Snapshot).context;
  return at('address.editing')(s) && c.lookup !== null && filled(c.address, ADDRESS_ENTRY);
};
const employmentReady = (s: unknown) =>
  at('employment')(s) && filled((s as Snapshot).context.employment, EMPLOYMENT_ENTRY);
const referencesReady = (s: unknown) =>
  at('references')(s) &&
  REFERENCE_ENTRY.every(([i, field]) => (s as Snapshot).context.references[i]?.[field] !== '');

/** §5 rent, postal code, income, dependents, reference phones, NIP. */
const formWalks: ClassWalk[] = [
  ...around(BOUNDS.minRent).map((rent) => ({
    name: `renta ${rent} (mínimo ${thousands(BOUNDS.minRent)})`,
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
  ...around(BOUNDS.minIncome).map((income) => ({
    name: `ingreso ${income} (mínimo ${thousands(BOUNDS.minIncome)})`,
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
    events: [
      {
        type: 'xstate.done.actor.applications.submit',
        actorId: 'applications.submit',
        output: answer(status, null),
      },
    ],
    machineOnly: true,
  },
  {
    name: `envío procesado: ${status}`,
    input: PERSONAL,
    from: at('submission.submitting'),
    events: [
      {
        type: 'xstate.done.actor.applications.submit',
        actorId: 'applications.submit',
        output: answer(status, PROCESSED_AT),
      },
    ],
    machineOnly: true,
  },
  {
    name: `NIP respondido: ${status}`,
    input: STORE,
    from: at('consent.form.processing'),
    events: [
      {
        type: 'xstate.done.actor.applications.process',
        actorId: 'applications.process',
        output: answer(status, PROCESSED_AT),
      },
    ],
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
  ...bandWalks,
  ...formWalks,
  ...statusWalks,
  ...resultWalks,
  ...closedWalks,
];
