/**
 * The signing model at UI level: every covering path is walked through the real screens, the real route guards and
 * session (a fake API), and the route sync; the flow machine runs with the harness's fake actors, and the
 * e-signature widget slot holds a stand-in with two buttons.
 */
import { Route } from 'react-router';
import type { SigningInput, SigningMachine } from '../../machines/signing/index.ts';
import { SigningFlow } from '../../src/app/pages/SigningRoute.tsx';
import { makeToken } from '../ui/app/harness.tsx';
import { APP_ID, SIGNING_ROUTES } from './fixtures/signing.ts';
import { appUiHost, Page } from './harness/mount.tsx';
import { uiSuite } from './harness/suite.ts';
import { signingModel } from './signing.model.ts';
import { WIDGET_CANCEL, WIDGET_FINISH } from './signing.screens.ts';

uiSuite(
  signingModel,
  appUiHost(
    (machine, rawInput) => {
      const input = rawInput as SigningInput;
      localStorage.setItem('authToken', makeToken('client'));
      sessionStorage.clear();
      if (input.selectedDate)
        sessionStorage.setItem(`signing.firstPaymentDate.${APP_ID}`, input.selectedDate);
      window.history.replaceState(null, '', input.route);
      return {
        name: 'The signing flow',
        routes: (onActor) => {
          const flow = (
            <SigningFlow
              machine={machine as SigningMachine}
              applicationId={APP_ID}
              input={input}
              onActor={onActor}
              slots={{
                renderWidget: ({ onFinish, onCancel }) => (
                  <div>
                    <button type="button" onClick={onFinish}>
                      {WIDGET_FINISH}
                    </button>
                    <button type="button" onClick={onCancel}>
                      {WIDGET_CANCEL}
                    </button>
                  </div>
                ),
              }}
            />
          );
          return (
            <>
              {Object.values(SIGNING_ROUTES).map((path) => (
                <Route key={path} path={path} element={flow} />
              ))}
              <Route index element={<Page title="Inicio" />} />
            </>
          );
        },
      };
    },
    () => sessionStorage.clear(),
  ),
);
