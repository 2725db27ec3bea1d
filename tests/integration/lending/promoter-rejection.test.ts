/**
 * The promoter's screen says the decision only; the reason of a rejection (credit-bureau detail, e.g. the count of
 * overdue accounts) goes to the customer alone, by SMS to the phone the consent NIP went to (issue 23). A customer's
 * own application shows the reason on their result screen: no SMS.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REJECTION, overdueAccountsText } from '../../model/oracle/spec.ts';
import { fileApi, lastMessage, uniqueContact } from '../helpers.ts';
import {
  applyAndProcess,
  by,
  call,
  force,
  instant,
  lendingClient,
  promoterApplicationForNewClient,
  startLendingApi,
} from './harness.ts';

const api = fileApi(startLendingApi, instant);
let business: string;
beforeAll(async () => {
  business = await api.tokenFor('business');
});

describe('the rejection of an application a promoter filed', () => {
  it('the customer gets the reason with its detail by SMS; the promoter’s answer is the decision', async () => {
    const { phoneNumber } = uniqueContact();
    const { id } = await promoterApplicationForNewClient(api, business, phoneNumber);
    const nip = (await lastMessage(api, phoneNumber)).code!;
    const rejected = { outcome: 'REJECTED', rejectionReason: 'OVERDUE_ACCOUNTS', overdueAccounts: 2 };
    const decision = { phone: phoneNumber, ...rejected };
    await call(api, 'POST', '/__sandbox/decisions', { body: decision });
    const pre = await by(api, business).post(`/applications/${id}/pre-process`, { complianceCode: nip });
    expect(pre.body).toMatchObject({ status: 'REJECTED' });
    const sms = await lastMessage(api, phoneNumber);
    expect(sms.kind).toBe('application-rejected');
    expect(sms.channel).toBe('sms');
    expect(sms.body).toMatch(/^Por el momento no podemos aprobar tu solicitud \S+\. /);
    expect(sms.body.endsWith(` ${overdueAccountsText(2)}`)).toBe(true);
  });

  it('an unknown reason: the default text', async () => {
    const { phoneNumber } = uniqueContact();
    const { id } = await promoterApplicationForNewClient(api, business, phoneNumber);
    const nip = (await lastMessage(api, phoneNumber)).code!;
    await call(api, 'POST', '/__sandbox/decisions', {
      body: { phone: phoneNumber, outcome: 'REJECTED', rejectionReason: 'SOME_OTHER_REASON' },
    });
    await by(api, business).post(`/applications/${id}/pre-process`, { complianceCode: nip });
    expect((await lastMessage(api, phoneNumber)).body).toContain(DEFAULT_REJECTION.copy);
  });

  it('a customer’s own rejected application sends no SMS (the result screen shows the reason)', async () => {
    const c = await lendingClient(api);
    await force(api, c, 'REJECTED', { rejectionReason: 'OVERDUE_ACCOUNTS', overdueAccounts: 2 });
    expect((await applyAndProcess(api, c)).status).toBe('REJECTED');
    expect((await lastMessage(api, c.phoneNumber)).kind).toBe('compliance-code');
  });
});
