/** The home model at UI level: the real home screen in the app layout, the machine with the harness's fake actor. */
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { Route } from 'react-router';
import type { AnyActorRef } from 'xstate';
import type { HomeMachine } from '../../machines/home.machine.ts';
import { documentsLink } from '../../src/app/pages/HomeRoute.tsx';
import { HomeScreen } from '../../src/screens/home/HomeScreen.tsx';
import { makeToken } from '../ui/app/harness.tsx';
import { appUiHost } from './harness/mount.tsx';
import { uiSuite } from './harness/suite.ts';
import { homeModel } from './home.model.ts';

function Home({ machine, onActor }: { machine: HomeMachine; onActor: (a: AnyActorRef) => void }) {
  const actor = useActorRef(machine);
  useEffect(() => onActor(actor), [actor, onActor]);
  return <HomeScreen actor={actor} documentsSlot={documentsLink} />;
}

uiSuite(
  homeModel,
  appUiHost((machine) => {
    localStorage.setItem('authToken', makeToken('client'));
    window.history.replaceState(null, '', '/');
    return {
      name: 'Home',
      routes: (onActor) => (
        <Route index element={<Home machine={machine as HomeMachine} onActor={onActor} />} />
      ),
    };
  }),
);
