/**
 * The promoter sign-in model at UI level: every covering path through the real /promotor landing (`PromoterLanding`:
 * the sign-in flow host, the hand-over to the session, the promoter home), under the real guarded layout, toast and
 * session; the flow machine runs with the harness's fake actors.
 */
import { Route } from 'react-router';
import { beforeAll } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { PromoterSigninInput, PromoterSigninMachine } from '../../../machines/promoterSignin.machine.ts';
import { PromoterLanding } from '../../../src/app/pages/PromoterLandingRoute.tsx';
import { NOW } from '../../fixtures/samples.ts';
import { appUiHost } from '../../model/harness/mount.tsx';
import { uiSuite } from '../../model/harness/suite.ts';
import { promoterSigninModel } from './promoterSignin.model.ts';
import { promoterSigninUiHooks } from './promoterSignin.screens.ts';

// The menu drawer is a lazy chunk: loaded up front, the navigation check opens it without waiting on a timer.
beforeAll(async () => {
  await import('../../../src/app/shell/ShellMenu.tsx');
});

uiSuite(
  promoterSigninModel,
  appUiHost((machine, input) => {
    window.history.replaceState(null, '', '/promotor');
    return {
      name: 'The promoter sign-in host',
      now: NOW,
      routes: (onActor) => {
        // Only the first host counts: after the hand-over the landing shows the promoter's home.
        let first: AnyActorRef | null = null;
        const landing = (
          <PromoterLanding
            machine={machine as PromoterSigninMachine}
            input={input as PromoterSigninInput}
            onActor={(actor) => {
              if (first) return;
              first = actor;
              promoterSigninUiHooks.actor = actor;
              onActor(actor);
            }}
          />
        );
        return <Route path="/promotor" element={landing} />;
      },
    };
  }),
);
