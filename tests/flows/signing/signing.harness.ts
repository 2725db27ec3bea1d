/**
 * The signing machine with fake calls, for the node-level signing suites: `start` creates and starts it (the
 * list, the options, the profile poll, the SMS, the signature and the CLABE answered as given), `opened` also
 * lets the first calls settle.
 */
import { expect, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import {
  type ApplicationIdInput,
  type ClabeBody,
  type ClabeOutput,
  type SendSignatureCodeOutput,
  type SignInput,
  type SigningEvent,
  type SigningInput,
  type SignOutput,
  signingMachine,
  signingView,
} from '../../../machines/signing/index.ts';
import type { Application } from '../../../src/api/contract/applications';
import type { Profile } from '../../../src/api/contract/clients';
import {
  APP_ID,
  application,
  DATE_1,
  PRODUCTS,
  profileWith,
  SIGNING_ROUTES,
} from '../../fixtures/signing.ts';

export interface Options {
  route?: string;
  input?: Partial<SigningInput>;
  items?: Application[];
  /** The list's answers in turn (then `items` for every later one). */
  lists?: Application[][];
  profile?: Profile;
  products?: typeof PRODUCTS;
  polls?: Profile[];
  /** The list of applications cannot be loaded. */
  loadFails?: boolean;
  sendCode?: () => Promise<SendSignatureCodeOutput>;
  resendCode?: () => Promise<SendSignatureCodeOutput>;
  /** The answer to 'Firmar' (SIGNED on the first date when not given). */
  sign?: () => Promise<SignOutput>;
}

export function start(options: Options = {}) {
  const polls = [...(options.polls ?? [])];
  const lists = [...(options.lists ?? [])];
  let listed = 0;
  /** The profiles handed to the session (PROFILE.UPDATED), in order. */
  const handed: Profile[] = [];
  /** What each call was sent, in order. */
  const calls = { sendCode: [] as unknown[], resendCode: [] as unknown[], sign: [] as unknown[] };
  let cleared = 0;
  /** The SMS call `key`: kept in `calls`, answered as given (sent, 60 s to wait, when not given). */
  const codeCall = (key: 'sendCode' | 'resendCode') =>
    fromPromise<SendSignatureCodeOutput, ApplicationIdInput>(async ({ input }) => {
      calls[key].push(input);
      return (options[key] ?? (async () => ({ smsSent: true, retryAfterSeconds: 60 })))();
    });
  const machine = signingMachine.provide({
    actions: {
      handOverProfile: (_, params: { profile: Profile }) => {
        handed.push(params.profile);
      },
    },
    actors: {
      'applications.list': fromPromise(async () => {
        listed += 1;
        if (options.loadFails) throw new Error('500');
        const items = lists.shift() ?? options.items ?? [application()];
        return { items, profile: options.profile ?? profileWith() };
      }),
      'signing.approvedProductsConditions': fromPromise(async () => ({
        creditAmount: 3000,
        approvedPeriod: 3 as number | null,
        approvedProducts: options.products ?? PRODUCTS,
      })),
      'clients.me': fromPromise(async () => {
        const next = polls.shift();
        if (!next) throw new Error('no more polls');
        return next;
      }),
      'signing.sendSignatureCode': codeCall('sendCode'),
      'signing.resendSignatureCode': codeCall('resendCode'),
      'signing.sign': fromPromise<SignOutput, SignInput>(async ({ input }) => {
        calls.sign.push(input);
        const signedAt = '2026-01-15T12:00:00.000Z';
        if (options.sign) return options.sign();
        return {
          id: APP_ID,
          status: 'SIGNED' as const,
          contractSignedAt: signedAt,
          firstPaymentDate: DATE_1,
        };
      }),
      'clients.updateInterbankCode': fromPromise<ClabeOutput, ClabeBody>(async ({ input }) => ({
        interbankCode: input.interbankCode,
        isInterbankCodeVerified: false,
      })),
    },
  });
  const actor = createActor(machine, {
    input: {
      applicationId: APP_ID,
      route: options.route ?? SIGNING_ROUTES.chooseTerm,
      supportPhone: '(55) 1234-5678',
      ...options.input,
    },
  });
  type Alert = { message: string; alertType?: string; timer?: number };
  const alerts: Alert[] = [];
  (actor as AnyActorRef).on('alerts.clear', () => {
    cleared += 1;
  });
  (actor as AnyActorRef).on('alert', ({ message, alertType, timer }: Alert) => {
    alerts.push({ message, alertType, timer });
  });
  actor.start();
  const settle = () => vi.advanceTimersByTimeAsync(0);
  const view = () => signingView(actor.getSnapshot());
  return {
    actor,
    /** Every event in turn. */
    send: (...events: SigningEvent[]) => {
      for (const event of events) actor.send(event);
    },
    /** The view holds at least these values. */
    sees: (expected: object) => expect(view()).toMatchObject(expected),
    handed,
    calls,
    cleared: () => cleared,
    listed: () => listed,
    alerts,
    settle,
    context: () => actor.getSnapshot().context,
    value: () => actor.getSnapshot().value,
    view,
  };
}

export async function opened(options: Options = {}) {
  const run = start(options);
  await run.settle();
  return run;
}
