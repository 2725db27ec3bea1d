/**
 * The UI host of a model that runs in the real app: the app's providers and session (fake services), the app
 * layout with the routes the test gives, the browser router and the harness's browser driver. Each UI test keeps
 * only what is its own: the preloads before the first render (token, URL, drafts), its flow host and routes, and
 * what it records from the flow actor.
 */
import { act, render } from '@testing-library/react';
import { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import { AppProviders, createAppRuntime } from '../../../src/app/App.tsx';
import { AppLayout } from '../../../src/app/AppLayout.tsx';
import { takeInitialToken } from '../../../src/app/session/initialToken.ts';
import { fakeServices } from '../../ui/app/harness.tsx';
import { flush } from './actors.ts';
import { browserDriver } from './driver.ts';
import type { UiMount } from './run.ts';

/** What one mount renders, returned by the test's `prepare` after it has set up the browser (storage, URL). */
export interface AppMount {
  /** The flow in the "… is not mounted" error, e.g. 'The sign-up flow'. */
  name: string;
  /** The routes inside the app layout; `onActor` goes to the flow host, which reports its running actor. */
  routes: (onActor: (actor: AnyActorRef) => void) => ReactNode;
  /** The session's clock at start (default: the current time when the app is rendered). */
  now?: number;
  /** Sees every actor the host reports, before it becomes the current one (`previous`): to record what is sent. */
  onActor?: (actor: AnyActorRef, previous: AnyActorRef | null) => void;
  /** Hooks whose `reload` the test's executors call: set to unmount the app and render it again at the URL. */
  reloadHooks?: { reload: () => Promise<void> };
}

/**
 * `uiSuite`'s host for a model in the real app. `prepare(machine, input)` runs before each mount; `afterUnmount`
 * after each unmount (the local storage is always cleared).
 */
export function appUiHost(
  prepare: (machine: AnyStateMachine, input: unknown) => AppMount,
  afterUnmount?: () => void,
): UiMount {
  let teardown: () => void = () => {};
  return {
    mount: async (machine, input) => {
      const options = prepare(machine, input);
      let current: AnyActorRef | null = null;
      const onActor = (actor: AnyActorRef) => {
        options.onActor?.(actor, current);
        current = actor;
      };
      const services = fakeServices();
      const open = async () => {
        const runtime = createAppRuntime({
          services: () => services,
          token: takeInitialToken(window),
          history: { kind: 'browser' },
          now: options.now ?? Date.now(),
        });
        const view = render(
          <AppProviders services={services} session={runtime.session}>
            <Routes>
              <Route element={<AppLayout />}>{options.routes(onActor)}</Route>
            </Routes>
          </AppProviders>,
        );
        await act(() => flush(20));
        return () => {
          view.unmount();
          runtime.session.stop();
        };
      };

      let close = await open();
      if (options.reloadHooks) {
        options.reloadHooks.reload = async () => {
          await act(async () => {
            close();
          });
          close = await open();
        };
      }
      teardown = () => close();
      // No timer between keys, and no computed-style walk before each pointer action (slow under jsdom).
      return {
        ui: browserDriver({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
        actor: () => {
          if (!current) throw new Error(`${options.name} is not mounted`);
          return current;
        },
      };
    },
    unmount: () => {
      teardown();
      localStorage.clear();
      afterUnmount?.();
    },
    act: (step) => act(step),
  };
}

/** A stand-in page for a route outside the flow: its heading only. */
export function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}
