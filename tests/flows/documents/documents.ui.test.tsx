/** The documents model at UI level: the documents panel in the real app with the harness's fake API calls. */
import { Route } from 'react-router';
import type { DocumentsInput, DocumentsMachine } from '../../../machines/documents.machine.ts';
import { DocumentsFlow } from '../../../src/app/pages/DocumentsFlow.tsx';
import { appUiHost, Page } from '../../model/harness/mount.tsx';
import { uiSuite } from '../../model/harness/suite.ts';
import { makeToken } from '../../ui/app/harness.tsx';
import { documentsModel } from './documents.model.ts';
import { FakeIdentityWidget } from './documents.screens.tsx';

uiSuite(
  documentsModel,
  appUiHost((machine, rawInput) => {
    const input = rawInput as DocumentsInput;
    localStorage.setItem('authToken', makeToken('client'));
    window.history.replaceState(null, '', '/aplicacion-credito/resultado');
    return {
      name: 'The documents flow',
      routes: (onActor) => (
        <>
          <Route
            path="/aplicacion-credito/resultado"
            element={
              <DocumentsFlow
                applicationId={input.applicationId}
                machine={machine as DocumentsMachine}
                Widget={FakeIdentityWidget}
                onActor={onActor}
              />
            }
          />
          <Route path="/documentos-subidos-con-exito" element={<Page title="Documentos recibidos" />} />
        </>
      ),
    };
  }),
);
