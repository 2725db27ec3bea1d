/**
 * The quick application's calls (machines/promoter/actors.ts): each actor, named by its endpoint key, calls that
 * endpoint with the actor's input as the contract takes it (params, query, body) and its abort signal, and answers
 * what the call answers.
 */
import { describe, expect, it } from 'vitest';
import { promoterActors } from '../../../machines/promoter/actors';
import { actorNames, oneCallOf } from '../../fixtures/fake-call.ts';
import { MARIA_CURP } from '../../fixtures/samples.ts';

const CASES = [
  ['promoters.isRegistered', { phoneNumber: '5511223344' }, { query: { phoneNumber: '5511223344' } }],
  ['clients.curpLookup', { curp: MARIA_CURP }, { params: { curp: MARIA_CURP } }],
  ['catalog.lookupPostalCode', { code: '06600' }, { params: { code: '06600' } }],
  [
    'applications.estimatedMonthlyPayment',
    { creditAmount: 9000, requestedPeriod: 6, type: 'STORE' },
    { query: { creditAmount: 9000, requestedPeriod: 6, type: 'STORE' } },
  ],
  ['applications.create', { type: 'STORE', clientId: 'c-9' }, { body: { type: 'STORE', clientId: 'c-9' } }],
  [
    'applications.preProcess',
    { id: 'a-1', body: { complianceCode: '123456' } },
    { params: { id: 'a-1' }, body: { complianceCode: '123456' } },
  ],
  ['applications.resendComplianceCode', { id: 'a-1' }, { params: { id: 'a-1' } }],
  [
    'applications.updateDetails',
    { applicationId: 'a-1', body: { client: { id: 'c-9', curp: 'X' } } },
    { params: { id: 'a-1' }, body: { client: { id: 'c-9', curp: 'X' } } },
  ],
  [
    'promoters.quickApplication',
    { applicationId: 'a-1', body: { email: 'maria@correo.mx' } },
    { params: { applicationId: 'a-1' }, body: { email: 'maria@correo.mx' } },
  ],
  ['promoters.clientActivationCode', { clientId: 'c-9' }, { params: { id: 'c-9' } }],
  ['promoters.resendClientActivationCode', { clientId: 'c-9' }, { params: { id: 'c-9' } }],
  [
    'applications.process',
    { id: 'a-1', clientActivationCode: '4821' },
    { params: { id: 'a-1' }, body: { clientActivationCode: '4821' } },
  ],
] as const;

describe('the quick application’s actors, by endpoint key', () => {
  it('one actor per call of the flow', () => {
    expect(actorNames(promoterActors)).toEqual(CASES.map(([key]) => key).sort());
  });

  it.each(CASES)(
    '%s calls its endpoint with the input as the contract takes it',
    async (key, input, sent) => {
      expect(await oneCallOf(promoterActors, key, input)).toEqual(sent);
    },
  );
});
