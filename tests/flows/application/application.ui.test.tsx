/**
 * The credit application model at UI level: every covering path is walked through the real screens, the real
 * route guards and session (a fake API), the route sync and the drafts; the flow machine runs with the
 * harness's fake actors.
 */
import { Route } from 'react-router';
import { beforeAll } from 'vitest';
import type { ApplicationInput, ApplicationMachine } from '../../../machines/application/index.ts';
import { writeDraft } from '../../../src/app/drafts/index.ts';
import { ApplicationFlow } from '../../../src/app/pages/ApplicationRoute.tsx';
import { preloadApplicationScreens } from '../../../src/screens/application/ApplicationScreen.tsx';
import { classSuite } from '../../model/harness/classes.ts';
import { appUiHost, Page } from '../../model/harness/mount.tsx';
import { everyRowUsed } from '../../model/harness/rows.ts';
import { uiSuite } from '../../model/harness/suite.ts';
import { PRODUCT_ROWS } from '../../model/tables/application.table.ts';
import { boundRowId, everyTableRowWalked } from '../../model/tables/table.ts';
import { makeToken } from '../../ui/app/harness.tsx';
import { APPLICATION_TABLE_ROWS } from './application.bounds.ts';
import { APPLICATION_CLASSES } from './application.classes.ts';
import { applicationModel } from './application.model.ts';
import { applicationRows } from './application.oracle.ts';
import { applicationUiHooks } from './application.screens.ts';

// The screens after the product form are lazy chunks: loaded up front, they render as soon as they are reached.
beforeAll(preloadApplicationScreens);

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

const host = appUiHost((machine, rawInput) => {
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
  return {
    name: 'The application flow',
    now: input.now,
    reloadHooks: applicationUiHooks,
    onActor: (actor) => {
      applicationUiHooks.send = (event) => actor.send(event);
    },
    routes: (onActor) => {
      const flow = (
        <ApplicationFlow
          machine={machine as ApplicationMachine}
          input={input}
          promoterMode={input.promoterMode ?? false}
          onActor={onActor}
        />
      );
      return (
        <>
          {FLOW_PATHS.map((path) => (
            <Route key={path} path={path} element={flow} />
          ))}
          <Route index element={<Page title="Inicio" />} />
          <Route path="/promotor" element={<Page title="Promotor" />} />
          <Route path="/iniciar-compra" element={<Page title="Iniciar compra" />} />
          <Route path="/firmar-aplicacion-credito/*" element={<Page title="Contrato" />} />
        </>
      );
    },
  };
});

uiSuite(applicationModel, host);
// The boundary and class walks through the screens (those the screens can perform), then the oracle's rows.
classSuite(applicationModel, APPLICATION_CLASSES, 'ui', host);
everyRowUsed(applicationRows, 'ui');
// The product rows of the spec table through the screens (what no screen can send is walked at machine level).
everyTableRowWalked(
  APPLICATION_TABLE_ROWS,
  PRODUCT_ROWS.filter((row) => !row.given?.machineOnly).map(boundRowId),
  'ui',
);
