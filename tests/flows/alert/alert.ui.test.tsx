/**
 * The alert model at UI level: the app's alert provider and toast with the model's alert machine, inside the app
 * theme. Alerts arrive the way flows send them: emitted by a flow actor and forwarded by `useForwardAlerts`.
 */
import { act, render } from '@testing-library/react';
import type { AnyActorRef } from 'xstate';
import type { alertMachine } from '../../../machines/alert.machine.ts';
import type { AlertEmitted } from '../../../machines/shared/alerts.ts';
import { type AlertEmitter, AlertProvider, useForwardAlerts } from '../../../src/app/alerts/index.ts';
import { ThemeProvider } from '../../../src/app/theme/index.ts';
import { flush } from '../../model/harness/actors.ts';
import { browserDriver } from '../../model/harness/driver.ts';
import { uiSuite } from '../../model/harness/suite.ts';
import { alertModel } from './alert.model.ts';
import { alertUiHooks } from './alert.screens.ts';

/** A stand-in for a flow actor: only its emitted `alert` events matter here. */
function createEmitter(): AlertEmitter & { emit: (alert: AlertEmitted) => void } {
  const handlers = new Set<(event: AlertEmitted) => void>();
  return {
    on: (_type, handler) => {
      handlers.add(handler);
      return { unsubscribe: () => handlers.delete(handler) };
    },
    emit: (alert) => {
      for (const handler of handlers) handler(alert);
    },
  };
}

function Flow({ emitter }: { emitter: AlertEmitter }) {
  useForwardAlerts(emitter);
  return null;
}

let teardown: () => void = () => {};

uiSuite(alertModel, {
  mount: async (machine) => {
    let actor: AnyActorRef | null = null;
    const emitter = createEmitter();
    alertUiHooks.emit = (alert) => act(() => emitter.emit(alert));
    const view = render(
      <ThemeProvider>
        <AlertProvider
          machine={machine as typeof alertMachine}
          inspect={(event) => {
            if (
              actor === null &&
              event.type === '@xstate.actor' &&
              event.actorRef.sessionId === event.rootId
            ) {
              actor = event.actorRef as AnyActorRef;
            }
          }}
        >
          <Flow emitter={emitter} />
        </AlertProvider>
      </ThemeProvider>,
    );
    await act(() => flush());
    teardown = () => view.unmount();
    return {
      ui: browserDriver(),
      actor: () => {
        if (!actor) throw new Error('The alert provider did not start its actor');
        return actor;
      },
    };
  },
  unmount: () => teardown(),
  act: (step) => act(step),
});
