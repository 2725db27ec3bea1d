/**
 * The promoter model's class walks, generated from the spec's table (tests/model/tables/promoter.table.ts): each row
 * typed into its form over valid data, then the form's submit; each filing refusal answered to the creation. The
 * oracle's part (`checkPromoterTable`, called by promoter.model.ts after every step) asserts the row's outcome: the
 * exact text under the field (or an error where the spec gives no words), or the flow moving on; the refusal's
 * alert. `everyTableRowWalked` (promoter.machine.test.ts) fails on a row no walk met.
 */
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { PromoterMachine } from '../../../machines/promoter/index.ts';
import { httpError } from '../../fixtures/samples.ts';
import type { ClassWalk } from '../../model/harness/classes.ts';
import { expectAlerts } from '../../model/oracle/check.ts';
import {
  PROMOTER_FORM_ROWS,
  PROMOTER_TABLE,
  type PromoterForm,
  type PromoterGiven,
} from '../../model/tables/promoter.table.ts';
import { type BoundRow, boundRowId, REFUSED, refusalRowId, tableTracker } from '../../model/tables/table.ts';
import type { PromoterCheck } from './promoter.checks.ts';
import { VALID_FINISH } from './promoter.samples.ts';

type Snapshot = ReturnType<PromoterMachine['getInitialSnapshot']>;
type Values = Readonly<Record<string, unknown>>;

/** The spec table's rows the walks of a test file met. */
export const PROMOTER_TABLE_ROWS = tableTracker(PROMOTER_TABLE);

interface Form {
  readonly input: string;
  readonly ready: (s: Snapshot) => boolean;
  readonly editing: object;
  readonly next: object;
  readonly submit: string;
  readonly base: Values;
  readonly type: (values: Values) => EventObject[];
  readonly values: (s: Snapshot) => object;
  readonly errors: (s: Snapshot) => Readonly<Record<string, string | null | undefined>>;
}

const NEW = 'nueva solicitud';
const FORMS: Record<PromoterForm, Form> = {
  product: {
    input: NEW,
    ready: (s) => s.matches({ product: 'editing' }) && s.context.product.productPrice === '',
    editing: { product: 'editing' },
    next: { product: 'creating' },
    submit: 'PRODUCT.SUBMIT',
    base: {},
    // The amount resets the term: the term is chosen after it, as on the screen.
    type: ({ requestedPeriod, ...rest }) => [
      { type: 'PRODUCT.CHANGE', values: rest },
      { type: 'PRODUCT.CHANGE', values: { requestedPeriod } },
    ],
    values: (s) => s.context.product,
    errors: (s) => s.context.productErrors,
  },
  finish: {
    input: NEW,
    ready: (s) => s.matches({ finish: 'editing' }) && s.context.finish.email === '',
    editing: { finish: 'editing' },
    next: { finish: 'checkingEmail' },
    submit: 'FINISH.SUBMIT',
    base: VALID_FINISH,
    type: (values) => [{ type: 'FINISH.CHANGE', values: { ...VALID_FINISH, ...values } }],
    values: (s) => s.context.finish,
    errors: (s) => s.context.finishErrors,
  },
  consent: {
    input: NEW,
    ready: (s) => s.matches({ consent: { form: 'editing' } }) && s.context.consent.nip === '',
    editing: { consent: { form: 'editing' } },
    next: { consent: { form: 'preProcessing' } },
    submit: 'CONSENT.SUBMIT',
    base: {},
    type: (values) => [{ type: 'CONSENT.CHANGE', values }],
    values: (s) => s.context.consent,
    errors: (s) => s.context.consentErrors,
  },
  code: {
    input: 'retomada en el código de activación',
    ready: (s) => s.matches({ activation: { code: 'editing' } }),
    editing: { activation: { code: 'editing' } },
    next: { activation: { code: 'processing' } },
    submit: 'CODE.SUBMIT',
    base: {},
    type: (values) => [{ type: 'CODE.CHANGE', value: values.activationCode } as EventObject],
    values: (s) => ({ activationCode: s.context.activationCode }),
    errors: (s) => ({ activationCode: s.context.codeError }),
  },
  check: {
    input: NEW,
    ready: (s) => s.matches({ clientCheck: 'editing' }),
    editing: { clientCheck: 'editing' },
    next: { clientCheck: 'checking' },
    submit: 'CHECK.SUBMIT',
    base: {},
    type: (values) => [{ type: 'CHECK.CHANGE', phoneNumber: values.phoneNumber } as EventObject],
    values: (s) => ({ phoneNumber: s.context.checkPhone }),
    errors: (s) => ({ phoneNumber: s.context.checkError }),
  },
};

const givenOf = (row: BoundRow) => row.given as unknown as PromoterGiven;
/** The whole form a row submits, as the form keeps it. */
const keptOf = (row: BoundRow): Values => {
  const g = givenOf(row);
  return { ...FORMS[g.form].base, ...g.values, ...g.kept };
};

/** The oracle's part for the table: a form submitted at a row's data; a filing refusal's alert. */
export const checkPromoterTable: PromoterCheck = (s, before, event, emitted) => {
  if (!before) return;
  for (const row of PROMOTER_FORM_ROWS) {
    const g = givenOf(row);
    const form = FORMS[g.form];
    if (event.type !== form.submit || !before.matches(form.editing as never)) continue;
    const values = form.values(before) as Values;
    if (!Object.entries(keptOf(row)).every(([k, v]) => String(values[k] ?? '') === String(v))) continue;
    const got = form.errors(s)[g.field] ?? null;
    const where = `promoter table, ${boundRowId(row)}`;
    if (row.expect === null) {
      expect(got, `${where}: accepted`).toBeNull();
      expect(s.matches(form.next as never), `${where}: the flow moves on`).toBe(true);
    } else {
      if (row.expect === REFUSED) expect(got, `${where}: refused under ${g.field}`).not.toBeNull();
      else expect(got, `${where}: the spec's text`).toBe(row.expect);
      expect(s.matches(form.editing as never), `${where}: the form stays`).toBe(true);
    }
    PROMOTER_TABLE_ROWS.use(boundRowId(row));
  }
  const refusal = tableRefusal(event);
  if (refusal) {
    expectAlerts(emitted, [{ message: refusal.expect, alertType: 'error', timer: 5000 }]);
    const stays = event.type.endsWith('create') ? { product: 'editing' } : { consent: { form: 'editing' } };
    expect(s.matches(stays as never), 'a refusal keeps the form').toBe(true);
    PROMOTER_TABLE_ROWS.use(refusalRowId(refusal));
  }
};

/** Where each refusal of the table answers: a filing limit the creation, the client's NIP budget the NIP. */
const CALL = (code: string) =>
  code.startsWith('CLIENT_NIP') ? 'applications.preProcess' : 'applications.create';

/** The refusal row of an answer, if it is one (its alert is the table's: §8 has no words for these codes). */
export function tableRefusal(event: { type: string } & Record<string, unknown>) {
  const code = (event.error as { code?: string } | undefined)?.code;
  const row = PROMOTER_TABLE.refusals.find((r) => r.code === code);
  return row && event.type === `xstate.error.actor.${CALL(row.code)}` ? row : undefined;
}

const formWalks: ClassWalk[] = PROMOTER_FORM_ROWS.map((row) => {
  const g = givenOf(row);
  const form = FORMS[g.form];
  return {
    name: `tabla ${boundRowId(row)}`,
    input: form.input,
    from: (s) => form.ready(s as Snapshot),
    events: [...form.type(g.values), { type: form.submit }],
    ...(g.machineOnly ? { machineOnly: true } : {}),
  };
});

/** The refusals: the creation or the NIP refused with each code (a wait of 2 h 5 min where the code has one). */
const RETRY_AFTER: Readonly<Record<string, number>> = {
  PROMOTER_CLIENT_APPLICATIONS_TODAY: 7_500,
  CLIENT_NIP_ATTEMPTS_EXCEEDED_TODAY: 7_500,
};
const refusalWalks: ClassWalk[] = PROMOTER_TABLE.refusals.map((row) => ({
  name: `tabla ${refusalRowId(row)}`,
  input: NEW,
  from: (s) => FORMS[CALL(row.code).endsWith('create') ? 'product' : 'consent'].ready(s as Snapshot),
  events: [
    ...(CALL(row.code).endsWith('create')
      ? FORMS.product.type({ productPrice: '10000', creditAmount: '9000', requestedPeriod: '6' })
      : FORMS.consent.type({ nip: '123456', authorize: true, ownBehalf: true })),
    { type: CALL(row.code).endsWith('create') ? 'PRODUCT.SUBMIT' : 'CONSENT.SUBMIT' },
    {
      type: `xstate.error.actor.${CALL(row.code)}`,
      actorId: CALL(row.code),
      error: {
        ...httpError(429),
        code: row.code,
        body: { httpCode: 429, code: row.code, message: 'x', retryAfterSeconds: RETRY_AFTER[row.code] },
      },
    } as EventObject,
  ],
  machineOnly: true,
}));

export const PROMOTER_CLASSES: readonly ClassWalk[] = [...formWalks, ...refusalWalks];
