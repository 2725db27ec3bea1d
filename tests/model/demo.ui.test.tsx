import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { demoMachine } from './fixtures/demo.machine.ts';
import { demoModel } from './fixtures/demo.model.ts';
import { DemoApp, demoRouter } from './fixtures/demo-ui.tsx';
import { flush } from './harness/actors.ts';
import { uiSuite } from './harness/suite.ts';

let teardown: () => void = () => {};

uiSuite(demoModel, {
  mount: async (machine) => {
    const actor = createActor(machine as typeof demoMachine).start();
    const router = demoRouter(actor);
    const view = render(<DemoApp router={router} />);
    await act(() => flush());
    teardown = () => {
      view.unmount();
      actor.stop();
    };
    const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const location = () => `${router.state.location.pathname}${router.state.location.search}`;
    return { ui: { screen, user, location }, actor: () => actor };
  },
  unmount: () => teardown(),
  act: (step) => act(step),
});
