/**
 * The login model at UI level: every covering path is walked through the real login screen in the real flow host
 * (`LoginFlow`: route sync, the guard's origin and `?prestamo=` as input, the hand-over to the session), under the
 * real guarded layout, toast and session; the flow machine runs with the harness's fake actors. The pages the
 * flow ends on are placeholders.
 */
import { Route } from 'react-router';
import type { AnyActorRef } from 'xstate';
import type { LoginInput, LoginMachine } from '../../../machines/login.machine.ts';
import { writeDraft } from '../../../src/app/drafts/index.ts';
import { LoginFlow } from '../../../src/app/pages/LoginRoute.tsx';
import { PlaceholderPage } from '../../../src/screens/static/PlaceholderPage.tsx';
import { NOW } from '../../fixtures/samples.ts';
import { appUiHost } from '../../model/harness/mount.tsx';
import { uiSuite } from '../../model/harness/suite.ts';
import { loginModel } from './login.model.ts';
import { LOGIN_DESTINATIONS } from './login.screens.ts';

uiSuite(
  loginModel,
  appUiHost((machine, rawInput) => {
    const input = rawInput as LoginInput;
    // The guard keeps the origin in the navigation state; `?prestamo=` comes with the link.
    const url = input.prestamo ? `/login?prestamo=${input.prestamo}` : '/login';
    const state = input.from ? { usr: { from: input.from }, key: 'model', idx: 0 } : null;
    window.history.replaceState(state, '', url);
    // A stored store application: a personal-loan start clears it, a store return keeps it.
    if (input.prestamo)
      writeDraft('pendingApplication', { context: { applicationType: 'STORE', storeId: 's-1' } });
    return {
      name: 'The login flow host',
      now: NOW,
      routes: (onActor) => {
        // Only the first host counts: after the hand-over the layout may briefly render /login again.
        let first: AnyActorRef | null = null;
        const flow = (
          <LoginFlow
            machine={machine as LoginMachine}
            onActor={(actor) => {
              if (first) return;
              first = actor;
              onActor(actor);
            }}
          />
        );
        return (
          <>
            <Route path="/login" element={flow} />
            {Object.entries(LOGIN_DESTINATIONS).map(([path, title]) =>
              path === '/' ? (
                <Route key={path} index element={<PlaceholderPage title={title} />} />
              ) : (
                <Route key={path} path={path} element={<PlaceholderPage title={title} />} />
              ),
            )}
          </>
        );
      },
    };
  }),
);
