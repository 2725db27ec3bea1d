/**
 * The calls of Mi cuenta and the profile, from one typed `call`:
 * - the profile's machines' actors, named by endpoint: the page provides each machine's once
 *   (`settingsActors(services.call)`, `passwordResetActors(services.call)`); each machine is typed with them
 *   unprovided. Push on this device is the browser's subscription before it is a call: its actors are the page's
 *   (src/app/pwa/push.ts);
 * - what the read-only pages load (`accountLoads(call)`), for the shared loader (machines/shared/loader.ts).
 */
import { fromPromise } from 'xstate';
import type { ApiCall } from '../shared/call';
import type { AccountData, LoanDetailData, SaveSettingInput, SettingsValues } from './types';

/** Both toggles as the server stored them. */
const valuesOf = (saved: { transactionalNotifications: boolean; promotionalNotifications: boolean }) => ({
  transactional: saved.transactionalNotifications,
  promotional: saved.promotionalNotifications,
});

const settingArgs = ({ settingsId, value }: SaveSettingInput, signal: AbortSignal) => ({
  params: { id: settingsId },
  body: { value },
  signal,
});

/** The reset e-mail of the profile's 'Cambiar contraseña' (passwordResetMachine). */
export const passwordResetActors = (call: ApiCall) => ({
  /** POST /clients/recover-password: the reset e-mail to the profile's address. */
  'clients.recoverPassword': fromPromise<unknown, { email: string }>(({ input, signal }) =>
    call('clients.recoverPassword', { body: { email: input.email }, signal }),
  ),
});

/** The notification toggles (settingsMachine): one endpoint per toggle. */
export const settingsActors = (call: ApiCall) => ({
  /** PATCH /clients/me/settings/{id}/transactional → both values as stored. */
  'clients.updateTransactionalNotifications': fromPromise<SettingsValues, SaveSettingInput>(
    async ({ input, signal }) =>
      valuesOf(await call('clients.updateTransactionalNotifications', settingArgs(input, signal))),
  ),
  /** PATCH /clients/me/settings/{id}/promotional → both values as stored. */
  'clients.updatePromotionalNotifications': fromPromise<SettingsValues, SaveSettingInput>(
    async ({ input, signal }) =>
      valuesOf(await call('clients.updatePromotionalNotifications', settingArgs(input, signal))),
  ),
});

/** What Mi cuenta's pages load, each a few calls in parallel. */
export const accountLoads = (call: ApiCall) => {
  /** Applications, balances (null when they fail: spec §4 failedToObtainBalance) and payments. */
  const account = async (signal: AbortSignal): Promise<AccountData> => {
    const [applications, balances, payments] = await Promise.all([
      call('applications.list', { query: {}, signal }),
      call('payments.balance', { signal }).then(
        (r) => r.balances,
        () => null,
      ),
      call('payments.list', { signal }),
    ]);
    return {
      applications: applications.items,
      balances,
      payments: payments.payments,
      creditLimit: applications.profile.creditLimit,
    };
  };
  /** The account data plus one loan's schedule (none when it fails) and, while active, its payoff (or null). */
  const loan = async (applicationId: string, signal: AbortSignal): Promise<LoanDetailData> => {
    const params = { applicationId };
    const [data, schedule, payoff] = await Promise.all([
      account(signal),
      call('payments.schedule', { params, signal }).then(
        (r) => r.instalments,
        () => [],
      ),
      call('payments.payoff', { params, signal }).catch(() => null),
    ]);
    return { ...data, applicationId, schedule, payoff };
  };
  return { account, loan };
};

/** What this device does for push: the browser's subscription (Push API), then the app's endpoint for it. */
export interface PushDevice {
  readonly subscribe: (signal: AbortSignal) => Promise<unknown>;
  readonly unsubscribe: () => Promise<unknown>;
}

/** A device not provided yet: the push machine is typed with it; the profile page provides the browser's. */
export const unprovidedPushDevice: PushDevice = {
  subscribe: () => Promise.reject(new Error('push subscribe not provided')),
  unsubscribe: () => Promise.reject(new Error('push unsubscribe not provided')),
};

/** The push machine's actors: not API calls by themselves (the browser subscribes first), so plain names. */
export const pushActors = (device: PushDevice) => ({
  subscribe: fromPromise<unknown>(({ signal }) => device.subscribe(signal)),
  unsubscribe: fromPromise<unknown>(() => device.unsubscribe()),
});
