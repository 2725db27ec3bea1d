/** The store link model at UI level: /solicitud in the real app (a visitor) with the harness's fake lookup. */
import { Route } from 'react-router';
import type { StoreLinkInput, StoreLinkMachine } from '../../../machines/storeLink.machine.ts';
import { StoreRequestRoute } from '../../../src/app/pages/StoreEntryRoutes.tsx';
import { appUiHost, Page } from '../../model/harness/mount.tsx';
import { uiSuite } from '../../model/harness/suite.ts';
import { storeLinkModel } from './storeLink.model.ts';

uiSuite(
  storeLinkModel,
  appUiHost((machine, rawInput) => {
    const input = rawInput as StoreLinkInput;
    const query = new URLSearchParams();
    if (input.storeId) query.set('storeId', input.storeId);
    if (input.promoterId) query.set('promoterId', input.promoterId);
    if (input.storeName) query.set('storeName', input.storeName);
    window.history.replaceState(null, '', `/solicitud?${query}`);
    return {
      name: 'The store link',
      routes: (onActor) => (
        <>
          <Route
            path="/solicitud"
            element={<StoreRequestRoute machine={machine as StoreLinkMachine} onActor={onActor} />}
          />
          <Route index element={<Page title="Inicio" />} />
          <Route path="/login" element={<Page title="Iniciar sesión" />} />
        </>
      ),
    };
  }),
);
