/**
 * The quick application's machine with fake API calls (typed with the contract's types) for the node-level unit
 * tests: every call is recorded with its input, alerts are collected, and a test may start in any state with any
 * context (a resolved snapshot: its entry actions and delays do not run, as after a restore).
 */
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { initialContext } from '../../../machines/promoter/context';
import { promoterMachine } from '../../../machines/promoter/index';
import type {
  ClientCodeInput,
  ClientCodeOutput,
  CreateApplicationInput,
  CreateApplicationOutput,
  EstimateInput,
  EstimateOutput,
  IsRegisteredInput,
  IsRegisteredOutput,
  LookupCurpInput,
  LookupCurpOutput,
  LookupPostalCodeInput,
  LookupPostalCodeOutput,
  PreProcessInput,
  PreProcessOutput,
  ProcessInput,
  ProcessOutput,
  PromoterContext,
  PromoterInput,
  QuickApplicationInput,
  QuickApplicationOutput,
  ResendClientCodeOutput,
  ResendComplianceCodeInput,
  ResendComplianceCodeOutput,
  UpdateDetailsInput,
  UpdateDetailsOutput,
} from '../../../machines/promoter/types';
import type { AlertEmitted } from '../../../machines/shared/alerts';
import type { PromoterClientCheck } from '../../../src/api/contract/promoters';

/** 15 Jan 2026, 12:00 UTC. */
export const NOW = Date.UTC(2026, 0, 15, 12);
export const STORES = [
  { id: 's-1', name: 'Muebles Centro' },
  { id: 's-2', name: 'Muebles Norte' },
] as const;
export const INPUT: PromoterInput = { promoterId: 'p-7', stores: STORES, now: NOW };
export const BASE: PromoterContext = initialContext(INPUT);

export const CLIENT: PromoterClientCheck = {
  id: 'c-9',
  name: 'Ana Luisa',
  firstSurname: 'Torres',
  secondSurname: 'Méndez',
  dateOfBirth: null,
  curp: 'TOMA950717MYNRNN02',
  taxpayerId: null,
  activatedAt: '2026-01-01T00:00:00.000Z',
  email: 'an•••@correo.mx',
  phoneNumber: '••••••5678',
  address: null,
};

export const CURP_DATA: LookupCurpOutput = {
  curp: 'LOGF900514MJCPRR02',
  name: 'MARIA FERNANDA',
  firstSurname: 'LOPEZ',
  secondSurname: 'GARCIA',
  sex: 'M',
  nationality: 'MEXICO',
  countryOfBirth: 'MEXICO',
  stateOfBirth: 'JALISCO',
  dateOfBirth: '1990-05-14',
};

const place = {
  postalCode: '06600',
  municipality: 'Cuauhtémoc',
  city: 'Ciudad de México',
  state: 'CIUDAD DE MEXICO',
};
export const TWO_NEIGHBORHOODS: LookupPostalCodeOutput = {
  postalCodes: [
    { ...place, neighborhood: 'Juárez' },
    { ...place, neighborhood: 'Roma Norte' },
  ],
};
export const ONE_NEIGHBORHOOD: LookupPostalCodeOutput = {
  postalCodes: [{ ...place, neighborhood: 'Juárez' }],
};

export const processed = (status: ProcessOutput['status']): ProcessOutput => ({
  id: 'a-1',
  status,
  processedAt: '2026-01-15T12:00:00.000Z',
  rejectionReason: status === 'REJECTED' ? 'FICO_SCORE_TOO_LOW' : null,
});

/** A failed call as the API layer throws it (HTTP status, server code). */
export const httpError = (status: number, code?: string) => ({
  status,
  message: `HTTP ${status}`,
  ...(code ? { code } : {}),
});

export interface Api {
  isRegistered: (input: IsRegisteredInput) => Promise<IsRegisteredOutput>;
  lookupCurp: (input: LookupCurpInput) => Promise<LookupCurpOutput>;
  lookupPostalCode: (input: LookupPostalCodeInput) => Promise<LookupPostalCodeOutput>;
  estimateMonthlyPayment: (input: EstimateInput) => Promise<EstimateOutput>;
  createApplication: (input: CreateApplicationInput) => Promise<CreateApplicationOutput>;
  preProcess: (input: PreProcessInput) => Promise<PreProcessOutput>;
  resendComplianceCode: (input: ResendComplianceCodeInput) => Promise<ResendComplianceCodeOutput>;
  submitQuickApplication: (input: QuickApplicationInput) => Promise<QuickApplicationOutput>;
  updateDetails: (input: UpdateDetailsInput) => Promise<UpdateDetailsOutput>;
  fetchClientCode: (input: ClientCodeInput) => Promise<ClientCodeOutput>;
  resendClientCode: (input: ClientCodeInput) => Promise<ResendClientCodeOutput>;
  processApplication: (input: ProcessInput) => Promise<ProcessOutput>;
}

const DEFAULT_API: Api = {
  isRegistered: async () => ({ isRegistered: false, client: null }),
  lookupCurp: async () => CURP_DATA,
  lookupPostalCode: async () => TWO_NEIGHBORHOODS,
  estimateMonthlyPayment: async () => ({ estimatedMonthlyPayment: 1687.42 }),
  createApplication: async () => ({ id: 'a-1' }),
  preProcess: async () => processed('PASSED_PRELIMINARY_MODEL'),
  resendComplianceCode: async () => ({ sent: true }),
  submitQuickApplication: async () => ({ id: 'a-1', emailSent: true }),
  updateDetails: async () => ({ ok: true }),
  fetchClientCode: async () => ({ activationCode: '4821' }),
  resendClientCode: async () => ({ sent: true }),
  processApplication: async () => processed('APPROVED'),
};

export interface Call {
  readonly src: keyof Api;
  readonly input: unknown;
}

type Value = Parameters<typeof promoterMachine.resolveState>[0]['value'];

export interface RunOptions {
  readonly api?: Partial<Api>;
  readonly input?: PromoterInput;
  /** Start in this state with BASE plus these context values. */
  readonly at?: Value;
  readonly context?: Partial<PromoterContext>;
}

export function run(options: RunOptions = {}) {
  const api: Api = { ...DEFAULT_API, ...options.api };
  const calls: Call[] = [];
  const fake =
    <I, O>(src: keyof Api, call: (input: I) => Promise<O>) =>
    ({ input }: { input: I }) => {
      calls.push({ src, input });
      return call(input);
    };
  const machine = promoterMachine.provide({
    actors: {
      isRegistered: fromPromise<IsRegisteredOutput, IsRegisteredInput>(
        fake('isRegistered', api.isRegistered),
      ),
      lookupCurp: fromPromise<LookupCurpOutput, LookupCurpInput>(fake('lookupCurp', api.lookupCurp)),
      lookupPostalCode: fromPromise<LookupPostalCodeOutput, LookupPostalCodeInput>(
        fake('lookupPostalCode', api.lookupPostalCode),
      ),
      estimateMonthlyPayment: fromPromise<EstimateOutput, EstimateInput>(
        fake('estimateMonthlyPayment', api.estimateMonthlyPayment),
      ),
      createApplication: fromPromise<CreateApplicationOutput, CreateApplicationInput>(
        fake('createApplication', api.createApplication),
      ),
      preProcess: fromPromise<PreProcessOutput, PreProcessInput>(fake('preProcess', api.preProcess)),
      resendComplianceCode: fromPromise<ResendComplianceCodeOutput, ResendComplianceCodeInput>(
        fake('resendComplianceCode', api.resendComplianceCode),
      ),
      submitQuickApplication: fromPromise<QuickApplicationOutput, QuickApplicationInput>(
        fake('submitQuickApplication', api.submitQuickApplication),
      ),
      updateDetails: fromPromise<UpdateDetailsOutput, UpdateDetailsInput>(
        fake('updateDetails', api.updateDetails),
      ),
      fetchClientCode: fromPromise<ClientCodeOutput, ClientCodeInput>(
        fake('fetchClientCode', api.fetchClientCode),
      ),
      resendClientCode: fromPromise<ResendClientCodeOutput, ClientCodeInput>(
        fake('resendClientCode', api.resendClientCode),
      ),
      processApplication: fromPromise<ProcessOutput, ProcessInput>(
        fake('processApplication', api.processApplication),
      ),
    },
  });
  const actor = options.at
    ? createActor(machine, {
        input: options.input ?? INPUT,
        snapshot: machine.resolveState({ value: options.at, context: { ...BASE, ...options.context } }),
      })
    : createActor(machine, { input: options.input ?? INPUT });
  const alerts: AlertEmitted[] = [];
  let cleared = 0;
  actor.on('alert', (event) => alerts.push(event));
  actor.on('alerts.clear', () => {
    cleared += 1;
  });
  actor.start();
  return {
    actor,
    calls,
    alerts,
    /** How many times the flow dismissed the alerts. */
    cleared: () => cleared,
    context: () => actor.getSnapshot().context,
    value: () => actor.getSnapshot().value,
  };
}

/** Lets the fake calls answer. */
export const settle = () => vi.advanceTimersByTimeAsync(0);

/** The alert a failed call shows (spec §9: errors 5000 ms). */
export const errorAlert = (message: string): AlertEmitted => ({
  type: 'alert',
  message,
  alertType: 'error',
  timer: 5000,
});
