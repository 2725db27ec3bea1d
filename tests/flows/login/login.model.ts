import { expect } from 'vitest';
import { loginMachine } from '../../../machines/login.machine.ts';
import { httpError, tokens } from '../../fixtures/samples.ts';
import { defineModel, type ModelDefinition } from '../../model/harness/types.ts';
import { alertsIn, audienceOf, looksLikeEmail } from '../../model/oracle/spec.ts';
import { checkLoginTable } from './login.classes.ts';
import { LOGIN_SPEC as SPEC } from './login.oracle.ts';
import { loginUi } from './login.screens.ts';

export const loginDefinition: ModelDefinition<typeof loginMachine> = {
  name: 'login',
  description:
    'Inicio de sesión: correo y contraseña, errores de campo, alerta de fallo y destino al entrar.',
  machine: loginMachine,
  inputs: [
    { name: 'desde /compras', input: { from: '/compras' } },
    { name: '?prestamo=personal', input: { prestamo: 'personal' } },
    { name: '?prestamo=tienda', input: { prestamo: 'tienda' } },
    { name: 'sin origen', input: {} },
  ],
  events: (snapshot) => [
    // A valid e-mail typed with spaces (trimmed on blur) and a password; clearing the e-mail makes SUBMIT invalid.
    // The same e-mail without spaces is what the screen sends: an <input type="email"> strips them from its value.
    ...(snapshot.context.email === ''
      ? [
          { type: 'CHANGE', field: 'email', value: ' ana@correo.mx ' } as const,
          { type: 'CHANGE', field: 'email', value: 'ana@correo.mx' } as const,
        ]
      : [{ type: 'CHANGE', field: 'email', value: '' } as const]),
    ...(snapshot.context.password === ''
      ? [{ type: 'CHANGE', field: 'password', value: 'secreto123' } as const]
      : []),
    { type: 'BLUR', field: 'email' },
    // Leaving the password trims nothing else (the e-mail typed with spaces stays as typed until its own blur).
    { type: 'BLUR', field: 'password' },
    { type: 'xstate.done.actor.clients.signin', actorId: 'clients.signin', output: { token: tokens.client } },
    {
      type: 'xstate.done.actor.clients.signin',
      actorId: 'clients.signin',
      output: { token: tokens.ephemeral },
    },
    { type: 'xstate.error.actor.clients.signin', actorId: 'clients.signin', error: httpError(401) },
  ],
  describeEvent: (event) => {
    if (event.type === 'CHANGE' && 'field' in event) return `CHANGE ${event.field} = "${event.value}"`;
    if (event.type === 'BLUR' && 'field' in event) return `BLUR ${event.field}`;
    if ('output' in event) {
      return `done: clients.signin (token ${(event.output as { token: string }).token === tokens.ephemeral ? 'efímero' : 'de cliente'})`;
    }
    if ('error' in event) return 'error: clients.signin (HTTP 401)';
    return undefined;
  },
  machineLevel: {
    states: {
      editing: (s) => expect(s.context.token).toBeNull(),
      submitting: (s) => expect(Object.keys(s.context.errors)).toEqual([]),
      toVerification: (s) => expect(s.output?.redirectTo).toBe('/crear-cuenta/verificar'),
      toPersonalLoan: (s) => {
        expect(s.output?.redirectTo).toBe('/aplicacion-credito');
        expect(s.output?.redirectState).toEqual({ applicationType: 'PERSONAL_LOAN' });
      },
      toStoreApplication: (s) => expect(s.output?.redirectTo).toBe('/aplicacion-credito'),
      toOrigin: (s) => expect(['/compras', '/']).toContain(s.output?.redirectTo),
    },
  },
  // UI level: the login screen in its flow host under the app frame (login.screens.ts, login.ui.test.tsx). The
  // e-mail with spaces is not offered there (canExecute): the <input type="email"> strips them, so trimming on
  // BLUR is checked at machine level only.
  oracle: {
    screen: (s) => (s.status === 'active' ? SPEC.screen : null),
    routes: ['/login'],
    check: ({ snapshot: s, before, event, emitted, ui }) => {
      // §2 "Query /login?prestamo=personal …; /login?prestamo=tienda is used from the store link": at UI level the
      // page reads the link it was opened with (the model's input is that link).
      if (ui && before === undefined) {
        const link = new URLSearchParams(ui.location().split('?')[1] ?? '').get('prestamo');
        expect(s.context.prestamo, `/login?prestamo=${link}`).toBe(
          link === 'personal' || link === 'tienda' ? link : null,
        );
      }
      const alerts = alertsIn(emitted).map(({ message, alertType, timer }) => ({
        message,
        alertType,
        timer,
      }));
      // A refusal's alert is its row of the spec table (§8's text, or the 429's own).
      if (event.type !== 'xstate.error.actor.clients.signin') expect(alerts).toEqual([]);
      checkLoginTable(s, before, event, alerts);
      // §5 "Text fields are trimmed on blur": the field left, and only that one.
      if (event.type === 'BLUR' && before) {
        const left = (event as { field?: string }).field;
        expect(s.context.email).toBe(left === 'email' ? before.context.email.trim() : before.context.email);
        expect(s.context.password).toBe(before.context.password);
      }
      if (s.matches('submitting')) {
        // §5: only a valid form is sent.
        expect(
          SPEC.errors.email(s.context.email.trim(), looksLikeEmail(s.context.email.trim())),
        ).toBeUndefined();
        expect(SPEC.errors.password(s.context.password)).toBeUndefined();
      }
      if (s.matches('editing')) {
        const expected = {
          email: SPEC.errors.email(s.context.email.trim(), looksLikeEmail(s.context.email.trim())),
          password: SPEC.errors.password(s.context.password),
        };
        for (const field of ['email', 'password'] as const) {
          // After a refused submit every field shows its spec error; otherwise a shown error is the spec's.
          if (event.type === 'SUBMIT') expect(s.context.errors[field], field).toBe(expected[field]);
          else if (s.context.errors[field] !== undefined)
            expect(s.context.errors[field]).toBe(expected[field]);
        }
      }
      if (s.status === 'done') {
        const output = s.output as { token: string; redirectTo: string; redirectState?: unknown };
        // The token the sign-in answered is handed on (to the session, by the host).
        expect(output.token).toBe((event as { output?: { token?: string } }).output?.token ?? output.token);
        expect(audienceOf(output.token)).not.toBeNull();
        const personal = s.context.prestamo === 'personal';
        const destination =
          audienceOf(output.token) === 'client-ephemeral'
            ? SPEC.destination.verification
            : personal || s.context.prestamo === 'tienda'
              ? SPEC.destination.application
              : (s.context.from ?? SPEC.destination.home);
        expect(output.redirectTo).toBe(destination);
        const ephemeral = audienceOf(output.token) === 'client-ephemeral';
        expect(output.redirectState).toEqual(
          personal && !ephemeral ? { applicationType: 'PERSONAL_LOAN' } : undefined,
        );
      }
    },
  },

  ui: loginUi,
};

export const loginModel = defineModel(loginDefinition);
