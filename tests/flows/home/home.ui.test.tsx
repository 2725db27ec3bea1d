/** The home model at UI level: the real home screen in the app layout, the machine with the harness's fake actor. */
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { Route } from 'react-router';
import { beforeAll, describe, expect, test } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { HomeInput, HomeMachine } from '../../../machines/home.machine.ts';
import { useForwardAlerts } from '../../../src/app/alerts/index.ts';
import { documentsLink } from '../../../src/app/pages/HomeRoute.tsx';
import { HomeScreen } from '../../../src/screens/home/HomeScreen.tsx';
import { preloadPendingConsentDialog } from '../../../src/screens/home/PendingConsent.tsx';
import { analyze } from '../../model/harness/graph.ts';
import { appUiHost } from '../../model/harness/mount.tsx';
import { createRecorder, runUiPath } from '../../model/harness/run.ts';
import { PATH_TIMEOUT_MS, uiSuite } from '../../model/harness/suite.ts';
import { makeToken } from '../../ui/app/harness.tsx';
import { homeModel } from './home.model.ts';
import { HOME_SPEC } from './home.oracle.ts';

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

const host = appUiHost((machine, input) => {
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
});

uiSuite(homeModel, host);

// Every status of §4's tracker table, and the untracked ones, through the real screen: the covering subset above
// needs only one tracked status (they take the same transitions), so each list gets its own path here.
describe('home · UI level: every application status on the tracker', () => {
  const analysis = analyze(homeModel);
  const recorder = createRecorder();
  const statusesOf = (p: (typeof analysis.paths)[number]) =>
    (p.steps[1]?.event as { output?: { items?: { status: string }[] } } | undefined)?.output?.items?.map(
      (i) => i.status,
    ) ?? [];
  for (const status of [...Object.keys(HOME_SPEC.trackerStep), ...HOME_SPEC.untracked]) {
    const path = analysis.paths.find(
      (p) =>
        p.steps[1]?.event.type === 'xstate.done.actor.applications.list' &&
        p.steps[2]?.event.type === 'xstate.done.actor.payments.balance' &&
        statusesOf(p).includes(status),
    );
    test(
      `${status}`,
      async () => {
        expect(path, `the model loads ${status}`).toBeDefined();
        await runUiPath(analysis, path!, recorder, host);
      },
      PATH_TIMEOUT_MS.ui,
    );
  }
});
