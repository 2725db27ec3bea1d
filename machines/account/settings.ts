/**
 * The profile's notification toggles (spec §2 /perfil, §7 PATCH /clients/me/settings/{id}/transactional and
 * …/promotional): a toggle shows its new value at once (optimistic), is saved (the endpoint of that toggle), and
 * goes back to the old value with an error alert when saving fails. One save at a time: the other switch waits
 * (a save in progress disables both). What the server stored goes to the host (`settingsSaved`: the session's profile).
 */
import { assign, emit, setup } from 'xstate';
import { type AlertEmitted, errorAlert } from '../shared/alerts';
import { unprovidedCall } from '../shared/call';
import { settingsActors } from './actors';
import { MESSAGES } from './messages';
import type { SaveSettingInput, SettingKind, SettingsValues } from './types';

export interface SettingsInput {
  readonly settingsId: string;
  readonly values: SettingsValues;
}

interface SettingsContext {
  readonly settingsId: string;
  readonly values: SettingsValues;
  /** The values before the change being saved (the rollback). */
  readonly previous: SettingsValues;
  readonly pending: SettingKind | null;
}

export type SettingsEvent = { readonly type: 'TOGGLE'; readonly kind: SettingKind; readonly value: boolean };

/** The toggle being saved, with its new value. */
const saveInput = (context: SettingsContext, kind: SettingKind): SaveSettingInput => ({
  settingsId: context.settingsId,
  kind,
  value: context.values[kind],
});

export const settingsMachine = setup({
  types: {
    input: {} as SettingsInput,
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    emitted: {} as AlertEmitted,
  },
  actors: settingsActors(unprovidedCall),
  actions: {
    /** Shows the new value at once and keeps the old one for a rollback. */
    change: assign(({ context, event }) => ({
      previous: context.values,
      values: { ...context.values, [event.kind]: event.value },
      pending: event.kind,
    })),
    /** The server stored it: both values as it answered. */
    keepSaved: assign((_, params: { values: SettingsValues }) => ({
      values: params.values,
      previous: params.values,
      pending: null,
    })),
    /** Side effect provided by the host: both values as the server stored them (the session's profile). */
    settingsSaved: (_, _params: { settingsId: string; values: SettingsValues }) => {},
    rollBack: assign(({ context }) => ({ values: context.previous, pending: null })),
    alertFailed: emit(errorAlert(MESSAGES.settingFailed)),
  },
  guards: {
    isTransactional: ({ event }) => event.kind === 'transactional',
  },
}).createMachine({
  id: 'settings',
  context: ({ input }) => ({
    settingsId: input.settingsId,
    values: input.values,
    previous: input.values,
    pending: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        TOGGLE: [
          { guard: 'isTransactional', target: 'savingTransactional', actions: 'change' },
          { target: 'savingPromotional', actions: 'change' },
        ],
      },
    },
    savingTransactional: {
      invoke: {
        id: 'clients.updateTransactionalNotifications',
        src: 'clients.updateTransactionalNotifications',
        input: ({ context }) => saveInput(context, 'transactional'),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'keepSaved', params: ({ event }) => ({ values: event.output }) },
            {
              type: 'settingsSaved',
              params: ({ context, event }) => ({ settingsId: context.settingsId, values: event.output }),
            },
          ],
        },
        onError: { target: 'idle', actions: ['rollBack', 'alertFailed'] },
      },
    },
    savingPromotional: {
      invoke: {
        id: 'clients.updatePromotionalNotifications',
        src: 'clients.updatePromotionalNotifications',
        input: ({ context }) => saveInput(context, 'promotional'),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'keepSaved', params: ({ event }) => ({ values: event.output }) },
            {
              type: 'settingsSaved',
              params: ({ context, event }) => ({ settingsId: context.settingsId, values: event.output }),
            },
          ],
        },
        onError: { target: 'idle', actions: ['rollBack', 'alertFailed'] },
      },
    },
  },
});

export interface SettingsView {
  readonly values: SettingsValues;
  /** The switch being saved (both are disabled meanwhile). */
  readonly pending: SettingKind | null;
}

export function settingsView(snapshot: { context: SettingsContext }): SettingsView {
  return { values: snapshot.context.values, pending: snapshot.context.pending };
}
