/** The documents model at UI level: the documents panel in the real app with the harness's fake API calls. */
import { act, render } from '@testing-library/react';
import { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { AnyActorRef } from 'xstate';
import type { DocumentsInput, DocumentsMachine } from '../../machines/documents.machine.ts';
import { AppProviders, createAppRuntime } from '../../src/app/App.tsx';
import { AppLayout } from '../../src/app/AppLayout.tsx';
import { DocumentsFlow } from '../../src/app/pages/DocumentsFlow.tsx';
import { takeInitialToken } from '../../src/app/session/initialToken.ts';
import { fakeServices, makeToken } from '../ui/app/harness.tsx';
import { documentsModel } from './documents.model.ts';
import { FakeIdentityWidget } from './documents.screens.tsx';
import { flush } from './harness/actors.ts';
import { browserDriver } from './harness/driver.ts';
import { uiSuite } from './harness/suite.ts';

let teardown: () => void = () => {};

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

uiSuite(documentsModel, {
  mount: async (machine, rawInput) => {
    const input = rawInput as DocumentsInput;
    localStorage.setItem('authToken', makeToken('client'));
    window.history.replaceState(null, '', '/aplicacion-credito/resultado');
    let current: AnyActorRef | null = null;
    const services = fakeServices();
    const runtime = createAppRuntime({
      services: () => services,
      token: takeInitialToken(window),
      history: { kind: 'browser' },
      now: Date.now(),
    });
    const view = render(
      <AppProviders services={services} session={runtime.session}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route
              path="/aplicacion-credito/resultado"
              element={
                <DocumentsFlow
                  applicationId={input.applicationId}
                  machine={machine as DocumentsMachine}
                  Widget={FakeIdentityWidget}
                  onActor={(actor) => {
                    current = actor;
                  }}
                />
              }
            />
            <Route path="/documentos-subidos-con-exito" element={<Page title="Documentos recibidos" />} />
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
        if (!current) throw new Error('The documents flow is not mounted');
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
