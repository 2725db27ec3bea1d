/**
 * The host side of the one loader pattern (machines/shared/loader.ts): a read-only page gives its `load`
 * function (API calls through `services.call`) and gets the view (loading / ready / failed) and `retry`.
 * Alerts the loader emits (a partial-failure notice, a failure alert) go to the global toast. A page that loads
 * something else (another id) is remounted by its host (`key`).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { fromPromise } from 'xstate';
import type { AlertInput } from '../../../machines/shared/alerts';
import { type LoaderView, loaderMachine, loaderView } from '../../../machines/shared/loader';
import { useForwardAlerts } from '../alerts';

export interface UseLoaderOptions<T> {
  /** An alert to show once loaded (or null), e.g. the balance warning. */
  readonly notice?: (data: T) => AlertInput | null;
  readonly failureAlert?: AlertInput;
}

export interface Loader<T> {
  readonly view: LoaderView<T>;
  readonly retry: () => void;
  readonly reload: () => void;
}

export function useLoader<T>(
  load: (signal: AbortSignal) => Promise<T>,
  options: UseLoaderOptions<T> = {},
): Loader<T> {
  const actor = useActorRef(
    loaderMachine.provide({ actors: { load: fromPromise(({ signal }) => load(signal)) } }),
    {
      input: {
        ...(options.notice ? { notice: options.notice as (data: unknown) => AlertInput | null } : {}),
        ...(options.failureAlert ? { failureAlert: options.failureAlert } : {}),
      },
    },
  );
  useForwardAlerts(actor);
  const view = useSelector(actor, loaderView<T>, sameLoaderView);
  const retry = useCallback(() => actor.send({ type: 'RETRY' }), [actor]);
  const reload = useCallback(() => actor.send({ type: 'RELOAD' }), [actor]);
  return { view, retry, reload };
}

function sameLoaderView<T>(a: LoaderView<T>, b: LoaderView<T>): boolean {
  if (a.status !== b.status) return false;
  if (a.status === 'ready' && b.status === 'ready') return a.data === b.data;
  if (a.status === 'failed' && b.status === 'failed') return a.error === b.error;
  return true;
}
