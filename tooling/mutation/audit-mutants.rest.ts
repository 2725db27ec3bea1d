/**
 * Hand-made mutants of the signing flow, the home tracker, Mi cuenta, the drafts and the shell menu (issue 25): bugs
 * of the kinds the audit planted (a status let through, a bound moved by one, a row of a table changed, a rule
 * outside the flows broken), none of them the audit's own. Each is killed by model suites alone; docs/testing.md
 * ("The audit's mutants") records which. Wired into tooling/mutation/audit-mutants.ts.
 */
import type { Mutant } from './audit-mutants.ts';

const both = (flow: string): readonly string[] => [
  `tests/flows/${flow}/${flow}.machine.test.ts`,
  `tests/flows/${flow}/${flow}.ui.test.tsx`,
];
const machineOnly = (flow: string): readonly string[] => [`tests/flows/${flow}/${flow}.machine.test.ts`];
/** A rule outside the flows: its model suite lives in tests/rules/<name>/. */
const ruleOnly = (rule: string): readonly string[] => [`tests/rules/${rule}/${rule}.machine.test.ts`];

export const REST_MUTANTS: readonly Mutant[] = [
  {
    id: 'i25-signing-preapproved-signed',
    title: 'Signing opens the term selection for a PREAPPROVED application instead of sending home (§4)',
    file: 'machines/signing/rules.ts',
    find: "new Set(['APPROVED', 'VALIDATING_SIGNATURE'])",
    replace: "new Set(['APPROVED', 'PREAPPROVED', 'VALIDATING_SIGNATURE'])",
    suites: machineOnly('signing'),
  },
  {
    id: 'i25-signing-pin-5-digits',
    title: 'A 5-digit signing PIN is accepted and sent (the length check one below its bound)',
    file: 'machines/signing/form.ts',
    find: 'if (nip.length < NIP_LENGTH) return',
    replace: 'if (nip.length < NIP_LENGTH - 1) return',
    suites: machineOnly('signing'),
  },
  {
    id: 'i25-signing-clabe-19-digits',
    title: 'The CLABE field keeps a 19th digit (pasted text cut one above its 18)',
    file: 'machines/signing/form.ts',
    find: '.slice(0, 18);',
    replace: '.slice(0, 19);',
    suites: machineOnly('signing'),
  },
  {
    id: 'i25-home-analysis-untracked',
    title:
      'Home: an application in ANALYSIS is not tracked (the dashboard shows instead of "documents in review")',
    file: 'machines/home.machine.ts',
    find: "    case 'ANALYSIS':\n",
    replace: '',
    suites: machineOnly('home'),
  },
  {
    id: 'i25-home-signed-texts-swapped',
    title: "Home: a SIGNED store purchase reads the personal loan's deposit text (and the loan the store's)",
    file: 'src/screens/home/HomeScreen.tsx',
    find: "        a.type === 'STORE'\n",
    replace: "        a.type !== 'STORE'\n",
    suites: both('home'),
  },
  {
    id: 'i25-account-badge-every-loan',
    title: 'Mi cuenta: every active loan gets the Vencida badge, also with no overdue balance',
    file: 'machines/account/view.ts',
    find: "overdueBalance > 0 ? 'overdue' : 'current'",
    replace: "overdueBalance >= 0 ? 'overdue' : 'current'",
    suites: ruleOnly('purchases'),
  },
  {
    id: 'i25-drafts-promoter-kept-at-lifetime',
    title: 'The promoter draft is kept at exactly 1 day (§5: dropped when at least 1 old)',
    file: 'src/app/drafts/pendingPromoterApplication.ts',
    find: "expires: 'at',",
    replace: "expires: 'after',",
    suites: ruleOnly('drafts'),
  },
  {
    id: 'i25-drafts-stale-left-stored',
    title: 'An expired or unparsable draft is ignored but left in local storage',
    file: 'src/app/drafts/index.ts',
    find: '  if (stale) removeItem(key, storage);\n',
    replace: '',
    suites: ruleOnly('drafts'),
  },
  {
    id: 'i25-shell-promoter-client-menu',
    title: "A promoter's sidebar shows the client menu (Inicio, Iniciar compra, Mi cuenta, Ver perfil)",
    file: 'src/app/shell/menu.ts',
    find: "if (user?.role === 'promoter') {",
    replace: "if (user?.role === ('business' as string)) {",
    suites: ruleOnly('shellMenu'),
  },
];
