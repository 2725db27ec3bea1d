/**
 * The one loader every read-only view uses (Mi cuenta, payment alternatives, the profile's data …): `loading` →
 * `ready` (the data) or `failed` (the error, with `RETRY`); `RELOAD` from `ready` loads again (e.g. after a
 * change elsewhere). The host provides the `load` actor (one API call or a few in parallel) with
 * `loaderMachine.provide({ actors: { load: fromPromise(...) } })`; tests provide fakes.
 *
 * A `notice` of the input turns what was loaded into an alert (e.g. the balance warning of spec §8 when the
 * balances could not be read but the rest could); `failureAlert` is emitted when loading fails.
 */
import { enqueueActions, fromPromise, setup } from 'xstate';
import type { AlertEmitted, AlertInput } from './alerts';

export interface LoaderInput {
  /** Alert to show when loading fails (none by default: the view shows its failed state). */
  readonly failureAlert?: AlertInput;
  /** Alert to show once the data is loaded, or null (e.g. a partial failure). */
  readonly notice?: (data: unknown) => AlertInput | null;
}

export interface LoaderContext {
  readonly data: unknown;
  readonly error: unknown;
  readonly failureAlert: AlertInput | null;
  readonly notice: ((data: unknown) => AlertInput | null) | null;
}

export type LoaderEvent = { readonly type: 'RETRY' } | { readonly type: 'RELOAD' };

export const loaderMachine = setup({
  types: {
    input: {} as LoaderInput,
    context: {} as LoaderContext,
    events: {} as LoaderEvent,
    emitted: {} as AlertEmitted,
  },
  actors: {
    load: fromPromise<unknown>(async () => {
      throw new Error('loaderMachine: provide the `load` actor');
    }),
  },
}).createMachine({
  id: 'loader',
  context: ({ input }) => ({
    data: null,
    error: null,
    failureAlert: input.failureAlert ?? null,
    notice: input.notice ?? null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: {
          target: 'ready',
          actions: enqueueActions(({ context, event, enqueue }) => {
            enqueue.assign({ data: event.output, error: null });
            const alert = context.notice?.(event.output) ?? null;
            if (alert) enqueue.emit({ type: 'alert', ...alert });
          }),
        },
        onError: {
          target: 'failed',
          actions: enqueueActions(({ context, event, enqueue }) => {
            enqueue.assign({ error: event.error });
            if (context.failureAlert) enqueue.emit({ type: 'alert', ...context.failureAlert });
          }),
        },
      },
    },
    ready: { on: { RELOAD: 'loading' } },
    failed: { on: { RETRY: 'loading' } },
  },
});

export type LoaderMachine = typeof loaderMachine;

/** What a read-only screen shows: the loader's state as one discriminated union (screens never call matches()). */
export type LoaderView<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly error: unknown };

/** The view of a loader snapshot; `T` is what the host's `load` actor answers. */
export function loaderView<T>(snapshot: {
  matches(state: 'loading' | 'ready' | 'failed'): boolean;
  context: LoaderContext;
}): LoaderView<T> {
  if (snapshot.matches('ready')) return { status: 'ready', data: snapshot.context.data as T };
  if (snapshot.matches('failed')) return { status: 'failed', error: snapshot.context.error };
  return { status: 'loading' };
}
