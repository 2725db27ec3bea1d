/**
 * Walks with the spec's edge data (promoter.bounds.ts): each is a short journey to a step, then the values at a
 * bound, one below and one above, or each status and reason an answer can carry. They run through the same
 * runners as the generated paths (promoter.machine.test.ts, promoter.ui.test.tsx): the actor must be where the
 * machine's own transition puts it, and the oracle (promoter.checks.ts, promoter.boundsCheck.ts) checks every step
 * against the spec. `rowsWalked` in the suites then fails when a row of the oracle was never used.
 */
import {
  type AnyMachineSnapshot,
  type AnyStateNode,
  type EventObject,
  initialTransition,
  transition,
} from 'xstate';
import type { PromoterInput } from '../../../machines/promoter/index.ts';
import { SERVER_SAYS } from '../../fixtures/refusals';
import { httpError, MARIA_CURP, NOW } from '../../fixtures/samples.ts';
import {
  type Analysis,
  listStates,
  listTransitions,
  type ModelPath,
  stateKey,
} from '../../model/harness/graph.ts';
import type { AnyModel } from '../../model/harness/types.ts';
import { around, BOUNDS, wholePesos } from '../../model/oracle/spec.ts';
import { PASSED, REASONS, STATUSES, UNKNOWN_REASON, UNKNOWN_STATUS } from './promoter.bounds.ts';
import {
  curpFound,
  editableClient,
  incompleteClient,
  MODEL_RESEND_SECONDS,
  notRegistered,
  postalCodes,
  registeredClient,
  STORES,
  VALID_FINISH,
} from './promoter.samples.ts';

const NEW: PromoterInput = {
  promoterId: 'p-7',
  stores: STORES,
  now: NOW,
  resendWaitSeconds: MODEL_RESEND_SECONDS,
};
const PICK_UP: PromoterInput = {
  promoterId: 'p-7',
  stores: STORES,
  now: NOW,
  pickUp: { applicationId: 'a-1', clientId: 'c-20' },
};

const done = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, actorId: id, output }) as EventObject;
const decision = (status: string, reason: string | null = null) => ({
  id: 'a-1',
  status,
  processedAt: status === PASSED ? null : '2026-01-15T12:00:00.000Z',
  rejectionReason: reason,
  ...(reason === 'OVERDUE_ACCOUNTS' ? { overdueAccounts: 3 } : {}),
});
const change = (type: string, values: Record<string, unknown>) => ({ type, values }) as EventObject;
/** The activation code typed, then submitted. */
const code = (value: string): EventObject[] => [
  { type: 'CODE.CHANGE', value } as EventObject,
  { type: 'CODE.SUBMIT' },
];
const checkPhone = (phoneNumber: string) => ({ type: 'CHECK.CHANGE', phoneNumber }) as EventObject;
/** A refusal as the fake API gives it (the same shape as the model's samples). */
const fail = (id: string, status: number, code?: string, retryAfterSeconds?: number): EventObject =>
  ({
    type: `xstate.error.actor.${id}`,
    actorId: id,
    error: {
      ...httpError(status),
      ...(code ? { code, body: { httpCode: status, code, message: SERVER_SAYS, retryAfterSeconds } } : {}),
    },
  }) as EventObject;

// ---------------------------------------------------------------------------------------------------------------
// Journeys to a step

const clientCheckEditing: EventObject[] = [{ type: 'START', storeId: 's-1' } as EventObject];
const found = (answer: unknown): EventObject[] => [
  ...clientCheckEditing,
  checkPhone('5587654321'),
  { type: 'CHECK.SUBMIT' },
  done('promoters.isRegistered', answer),
  { type: 'CONTINUE' },
];
const newClientData = found(notRegistered);
const newClientProduct: EventObject[] = [
  ...newClientData,
  change('DATA.CHANGE', { curp: MARIA_CURP }),
  done('clients.curpLookup', curpFound),
  change('DATA.CHANGE', { streetName: 'Av. Juárez', exteriorNumber: '12' }),
  change('DATA.CHANGE', { postalCode: '06600' }),
  done('catalog.lookupPostalCode', postalCodes),
  change('DATA.CHANGE', { neighborhood: 'Roma Norte' }),
  change('DATA.CHANGE', { phoneNumber: '5511223344' }),
  done('promoters.isRegistered', notRegistered),
  { type: 'DATA.SUBMIT' },
];
const product = (submitted = true): EventObject[] => [
  change('PRODUCT.CHANGE', { productPrice: '10000', creditAmount: '9000', requestedPeriod: '6' }),
  ...(submitted ? [{ type: 'PRODUCT.SUBMIT' }] : []),
];
const identified = { isRegistered: true, client: { ...incompleteClient.client, id: 'c-20' } };
const newClientConsent: EventObject[] = [
  ...newClientProduct,
  ...product(),
  done('applications.create', { id: 'a-1' }),
  done('promoters.isRegistered', identified),
];
const nip = (value: string) => change('CONSENT.CHANGE', { nip: value, authorize: true, ownBehalf: true });
const preProcessing = (journey: EventObject[]): EventObject[] => [
  ...journey,
  nip('123456'),
  { type: 'CONSENT.SUBMIT' },
];
const knownClientPreProcessing = (answer: unknown): EventObject[] =>
  preProcessing([
    ...found(answer),
    { type: 'DATA.SUBMIT' },
    ...product(),
    done('applications.create', { id: 'a-1' }),
  ]);
const finishEditing: EventObject[] = [
  ...preProcessing(newClientConsent),
  done('applications.preProcess', decision(PASSED)),
];

// ---------------------------------------------------------------------------------------------------------------
// The walks

export interface EdgeWalk {
  name: string;
  input: PromoterInput;
  events: readonly EventObject[];
  /** Values the screens cannot type (a term the select does not offer): machine level only. */
  machineOnly?: boolean;
}

const finish = (values: Record<string, string>) => change('FINISH.CHANGE', values);
const SUBMIT_FINISH = { type: 'FINISH.SUBMIT' };
const SUBMIT_PRODUCT = { type: 'PRODUCT.SUBMIT' };
const amount = (value: string) => change('PRODUCT.CHANGE', { creditAmount: value });
const productOf = (price: string, credit: string, term: string) =>
  change('PRODUCT.CHANGE', { productPrice: price, creditAmount: credit, requestedPeriod: term });

/** One peso below, at and above the minimum rent and salary (the spec oracle's). */
const RENT = around(BOUNDS.minRent, 1);
const SALARY = around(BOUNDS.minIncome, 1);

export const EDGE_WALKS: readonly EdgeWalk[] = [
  {
    name: `finish: rent and salary one below, at and one above ${wholePesos(BOUNDS.minRent)}; dependents; months around today`,
    input: NEW,
    events: [
      ...finishEditing,
      finish({ ...VALID_FINISH, monthlyRent: RENT[0], monthlySalary: SALARY[0], movedInSince: '2026-02' }),
      SUBMIT_FINISH,
      finish({
        monthlyRent: RENT[2],
        monthlySalary: SALARY[2],
        startDate: '2026-02',
        economicDependents: '',
      }),
      SUBMIT_FINISH,
      finish({
        monthlyRent: RENT[1],
        monthlySalary: SALARY[1],
        movedInSince: '2026-01',
        startDate: '2026-01',
      }),
      finish({ economicDependents: '6' }),
      SUBMIT_FINISH,
    ],
  },
  {
    name: 'finish: the previous month, no dependents',
    input: NEW,
    events: [
      ...finishEditing,
      finish({ ...VALID_FINISH, economicDependents: '0', movedInSince: '2025-12', startDate: '2025-12' }),
      SUBMIT_FINISH,
    ],
  },
  {
    name: 'finish: each employment status (salary asked of EMPLOYED, INDEPENDENT and RETIRED only)',
    input: NEW,
    events: [
      ...finishEditing,
      finish({ ...VALID_FINISH, status: 'RETIRED', monthlySalary: '999' }),
      SUBMIT_FINISH,
      finish({ status: 'INDEPENDENT' }),
      SUBMIT_FINISH,
      finish({ status: 'HOMEMAKER' }),
      SUBMIT_FINISH,
    ],
  },
  {
    name: 'finish: a student (UNEMPLOYED) is asked no salary',
    input: NEW,
    events: [...finishEditing, finish(VALID_FINISH), finish({ status: 'UNEMPLOYED' }), SUBMIT_FINISH],
  },
  {
    name: 'product: price, amount, the 90 % rule and the term bands at their edges',
    input: NEW,
    events: [
      ...newClientProduct,
      productOf('1999', '1999', ''),
      SUBMIT_PRODUCT,
      ...['2000', '2001', '2999', '3000', '4999', '5000', '9999', '10000', '20000', '20001'].map(amount),
      ...['49999', '50000', '50001'].map(amount),
      productOf('50001', '2000', '3'),
      SUBMIT_PRODUCT,
      productOf('49999', '1999', ''),
      SUBMIT_PRODUCT,
      productOf('10000', '1999', ''),
      SUBMIT_PRODUCT,
      productOf('10000', '9001', '12'),
      SUBMIT_PRODUCT,
      productOf('2220', '2221', '3'),
      SUBMIT_PRODUCT,
      productOf('2230', '2008', '3'),
      SUBMIT_PRODUCT,
      productOf('50000', '45001', '24'),
      SUBMIT_PRODUCT,
      productOf('2000', '2000', '3'),
      SUBMIT_PRODUCT,
    ],
  },
  ...[
    ['2000', '10000', '2000', '3'],
    ['2001', '10000', '2001', '3'],
    ['44999', '50000', '44999', '24'],
    ['8999', '10000', '8999', '12'],
    ['9000', '10000', '9000', '12'],
    ['2220', '2220', '2220', '3'],
    ['2007', '2230', '2007', '3'],
    ['45000', '50000', '45000', '24'],
    ['2001', '2001', '2000', '3'],
  ].map(([name, price, credit, term]) => ({
    name: `product: amount ${name} of ${price} accepted`,
    input: NEW,
    events: [...newClientProduct, productOf(price!, credit!, term!), SUBMIT_PRODUCT],
  })),
  {
    name: 'product: terms the amount does not offer (only the machine can be sent them)',
    input: NEW,
    machineOnly: true,
    events: [
      ...newClientProduct,
      productOf('10000', '2999', '6'),
      SUBMIT_PRODUCT,
      productOf('30000', '20000', '24'),
      SUBMIT_PRODUCT,
      productOf('10000', '1999', '3'),
      SUBMIT_PRODUCT,
      productOf('30000', '20001', '24'),
      SUBMIT_PRODUCT,
    ],
  },
  {
    name: 'product: term 18 of 20,000 accepted',
    input: NEW,
    machineOnly: true,
    events: [...newClientProduct, productOf('30000', '20000', '18'), SUBMIT_PRODUCT],
  },
  {
    name: 'client check: a phone of 9, 11 and 10 digits',
    input: NEW,
    events: [
      ...clientCheckEditing,
      checkPhone('558765432'),
      { type: 'CHECK.SUBMIT' },
      checkPhone('55876543210'),
      { type: 'CHECK.SUBMIT' },
      done('promoters.isRegistered', notRegistered),
      checkPhone('5512345678'),
    ],
  },
  {
    name: "data: a new client's CURP of 17, 18 and 19, postal code of 4, 5 and 6, phone of 9 and 10",
    input: NEW,
    events: [
      ...newClientData,
      change('DATA.CHANGE', { curp: 'LOGF900514MJCPRR0' }),
      change('DATA.CHANGE', { curp: MARIA_CURP }),
      done('clients.curpLookup', curpFound),
      change('DATA.CHANGE', { postalCode: '0660' }),
      change('DATA.CHANGE', { postalCode: '06600' }),
      done('catalog.lookupPostalCode', postalCodes),
      change('DATA.CHANGE', { postalCode: '066001' }),
      change('DATA.CHANGE', { phoneNumber: '551122334' }),
      change('DATA.CHANGE', { phoneNumber: '5511223344' }),
      done('promoters.isRegistered', notRegistered),
      change('DATA.CHANGE', { curp: `${MARIA_CURP}X` }),
    ],
  },
  {
    name: 'consent: a NIP of 5, then 7 digits typed',
    input: NEW,
    events: [
      ...newClientConsent,
      nip('12345'),
      { type: 'CONSENT.SUBMIT' },
      nip('1234567'),
      { type: 'CONSENT.SUBMIT' },
    ],
  },
  {
    name: 'consent: a NIP of 6 digits',
    input: NEW,
    events: [...newClientConsent, nip('654321'), { type: 'CONSENT.SUBMIT' }],
  },
  {
    name: 'activation code: 3, then 5 digits typed',
    input: PICK_UP,
    events: [...code('482'), ...code('48215')],
  },
  {
    name: 'activation code: 4 digits',
    input: PICK_UP,
    events: code('4821'),
  },
  // §8: every alert of the oracle, each where the flow says it.
  {
    name: 'alerts: the client check fails, then the look-ups are spent',
    input: NEW,
    events: [
      ...clientCheckEditing,
      checkPhone('5587654321'),
      { type: 'CHECK.SUBMIT' },
      fail('promoters.isRegistered', 500),
      { type: 'CHECK.SUBMIT' },
      fail('promoters.isRegistered', 429, 'LOOKUP_LIMIT'),
    ],
  },
  {
    name: 'alerts: the creation refused for the rejected-applications limit, too many, and failed',
    input: NEW,
    events: [
      ...newClientProduct,
      ...product(),
      fail('applications.create', 422, 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED'),
      SUBMIT_PRODUCT,
      fail('applications.create', 429),
      SUBMIT_PRODUCT,
      fail('applications.create', 500),
    ],
  },
  {
    name: 'alerts: the corrections of a client the promoter registered are not saved',
    input: NEW,
    events: [
      ...found(editableClient),
      change('DATA.CHANGE', { email: 'ana.luisa@correo.mx' }),
      { type: 'DATA.SUBMIT' },
      ...product(),
      done('applications.create', { id: 'a-1' }),
      fail('applications.updateDetails', 500),
    ],
  },
  {
    name: 'corrections: only the interior number of a client the promoter registered (none on file)',
    input: NEW,
    events: [
      ...found(editableClient),
      change('DATA.CHANGE', { interiorNumber: '3B' }),
      { type: 'DATA.SUBMIT' },
      ...product(),
      done('applications.create', { id: 'a-1' }),
    ],
  },
  {
    name: 'alerts: the NIP wrong, failed, expired, and its tries of the day spent',
    input: NEW,
    events: [
      ...preProcessing(newClientConsent),
      fail('applications.preProcess', 409),
      ...[
        fail('applications.preProcess', 500),
        fail('applications.preProcess', 409, 'NIP_EXPIRED'),
        fail('applications.preProcess', 429, 'CODE_ATTEMPTS_EXCEEDED_TODAY', 2 * 3600),
      ].flatMap((refusal) => [nip('123456'), { type: 'CONSENT.SUBMIT' }, refusal]),
    ],
  },
  {
    name: "alerts: the NIP's resend fails, then its tries are spent",
    input: NEW,
    events: [
      ...newClientConsent,
      done('countdown', {}),
      { type: 'CODE.RESEND' },
      fail('applications.resendComplianceCode', 500),
      { type: 'CODE.RESEND' },
      fail('applications.resendComplianceCode', 429, 'CODE_ATTEMPTS_EXHAUSTED'),
    ],
  },
  {
    name: 'alerts: the e-mail check fails, then the quick application',
    input: NEW,
    events: [
      ...finishEditing,
      finish(VALID_FINISH),
      SUBMIT_FINISH,
      fail('promoters.isRegistered', 500),
      SUBMIT_FINISH,
      done('promoters.isRegistered', notRegistered),
      fail('promoters.quickApplication', 500),
    ],
  },
  {
    name: "alerts: the client's activation code cannot be fetched nor resent",
    input: PICK_UP,
    events: [
      { type: 'CODE.SHOW' },
      fail('promoters.clientActivationCode', 404),
      done('countdown', {}),
      { type: 'CODE.RESEND' },
      fail('promoters.resendClientActivationCode', 500),
    ],
  },
  {
    name: 'alerts: the activation code wrong, then the processing failed, then refused for too many tries',
    input: PICK_UP,
    events: [
      fail('applications.process', 409),
      fail('applications.process', 500),
      fail('applications.process', 429),
    ].flatMap((refusal) => [...code('4821'), refusal]),
  },
  // §4: REJECTED at the NIP, decided by the kind of client (the phone check's answer).
  ...(
    [
      ['new', newClientConsent],
      ['incomplete', null],
      ['registered', null],
    ] as const
  ).map(([kind, journey]) => ({
    name: `NIP answer REJECTED for a ${kind} client`,
    input: NEW,
    events: [
      ...(journey
        ? preProcessing(journey)
        : knownClientPreProcessing(kind === 'incomplete' ? incompleteClient : registeredClient)),
      done('applications.preProcess', decision('REJECTED', 'FICO_SCORE_TOO_LOW')),
    ],
  })),
  ...[...STATUSES.filter((s) => s !== 'REJECTED'), PASSED, UNKNOWN_STATUS].map((status) => ({
    name: `NIP answer ${status}`,
    input: NEW,
    events: [...preProcessing(newClientConsent), done('applications.preProcess', decision(status))],
  })),
  ...[...STATUSES.filter((s) => s !== 'REJECTED'), UNKNOWN_STATUS].map((status) => ({
    name: `activation code answer ${status}`,
    input: PICK_UP,
    events: [...code('4821'), done('applications.process', decision(status))],
  })),
  // §2 toast and §8 failures: a call failed (its error toast), then the same step tried again succeeds and the
  // promoter is on the next step: the failure's toast is dismissed (promoter.dismissal.ts).
  {
    name: 'a failed creation, then created: its error toast dismissed on the NIP step',
    input: NEW,
    events: [
      ...found(registeredClient),
      { type: 'DATA.SUBMIT' },
      ...product(),
      fail('applications.create', 500),
      SUBMIT_PRODUCT,
      done('applications.create', { id: 'a-1' }),
    ],
    machineOnly: true,
  },
  {
    name: 'a failed NIP check, then passed: its error toast dismissed on the next step',
    input: NEW,
    events: [
      ...knownClientPreProcessing(registeredClient),
      fail('applications.preProcess', 500),
      nip('123456'),
      { type: 'CONSENT.SUBMIT' },
      done('applications.preProcess', decision(PASSED)),
    ],
    machineOnly: true,
  },
  {
    name: 'a failed activation code check, then processed: its error toast dismissed on the result',
    input: PICK_UP,
    events: [
      ...code('4821'),
      fail('applications.process', 500),
      ...code('4821'),
      done('applications.process', decision('APPROVED')),
    ],
    machineOnly: true,
  },
  ...[...REASONS, UNKNOWN_REASON].map((reason) => ({
    name: `activation code answer REJECTED for ${reason}`,
    input: PICK_UP,
    events: [
      ...code('4821'),
      done(
        'applications.process',
        decision('REJECTED', reason === 'FICO_SCORE_TOO_LOW' ? `${reason} ` : reason),
      ),
    ],
  })),
];

// ---------------------------------------------------------------------------------------------------------------
// Running them through the harness's runners

/** What the runners need of an analysis, without building the graph again (the suite already did). */
export function walkAnalysis(model: AnyModel): Analysis {
  const machine = model.machine;
  const project = model.serializeContext ?? ((context: unknown) => context);
  const stateKeysOf = (s: AnyMachineSnapshot): string[] =>
    s._nodes.filter((n: AnyStateNode) => n.path.length > 0 && n.type !== 'history').map(stateKey);
  return {
    model,
    machine,
    states: listStates(machine),
    transitions: listTransitions(machine).list,
    paths: [],
    edges: { total: 0, ignored: 0, selfLoops: 0, delayed: 0 },
    snapshots: 0,
    sampledTypes: new Set(),
    serialize: (s) => JSON.stringify({ value: s.value, status: s.status, context: project(s.context) }),
    stateKeysOf,
    visitedKeys: () => [],
    transient: new Set(),
  };
}

/** A walk as a path: each step's expected state is the machine's own transition (the oracle is the spec's). */
export function pathOf(analysis: Analysis, walk: EdgeWalk): ModelPath {
  const machine = analysis.machine;
  let [state] = initialTransition(machine, walk.input);
  const steps: ModelPath['steps'] = [{ event: { type: 'xstate.init' }, state, taken: [] }];
  for (const event of walk.events) {
    [state] = transition(machine, state, event);
    steps.push({ event, state, taken: [] });
  }
  return { steps, input: walk.input, inputName: '', description: walk.name };
}
