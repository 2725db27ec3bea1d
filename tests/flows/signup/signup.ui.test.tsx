/**
 * The sign-up model at UI level: every generated path is walked through the real screens, the real route guards
 * and session (a fake API), the route sync and the draft; the flow machine runs with the harness's fake actors.
 */
import { Route } from 'react-router';
import { beforeAll } from 'vitest';
import type { SignupInput, SignupMachine } from '../../../machines/signup/index.ts';
import { writeDraft } from '../../../src/app/drafts/index.ts';
import { SignupFlow } from '../../../src/app/pages/SignupRoute.tsx';
import { preloadSignupScreens } from '../../../src/screens/signup/SignupScreen.tsx';
import { classSuite } from '../../model/harness/classes.ts';
import { appUiHost, Page } from '../../model/harness/mount.tsx';
import { uiSuite } from '../../model/harness/suite.ts';
import { SIGNUP_TABLE } from '../../model/tables/signup.table.ts';
import { everyTableRowWalked, fieldRowId } from '../../model/tables/table.ts';
import { makeToken } from '../../ui/app/harness.tsx';
import { SIGNUP_CLASSES, SIGNUP_TABLE_ROWS } from './signup.classes.ts';
import { signupModel } from './signup.model.ts';
import { signupUiHooks } from './signup.screens.ts';

// The screens after the account form are lazy chunks: loaded up front, they render as soon as they are reached.
beforeAll(preloadSignupScreens);

const SIGNUP_PATHS = [
  '/crear-cuenta',
  '/crear-cuenta/datos-personales',
  '/crear-cuenta/verificar',
  '/crear-cuenta/actualizar-correo',
  '/crear-cuenta/completada',
];

const host = appUiHost((machine, rawInput) => {
  const input = rawInput as SignupInput;
  const session = input.session ?? 'anonymous';
  if (session === 'ephemeral') localStorage.setItem('authToken', makeToken('client-ephemeral'));
  if (session === 'client') localStorage.setItem('authToken', makeToken('client'));
  if (input.applicationType)
    writeDraft('pendingApplication', { context: { applicationType: input.applicationType } });
  const url =
    session === 'client'
      ? '/crear-cuenta/completada'
      : session === 'ephemeral'
        ? '/crear-cuenta/verificar'
        : `/crear-cuenta?referral=${input.referralCode ?? ''}`;
  window.history.replaceState(null, '', url);

  const overrides: Partial<SignupInput> = {
    ...(input.now === undefined ? {} : { now: input.now }),
    ...(input.resendWaitSeconds === undefined ? {} : { resendWaitSeconds: input.resendWaitSeconds }),
  };
  return {
    name: 'The sign-up flow',
    now: input.now,
    reloadHooks: signupUiHooks,
    onActor: (actor, previous) => {
      signupUiHooks.actor = actor;
      if (previous === actor) return;
      // Record what the screens send (the same actor object they hold).
      const send = actor.send.bind(actor);
      actor.send = (event) => {
        signupUiHooks.sent.push(event as { type: string; field?: string });
        send(event);
      };
    },
    routes: (onActor) => {
      const flow = <SignupFlow machine={machine as SignupMachine} input={overrides} onActor={onActor} />;
      return (
        <>
          {SIGNUP_PATHS.map((path) => (
            <Route key={path} path={path} element={flow} />
          ))}
          <Route index element={<Page title="Inicio" />} />
          <Route path="/aplicacion-credito" element={<Page title="Solicitud de crédito" />} />
          <Route path="/login" element={<Page title="Iniciar sesión" />} />
        </>
      );
    },
  };
});

uiSuite(signupModel, host);
// The spec table's account rows through the real screens (signup.classes.ts).
classSuite(signupModel, SIGNUP_CLASSES, 'ui', host);
everyTableRowWalked(
  SIGNUP_TABLE_ROWS,
  SIGNUP_TABLE.fields.filter((row) => row.form === 'account').map(fieldRowId),
  'ui',
);
