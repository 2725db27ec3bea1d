/**
 * The quick-application model at UI level: covering paths through the real screens in the real flow host
 * (`PromoterFlow`: route sync, draft, RESUME after a reload) under the real guarded layout and a business session;
 * the flow machine runs with the harness's fake actors.
 */
import { Route } from 'react-router';
import { beforeAll } from 'vitest';
import type { PromoterInput, PromoterMachine } from '../../../machines/promoter/index.ts';
import { PromoterFlow } from '../../../src/app/pages/PromoterRoute.tsx';
import { preloadQuickApplicationScreens } from '../../../src/screens/promoter/QuickApplicationScreen.tsx';
import { appUiHost } from '../../model/harness/mount.tsx';
import { uiSuite } from '../../model/harness/suite.ts';
import { makeToken } from '../../ui/app/harness.tsx';
import { promoterModel } from './promoter.model.ts';
import { promoterUiHooks } from './promoter.screens.ts';

// The later screens are lazy chunks: loaded up front, they render as soon as they are reached.
beforeAll(preloadQuickApplicationScreens);

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

uiSuite(
  promoterModel,
  appUiHost((machine, rawInput) => {
    const input = rawInput as PromoterInput;
    localStorage.setItem('authToken', makeToken('business', { sub: 'p-7' }));
    window.history.replaceState(null, '', '/promotor/solicitud-rapida');
    return {
      name: 'The quick application',
      now: input.now,
      reloadHooks: promoterUiHooks,
      onActor: (actor) => {
        promoterUiHooks.actor = actor;
      },
      routes: (onActor) => {
        const flow = <PromoterFlow machine={machine as PromoterMachine} input={input} onActor={onActor} />;
        return (
          <>
            {FLOW_PATHS.map((path) => (
              <Route key={path} path={path} element={flow} />
            ))}
            <Route path="/promotor" element={<h1>Promotor</h1>} />
          </>
        );
      },
    };
  }),
);
