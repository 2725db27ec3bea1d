/**
 * The promoter sign-in model at UI level: every covering path through the real /promotor landing (`PromoterLanding`:
 * the sign-in flow host, the hand-over to the session, the promoter home), under the real guarded layout, toast and
 * session; the flow machine runs with the harness's fake actors.
 */
import { act, render } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeAll } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { PromoterSigninInput, PromoterSigninMachine } from '../../../machines/promoterSignin.machine.ts';
import { AppProviders, createAppRuntime } from '../../../src/app/App.tsx';
import { AppLayout } from '../../../src/app/AppLayout.tsx';
import { PromoterLanding } from '../../../src/app/pages/PromoterLandingRoute.tsx';
import { NOW } from '../../fixtures/samples.ts';
import { flush } from '../../model/harness/actors.ts';
import { browserDriver } from '../../model/harness/driver.ts';
import { uiSuite } from '../../model/harness/suite.ts';
import { fakeServices } from '../../ui/app/harness.tsx';
import { promoterSigninModel } from './promoterSignin.model.ts';
import { promoterSigninUiHooks } from './promoterSignin.screens.ts';

// The menu drawer is a lazy chunk: loaded up front, the navigation check opens it without waiting on a timer.
beforeAll(async () => {
  await import('../../../src/app/shell/ShellMenu.tsx');
});

const services = fakeServices();
let teardown: () => void = () => {};

uiSuite(promoterSigninModel, {
  mount: async (machine, input) => {
    window.history.replaceState(null, '', '/promotor');
    let current: AnyActorRef | null = null;
    const runtime = createAppRuntime({
      services: () => services,
      token: null,
      history: { kind: 'browser' },
      now: NOW,
    });
    const view = render(
      <AppProviders services={runtime.services} session={runtime.session}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route
              path="/promotor"
              element={
                <PromoterLanding
                  machine={machine as PromoterSigninMachine}
                  input={input as PromoterSigninInput}
                  onActor={(actor) => {
                    current ??= actor;
                    promoterSigninUiHooks.actor = current;
                  }}
                />
              }
            />
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
        if (!current) throw new Error('The promoter sign-in host did not start its actor');
        return current;
      },
    };
  },
  unmount: () => teardown(),
  act: (step) => act(step),
});
