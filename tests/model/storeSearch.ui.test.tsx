/** The store search model at UI level: /iniciar-compra in the real app with the harness's fake search. */
import { act, render } from '@testing-library/react';
import { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { AnyActorRef } from 'xstate';
import type { StoreSearchMachine } from '../../machines/storeSearch.machine.ts';
import { AppProviders, createAppRuntime } from '../../src/app/App.tsx';
import { AppLayout } from '../../src/app/AppLayout.tsx';
import { StartPurchaseRoute } from '../../src/app/pages/StoreEntryRoutes.tsx';
import { takeInitialToken } from '../../src/app/session/initialToken.ts';
import { fakeServices } from '../ui/app/harness.tsx';
import { flush } from './harness/actors.ts';
import { browserDriver } from './harness/driver.ts';
import { uiSuite } from './harness/suite.ts';
import { storeSearchModel } from './storeSearch.model.ts';

let teardown: () => void = () => {};

uiSuite(storeSearchModel, {
  mount: async (machine) => {
    window.history.replaceState(null, '', '/iniciar-compra');
    let current: AnyActorRef | null = null;
    const services = fakeServices();
    const runtime = createAppRuntime({
      services: () => services,
      token: takeInitialToken(window),
      history: { kind: 'browser' },
      now: Date.now(),
    });
    const view = render(
      <AppProviders services={services} session={runtime.session}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route
              path="/iniciar-compra"
              element={
                <StartPurchaseRoute
                  machine={machine as StoreSearchMachine}
                  onActor={(actor) => {
                    current = actor;
                  }}
                />
              }
            />
          </Route>
        </Routes>
      </AppProviders>,
    );
    await act(() => flush(20));
    teardown = () => {
      view.unmount();
      runtime.session.stop();
    };
    return {
      ui: browserDriver({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
      actor: () => {
        if (!current) throw new Error('The store search is not mounted');
        return current;
      },
    };
  },
  unmount: () => {
    teardown();
    localStorage.clear();
  },
  act: (step) => act(step),
});
