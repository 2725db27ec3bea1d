/**
 * The session model at UI level: the whole app as src/main.tsx starts it (`createAppRuntime` + `<App>`: providers,
 * the real route table with its lazy pages, guards, shell, login and sign-up flows), with the model's session
 * machine and the harness's fake profile loaders. The token of the path's input is in local storage at load, as a
 * returning visitor has it. The other calls (sign-in, sign-up) go to a fake API.
 */
import { act, render } from '@testing-library/react';
import { beforeAll } from 'vitest';
import type { SessionInput, SessionMachine } from '../../../machines/session.machine.ts';
import { App, createAppRuntime } from '../../../src/app/App.tsx';
import { rememberProfile } from '../../../src/app/profileCache.ts';
import { takeInitialToken } from '../../../src/app/session/initialToken.ts';
import { flush } from '../../model/harness/actors.ts';
import { browserDriver } from '../../model/harness/driver.ts';
import { uiSuite } from '../../model/harness/suite.ts';
import { type FakeServices, fakeServices, HttpError } from '../../ui/app/harness.tsx';
import { sessionModel } from './session.model.ts';
import { SESSION_ACCOUNTS, SESSION_PASSWORD, sessionUiHooks } from './session.screens.ts';

const tokenOf = new Map([...SESSION_ACCOUNTS].map(([token, email]) => [email, token]));

function services(): FakeServices {
  return fakeServices({
    'clients.signin': async ({ email, password }) => {
      const token = tokenOf.get(email);
      if (!token || password !== SESSION_PASSWORD) throw new HttpError(401);
      return { token };
    },
  });
}

/**
 * The pages are lazy chunks (React.lazy). Loading a module the first time may take real I/O, while the paths run
 * on fake timers (Testing Library's waits do not wait for real time): load the chunks the session can show once, up
 * front, as a browser that has them cached.
 */
beforeAll(async () => {
  await Promise.all([
    import('../../../src/app/pages/LoginRoute.tsx'),
    import('../../../src/app/pages/HomeRoute.tsx'),
    import('../../../src/app/pages/SignupRoute.tsx'),
    import('../../../src/app/pages/PromoterLandingRoute.tsx'),
    import('../../../src/screens/static/PlaceholderPage.tsx'),
    import('../../../src/app/shell/ShellMenu.tsx'),
  ]);
});

let teardown: () => void = () => {};

uiSuite(sessionModel, {
  mount: async (machine, rawInput) => {
    const input = rawInput as SessionInput;
    // A returning visitor: the token is in local storage at load (src/main.tsx reads it the same way).
    if (input.token) localStorage.setItem('authToken', input.token);
    // …and, when the input has one, the profile the app kept from the last visit (src/app/profileCache.ts).
    if (input.cached) rememberProfile(input.cached.token, input.cached.profile);
    window.history.replaceState(null, '', '/');
    const runtime = createAppRuntime({
      services,
      token: takeInitialToken(window),
      history: { kind: 'browser' },
      now: input.now,
      sessionMachine: machine as SessionMachine,
    });
    const view = render(<App runtime={runtime} />);
    sessionUiHooks.send = (event) => runtime.session.send(event);
    await act(() => flush());
    teardown = () => {
      view.unmount();
      runtime.session.stop();
      localStorage.clear();
    };
    return { ui: browserDriver(), actor: () => runtime.session };
  },
  unmount: () => teardown(),
  act: (step) => act(step),
});
