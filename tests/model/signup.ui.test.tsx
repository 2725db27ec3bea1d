/**
 * The sign-up model at UI level: every generated path is walked through the real screens, the real route guards
 * and session (a fake API), the route sync and the draft; the flow machine runs with the harness's fake actors.
 */
import { act, render } from '@testing-library/react';
import { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { AnyActorRef } from 'xstate';
import type { SignupInput, SignupMachine } from '../../machines/signup.machine.ts';
import { AppProviders, createAppRuntime } from '../../src/app/App.tsx';
import { AppLayout } from '../../src/app/AppLayout.tsx';
import { SignupFlow } from '../../src/app/pages/SignupRoute.tsx';
import { takeInitialToken } from '../../src/app/session/initialToken.ts';
import { writeDraft } from '../../src/app/storage.ts';
import { fakeServices, makeToken } from '../ui/app/harness.tsx';
import { flush } from './harness/actors.ts';
import { browserDriver } from './harness/driver.ts';
import { uiSuite } from './harness/suite.ts';
import { signupModel } from './signup.model.ts';
import { signupUiHooks } from './signup.screens.ts';

const SIGNUP_PATHS = [
  '/crear-cuenta',
  '/crear-cuenta/datos-personales',
  '/crear-cuenta/verificar',
  '/crear-cuenta/actualizar-correo',
  '/crear-cuenta/completada',
];

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

let teardown: () => void = () => {};

uiSuite(signupModel, {
  mount: async (machine, rawInput) => {
    const input = rawInput as SignupInput;
    const session = input.session ?? 'anonymous';
    if (session === 'ephemeral') localStorage.setItem('authToken', makeToken('client-ephemeral'));
    if (session === 'client') localStorage.setItem('authToken', makeToken('client'));
    if (input.applicationType)
      writeDraft('pendingApplication', { context: { applicationType: input.applicationType } });
    const url =
      session === 'client'
        ? '/crear-cuenta/completada'
        : session === 'ephemeral'
          ? '/crear-cuenta/verificar'
          : `/crear-cuenta?referral=${input.referralCode ?? ''}`;
    window.history.replaceState(null, '', url);

    let current: AnyActorRef | null = null;
    const overrides: Partial<SignupInput> = {
      ...(input.now === undefined ? {} : { now: input.now }),
      ...(input.resendWaitSeconds === undefined ? {} : { resendWaitSeconds: input.resendWaitSeconds }),
    };
    const services = fakeServices();

    const open = async () => {
      const runtime = createAppRuntime({
        services: () => services,
        token: takeInitialToken(window),
        history: { kind: 'browser' },
        now: input.now ?? Date.now(),
      });
      const flow = (
        <SignupFlow
          machine={machine as SignupMachine}
          input={overrides}
          onActor={(actor) => {
            if (current !== actor) {
              // Record what the screens send (the same actor object they hold).
              const send = actor.send.bind(actor);
              actor.send = (event) => {
                signupUiHooks.sent.push(event as { type: string; field?: string });
                send(event);
              };
            }
            current = actor;
          }}
        />
      );
      const view = render(
        <AppProviders services={services} session={runtime.session}>
          <Routes>
            <Route element={<AppLayout />}>
              {SIGNUP_PATHS.map((path) => (
                <Route key={path} path={path} element={flow} />
              ))}
              <Route index element={<Page title="Inicio" />} />
              <Route path="/aplicacion-credito" element={<Page title="Solicitud de crédito" />} />
              <Route path="/login" element={<Page title="Iniciar sesión" />} />
            </Route>
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
    signupUiHooks.reload = async () => {
      await act(async () => {
        close();
      });
      close = await open();
    };
    teardown = () => close();
    // No timer between keys, and no computed-style walk before each pointer action (slow under jsdom).
    return {
      ui: browserDriver({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
      actor: () => {
        if (!current) throw new Error('The sign-up flow is not mounted');
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
