/**
 * One job per file name (docs/architecture.md, "One job per file name"): the roles of the files inside every flow
 * folder, enforced on the working tree, and shown to fail on a planted flow whose files hold the wrong things.
 */
import { describe, expect, test } from 'vitest';
import { roleFlows, roleViolations } from './roles.ts';
import { loadModules, treeModules } from './scan.ts';

const modules = loadModules();

describe('architecture: one job per file name in every flow', () => {
  test('the four flows are checked', () => {
    expect(roleFlows(modules)).toEqual(['application', 'promoter', 'signing', 'signup']);
  });

  test('every flow file holds what its name says', () => {
    expect(roleViolations(modules).map((v) => v.text)).toEqual([]);
  });
});

describe('architecture: the roles fail on a planted flow', () => {
  /** A flow laid out right: no violation. */
  const RIGHT: Record<string, string> = {
    'machines/shared/actions.ts': 'export function actionsOf() {}',
    'machines/loan/setup.ts': [
      "import { setup } from 'xstate';",
      "import { loanActions } from './actions';",
      "export const TO = { done: '#loan.done' } as const;",
      'export function initialContext() { return {}; }',
      'export const loanSetup = setup({ actions: loanActions });',
    ].join('\n'),
    'machines/loan/actions.ts': [
      "import { actionsOf } from '../shared/actions';",
      'const { set, say } = actionsOf();',
      'export const loanActions = {',
      '  clear: set(() => ({ amount: 0 })),',
      "  warn: say({ type: 'alert' }),",
      '};',
    ].join('\n'),
    'machines/loan/form.ts': "export function validateAmount(v: string) { return v === '' ? 'x' : null; }",
    'machines/loan/types.ts':
      'export type LoanContext = { amount: number };\nexport const STEPS = [1, 2] as const;',
    'machines/loan/states/start.ts': [
      "import { loanSetup, TO } from '../setup';",
      'export const start = loanSetup.createStateConfig({ on: { NEXT: TO.done } });',
    ].join('\n'),
  };

  test('a flow laid out right passes', () => {
    expect(roleViolations(treeModules(RIGHT)).map((v) => v.text)).toEqual([]);
  });

  test('each file in the wrong role is named', () => {
    const tree = treeModules({
      ...RIGHT,
      // The setup object built in actions.ts (as signing and sign-up once did), with its own assign/emit.
      'machines/loan/actions.ts': [
        "import { assign, emit } from 'xstate';",
        "import { loanBase } from './setup';",
        'export const loanSetup = loanBase.extend({ actions: { clear: assign({ amount: 0 }) } });',
      ].join('\n'),
      'machines/loan/setup.ts': [
        "import { setup } from 'xstate';",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a planted template literal, as source text
        'export const TO = { done: `#${LOAN_ID}.done` } as const;',
        'export const loanBase = setup({});',
      ].join('\n'),
      // The starting context in types.ts, a form rule in rules.ts, a target written in a state.
      'machines/loan/types.ts':
        'export function initialContext() { return {}; }\nexport const twice = (n: number) => 2 * n;',
      'machines/loan/rules.ts': 'export function validateAmount(v: string) { return v; }',
      'machines/loan/states/start.ts': [
        "import { loanSetup } from '../actions';",
        "export const start = loanSetup.createStateConfig({ on: { NEXT: '#loan.review' } });",
      ].join('\n'),
    });
    expect(roleViolations(tree).map((v) => v.text)).toEqual([
      'machines/loan/actions.ts:3 → .extend( (only setup.ts builds the setup object)',
      'machines/loan/actions.ts:3 → assign( (an action is written with set/say)',
      'machines/loan/actions.ts → no `export const loanActions = {` (a plain actions object)',
      'machines/loan/actions.ts → set/say not from machines/shared/actions.ts (one vocabulary)',
      'machines/loan/types.ts:1 → function initialContext (the starting context is declared in setup.ts)',
      'machines/loan/types.ts:1 → export function initialContext (types.ts holds types, no function)',
      'machines/loan/types.ts:2 → export const twice = (n: number) => (types.ts holds types, no function)',
      "machines/loan/states/start.ts:2 → '#loan.review' (a target is a TO constant of setup.ts)",
      "machines/loan/states/start.ts → loanSetup from '../actions' (a state takes the setup object from ../setup)",
      'machines/loan/rules.ts:1 → export function validateAmount (a form rule (validate…) is declared in form.ts)',
      'machines/loan/setup.ts → no `export const loanSetup = setup(` (the one setup object)',
    ]);
  });

  test('a flow target written as a template outside setup.ts is named', () => {
    const tree = treeModules({
      ...RIGHT,
      'machines/loan/states/start.ts': [
        "import { loanSetup } from '../setup';",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a planted template literal, as source text
        'export const start = loanSetup.createStateConfig({ on: { NEXT: `#${ID}.review` } });',
      ].join('\n'),
    });
    expect(roleViolations(tree).map((v) => v.text)).toEqual([
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a planted template literal, as source text
      'machines/loan/states/start.ts:2 → `#${ID}.review` (a target is a TO constant of setup.ts)',
    ]);
  });
});
