/**
 * The quick-application model at UI level: covering paths through the real screens in the real flow host
 * (`PromoterFlow`: route sync, draft, RESUME after a reload) under the real guarded layout and a business session;
 * the flow machine runs with the harness's fake actors.
 */
import { act, render } from '@testing-library/react';
import { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { AnyActorRef } from 'xstate';
import type { PromoterInput, PromoterMachine } from '../../machines/promoter/index.ts';
import { AppProviders, createAppRuntime } from '../../src/app/App.tsx';
import { AppLayout } from '../../src/app/AppLayout.tsx';
import { PromoterFlow } from '../../src/app/pages/PromoterRoute.tsx';
import { takeInitialToken } from '../../src/app/session/initialToken.ts';
import { fakeServices, makeToken } from '../ui/app/harness.tsx';
import { flush } from './harness/actors.ts';
import { browserDriver } from './harness/driver.ts';
import { uiSuite } from './harness/suite.ts';
import { promoterModel } from './promoter.model.ts';
import { promoterUiHooks } from './promoter.screens.ts';

// Spec §2 and §3 (promoter): the quick application's routes, as literal paths. The spec names the data step, the
// product step, NIP verification and the e-mail activation code step under /promotor/solicitud-rapida without
// their segments: those four are design copy.
const FLOW_PATHS = [
  '/promotor/solicitud-rapida',
  '/promotor/solicitud-rapida/client-info',
  '/promotor/solicitud-rapida/datos', // design copy
  '/promotor/solicitud-rapida/producto', // design copy
  '/promotor/solicitud-rapida/verificacion-nip', // design copy
  '/promotor/solicitud-rapida/codigo-activacion', // design copy
  '/promotor/permisos',
  '/promotor/terminar-solicitud',
  '/promotor/confirmar-correo',
  '/promotor/modelo-preliminar-fallido',
  '/promotor/resultado',
];

let teardown: () => void = () => {};

uiSuite(promoterModel, {
  mount: async (machine, rawInput) => {
    const input = rawInput as PromoterInput;
    localStorage.setItem('authToken', makeToken('business', { sub: 'p-7' }));
    window.history.replaceState(null, '', '/promotor/solicitud-rapida');
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
        <PromoterFlow
          machine={machine as PromoterMachine}
          input={input}
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
              <Route path="/promotor" element={<h1>Promotor</h1>} />
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
    promoterUiHooks.reload = async () => {
      await act(async () => {
        close();
      });
      close = await open();
    };
    teardown = () => close();
    return {
      ui: browserDriver({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
      actor: () => {
        if (!current) throw new Error('The quick application is not mounted');
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
