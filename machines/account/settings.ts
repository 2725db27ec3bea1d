/**
 * The profile's notification toggles (spec §2 /perfil, §7 PATCH /clients/me/settings/{id}/transactional and
 * …/promotional): a toggle shows its new value at once (optimistic), is saved, and goes back to the old value with
 * an error alert when saving fails. One save at a time: the other switch waits (`saving` disables both).
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { type AlertEmitted, errorAlert } from '../shared/alerts';
import { MESSAGES } from './messages';

export type SettingKind = 'transactional' | 'promotional';

export interface SettingsValues {
  readonly transactional: boolean;
  readonly promotional: boolean;
}

export interface SettingsInput {
  readonly settingsId: string;
  readonly values: SettingsValues;
}

export interface SaveSettingInput {
  readonly settingsId: string;
  readonly kind: SettingKind;
  readonly value: boolean;
}

interface SettingsContext {
  readonly settingsId: string;
  readonly values: SettingsValues;
  /** The values before the change being saved (the rollback). */
  readonly previous: SettingsValues;
  readonly pending: SettingKind | null;
}

export type SettingsEvent = { readonly type: 'TOGGLE'; readonly kind: SettingKind; readonly value: boolean };

export const settingsMachine = setup({
  types: {
    input: {} as SettingsInput,
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    emitted: {} as AlertEmitted,
  },
  actors: {
    saveSetting: fromPromise<SettingsValues, SaveSettingInput>(async () => {
      throw new Error('settingsMachine: provide saveSetting');
    }),
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
        TOGGLE: {
          target: 'saving',
          actions: assign(({ context, event }) => ({
            previous: context.values,
            values: { ...context.values, [event.kind]: event.value },
            pending: event.kind,
          })),
        },
      },
    },
    saving: {
      invoke: {
        src: 'saveSetting',
        input: ({ context }) => ({
          settingsId: context.settingsId,
          kind: context.pending ?? 'transactional',
          value: context.values[context.pending ?? 'transactional'],
        }),
        onDone: {
          target: 'idle',
          actions: assign(({ event }) => ({
            values: event.output,
            previous: event.output,
            pending: null,
          })),
        },
        onError: {
          target: 'idle',
          actions: [
            assign(({ context }) => ({ values: context.previous, pending: null })),
            emit(errorAlert(MESSAGES.settingFailed)),
          ],
        },
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
