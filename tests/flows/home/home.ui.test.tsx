/** The home model at UI level: the real home screen in the app layout, the machine with the harness's fake actor. */
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { Route } from 'react-router';
import { beforeAll } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { HomeInput, HomeMachine } from '../../../machines/home.machine.ts';
import { useForwardAlerts } from '../../../src/app/alerts/index.ts';
import { documentsLink } from '../../../src/app/pages/HomeRoute.tsx';
import { HomeScreen } from '../../../src/screens/home/HomeScreen.tsx';
import { preloadPendingConsentDialog } from '../../../src/screens/home/PendingConsent.tsx';
import { appUiHost } from '../../model/harness/mount.tsx';
import { uiSuite } from '../../model/harness/suite.ts';
import { makeToken } from '../../ui/app/harness.tsx';
import { homeModel } from './home.model.ts';

function Home({
  machine,
  input,
  onActor,
}: {
  machine: HomeMachine;
  input: HomeInput;
  onActor: (a: AnyActorRef) => void;
}) {
  const actor = useActorRef(machine, { input });
  useForwardAlerts(actor);
  useEffect(() => onActor(actor), [actor, onActor]);
  return <HomeScreen actor={actor} documentsSlot={documentsLink} />;
}

// The cancel confirmation loads on its own (src/screens/home/PendingConsent.tsx): loaded before the model checks what
// each state shows right after its event.
beforeAll(preloadPendingConsentDialog);

uiSuite(
  homeModel,
  appUiHost((machine, input) => {
    localStorage.setItem('authToken', makeToken('client'));
    window.history.replaceState(null, '', '/');
    return {
      name: 'Home',
      routes: (onActor) => (
        <Route
          index
          element={<Home machine={machine as HomeMachine} input={input as HomeInput} onActor={onActor} />}
        />
      ),
    };
  }),
);
