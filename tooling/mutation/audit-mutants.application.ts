/**
 * Hand-made mutants of the credit application flow (issue 25): realistic bugs of its rules at their edges, of a
 * value never walked and of the steps closed after the submission, each to be killed by the application's model
 * suites (machine and UI level). Wired into tooling/mutation/audit-mutants.ts; `npm run test:audit-mutants -- application-`
 * runs them. Which suite kills each: docs/testing.md, "The audit's mutants" → "Credit application".
 */
import type { Mutant } from './audit-mutants.ts';

const APPLICATION_SUITES = [
  'tests/flows/application/application.machine.test.ts',
  'tests/flows/application/application.ui.test.tsx',
];

export const APPLICATION_MUTANTS: Mutant[] = [
  {
    id: 'application-income-at-minimum-refused',
    title: 'Application: a monthly income of exactly $1,000 refused (the minimum made exclusive)',
    file: 'src/domain/limits.ts',
    find: 'income < MIN_MONTHLY_INCOME ? MIN_INCOME_MESSAGE : null;',
    replace: 'income <= MIN_MONTHLY_INCOME ? MIN_INCOME_MESSAGE : null;',
    suites: APPLICATION_SUITES,
  },
  {
    id: 'application-financing-95',
    title: 'Application: 95 % of the price financed instead of 90 %',
    file: 'src/domain/limits.ts',
    find: 'export const FINANCING_RATIO = { numerator: 9, denominator: 10 } as const;',
    replace: 'export const FINANCING_RATIO = { numerator: 19, denominator: 20 } as const;',
    suites: APPLICATION_SUITES,
  },
  {
    id: 'application-band-3000-first',
    title: 'Application: an amount of exactly $3,000 put in the first term band (3 months only)',
    file: 'src/domain/terms.ts',
    find: '  { min: pesos(2_000), max: pesos(2_999.99), terms: [3] },\n  { min: pesos(3_000), max:',
    replace: '  { min: pesos(2_000), max: pesos(3_000), terms: [3] },\n  { min: pesos(3_000.01), max:',
    suites: APPLICATION_SUITES,
  },
  {
    id: 'application-nip-seven-digits',
    title: 'Application: the NIP field keeps a 7th digit (and the NIP is then refused as invalid)',
    file: 'machines/application/actions.ts',
    find: 'digitsUpTo(String(event.value), 6)',
    replace: 'digitsUpTo(String(event.value), 7)',
    suites: APPLICATION_SUITES,
  },
  {
    id: 'application-reason-trailing-space',
    title:
      "Application: a rejection code with the client's trailing space read as an unknown code (default text)",
    file: 'src/domain/rejections.ts',
    find: 'const code = reason?.trim();',
    replace: 'const code = reason;',
    suites: APPLICATION_SUITES,
  },
  {
    id: 'application-retry-to-permisos',
    title:
      'Application: a submission answered RETRY_PROCESSING_APPLICATION (not processed) goes to permisos, not the result',
    file: 'machines/application/setup.ts',
    find: "context.result?.status === 'REJECTED' || context.result?.status === 'RETRY_PROCESSING_APPLICATION',",
    replace: "context.result?.status === 'REJECTED',",
    suites: APPLICATION_SUITES,
  },
  {
    id: 'application-steps-reopen-after-submit',
    title:
      'Application: after the submission, /aplicacion-credito then the URL of info-domicilio (or Back) reopens the address',
    file: 'machines/application/setup.ts',
    find: "(params.step === 'product' || !context.submitted),",
    replace: "(params.step === 'product' || true),",
    suites: APPLICATION_SUITES,
  },
];
