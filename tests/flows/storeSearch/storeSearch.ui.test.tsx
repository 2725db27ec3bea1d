/** The store search model at UI level: /iniciar-compra in the real app with the harness's fake search. */
import { Route } from 'react-router';
import type { StoreSearchMachine } from '../../../machines/storeSearch.machine.ts';
import { StartPurchaseRoute } from '../../../src/app/pages/StoreEntryRoutes.tsx';
import { appUiHost } from '../../model/harness/mount.tsx';
import { uiSuite } from '../../model/harness/suite.ts';
import { storeSearchModel } from './storeSearch.model.ts';

uiSuite(
  storeSearchModel,
  appUiHost((machine) => {
    window.history.replaceState(null, '', '/iniciar-compra');
    return {
      name: 'The store search',
      routes: (onActor) => (
        <Route
          path="/iniciar-compra"
          element={<StartPurchaseRoute machine={machine as StoreSearchMachine} onActor={onActor} />}
        />
      ),
    };
  }),
);
