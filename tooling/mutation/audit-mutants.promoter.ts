/**
 * Hand-made mutants of the promoter's quick application (issue 25): realistic bugs of the kinds the model suites
 * used to miss — a rule broken at its edge, an enumerated value never walked, a decision that depends on the kind
 * of client, what the promoter may read. Wired into tooling/mutation/audit-mutants.ts; each runs the promoter's model
 * suites (machine and UI level). Recorded in docs/testing.md, "The audit's mutants".
 */
import type { Mutant } from './audit-mutants.ts';

const PROMOTER_SUITES = [
  'tests/flows/promoter/promoter.machine.test.ts',
  'tests/flows/promoter/promoter.ui.test.tsx',
] as const;

export const PROMOTER_MUTANTS: Mutant[] = [
  {
    id: 'promoter-rejected-incomplete-active',
    title:
      'A REJECTED NIP answer for an incomplete client (not activated) shows the result, as for an active one',
    file: 'machines/promoter/setup.ts',
    find: "context.result?.status === 'REJECTED' && context.clientKind !== 'registered',",
    replace: "context.result?.status === 'REJECTED' && context.clientKind === 'new',",
    suites: PROMOTER_SUITES,
  },
  {
    id: 'promoter-rejection-reason-shown',
    title: "A rejection's result screen leaves promoter mode: the promoter reads the customer's reason",
    file: 'machines/promoter/view.ts',
    find: 'c.result ? decisionView(c.result, true) : null;',
    replace: "c.result ? decisionView(c.result, c.result.status !== 'REJECTED') : null;",
    suites: PROMOTER_SUITES,
  },
  {
    id: 'promoter-price-range-dropped',
    title: "The product price's 2,000–50,000 range is left to the server (a price of 50,001 goes on)",
    file: 'machines/promoter/form.ts',
    find: "const price = typed('productPrice') ?? refusals.productPrice?.text;",
    replace: "const price = typed('productPrice');",
    suites: PROMOTER_SUITES,
  },
  {
    id: 'promoter-personal-loan-bands',
    title: "The store purchase offered the personal loan's term bands (no 15, 18 or 24 months)",
    file: 'machines/promoter/form.ts',
    find: "return amount === null ? [] : termsForAmount(amount, 'STORE');",
    replace: "return amount === null ? [] : termsForAmount(amount, 'PERSONAL_LOAN');",
    suites: PROMOTER_SUITES,
  },
  {
    id: 'promoter-retired-no-salary',
    title: 'A retired customer is asked no company, position, salary or start date',
    file: 'machines/promoter/form.ts',
    find: "const WORKING_STATUSES: readonly string[] = ['EMPLOYED', 'INDEPENDENT', 'RETIRED'];",
    replace: "const WORKING_STATUSES: readonly string[] = ['EMPLOYED', 'INDEPENDENT'];",
    suites: PROMOTER_SUITES,
  },
];
