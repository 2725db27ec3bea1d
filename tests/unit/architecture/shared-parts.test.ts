/**
 * The flow parts written once (machines/shared/, docs/architecture.md "Shared flow parts"): the resend region
 * around the countdown child (resend.ts) with its one event, the product step's debounced estimate (estimate.ts)
 * and the consent step (consent.ts). A flow that writes its own again — invokes the countdown or the estimate
 * itself, handles the consent's submit or the countdown's tick, or names its resend link another way — fails
 * here; each rule is shown failing on a planted tree.
 */
import { describe, expect, test } from 'vitest';
import { RESEND } from '../../../machines/shared/resend.ts';
import { lineOf, loadModules, type Module, stripSource, treeModules, under } from './scan.ts';

/** Each shared part: the one file allowed to invoke its actor. */
const OWNED_INVOKES: ReadonlyArray<{ readonly src: string; readonly owner: string }> = [
  { src: 'countdown', owner: 'machines/shared/resend.ts' },
  { src: 'applications.estimatedMonthlyPayment', owner: 'machines/shared/estimate.ts' },
];

/** Events one shared part handles: no flow writes a transition on them itself. */
const OWNED_EVENTS: ReadonlyArray<{ readonly event: string; readonly owner: string }> = [
  { event: 'CONSENT.SUBMIT', owner: 'machines/shared/consent.ts' },
  { event: 'COUNTDOWN.TICK', owner: 'machines/shared/resend.ts' },
];

/** An event name ending in `.RESEND` (a resend link), as a string literal. */
const RESEND_EVENT = /(['"`])([A-Z][A-Z_]*\.RESEND)\1/g;

function sharedPartViolations(modules: readonly Module[]): string[] {
  const found: string[] = [];
  for (const m of modules.filter((x) => under(x.file, 'machines', 'src'))) {
    const code = stripSource(m.source, 'keep');
    for (const { src, owner } of OWNED_INVOKES) {
      const invoke = new RegExp(`\\bsrc:\\s*(['"\`])${src.replace(/\./g, '\\.')}\\1`, 'g');
      if (m.file === owner) continue;
      for (const x of code.matchAll(invoke))
        found.push(`${m.file}:${lineOf(code, x.index)} → invokes '${src}' (only ${owner} does)`);
    }
    for (const { event, owner } of OWNED_EVENTS) {
      if (m.file === owner || !under(m.file, 'machines')) continue;
      // A transition (`'EVENT': {` or `'EVENT': [`), not an atlas label (`'EVENT': 'text'`).
      const handler = new RegExp(`(['"\`])${event.replace(/\./g, '\\.')}\\1\\s*:\\s*[[{]`, 'g');
      for (const x of code.matchAll(handler))
        found.push(`${m.file}:${lineOf(code, x.index)} → handles '${event}' (only ${owner} does)`);
    }
    for (const x of code.matchAll(RESEND_EVENT))
      if (x[2] !== RESEND)
        found.push(`${m.file}:${lineOf(code, x.index)} → '${x[2]}' (the resend event is '${RESEND}')`);
  }
  return found;
}

describe('shared flow parts', () => {
  test('no flow writes its own resend region or estimate, and every resend link sends one event', () => {
    expect(sharedPartViolations(loadModules())).toEqual([]);
  });

  test('the flows with a resend link or an estimate build them from the shared parts', () => {
    const modules = loadModules();
    const calling = (call: RegExp) =>
      modules.filter((m) => under(m.file, 'machines') && call.test(stripSource(m.source, 'blank')));
    const callers = (call: RegExp) =>
      [...new Set(calling(call).map((m) => m.file.split('/').slice(0, 2).join('/')))].sort();
    // The application's and the promoter's NIP, the promoter's client code, the signing NIP, the sign-up code and
    // the promoter's sign-in NIP: six links, one region.
    const regions =
      'machines/application machines/promoter machines/promoterSignin.machine.ts machines/signing';
    expect(callers(/\bresendRegion\(/)).toEqual([...regions.split(' '), 'machines/signup']);
    expect(callers(/\bestimateStates\(/)).toEqual(['machines/application', 'machines/promoter']);
    expect(callers(/\bconsentStep\(/)).toEqual(['machines/application', 'machines/promoter']);
  });

  test('catches a planted flow that counts down, estimates or names its resend itself', () => {
    const planted = treeModules({
      'machines/shared/resend.ts': "export const RESEND = 'CODE.RESEND'; const w = { src: 'countdown' };",
      'machines/shared/estimate.ts': "const e = { src: 'applications.estimatedMonthlyPayment' };",
      'machines/loan/states/consent.ts': [
        "const waiting = { invoke: { id: 'countdown', src: 'countdown' } };",
        "const ready = { on: { 'PIN.RESEND': { target: 'resending' } } };",
        "const editing = { on: { 'CONSENT.SUBMIT': [{ guard: 'isConsentValid', target: 'processing' }] } };",
      ].join('\n'),
      'machines/loan/states/product.ts':
        "const estimating = { invoke: { src: 'applications.estimatedMonthlyPayment' } };",
      'src/screens/loan/ConsentStep.tsx': "send({ type: 'NIP.RESEND' });",
      'src/screens/loan/CodeStep.tsx': "send({ type: 'CODE.RESEND' });",
    });
    expect(sharedPartViolations(planted)).toEqual([
      "machines/loan/states/consent.ts:1 → invokes 'countdown' (only machines/shared/resend.ts does)",
      "machines/loan/states/consent.ts:3 → handles 'CONSENT.SUBMIT' (only machines/shared/consent.ts does)",
      "machines/loan/states/consent.ts:2 → 'PIN.RESEND' (the resend event is 'CODE.RESEND')",
      "machines/loan/states/product.ts:1 → invokes 'applications.estimatedMonthlyPayment' (only machines/shared/estimate.ts does)",
      "src/screens/loan/ConsentStep.tsx:1 → 'NIP.RESEND' (the resend event is 'CODE.RESEND')",
    ]);
  });
});
