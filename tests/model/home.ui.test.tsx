/** The home model at UI level: the real home screen in the app layout, the machine with the harness's fake actor. */
import { act, render } from '@testing-library/react';
import { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import type { AnyActorRef } from 'xstate';
import type { HomeMachine } from '../../machines/home.machine.ts';
import { AppProviders, createAppRuntime } from '../../src/app/App.tsx';
import { AppLayout } from '../../src/app/AppLayout.tsx';
import { documentsLink } from '../../src/app/pages/HomeRoute.tsx';
import { takeInitialToken } from '../../src/app/session/initialToken.ts';
import { HomeScreen } from '../../src/screens/home/HomeScreen.tsx';
import { fakeServices, makeToken } from '../ui/app/harness.tsx';
import { flush } from './harness/actors.ts';
import { browserDriver } from './harness/driver.ts';
import { uiSuite } from './harness/suite.ts';
import { homeModel } from './home.model.ts';

let teardown: () => void = () => {};

function Home({ machine, onActor }: { machine: HomeMachine; onActor: (a: AnyActorRef) => void }) {
  const actor = useActorRef(machine);
  useEffect(() => onActor(actor), [actor, onActor]);
  return <HomeScreen actor={actor} documentsSlot={documentsLink} />;
}

uiSuite(homeModel, {
  mount: async (machine) => {
    localStorage.setItem('authToken', makeToken('client'));
    window.history.replaceState(null, '', '/');
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
              index
              element={
                <Home
                  machine={machine as HomeMachine}
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
        if (!current) throw new Error('Home is not mounted');
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
