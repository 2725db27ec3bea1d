/**
 * The credit application's actors (machines/application/actors.ts): each is named by its endpoint key and makes
 * exactly that call, with the params, query and body its state's input gives; the setup's actors, unprovided,
 * fail naming the endpoint; a stopped actor's call never settles (machines/shared/live.ts).
 */
import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import { applicationActors, applicationMachine } from '../../../machines/application';
import { live } from '../../../machines/shared/live';
import { actorNames, fakeCall, oneCallOf } from '../../fixtures/fake-call';

const ID = { id: 'a-1' };
/** The operation key a state hands a money or state call (machines/shared/keys.ts): passed on as it is. */
const OP = { operationKey: 'k0000000:a-1:op:0' };

describe('applicationActors', () => {
  it('every actor is its endpoint, with the params, query and body of its input', async () => {
    const cases: Array<[keyof ReturnType<typeof applicationActors>, unknown, Record<string, unknown>]> = [
      ['applications.canCreate', { type: 'STORE' }, { query: { type: 'STORE' } }],
      ['payments.balance', undefined, {}],
      ['catalog.storeNoInterestPayments', { storeId: 's-1' }, { params: { storeId: 's-1' } }],
      [
        'applications.estimatedMonthlyPayment',
        { creditAmount: 10000, requestedPeriod: 6, type: 'PERSONAL_LOAN' },
        { query: { creditAmount: 10000, requestedPeriod: 6, type: 'PERSONAL_LOAN' } },
      ],
      ['catalog.lookupPostalCode', { code: '06700' }, { params: { code: '06700' } }],
      [
        'applications.create',
        { body: { type: 'PERSONAL_LOAN' }, ...OP },
        { body: { type: 'PERSONAL_LOAN' }, ...OP },
      ],
      [
        'applications.submit',
        { ...ID, ...OP, body: { personalReferences: [] } },
        { params: ID, body: { personalReferences: [] }, ...OP },
      ],
      ['applications.resendComplianceCode', ID, { params: ID }],
      [
        'applications.process',
        { ...ID, ...OP, body: { complianceCode: '123456' } },
        { params: ID, body: { complianceCode: '123456' }, ...OP },
      ],
      [
        'applications.acceptAsInterestPayments',
        { ...ID, ...OP, storeId: 's-1' },
        { params: ID, body: { storeId: 's-1' }, ...OP },
      ],
      ['applications.rejectNoInterestAsInterestPayments', { ...ID, ...OP }, { params: ID, ...OP }],
    ];
    expect(cases.map(([key]) => key).sort()).toEqual(actorNames(applicationActors));
    for (const [key, input, args] of cases)
      expect(await oneCallOf(applicationActors, key, input), key).toEqual(args);
  });

  it("a failed call fails the actor with the call's error", async () => {
    const error = Object.assign(new Error('409'), { status: 409 });
    const { call, calls } = fakeCall({
      'applications.process': () => {
        throw error;
      },
    });
    const actor = createActor(applicationActors(call)['applications.process'], {
      input: { ...ID, ...OP, body: { complianceCode: '000000' } },
    });
    actor.start();
    await expect(toPromise(actor)).rejects.toBe(error);
    expect(calls.map((c) => c.key)).toEqual(['applications.process']);
  });

  it('the machine as set up, unprovided: a call fails naming its endpoint', async () => {
    const logic = applicationMachine.implementations.actors['applications.canCreate'] as AnyActorLogic;
    const actor = createActor(logic, { input: { type: 'STORE' } });
    actor.start();
    await expect(toPromise(actor)).rejects.toThrow('applications.canCreate not provided');
  });
});

describe('live', () => {
  const settled = async <T>(promise: Promise<T>) => {
    let state: 'pending' | 'resolved' | 'rejected' = 'pending';
    promise.then(
      () => {
        state = 'resolved';
      },
      () => {
        state = 'rejected';
      },
    );
    for (let i = 0; i < 10; i++) await Promise.resolve();
    return state;
  };

  it('passes the answer or the failure on while the signal is live', async () => {
    const signal = new AbortController().signal;
    await expect(live(signal, async () => 7)).resolves.toBe(7);
    await expect(live(signal, async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
  });

  it('never settles once the signal is aborted (a stopped actor)', async () => {
    const controller = new AbortController();
    const answer = live(controller.signal, async () => 7);
    const failure = live(controller.signal, async () => Promise.reject(new Error('no')));
    controller.abort();
    expect(await settled(answer)).toBe('pending');
    expect(await settled(failure)).toBe('pending');
  });
});
