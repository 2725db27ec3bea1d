/**
 * The quick-application model at UI level: covering paths through the real screens in the real flow host
 * (`PromoterFlow`: route sync, draft, RESUME after a reload) under the real guarded layout and a business session;
 * the flow machine runs with the harness's fake actors. Then the walks with the spec's edge data
 * (promoter.walks.ts) through the same screens, and the check that every row of the oracle was used.
 */
import { act } from '@testing-library/react';
import { Route } from 'react-router';
import { beforeAll, describe, test } from 'vitest';
import type { PromoterInput, PromoterMachine } from '../../../machines/promoter/index.ts';
import { PromoterFlow } from '../../../src/app/pages/PromoterRoute.tsx';
import { preloadQuickApplicationScreens } from '../../../src/screens/promoter/QuickApplicationScreen.tsx';
import { writeClasses } from '../../model/harness/measured-file.ts';
import { appUiHost } from '../../model/harness/mount.tsx';
import { expectEveryRowUsed } from '../../model/harness/rows.ts';
import { createRecorder, runUiPath } from '../../model/harness/run.ts';
import { PATH_TIMEOUT_MS, uiSuite } from '../../model/harness/suite.ts';
import { makeToken } from '../../ui/app/harness.tsx';
import { promoterModel } from './promoter.model.ts';
import { PROMOTER_ROWS } from './promoter.rows.ts';
import { promoterUiHooks } from './promoter.screens.ts';
import { EDGE_WALKS, pathOf, walkAnalysis } from './promoter.walks.ts';

// The later screens and the menu drawer are lazy chunks: loaded up front, they render as soon as they are reached.
beforeAll(async () => {
  await preloadQuickApplicationScreens();
  await import('../../../src/app/shell/ShellMenu.tsx');
  await act(async () => {});
});

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

const host = appUiHost((machine, rawInput) => {
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
});

uiSuite(promoterModel, host);

describe('promoter · UI level · the spec at its edges', () => {
  const analysis = walkAnalysis(promoterModel);
  const recorder = createRecorder();
  const walked = new Set<string>();
  for (const walk of EDGE_WALKS.filter((w) => !w.machineOnly)) {
    test(
      walk.name,
      async () => {
        await runUiPath(analysis, pathOf(analysis, walk), recorder, host);
        walked.add(walk.name);
      },
      PATH_TIMEOUT_MS.ui,
    );
  }
  // Runs last in the file: the covering paths, the random walks and the walks above have all run.
  test('every row of the oracle the screens can walk (bounds, statuses, reasons, kinds, alerts) was walked', () => {
    // What the run covered, for the atlas's coverage tab (npm run statecharts).
    const walks = EDGE_WALKS.filter((w) => !w.machineOnly).map((w) => w.name);
    writeClasses({
      model: promoterModel.name,
      level: 'ui',
      kind: 'walks',
      covered: walks.filter((w) => walked.has(w)),
      missing: walks.filter((w) => !walked.has(w)),
    });
    expectEveryRowUsed(PROMOTER_ROWS, 'ui');
  });
});
