/** The store link model at UI level: /solicitud in the real app (a visitor) with the harness's fake lookup. */
import { act, render } from '@testing-library/react';
import { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { AnyActorRef } from 'xstate';
import type { StoreLinkInput, StoreLinkMachine } from '../../machines/storeLink.machine.ts';
import { AppProviders, createAppRuntime } from '../../src/app/App.tsx';
import { AppLayout } from '../../src/app/AppLayout.tsx';
import { StoreRequestRoute } from '../../src/app/pages/StoreEntryRoutes.tsx';
import { takeInitialToken } from '../../src/app/session/initialToken.ts';
import { fakeServices } from '../ui/app/harness.tsx';
import { flush } from './harness/actors.ts';
import { browserDriver } from './harness/driver.ts';
import { uiSuite } from './harness/suite.ts';
import { storeLinkModel } from './storeLink.model.ts';

let teardown: () => void = () => {};

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

uiSuite(storeLinkModel, {
  mount: async (machine, rawInput) => {
    const input = rawInput as StoreLinkInput;
    const query = new URLSearchParams();
    if (input.storeId) query.set('storeId', input.storeId);
    if (input.promoterId) query.set('promoterId', input.promoterId);
    if (input.storeName) query.set('storeName', input.storeName);
    window.history.replaceState(null, '', `/solicitud?${query}`);
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
              path="/solicitud"
              element={
                <StoreRequestRoute
                  machine={machine as StoreLinkMachine}
                  onActor={(actor) => {
                    current = actor;
                  }}
                />
              }
            />
            <Route index element={<Page title="Inicio" />} />
            <Route path="/login" element={<Page title="Iniciar sesión" />} />
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
        if (!current) throw new Error('The store link is not mounted');
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
