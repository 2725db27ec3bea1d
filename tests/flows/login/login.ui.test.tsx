/**
 * The login model at UI level: every covering path is walked through the real login screen in the real flow host
 * (`LoginFlow`: route sync, the guard's origin and `?prestamo=` as input, the hand-over to the session), under the
 * real guarded layout, toast and session; the flow machine runs with the harness's fake actors. The pages the
 * flow ends on are placeholders.
 */
import { act, render } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { AnyActorRef } from 'xstate';
import type { LoginInput, LoginMachine } from '../../../machines/login.machine.ts';
import { AppProviders, createAppRuntime } from '../../../src/app/App.tsx';
import { AppLayout } from '../../../src/app/AppLayout.tsx';
import { writeDraft } from '../../../src/app/drafts/index.ts';
import { LoginFlow } from '../../../src/app/pages/LoginRoute.tsx';
import { PlaceholderPage } from '../../../src/screens/static/PlaceholderPage.tsx';
import { NOW } from '../../fixtures/samples.ts';
import { flush } from '../../model/harness/actors.ts';
import { browserDriver } from '../../model/harness/driver.ts';
import { uiSuite } from '../../model/harness/suite.ts';
import { fakeServices } from '../../ui/app/harness.tsx';
import { loginModel } from './login.model.ts';
import { LOGIN_DESTINATIONS } from './login.screens.ts';

/** The flow's sign-in is the model's fake actor; these serve the session once it has the token. */
const services = fakeServices();

let teardown: () => void = () => {};

uiSuite(loginModel, {
  mount: async (machine, rawInput) => {
    const input = rawInput as LoginInput;
    // The guard keeps the origin in the navigation state; `?prestamo=` comes with the link.
    const url = input.prestamo ? `/login?prestamo=${input.prestamo}` : '/login';
    const state = input.from ? { usr: { from: input.from }, key: 'model', idx: 0 } : null;
    window.history.replaceState(state, '', url);
    // A stored store application: a personal-loan start clears it, a store return keeps it.
    if (input.prestamo)
      writeDraft('pendingApplication', { context: { applicationType: 'STORE', storeId: 's-1' } });

    // Only the first host counts: after the hand-over the layout may briefly render /login again.
    let current: AnyActorRef | null = null;
    const runtime = createAppRuntime({
      services: () => services,
      token: null,
      history: { kind: 'browser' },
      now: NOW,
    });
    const flow = (
      <LoginFlow
        machine={machine as LoginMachine}
        onActor={(actor) => {
          current ??= actor;
        }}
      />
    );
    const view = render(
      <AppProviders services={runtime.services} session={runtime.session}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="/login" element={flow} />
            {Object.entries(LOGIN_DESTINATIONS).map(([path, title]) =>
              path === '/' ? (
                <Route key={path} index element={<PlaceholderPage title={title} />} />
              ) : (
                <Route key={path} path={path} element={<PlaceholderPage title={title} />} />
              ),
            )}
          </Route>
        </Routes>
      </AppProviders>,
    );
    await act(() => flush());
    teardown = () => {
      view.unmount();
      runtime.session.stop();
      localStorage.clear();
    };
    return {
      ui: browserDriver(),
      actor: () => {
        if (!current) throw new Error('The login flow host did not start its actor');
        return current;
      },
    };
  },
  unmount: () => teardown(),
  act: (step) => act(step),
});
