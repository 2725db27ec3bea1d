/**
 * The audit's hand-made mutants of realistic bugs (issue 17, "Done means"), applied one at a time as a small text
 * patch to the source file IN PLACE (restored afterwards, also on Ctrl-C), each followed by a run of the model
 * suites. Prints killed/survived per mutant, and how long the suites took to kill it (a hang is a failure within
 * seconds, not a time-out of minutes).
 *
 *   npm run test:audit-mutants                 # every wired mutant
 *   npm run test:audit-mutants -- session-404  # only the mutants whose id contains the argument
 *
 * A patch that no longer applies (the code moved) is reported as an ERROR row, never skipped silently.
 *
 * Levels (issue 40): each mutant runs its model suites level by level, one Vitest process per level
 * (`--maxWorkers=1 --bail=1`), and stops at the first level that kills it: `machine` (the `*.machine.test.ts`
 * suites, details included, and the rule models of tests/rules), then `UI` (the `*.ui.test.tsx` suites), then, only
 * when both let it live, `other` (the remaining tests of the suites' folders, the patched src/domain file's unit test
 * and the mutant's `others`). The table says which level killed each, then the kill rate by level and the wall time.
 *   AUDIT_MUTANTS_MODEL_ONLY=1 npm run test:audit-mutants   # skip the 'other' level (a survivor is 'survived')
 *   AUDIT_MUTANTS_TIMEOUT_S=1200 …                          # per level run (default 900 s); a time-out is an ERROR
 *   AUDIT_MUTANTS_LEVELS=machine …                          # only these levels (machine, UI, other)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { APPLICATION_MUTANTS } from './audit-mutants.application.ts';
import { PROMOTER_MUTANTS } from './audit-mutants.promoter.ts';
import { REST_MUTANTS } from './audit-mutants.rest.ts';
import { UNSEEN_MUTANTS } from './audit-mutants.unseen.ts';

export interface Mutant {
  id: string;
  /** As the audit describes it. */
  title: string;
  file: string;
  find: string | RegExp;
  replace: string;
  /** The suites to run (default: the model suites of the audit's flows); a flow's mutant runs its own. */
  suites?: readonly string[];
  /** Tests outside the suites' folders that the 'other' level runs too (the patched file's own unit tests…). */
  others?: readonly string[];
}

/** A flow's model suites, machine and UI level. */
const suitesOf = (flow: string): readonly string[] => [
  `tests/flows/${flow}/${flow}.machine.test.ts`,
  `tests/flows/${flow}/${flow}.ui.test.tsx`,
];

const MODEL_SUITES = [
  'tests/flows/session/session.machine.test.ts',
  'tests/flows/login/login.machine.test.ts',
  'tests/flows/password/password.machine.test.ts',
  'tests/flows/alert/alert.machine.test.ts',
  'tests/flows/signup/signup.machine.test.ts',
  'tests/flows/signup/signup.details.machine.test.ts',
  'tests/flows/session/session.ui.test.tsx',
  'tests/flows/login/login.ui.test.tsx',
  'tests/flows/password/password.ui.test.tsx',
  'tests/flows/alert/alert.ui.test.tsx',
  'tests/flows/signup/signup.ui.test.tsx',
];

const CURP_FOUND_MANUAL = `            'PERSONAL.SUBMIT': [...submitPersonal],
            'MODE.CHANGE': {
              guard: 'isManualModeRequest',
              target: TO.manualMode,
              actions: 'validatePersonal',
            },
`;
const CURP_NOT_FOUND_BRANCH = `              {
                description:
                  'Spec §8: a rejected lookup switches to manual entry, filled with what the CURP says.',
                guard: { type: 'isCurpNotFound', params: ({ event }) => ({ error: event.error }) },
                target: TO.manualMode,
                actions: ['fillFromTypedCurp', 'validatePersonal'],
              },
`;
const RESEND_RESTART = `        {
          type: 'startCountdown',
          params: ({ event }) => ({ seconds: event.output.retryAfterSeconds }),
        },
        'dismissAlerts',`;

const LOGIN_PERSONAL_BRANCH = `        {
          guard: 'isPersonalLoanStart',
          target: 'toPersonalLoan',
          actions: [
            'clearStoredApplication',
            { type: 'setRedirect', params: { to: PATHS.application, personalLoan: true } },
          ],
        },
`;
const LOGIN_EPHEMERAL_BRANCH = `        {
          guard: 'isEphemeralToken',
          target: 'toVerification',
          actions: { type: 'setRedirect', params: { to: PATHS.signupVerify } },
        },
`;

export const MUTANTS: Mutant[] = [
  // --- The audit's 17 ---
  {
    id: 'signup-availability-guard',
    title: 'Availability guard flipped (sign-up)',
    file: 'machines/signup/setup.ts',
    find: '=> params.output.isAccountAvailable,',
    replace: '=> !params.output.isAccountAvailable,',
  },
  {
    id: 'signup-curpfound-mode',
    title: "'Sin CURP' → manual (MODE.CHANGE) removed from the found CURP (personalData.curp.curpFound)",
    file: 'machines/signup/states/personalData.ts',
    find: CURP_FOUND_MANUAL,
    replace: "            'PERSONAL.SUBMIT': [...submitPersonal],\n",
  },
  {
    id: 'signup-resend-30',
    title: 'Resend wait 60 → 30 s (sign-up)',
    file: 'src/domain/timers.ts',
    find: 'export const RESEND_WAIT_SECONDS = 60;',
    replace: 'export const RESEND_WAIT_SECONDS = 30;',
  },
  {
    id: 'signup-tick-2s',
    title: 'Resend countdown tick 1 → 2 s (the shared countdown sign-up waits on)',
    file: 'machines/shared/countdown.ts',
    find: '  delays: { tick: COUNTDOWN_TICK_MS },\n',
    replace: '  delays: { tick: COUNTDOWN_TICK_MS * 2 },\n',
    suites: [
      'tests/flows/signup/signup.details.machine.test.ts',
      'tests/flows/signup/signup.machine.test.ts',
    ],
  },
  {
    id: 'signup-404-manual',
    title: 'CURP lookup 404 → manual mode dropped (sign-up)',
    file: 'machines/signup/states/personalData.ts',
    find: CURP_NOT_FOUND_BRANCH,
    replace: '',
  },
  {
    id: 'session-404-logout',
    title: '404 logout dropped (profile fetch 404 no longer logs out)',
    file: 'machines/session.machine.ts',
    find: 'return status === 404 || status === 401;',
    replace: 'return status === 401;',
  },
  {
    id: 'useflow-route-typo',
    title: 'Route typo in the route sync (machine → URL navigates to a misspelt path)',
    file: 'src/app/flows/useFlow.ts',
    find: 'if (!sameRoute(route, pathnameRef.current)) navigate(route);',
    replace: "if (!sameRoute(route, pathnameRef.current)) navigate(route.replace(/a$/, 'as'));",
  },
  {
    id: 'password-countdown-3s',
    title: 'Reset redirect countdown 5 → 3 s',
    file: 'machines/password.machine.ts',
    find: 'export const RESET_REDIRECT_SECONDS = timers.RESET_REDIRECT_SECONDS;',
    replace: 'export const RESET_REDIRECT_SECONDS = 3;',
  },
  {
    id: 'signup-wrong-code-text',
    title: 'Wrong-code text changed (sign-up)',
    file: 'machines/signup/messages.ts',
    find: "'Has ingresado un código incorrecto.'",
    replace: "'El código ingresado es incorrecto.'",
  },
  {
    id: 'signup-non-mexican-text',
    title: 'Non-Mexican text changed on the screen (sign-up)',
    file: 'src/screens/signup/PersonalDataStep.tsx',
    find: '{NON_MEXICAN_MESSAGE}',
    replace: "{NON_MEXICAN_MESSAGE.replace('nacionalidad', 'ciudadanía')}",
  },
  {
    id: 'signup-curp-regenerated',
    title: 'CURP and RFC regenerated on every change (a corrected RFC is overwritten, sign-up)',
    file: 'machines/signup/actions.ts',
    find: 'personal: withField(context.personal, event.field, event.value),',
    replace:
      'personal: withGeneratedIdentifiers(withField(context.personal, event.field, event.value), context.personal),',
  },
  {
    id: 'login-personal-loan-reordered',
    title: 'Personal-loan branch reordered in login (before the ephemeral-token branch)',
    file: 'machines/login.machine.ts',
    find: LOGIN_EPHEMERAL_BRANCH + LOGIN_PERSONAL_BRANCH,
    replace: LOGIN_PERSONAL_BRANCH + LOGIN_EPHEMERAL_BRANCH,
  },
  {
    id: 'session-expired-token-kept',
    title: 'Expired token kept (not discarded at load)',
    file: 'machines/session.machine.ts',
    find: 'isExpired(context.claims, context.now),',
    replace: 'false,',
  },
  {
    id: 'signup-resend-no-restart',
    title: 'Resend not restarting the countdown (sign-up)',
    file: 'machines/signup/states/verification.ts',
    find: RESEND_RESTART,
    replace: "        'dismissAlerts',",
  },
  {
    id: 'signup-draft-24h',
    title: 'Sign-up draft lifetime 12 → 24 h',
    file: 'src/app/drafts/pendingClientSignup.ts',
    find: 'lifetimeMs: 12 * HOUR_MS,',
    replace: 'lifetimeMs: 24 * HOUR_MS,',
  },
  {
    id: 'signup-email-blur',
    title: "E-mail field's blur unwired (sign-up screen)",
    file: 'src/screens/signup/AccountStep.tsx',
    find: "onBlur={blur('email')}",
    replace: '',
  },
  {
    id: 'signup-ephemeral-token',
    title: 'Ephemeral token not handed to the session (sign-up)',
    file: 'machines/signup/states/personalData.ts',
    find: "          { type: 'handOverToken', params: ({ event }) => ({ token: event.output.token }) },\n          'forgetPassword',",
    replace: "          'forgetPassword',",
  },
  // --- Extra mutants of the same kinds ---
  {
    id: 'extra-password-tick-2s',
    title: 'Reset countdown tick 1 → 2 s',
    file: 'machines/password.machine.ts',
    find: 'export const COUNTDOWN_TICK_MS = timers.COUNTDOWN_TICK_MS;',
    replace: 'export const COUNTDOWN_TICK_MS = 2000;',
  },
  {
    id: 'extra-login-failed-text',
    title: 'Login-failed alert text changed',
    file: 'machines/login.machine.ts',
    find: "'Has ingresado un correo electrónico o contraseña incorrectos.'",
    replace: "'Correo electrónico o contraseña incorrectos.'",
  },
  {
    id: 'extra-alert-error-timer',
    title: 'Error alert timer 5000 → 3000 ms',
    file: 'src/domain/timers.ts',
    find: 'export const ALERT_TIMER_ERROR_MS = 5000;',
    replace: 'export const ALERT_TIMER_ERROR_MS = 3000;',
  },
  {
    id: 'extra-password-404-field-message-dropped',
    title: 'Unknown e-mail (404) no longer says so under the field',
    file: 'machines/password.machine.ts',
    find: "actions: ['showUnknownEmail', 'alertUnknownEmail'],",
    replace: "actions: ['alertUnknownEmail'],",
  },

  // --- The newer flows: two each, killed through their spec oracle ---
  {
    id: 'oracle-home-approved-step',
    title: 'Home tracker: APPROVED shows "documents in review" instead of choose terms',
    file: 'machines/home.machine.ts',
    find: "    case 'APPROVED':\n      return 'chooseTerm';",
    replace: "    case 'APPROVED':\n      return 'review';",
    suites: suitesOf('home'),
  },
  {
    id: 'oracle-home-failed-text',
    title: 'Home: the loading-failure text changed on the screen',
    file: 'src/screens/home/HomeScreen.tsx',
    find: 'No pudimos cargar tu información.\n          </p>',
    replace: 'No se pudo cargar la información.\n          </p>',
    suites: suitesOf('home'),
  },
  {
    id: 'oracle-storesearch-debounce-500',
    title: 'Store search debounce 1000 → 500 ms',
    file: 'src/domain/timers.ts',
    find: 'export const STORE_SEARCH_DEBOUNCE_MS = 1000;',
    replace: 'export const STORE_SEARCH_DEBOUNCE_MS = 500;',
    suites: suitesOf('storeSearch'),
  },
  {
    id: 'oracle-storesearch-empty-text',
    title: "Store search: 'No encontramos una tienda con ese nombre' changed",
    file: 'machines/storeSearch.machine.ts',
    find: "'No encontramos una tienda con ese nombre'",
    replace: "'No encontramos tiendas con ese nombre'",
    suites: suitesOf('storeSearch'),
  },
  {
    id: 'oracle-storelink-notfound-text',
    title: "Store link: 'No se encontró la tienda solicitada.' changed",
    file: 'machines/storeLink.machine.ts',
    find: "'No se encontró la tienda solicitada.'",
    replace: "'No encontramos la tienda.'",
    suites: suitesOf('storeLink'),
  },
  {
    id: 'oracle-storelink-error-message-swapped',
    title: 'Store link: a failed lookup says the link lacks a storeId',
    file: 'machines/storeLink.machine.ts',
    find: "onError: { target: 'failed', actions: { type: 'fail', params: { error: STORE_NOT_FOUND_MESSAGE } } },",
    replace:
      "onError: { target: 'failed', actions: { type: 'fail', params: { error: STORE_ID_REQUIRED_MESSAGE } } },",
    suites: suitesOf('storeLink'),
  },
  {
    id: 'oracle-documents-link-text',
    title: 'Documents: the link-failure text loses its support advice',
    file: 'machines/documents.machine.ts',
    find: 'subir sus documentos, si el problema persiste comuníquese',
    replace: 'subir sus documentos, comuníquese',
    suites: suitesOf('documents'),
  },
  {
    id: 'oracle-documents-save-alert-dropped',
    title: 'Documents: saving the identity id fails silently',
    file: 'machines/documents.machine.ts',
    find: "onError: { target: 'failed', actions: 'alertSaveFailed' },",
    replace: "onError: { target: 'failed' },",
    suites: suitesOf('documents'),
  },
  {
    id: 'oracle-signing-poll-2000',
    title: 'Signing: profile polling 3000 → 2000 ms',
    file: 'machines/signing/messages.ts',
    find: 'export const POLL_MS = PROFILE_POLL_MS;',
    replace: 'export const POLL_MS = 2000;',
    suites: suitesOf('signing'),
  },
  {
    id: 'oracle-signing-no-date-text',
    title: "Signing: 'Debe seleccionar una fecha' changed",
    file: 'machines/signing/messages.ts',
    find: "export const NO_DATE_MESSAGE = 'Debe seleccionar una fecha';",
    replace: "export const NO_DATE_MESSAGE = 'Selecciona una fecha';",
    suites: suitesOf('signing'),
  },
  {
    id: 'oracle-signing-resend-30',
    title: 'Signing: PIN resend wait 60 → 30 s',
    file: 'machines/signing/messages.ts',
    find: 'export const NIP_RESEND_WAIT_SECONDS = RESEND_WAIT_SECONDS;',
    replace: 'export const NIP_RESEND_WAIT_SECONDS = 30;',
    suites: suitesOf('signing'),
  },
  {
    id: 'oracle-application-debounce-300',
    title: 'Application: estimate debounce 500 → 300 ms',
    file: 'src/domain/timers.ts',
    find: 'export const ESTIMATE_DEBOUNCE_MS = 500;',
    replace: 'export const ESTIMATE_DEBOUNCE_MS = 300;',
    suites: suitesOf('application'),
  },
  {
    id: 'oracle-application-nip-interest-dropped',
    title: 'Application: after the NIP, ELEGIBLE_FOR_INTEREST_PAYMENTS skips the interest offer',
    file: 'machines/application/states/consent.ts',
    find: '        target: TO.interestOffer,',
    replace: '        target: TO.result,',
    suites: suitesOf('application'),
  },
  {
    id: 'oracle-promoter-resend-60',
    title: 'Promoter: business resend wait 90 → 60 s',
    file: 'src/domain/timers.ts',
    find: 'export const BUSINESS_RESEND_WAIT_SECONDS = 90;',
    replace: 'export const BUSINESS_RESEND_WAIT_SECONDS = 60;',
    suites: suitesOf('promoter'),
  },
  {
    id: 'oracle-promoter-process-failed-text',
    title: "Promoter: 'Ocurrió un error al intentar procesar la solicitud' changed",
    file: 'machines/promoter/messages.ts',
    find: "'Ocurrió un error al intentar procesar la solicitud'",
    replace: "'Ocurrió un error al procesar la solicitud'",
    suites: suitesOf('promoter'),
  },
  {
    id: 'oracle-promotersignin-notfound-text',
    title: "Promoter sign-in: 'No se encontró el número de teléfono ingresado.' changed",
    file: 'machines/promoterSignin.machine.ts',
    find: "PROMOTER_NOT_FOUND_MESSAGE = 'No se encontró el número de teléfono ingresado.';",
    replace: "PROMOTER_NOT_FOUND_MESSAGE = 'El número de teléfono no está registrado.';",
    suites: suitesOf('promoterSignin'),
  },
  {
    id: 'oracle-promotersignin-wrong-nip-409',
    title: 'Promoter sign-in: the wrong-NIP status 422 → 409',
    file: 'machines/promoterSignin.machine.ts',
    find: 'errorStatus(params.error) === 422',
    replace: 'errorStatus(params.error) === 409',
    suites: suitesOf('promoterSignin'),
  },

  // --- The credit application's own (issue 25), tooling/mutation/audit-mutants.application.ts ---
  ...APPLICATION_MUTANTS,
  // --- Issue 25: the promoter's quick application ---
  ...PROMOTER_MUTANTS,
  // --- Signing, home tracker, Mi cuenta, drafts, shell menu (issue 25): tooling/mutation/audit-mutants.rest.ts ---
  ...REST_MUTANTS,
  // --- Issue 40: 25 unseen slips of the six kinds, tooling/mutation/audit-mutants.unseen.ts ---
  ...UNSEEN_MUTANTS,
];

const root = resolve(import.meta.dirname, '..', '..');
const filter = process.argv[2];
const selected = MUTANTS.filter((m) => !filter || m.id.includes(filter));
const modelOnly = process.env.AUDIT_MUTANTS_MODEL_ONLY === '1';
/** AUDIT_MUTANTS_LEVELS=machine: only those levels run (a mutant they let live is 'survived'). */
const onlyLevels = process.env.AUDIT_MUTANTS_LEVELS?.split(',').map((l) => l.trim());

let restore: (() => void) | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    restore?.();
    process.exit(130);
  });
}

/** Per level run; a loaded machine needs more than the idle one (AUDIT_MUTANTS_TIMEOUT_S). */
const TIMEOUT_MS = Number(process.env.AUDIT_MUTANTS_TIMEOUT_S ?? 900) * 1000;

type Level = 'machine' | 'UI' | 'other';
const LEVELS: readonly Level[] = ['machine', 'UI', 'other'];
const isUiSuite = (suite: string) => suite.endsWith('.ui.test.tsx');
const isModelSuite = (file: string) => file.endsWith('.machine.test.ts') || isUiSuite(file);

/** The 'other' level: the non-model tests of the suites' folders, the patched domain file's own, the mutant's. */
function otherTests(mutant: Mutant, suites: readonly string[]): string[] {
  const folders = [...new Set(suites.map((suite) => dirname(suite)))];
  const inFolders = folders.flatMap((folder) =>
    readdirSync(resolve(root, folder))
      .filter((name) => /\.test\.tsx?$/.test(name) && !isModelSuite(name))
      .map((name) => `${folder}/${name}`),
  );
  const domain = /^src\/domain\/([^/]+)\.ts$/.exec(mutant.file)?.[1];
  const own = domain ? [`tests/unit/domain/${domain}.test.ts`] : [];
  return [...new Set([...inFolders, ...own, ...(mutant.others ?? [])])].filter((f) =>
    existsSync(resolve(root, f)),
  );
}

function runVitest(files: readonly string[]): { status: 'killed' | 'survived' | 'timeout'; failed: string } {
  // Vitest itself (not through npx), so a time-out stops the process that runs the tests, not only a wrapper.
  const vitest = resolve(root, 'node_modules', 'vitest', 'vitest.mjs');
  const result = spawnSync(process.execPath, [vitest, 'run', ...files, '--maxWorkers=1', '--bail=1'], {
    cwd: root,
    encoding: 'utf8',
    timeout: TIMEOUT_MS,
    // A mutant that fails hundreds of paths prints megabytes.
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal colours of the output
  const output = `${result.stdout}\n${result.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
  const failed = [
    ...new Set([...output.matchAll(/FAIL\s+(?:unit|ui)?\s*(tests\/[^\s>]+)/g)].map((m) => m[1])),
  ]
    .map((f) => f?.replace(/^tests\/(?:flows|rules)\/[^/]+\//, ''))
    .join(', ');
  // A run stopped from outside (a signal) is no verdict either.
  if (result.error || result.signal)
    return { status: 'timeout', failed: result.error?.message ?? `${result.signal}` };
  return { status: result.status === 0 ? 'survived' : 'killed', failed };
}

const rows: string[] = [];
const byLevel: Record<Level | 'survived' | 'error', number> = {
  machine: 0,
  UI: 0,
  other: 0,
  survived: 0,
  error: 0,
};
const runStarted = Date.now();
for (const mutant of selected) {
  const path = resolve(root, mutant.file);
  const original = readFileSync(path, 'utf8');
  const mutated = original.replace(mutant.find, mutant.replace);
  if (mutated === original) {
    byLevel.error += 1;
    rows.push(`| ${mutant.id} | ${mutant.title} | ERROR: patch does not apply to ${mutant.file} | – | – |`);
    continue;
  }
  const suites = mutant.suites ?? MODEL_SUITES;
  // A suite that moved would leave the mutant to whatever other file is listed (Vitest runs what it finds).
  const missing = suites.filter((suite) => !existsSync(resolve(root, suite)));
  if (missing.length > 0) {
    byLevel.error += 1;
    rows.push(`| ${mutant.id} | ${mutant.title} | ERROR: no suite at ${missing.join(', ')} | – | – |`);
    continue;
  }
  const byLevelFiles: Record<Level, readonly string[]> = {
    machine: suites.filter((s) => !isUiSuite(s)),
    UI: suites.filter(isUiSuite),
    other: modelOnly ? [] : otherTests(mutant, suites),
  };
  restore = () => writeFileSync(path, original);
  writeFileSync(path, mutated);
  const started = Date.now();
  try {
    let verdict = 'survived';
    let by = '';
    for (const level of LEVELS) {
      const files = byLevelFiles[level];
      if (files.length === 0 || (onlyLevels && !onlyLevels.includes(level))) continue;
      const run = runVitest(files);
      if (run.status === 'survived') continue;
      // A time-out is no verdict: reported as an error row, never as a kill.
      verdict = run.status === 'timeout' ? `ERROR: ${level} level timed out` : level;
      by = run.failed;
      byLevel[run.status === 'timeout' ? 'error' : level] += 1;
      break;
    }
    if (verdict === 'survived') byLevel.survived += 1;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    rows.push(`| ${mutant.id} | ${mutant.title} | ${verdict} | ${by} | ${seconds} s |`);
    console.log(`${mutant.id}: ${verdict} ${by} (${seconds} s)`);
  } finally {
    restore();
    restore = null;
  }
}

const total = selected.length;
const percent = (n: number) => `${total === 0 ? 0 : Math.round((n / total) * 1000) / 10} %`;
const minutes = ((Date.now() - runStarted) / 60_000).toFixed(1);
console.log('\n| mutant | bug | killed at | by | time |\n|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log('\n| level | killed | rate |\n|---|---|---|');
for (const key of ['machine', 'UI', 'other', 'survived', 'error'] as const)
  console.log(`| ${key} | ${byLevel[key]} | ${percent(byLevel[key])} |`);
const model = byLevel.machine + byLevel.UI;
console.log(
  `\n${model}/${total} killed by the model suites (${percent(model)}), ${byLevel.other} more by the other tests;` +
    ` ${minutes} min wall time, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${cpus().length} cores)`,
);
process.exit(model === total ? 0 : 1);
