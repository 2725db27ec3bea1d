/**
 * Mi cuenta's and the profile's calls (machines/account/actors.ts): the endpoint of each toggle, the reset e-mail,
 * what the pages load (a failed balance, schedule or payoff read is not a failed page) and the saved settings
 * handed to the host.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  accountLoads,
  passwordResetActors,
  type SettingsValues,
  settingsActors,
  settingsMachine,
} from '../../../machines/account';
import {
  balanceOf,
  loanApplication,
  samplePayment,
  samplePayoff,
  sampleSchedule,
} from '../../fixtures/account';
import { fakeCall, run, signal } from '../../fixtures/fake-call';
import { profileWith } from '../../fixtures/signing';

const stored = { id: 'set-7', transactionalNotifications: false, promotionalNotifications: true };

describe('profile actors', () => {
  it('each toggle is saved at its own endpoint, and answers both values as stored', async () => {
    const { call, calls } = fakeCall({
      'clients.updateTransactionalNotifications': () => stored,
      'clients.updatePromotionalNotifications': () => stored,
    });
    const actors = settingsActors(call);
    const toggles = [
      ['transactional', 'clients.updateTransactionalNotifications', false],
      ['promotional', 'clients.updatePromotionalNotifications', true],
    ] as const;
    for (const [kind, key, value] of toggles) {
      const saved = run(actors[key], { settingsId: 'set-7', kind, value });
      await expect(saved).resolves.toEqual({ transactional: false, promotional: true });
      expect(calls.splice(0)).toEqual([{ key, args: { params: { id: 'set-7' }, body: { value }, signal } }]);
    }
  });

  it("'clients.recoverPassword' sends the reset e-mail to the profile's address", async () => {
    const { call, calls } = fakeCall({
      'clients.recoverPassword': () => ({ sent: true, retryAfterSeconds: 60 }),
    });
    await run(passwordResetActors(call)['clients.recoverPassword'], { email: 'luis@example.mx' });
    expect(calls).toEqual([
      { key: 'clients.recoverPassword', args: { body: { email: 'luis@example.mx' }, signal } },
    ]);
  });

  it('a saved toggle keeps and hands the host both values the server stored; a failed one hands nothing', async () => {
    const saved: { settingsId: string; values: SettingsValues }[] = [];
    let fail = false;
    const { call } = fakeCall({
      'clients.updateTransactionalNotifications': () => {
        if (fail) throw new Error('HTTP 500');
        return stored;
      },
    });
    const actor = createActor(
      settingsMachine.provide({
        actors: settingsActors(call),
        actions: { settingsSaved: (_, params) => saved.push(params) },
      }),
      { input: { settingsId: 'set-7', values: { transactional: true, promotional: false } } },
    ).start();
    actor.send({ type: 'TOGGLE', kind: 'transactional', value: false });
    await waitFor(actor, (s) => s.matches('idle'));
    // The server's answer, promotional on included (changed elsewhere), not only the toggled value.
    expect(actor.getSnapshot().context.values).toEqual({ transactional: false, promotional: true });
    expect(saved).toEqual([{ settingsId: 'set-7', values: { transactional: false, promotional: true } }]);
    fail = true;
    actor.send({ type: 'TOGGLE', kind: 'transactional', value: true });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(saved).toHaveLength(1);
  });
});

describe("what Mi cuenta's pages load", () => {
  const loan = loanApplication();
  const balance = balanceOf(loan.id, { overdueBalance: 0, currentBalance: 100 });
  const answers = {
    'applications.list': () => ({ items: [loan], profile: profileWith({ creditLimit: 30_000 }) }),
    'payments.balance': () => ({ balances: [balance] }),
    'payments.list': () => ({ payments: [samplePayment] }),
    'payments.schedule': () => ({ instalments: sampleSchedule }),
    'payments.payoff': () => samplePayoff,
  };

  it('the account: applications, balances, payments and the credit limit, in parallel', async () => {
    const { call, calls } = fakeCall(answers);
    await expect(accountLoads(call).account(new AbortController().signal)).resolves.toEqual({
      applications: [loan],
      balances: [balance],
      payments: [samplePayment],
      creditLimit: 30_000,
    });
    expect(calls).toEqual([
      { key: 'applications.list', args: { query: {}, signal } },
      { key: 'payments.balance', args: { signal } },
      { key: 'payments.list', args: { signal } },
    ]);
  });

  it('a loan: the account plus its schedule and payoff', async () => {
    const { call, calls } = fakeCall(answers);
    const data = await accountLoads(call).loan(loan.id, new AbortController().signal);
    expect(data).toMatchObject({ applicationId: loan.id, schedule: sampleSchedule, payoff: samplePayoff });
    const params = { applicationId: loan.id };
    expect(calls.slice(3)).toEqual([
      { key: 'payments.schedule', args: { params, signal } },
      { key: 'payments.payoff', args: { params, signal } },
    ]);
  });

  it('failed balance, schedule and payoff reads are not a failed page: null, none, null', async () => {
    const { call } = fakeCall({
      'applications.list': answers['applications.list'],
      'payments.list': answers['payments.list'],
    });
    await expect(accountLoads(call).loan(loan.id, new AbortController().signal)).resolves.toMatchObject({
      balances: null,
      schedule: [],
      payoff: null,
    });
  });

  it('a failed list or payments read fails the page', async () => {
    const { call } = fakeCall({ 'applications.list': answers['applications.list'] });
    await expect(accountLoads(call).account(new AbortController().signal)).rejects.toThrow(
      'No answer for payments.list',
    );
  });
});
