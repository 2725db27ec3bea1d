/**
 * UI level of the password model: every generated path is run through the real screens inside the real app
 * frame (providers, guarded layout, shell, route sync, toast), with the model's machine and its fake actors
 * in the real flow host. The pages the flow ends on are the app's own placeholders.
 */
import { act, render } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import type { PasswordInput, PasswordMachine } from '../../../machines/password.machine.ts';
import { AppProviders } from '../../../src/app/App.tsx';
import { AppLayout } from '../../../src/app/AppLayout.tsx';
import { PasswordFlow } from '../../../src/app/pages/PasswordRoute.tsx';
import { createSession, type SessionActor } from '../../../src/app/session/session.ts';
import { PlaceholderPage } from '../../../src/screens/static/PlaceholderPage.tsx';
import { NOW } from '../../fixtures/samples.ts';
import { flush } from '../../model/harness/actors.ts';
import { classSuite } from '../../model/harness/classes.ts';
import { browserDriver } from '../../model/harness/driver.ts';
import type { UiMount } from '../../model/harness/run.ts';
import { uiSuite } from '../../model/harness/suite.ts';
import { PASSWORD_TABLE } from '../../model/tables/password.table.ts';
import { everyTableRowWalked, fieldRowId } from '../../model/tables/table.ts';
import { fakeServices } from '../../ui/app/harness.tsx';
import { PASSWORD_CLASSES } from './password.classes.ts';
import { PASSWORD_ROWS, passwordModel } from './password.model.ts';
import { PASSWORD_SPEC } from './password.oracle.ts';

const FORGOT_PASSWORD_ROUTE = PASSWORD_SPEC.screens.forgot.route;
const RESET_PASSWORD_ROUTE = PASSWORD_SPEC.screens.reset.route;

/** The flow's own calls are the model's fake actors; these serve the session after the hand-over. */
const services = fakeServices();

let flowActor: AnyActorRef | null = null;
let session: SessionActor | null = null;
let teardown: () => void = () => {};
let reload: () => Promise<void> = async () => {};

/**
 * Captures the flow actor the host starts, so the runner can compare it with the model. Only the first one: once
 * the flow has handed its token to the session, the guarded layout may briefly render the old URL again while the
 * navigation (a transition) is pending, and that short-lived second host is not the flow under test.
 */
function CapturingFlow({ machine }: { machine: PasswordMachine }) {
  return (
    <PasswordFlow
      machine={machine}
      onActor={(actor) => {
        flowActor ??= actor;
      }}
    />
  );
}

const host: UiMount = {
  mount: async (machine: AnyStateMachine, input: unknown) => {
    const { resetToken } = (input ?? {}) as PasswordInput;
    window.history.replaceState(
      null,
      '',
      resetToken ? `${RESET_PASSWORD_ROUTE}?token=${encodeURIComponent(resetToken)}` : FORGOT_PASSWORD_ROUTE,
    );
    const open = async () => {
      flowActor = null;
      session = createSession({ services, token: null, now: NOW });
      const flow = <CapturingFlow machine={machine as PasswordMachine} />;
      const view = render(
        <AppProviders services={services} session={session}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path={FORGOT_PASSWORD_ROUTE} element={flow} />
              <Route path={RESET_PASSWORD_ROUTE} element={flow} />
              <Route index element={<PlaceholderPage title="Inicio" />} />
              <Route path="/aplicacion-credito" element={<PlaceholderPage title="Solicitud de crédito" />} />
              <Route
                path="/crear-cuenta/verificar"
                element={<PlaceholderPage title="Verifica tu correo" />}
              />
            </Route>
          </Routes>
        </AppProviders>,
      );
      await act(() => flush());
      return () => {
        view.unmount();
        session?.stop();
        flowActor = null;
      };
    };
    let close = await open();
    // A reload (or the tab opened again) at the current URL: the flow keeps no draft, it starts from the URL.
    reload = async () => {
      await act(async () => close());
      close = await open();
    };
    teardown = () => {
      close();
      localStorage.clear();
    };
    return {
      ui: browserDriver(),
      actor: () => {
        if (!flowActor) throw new Error('The password flow host did not start its actor');
        return flowActor;
      },
    };
  },
  unmount: () => teardown(),
  act: (step) => act(step),
  reload: () => reload(),
};

uiSuite(passwordModel, host);
classSuite(passwordModel, PASSWORD_CLASSES, 'ui', host);
// The field rows at UI level (the refusals are walked by the generated paths at machine level).
everyTableRowWalked(PASSWORD_ROWS, PASSWORD_TABLE.fields.map(fieldRowId), 'ui');
