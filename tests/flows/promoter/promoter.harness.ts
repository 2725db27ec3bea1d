/**
 * The quick application's machine with fake API calls by endpoint key (typed with the contract's types) for the node-level unit
 * tests: every call is recorded with its input, alerts are collected, and a test may start in any state with any
 * context (a resolved snapshot: its entry actions and delays do not run, as after a restore).
 */
import { vi } from 'vitest';
import { createActor, fromPromise, type InputFrom, type OutputFrom } from 'xstate';
import {
  initialContext,
  type LookupCurpOutput,
  type LookupPostalCodeOutput,
  type ProcessOutput,
  type PromoterActors,
  type PromoterContext,
  type PromoterEvent,
  type PromoterInput,
  promoterMachine,
} from '../../../machines/promoter/index';
import type { AlertEmitted } from '../../../machines/shared/alerts';
import type { PromoterClientCheck } from '../../../src/api/contract/promoters';
import { ANA_CURP, MARIA_CURP } from '../../fixtures/samples.ts';
import { foundInMexicoOnDay } from '../../fixtures/signup.ts';
import { postalCodes, registeredClient, VALID_FINISH as SAMPLE_FINISH } from './promoter.samples.ts';

/** 15 Jan 2026, 12:00 UTC. */
export const NOW = Date.UTC(2026, 0, 15, 12);
export const STORES = [
  { id: 's-1', name: 'Muebles Centro' },
  { id: 's-2', name: 'Muebles Norte' },
] as const;
export const INPUT: PromoterInput = { promoterId: 'p-7', stores: STORES, now: NOW };
export const BASE: PromoterContext = initialContext(INPUT);

/** The activated client of the model's samples (Ana Luisa Torres Méndez), with her CURP on file. */
export const CLIENT: PromoterClientCheck = { ...registeredClient.client, curp: ANA_CURP };

export const CURP_DATA: LookupCurpOutput = foundInMexicoOnDay;

/** Juárez and Roma Norte (06600), as the model's samples. */
export const TWO_NEIGHBORHOODS: LookupPostalCodeOutput = postalCodes;
export const ONE_NEIGHBORHOOD: LookupPostalCodeOutput = { postalCodes: [postalCodes.postalCodes[0]!] };

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

/** The fake calls, by endpoint key (machines/promoter/actors.ts): each answers the actor's input. */
export type Api = {
  [K in keyof PromoterActors]: (
    input: InputFrom<PromoterActors[K]>,
  ) => Promise<OutputFrom<PromoterActors[K]>>;
};

const DEFAULT_API: Api = {
  'promoters.isRegistered': async () => ({ isRegistered: false, client: null }),
  'clients.curpLookup': async () => CURP_DATA,
  'catalog.lookupPostalCode': async () => TWO_NEIGHBORHOODS,
  'applications.estimatedMonthlyPayment': async () => ({ estimatedMonthlyPayment: 1687.42 }),
  'applications.create': async () => ({ id: 'a-1' }),
  'applications.preProcess': async () => processed('PASSED_PRELIMINARY_MODEL'),
  'applications.resendComplianceCode': async () => ({ sent: true }),
  'promoters.quickApplication': async () => ({ id: 'a-1', emailSent: true }),
  'applications.updateDetails': async () => ({ ok: true }),
  'promoters.clientActivationCode': async () => ({ activationCode: '4821' }),
  'promoters.resendClientActivationCode': async () => ({ sent: true }),
  'applications.process': async () => processed('APPROVED'),
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
  /** Events sent once it has started. */
  readonly send?: readonly PromoterEvent[];
}

export function run(options: RunOptions = {}) {
  const api: Api = { ...DEFAULT_API, ...options.api };
  const calls: Call[] = [];
  /** The operation key each keyed call was sent with, by endpoint (machines/shared/keys.ts). */
  const keys: Partial<Record<keyof Api, string[]>> = {};
  const fake = <K extends keyof Api>(src: K) =>
    fromPromise<OutputFrom<PromoterActors[K]>, InputFrom<PromoterActors[K]>>(({ input }) => {
      // A call's input as the tests compare it: its operation key is kept apart, in `keys`.
      let sent = input;
      if (typeof input === 'object' && input !== null && 'operationKey' in input) {
        const { operationKey, ...rest } = input as { operationKey?: unknown };
        keys[src] = [...(keys[src] ?? []), String(operationKey)];
        sent = rest as typeof input;
      }
      calls.push({ src, input: sent });
      return api[src](sent);
    });
  const actors = Object.fromEntries(
    (Object.keys(DEFAULT_API) as (keyof Api)[]).map((key) => [key, fake(key)]),
  ) as unknown as PromoterActors;
  const machine = promoterMachine.provide({ actors });
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
  for (const event of options.send ?? []) actor.send(event);
  return {
    actor,
    calls,
    keys,
    alerts,
    /** How many times the flow dismissed the alerts. */
    cleared: () => cleared,
    context: () => actor.getSnapshot().context,
    value: () => actor.getSnapshot().value,
  };
}

/** Lets the fake calls answer. */
export const settle = () => vi.advanceTimersByTimeAsync(0);

/** `run` (its events sent), then the calls let answer. */
export async function sent(options: RunOptions) {
  const t = run(options);
  await settle();
  return t;
}

/** A fake call that fails as the API layer throws. */
export const rejects = (status: number, code?: string) => () => Promise.reject(httpError(status, code));

/** The alert a failed call shows (spec §9: errors 5000 ms). */
export const errorAlert = (message: string): AlertEmitted => ({
  type: 'alert',
  message,
  alertType: 'error',
  timer: 5000,
});

// What the machine tests type and expect (spec §5 literals).

export const REQUIRED = 'El campo es requerido';
export const PRODUCT_INFO = { productPrice: 10_000, creditAmount: 9_000, requestedPeriod: 6 };

export const NEW_DATA = {
  curp: MARIA_CURP,
  email: '',
  name: 'MARIA FERNANDA',
  firstSurname: 'LOPEZ',
  secondSurname: 'GARCIA',
  phoneNumber: '5511223344',
  streetName: ' Av. Juárez ',
  exteriorNumber: '12',
  interiorNumber: '',
  postalCode: '06600',
  neighborhood: 'Roma Norte',
};

/** What the body's client always carries from the typed data (the lookup adds the rest). */
const { phoneNumber, curp, name, firstSurname, secondSurname } = NEW_DATA;
export const TYPED_CLIENT = { phoneNumber, curp, name, firstSurname, secondSurname };

/** A complete quick application of a homemaker in her own home (the model's sample, with nothing of a job). */
export const VALID_FINISH = {
  ...SAMPLE_FINISH,
  addressType: 'OWNED',
  monthlyRent: '',
  status: 'HOMEMAKER',
  companyName: '',
  position: '',
  monthlySalary: '',
  startDate: '',
};
