/**
 * The credit application model at UI level: every covering path is walked through the real screens, the real
 * route guards and session (a fake API), the route sync and the drafts; the flow machine runs with the
 * harness's fake actors.
 */
import { act, render } from '@testing-library/react';
import { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { AnyActorRef } from 'xstate';
import type { ApplicationInput, ApplicationMachine } from '../../machines/application/index.ts';
import { AppProviders, createAppRuntime } from '../../src/app/App.tsx';
import { AppLayout } from '../../src/app/AppLayout.tsx';
import { ApplicationFlow } from '../../src/app/pages/ApplicationRoute.tsx';
import { takeInitialToken } from '../../src/app/session/initialToken.ts';
import { writeDraft } from '../../src/app/storage.ts';
import { fakeServices, makeToken } from '../ui/app/harness.tsx';
import { applicationModel } from './application.model.ts';
import { applicationUiHooks } from './application.screens.ts';
import { flush } from './harness/actors.ts';
import { browserDriver } from './harness/driver.ts';
import { uiSuite } from './harness/suite.ts';

// Spec §2: /aplicacion-credito and its children, as literal paths.
const FLOW_PATHS = [
  '/aplicacion-credito',
  '/aplicacion-credito/info-domicilio',
  '/aplicacion-credito/info-empleo',
  '/aplicacion-credito/referencias',
  '/aplicacion-credito/permisos',
  '/aplicacion-credito/continuar-a-meses-con-intereses',
  '/aplicacion-credito/resultado',
  '/aplicacion-credito/limite-de-solicitudes-exedido',
];

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

let teardown: () => void = () => {};

uiSuite(applicationModel, {
  mount: async (machine, rawInput) => {
    const input = rawInput as ApplicationInput;
    localStorage.setItem('authToken', makeToken('client'));
    const start = {
      applicationType: input.applicationType,
      storeId: input.storeId ?? null,
      storeName: input.storeName ?? null,
    };
    if (input.result) {
      writeDraft('applicationResult', { ...input.result, ...start });
      window.history.replaceState(null, '', '/aplicacion-credito/resultado');
    } else {
      window.history.replaceState({ usr: start, key: 'start', idx: 0 }, '', '/aplicacion-credito');
    }

    let current: AnyActorRef | null = null;
    const services = fakeServices();
    const open = async () => {
      const runtime = createAppRuntime({
        services: () => services,
        token: takeInitialToken(window),
        history: { kind: 'browser' },
        now: input.now ?? Date.now(),
      });
      const flow = (
        <ApplicationFlow
          machine={machine as ApplicationMachine}
          input={input}
          promoterMode={input.promoterMode ?? false}
          onActor={(actor) => {
            current = actor;
          }}
        />
      );
      const view = render(
        <AppProviders services={services} session={runtime.session}>
          <Routes>
            <Route element={<AppLayout />}>
              {FLOW_PATHS.map((path) => (
                <Route key={path} path={path} element={flow} />
              ))}
              <Route index element={<Page title="Inicio" />} />
              <Route path="/promotor" element={<Page title="Promotor" />} />
              <Route path="/iniciar-compra" element={<Page title="Iniciar compra" />} />
              <Route path="/firmar-aplicacion-credito/*" element={<Page title="Contrato" />} />
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
    applicationUiHooks.reload = async () => {
      await act(async () => {
        close();
      });
      close = await open();
    };
    teardown = () => close();
    return {
      ui: browserDriver({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
      actor: () => {
        if (!current) throw new Error('The application flow is not mounted');
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
