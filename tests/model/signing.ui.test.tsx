/**
 * The signing model at UI level: every covering path is walked through the real screens, the real route guards and
 * session (a fake API), and the route sync; the flow machine runs with the harness's fake actors, and the
 * e-signature widget slot holds a stand-in with two buttons.
 */
import { act, render } from '@testing-library/react';
import { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { AnyActorRef } from 'xstate';
import type { SigningInput, SigningMachine } from '../../machines/signing/index.ts';
import { AppProviders, createAppRuntime } from '../../src/app/App.tsx';
import { AppLayout } from '../../src/app/AppLayout.tsx';
import { SigningFlow } from '../../src/app/pages/SigningRoute.tsx';
import { takeInitialToken } from '../../src/app/session/initialToken.ts';
import { fakeServices, makeToken } from '../ui/app/harness.tsx';
import { APP_ID, SIGNING_ROUTES } from './fixtures/signing.ts';
import { flush } from './harness/actors.ts';
import { browserDriver } from './harness/driver.ts';
import { uiSuite } from './harness/suite.ts';
import { signingModel } from './signing.model.ts';
import { WIDGET_CANCEL, WIDGET_FINISH } from './signing.screens.ts';

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

let teardown: () => void = () => {};

uiSuite(signingModel, {
  mount: async (machine, rawInput) => {
    const input = rawInput as SigningInput;
    localStorage.setItem('authToken', makeToken('client'));
    sessionStorage.clear();
    if (input.selectedDate) sessionStorage.setItem(`signing.firstPaymentDate.${APP_ID}`, input.selectedDate);
    window.history.replaceState(null, '', input.route);
    let current: AnyActorRef | null = null;
    const services = fakeServices();
    const runtime = createAppRuntime({
      services: () => services,
      token: takeInitialToken(window),
      history: { kind: 'browser' },
      now: Date.now(),
    });
    const flow = (
      <SigningFlow
        machine={machine as SigningMachine}
        applicationId={APP_ID}
        input={input}
        onActor={(actor) => {
          current = actor;
        }}
        slots={{
          renderWidget: ({ onFinish, onCancel }) => (
            <div>
              <button type="button" onClick={onFinish}>
                {WIDGET_FINISH}
              </button>
              <button type="button" onClick={onCancel}>
                {WIDGET_CANCEL}
              </button>
            </div>
          ),
        }}
      />
    );
    const view = render(
      <AppProviders services={services} session={runtime.session}>
        <Routes>
          <Route element={<AppLayout />}>
            {Object.values(SIGNING_ROUTES).map((path) => (
              <Route key={path} path={path} element={flow} />
            ))}
            <Route index element={<Page title="Inicio" />} />
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
        if (!current) throw new Error('The signing flow is not mounted');
        return current;
      },
    };
  },
  unmount: () => {
    teardown();
    localStorage.clear();
    sessionStorage.clear();
  },
  act: (step) => act(step),
});
