/**
 * Login machine (spec §2 "Login and password", §4 "Login", §5 "Login", §8 "Login fails").
 *
 *   editing (/login) ──SUBMIT──▶ [form valid?] ──▶ submitting (/login) ──done──▶ routing ──▶ done (final)
 *        ▲   │ invalid: field errors                   │ error: alert (5 s): 429 the server's text, else §8's
 *        │   └──────────────┘                          ▼
 *        └──────────────────────────────────────── editing
 *
 * The final output names where to go: an ephemeral-client token → /crear-cuenta/verificar; `?prestamo=personal`
 * → /aplicacion-credito as a personal-loan start (the stored application is cleared first); `?prestamo=tienda`
 * → /aplicacion-credito (the stored store application continues); otherwise the origin kept by the guard, or /.
 * The host hands the token to the session machine (LOGIN) before navigating.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { signin } from '../src/api/contract/clients';
import type { BodyOf, ResponseOf } from '../src/api/contract/endpoint';
import { compose, email, required, validateFields } from '../src/domain/fields';
import { ALERT_TIMER_ERROR_MS } from '../src/domain/timers';
import { PATHS } from '../src/paths';
import { loginAtlas } from './login.atlas';
import { type AlertEmitted, errorAlert } from './shared/alerts';
import { type ApiCall, unprovidedCall } from './shared/call';
import { limitMessageOr } from './shared/errors';
import { withoutError } from './shared/fields';
import { audienceOf, decodeToken } from './shared/jwt';

export const LOGIN_FAILED_MESSAGE = 'Has ingresado un correo electrónico o contraseña incorrectos.';
export const LOGIN_FAILED_TIMER_MS = ALERT_TIMER_ERROR_MS;

export type LoanIntent = 'personal' | 'tienda';

export interface LoginInput {
  /** The page the guard sent the visitor away from (pathname + search), if any. */
  readonly from?: string | null;
  /** `?prestamo=` of the login URL. */
  readonly prestamo?: LoanIntent | null;
}

export type LoginField = 'email' | 'password';

export interface LoginContext {
  readonly email: string;
  readonly password: string;
  readonly errors: Readonly<Partial<Record<LoginField, string>>>;
  readonly from: string | null;
  readonly prestamo: LoanIntent | null;
  readonly token: string | null;
  readonly redirectTo: string | null;
  readonly redirectState: LoginOutput['redirectState'] | null;
}

export interface LoginOutput {
  readonly token: string;
  /** Where to navigate once the session has the token. */
  readonly redirectTo: string;
  /** Navigation state for the next page (the personal-loan start). */
  readonly redirectState?: { readonly applicationType: 'PERSONAL_LOAN' };
}

export type LoginEvent =
  | { readonly type: 'CHANGE'; readonly field: LoginField; readonly value: string }
  /** Text fields are trimmed on blur (spec §5); the password is kept as typed. */
  | { readonly type: 'BLUR'; readonly field: LoginField }
  /** No ROUTE.CHANGED: the flow has a single route, so the route sync never tells it of another. */
  | { readonly type: 'SUBMIT' };

/** POST /clients/signin: its body and answer, as the contract defines them. */
export type SignInInput = BodyOf<typeof signin>;
export type SignInOutput = ResponseOf<typeof signin>;

/** The flow's one call, named by endpoint: the page provides it with its `call` (`loginActors(services.call)`). */
export const loginActors = (call: ApiCall) => ({
  /** POST /clients/signin → token. */
  'clients.signin': fromPromise<SignInOutput, SignInInput>(({ input, signal }) =>
    call('clients.signin', { body: input, signal }),
  ),
});

/** Spec §5 "Login": e-mail valid and required; password required. */
const loginRules = { email: compose(required, email), password: required };

function validate(context: Pick<LoginContext, 'email' | 'password'>): Partial<Record<LoginField, string>> {
  return validateFields({ email: context.email, password: context.password }, loginRules);
}

/** Only same-site paths are accepted as a return address. */
function safeOrigin(from: string | null): string | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith(PATHS.login)) return null;
  return from;
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
    emitted: {} as AlertEmitted,
  },
  actors: loginActors(unprovidedCall),
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return {
        [event.field]: event.value,
        errors: withoutError(context.errors, event.field),
      } as Partial<LoginContext>;
    }),
    trimField: assign(({ context, event }) => {
      if (event.type !== 'BLUR' || event.field !== 'email') return {};
      return { email: context.email.trim() };
    }),
    showErrors: assign(({ context }) => ({ errors: validate(context) })),
    clearErrors: assign({ errors: {} }),
    clearPassword: assign({ password: '' }),
    setToken: assign((_, params: { token: string }) => ({ token: params.token })),
    setRedirect: assign((_, params: { to: string; personalLoan?: boolean }) => ({
      redirectTo: params.to,
      redirectState: params.personalLoan ? ({ applicationType: 'PERSONAL_LOAN' } as const) : null,
    })),
    setRedirectToOrigin: assign(({ context }) => ({
      redirectTo: context.from ?? PATHS.home,
      redirectState: null,
    })),
    /**
     * Spec §8 "Login fails" for wrong credentials (401) and any other failure; a 429 (`TOO_MANY_ATTEMPTS`, the
     * server's brute-force limit) shows the server's message, which says how long to wait.
     */
    alertLoginFailed: emit((_, params: { error: unknown }) =>
      errorAlert(limitMessageOr(params.error, LOGIN_FAILED_MESSAGE), LOGIN_FAILED_TIMER_MS),
    ),
    /** Side effect provided by the app: drop `pendingApplication` before a personal-loan start. */
    clearStoredApplication: () => {},
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validate(context)).length === 0,
    isEphemeralToken: ({ context }) => {
      const claims = context.token ? decodeToken(context.token) : null;
      return claims !== null && audienceOf(claims) === 'client-ephemeral';
    },
    isPersonalLoanStart: ({ context }) => context.prestamo === 'personal',
    isStoreLoanReturn: ({ context }) => context.prestamo === 'tienda',
  },
}).createMachine({
  id: 'login',
  meta: { atlas: loginAtlas },
  context: ({ input }) => ({
    email: '',
    password: '',
    errors: {},
    from: safeOrigin(input.from ?? null),
    prestamo: input.prestamo ?? null,
    token: null,
    redirectTo: null,
    redirectState: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      meta: { route: PATHS.login },
      on: {
        CHANGE: { actions: 'setField' },
        BLUR: { actions: 'trimField' },
        SUBMIT: [
          { guard: 'isFormValid', target: 'submitting', actions: 'clearErrors' },
          { actions: 'showErrors' },
        ],
      },
    },
    submitting: {
      meta: { route: PATHS.login },
      invoke: {
        id: 'clients.signin',
        src: 'clients.signin',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: {
          target: 'routing',
          actions: { type: 'setToken', params: ({ event }) => ({ token: event.output.token }) },
        },
        onError: {
          target: 'editing',
          actions: [
            'clearPassword',
            { type: 'alertLoginFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    routing: {
      description: 'Transient: picks where the user goes after signing in.',
      always: [
        {
          guard: 'isEphemeralToken',
          target: 'toVerification',
          actions: { type: 'setRedirect', params: { to: PATHS.signupVerify } },
        },
        {
          guard: 'isPersonalLoanStart',
          target: 'toPersonalLoan',
          actions: [
            'clearStoredApplication',
            { type: 'setRedirect', params: { to: PATHS.application, personalLoan: true } },
          ],
        },
        {
          guard: 'isStoreLoanReturn',
          target: 'toStoreApplication',
          actions: { type: 'setRedirect', params: { to: PATHS.application } },
        },
        { target: 'toOrigin', actions: 'setRedirectToOrigin' },
      ],
    },
    toVerification: {
      type: 'final',
      description: 'Ephemeral-client token: account verification.',
    },
    toPersonalLoan: {
      type: 'final',
      description: '?prestamo=personal: a fresh personal-loan application.',
    },
    toStoreApplication: {
      type: 'final',
      description: '?prestamo=tienda: back to the stored store application.',
    },
    toOrigin: {
      type: 'final',
      description: 'The page the guard kept, or home.',
    },
  },
  output: ({ context }) => ({
    token: context.token ?? '',
    redirectTo: context.redirectTo ?? PATHS.home,
    ...(context.redirectState ? { redirectState: context.redirectState } : {}),
  }),
});

export type LoginMachine = typeof loginMachine;
