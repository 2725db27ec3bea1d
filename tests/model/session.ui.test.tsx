/**
 * The session model at UI level: the whole app as src/main.tsx starts it (`createAppRuntime` + `<App>`: providers,
 * the real route table with its lazy pages, guards, shell, login and sign-up flows), with the model's session
 * machine and the harness's fake profile loaders. The token of the path's input is in local storage at load, as a
 * returning visitor has it. The other calls (sign-in, sign-up) go to a fake API.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, vi } from 'vitest';
import type { SessionInput, SessionMachine } from '../../machines/session.machine.ts';
import { App, createAppRuntime } from '../../src/app/App.tsx';
import { takeInitialToken } from '../../src/app/session/initialToken.ts';
import { type FakeServices, fakeServices, HttpError } from '../ui/app/harness.tsx';
import { NOW, tokens } from './fixtures/samples.ts';
import { flush } from './harness/actors.ts';
import { uiSuite } from './harness/suite.ts';
import { sessionModel } from './session.model.ts';
import { SESSION_ACCOUNTS, SESSION_PASSWORD, sessionUiHooks } from './session.screens.ts';

const tokenOf = new Map([...SESSION_ACCOUNTS].map(([token, email]) => [email, token]));

function services(): FakeServices {
  return fakeServices({
    signIn: async ({ email, password }) => {
      const token = tokenOf.get(email);
      if (!token || password !== SESSION_PASSWORD) throw new HttpError(401);
      return { token };
    },
  });
}

function open(url: string, token: string | null, options: { now: number; machine?: SessionMachine }) {
  if (token) localStorage.setItem('authToken', token);
  window.history.replaceState(null, '', url);
  const runtime = createAppRuntime({
    services: services,
    token: takeInitialToken(window),
    history: { kind: 'browser' },
    now: options.now,
    ...(options.machine ? { sessionMachine: options.machine } : {}),
  });
  const view = render(<App runtime={runtime} />);
  return {
    runtime,
    close: () => {
      view.unmount();
      runtime.session.stop();
      localStorage.clear();
    },
  };
}

/**
 * The pages are lazy chunks. A browser downloads each once; here the first render of each page loads its module,
 * which needs the real event loop, while the model runs on fake timers. Open each page the session can show once,
 * with real timers, so the paths find them loaded.
 */
beforeAll(async () => {
  const visits: Array<[url: string, token: string | null, heading: string]> = [
    ['/', null, 'Iniciar sesión'],
    ['/', tokens.client, 'Inicio'],
    ['/promotor', null, 'Promotor'],
    ['/crear-cuenta/verificar', tokens.ephemeral, 'Verifica tu correo'],
  ];
  for (const [url, token, heading] of visits) {
    const { close } = open(url, token, { now: NOW });
    await screen.findByRole('heading', { level: 1, name: heading });
    // The shell's menu drawer is a chunk too (logout).
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeTruthy());
    close();
  }
}, 60_000);

let teardown: () => void = () => {};

uiSuite(sessionModel, {
  mount: async (machine, rawInput) => {
    const input = rawInput as SessionInput;
    const { runtime, close } = open('/', input.token, { now: input.now, machine: machine as SessionMachine });
    sessionUiHooks.send = (event) => runtime.session.send(event);
    await act(() => flush());
    teardown = close;
    const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const location = () => `${window.location.pathname}${window.location.search}`;
    return { ui: { screen, user, location }, actor: () => runtime.session };
  },
  unmount: () => teardown(),
  act: (step) => act(step),
});
