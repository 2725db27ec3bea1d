/**
 * The signing model at UI level: every covering path is walked through the real screens, the real route guards and
 * session (a fake API), and the route sync; the flow machine runs with the harness's fake actors, and the
 * e-signature widget slot holds a stand-in with two buttons. The walks also reload the page (the flow starts again
 * from the URL and the server's data).
 */
import { Route } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { SigningInput, SigningMachine } from '../../../machines/signing/index.ts';
import { SigningFlow } from '../../../src/app/pages/SigningRoute.tsx';
import { APP_ID, SIGNING_ROUTES } from '../../fixtures/signing.ts';
import { classSuite } from '../../model/harness/classes.ts';
import { analyze } from '../../model/harness/graph.ts';
import { appUiHost, Page } from '../../model/harness/mount.tsx';
import { createRecorder, runUiPath } from '../../model/harness/run.ts';
import { PATH_TIMEOUT_MS, uiSuite } from '../../model/harness/suite.ts';
import { everyTableRowWalked } from '../../model/tables/table.ts';
import { makeToken } from '../../ui/app/harness.tsx';
import { SIGNING_CLASSES, SIGNING_TABLE_ROWS } from './signing.classes.ts';
import { HOME_STATUSES } from './signing.entry.ts';
import { signingModel } from './signing.model.ts';
import { signingUiHooks, WIDGET_CANCEL, WIDGET_FINISH } from './signing.screens.ts';

/** Set by the host: the walks' reload unmounts the app and opens it again at the current URL. */
const hooks = { reload: async () => {} };

const host = appUiHost(
  (machine, rawInput) => {
    const input = rawInput as SigningInput;
    // The URL and the chosen date come from the browser, as in the app: after a reload, the current URL and the
    // date the host kept for the tab (the first mount starts from the input's).
    const { route: _route, selectedDate: _date, ...fixed } = input;
    localStorage.setItem('authToken', makeToken('client'));
    sessionStorage.clear();
    if (input.selectedDate) sessionStorage.setItem(`signing.firstPaymentDate.${APP_ID}`, input.selectedDate);
    window.history.replaceState(null, '', input.route);
    return {
      name: 'The signing flow',
      reloadHooks: hooks,
      onActor: (actor) => {
        signingUiHooks.actor = actor;
      },
      routes: (onActor) => {
        const flow = (
          <SigningFlow
            machine={machine as SigningMachine}
            applicationId={APP_ID}
            input={fixed}
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
);

// Back, Forward, typed URLs and reloads in the random walks: a reload of a signed application never shows a form.
uiSuite(signingModel, { ...host, reload: () => hooks.reload() });
// The spec table's CLABE rows through the real screens (signing.classes.ts).
classSuite(signingModel, SIGNING_CLASSES, 'ui', host);
everyTableRowWalked(SIGNING_TABLE_ROWS, undefined, 'ui');

// Every status that must send home (§4), through the real screens: the covering subset above needs only one of
// them (they take the same transition), so each gets its own path here.
describe('signing · UI level: every status at the entry that goes home', () => {
  const analysis = analyze(signingModel);
  const recorder = createRecorder();
  for (const status of HOME_STATUSES) {
    const path = analysis.paths.find(
      (p) =>
        p.inputName === 'desde el inicio' &&
        p.steps.length === 2 &&
        p.steps[1]?.event.type === 'xstate.done.actor.applications.list' &&
        (p.steps[1].event as { output?: { items?: { status: string }[] } }).output?.items?.[0]?.status ===
          status,
    );
    test(
      `${status} at seleccionar-plazo goes home`,
      async () => {
        expect(path, `the model opens signing with ${status}`).toBeDefined();
        await runUiPath(analysis, path!, recorder, host);
        expect(window.location.pathname).toBe('/');
      },
      PATH_TIMEOUT_MS.ui,
    );
  }
});
