/**
 * Tests of the harness itself: a removed executor or assertion, a wrong assertion, or a machine that
 * drifts from its model must make the model suite fail.
 */
import { describe, expect, test } from 'vitest';
import { demoMachine } from './fixtures/demo.machine.ts';
import { demoDefinition, demoModel } from './fixtures/demo.model.ts';
import { coverage, coveringPaths, expectedSets, isComplete } from './harness/coverage.ts';
import { analyze } from './harness/graph.ts';
import { modelProblems } from './harness/guards.ts';
import { createRecorder, runMachinePath } from './harness/run.ts';
import { defineModel, type ModelDefinition, type UiAssertions, type UiExecutors } from './harness/types.ts';

type Demo = ModelDefinition<typeof demoMachine>;

function withoutUiExecutor(type: keyof UiExecutors<typeof demoMachine>): Demo {
  const events = { ...demoDefinition.ui!.events };
  delete events[type];
  return { ...demoDefinition, ui: { ...demoDefinition.ui!, events } };
}

function withoutUiAssertion(key: keyof UiAssertions<typeof demoMachine>): Demo {
  const states = { ...demoDefinition.ui!.states };
  delete states[key];
  return { ...demoDefinition, ui: { ...demoDefinition.ui!, states } };
}

describe('model harness', () => {
  test('the demo machine covers every construct: invoke, after, always, self-loop, parallel, compound, final', () => {
    const analysis = analyze(demoModel);
    const kinds = new Set(analysis.transitions.map((t) => t.kind));
    expect([...kinds].sort()).toEqual(['after', 'always', 'done', 'error', 'event', 'self']);
    expect(analysis.states.map((s) => s.type)).toEqual(
      expect.arrayContaining(['atomic', 'compound', 'parallel', 'final']),
    );
    expect(analysis.transient).toEqual(new Set(['checking']));
    expect(analysis.edges.selfLoops).toBeGreaterThan(0);
    expect(analysis.edges.delayed).toBeGreaterThan(0);
    expect(isComplete(coverage(analysis, 'machine'))).toBe(true);
    expect(isComplete(coverage(analysis, 'ui'))).toBe(true);
  });

  test('paths include the shortest path through every transition, self-loops and delays included', () => {
    const analysis = analyze(demoModel);
    const descriptions = analysis.paths.map((p) => p.description);
    expect(descriptions).toContain('init → PING → PING');
    expect(descriptions.some((d) => d.endsWith('after RETRY_WAIT'))).toBe(true);
    // No path is a prefix of another one.
    const sigs = analysis.paths.map((p) => p.steps.map((s) => JSON.stringify(s.event)).join('|'));
    for (const a of sigs) for (const b of sigs) if (a !== b) expect(b.startsWith(`${a}|`)).toBe(false);
  });

  test('the UI covering subset covers exactly what all paths cover', () => {
    const analysis = analyze(demoModel);
    const subset = { ...analysis, paths: coveringPaths(analysis, 'ui') };
    expect(subset.paths.length).toBeLessThan(analysis.paths.length);
    expect(expectedSets(subset, 'ui')).toEqual(expectedSets(analysis, 'ui'));
  });

  test('a removed UI executor fails the guard test and drops UI coverage below 100%', () => {
    const analysis = analyze(defineModel(withoutUiExecutor('FINISH')));
    expect(modelProblems(analysis)).toContain('Falta el ejecutor de UI del evento FINISH');
    const ui = coverage(analysis, 'ui');
    expect(isComplete(ui)).toBe(false);
    expect(ui.uncovered.transitions).toContain('ready|FINISH|0');
    expect(ui.uncovered.states).toContain('done');
    expect(isComplete(coverage(analysis, 'machine'))).toBe(true);
  });

  test('a removed UI assertion fails the guard test and leaves its state uncovered', () => {
    const analysis = analyze(defineModel(withoutUiAssertion('ready.theme.dark')));
    expect(modelProblems(analysis)).toContain('Falta la aserción de UI del estado ready.theme.dark');
    expect(coverage(analysis, 'ui').uncovered.states).toEqual(['ready.theme.dark']);
  });

  test('an event the screens do not offer in a state (ui.canExecute) ends the UI run there and shows as uncovered', () => {
    const analysis = analyze(
      defineModel({
        ...demoDefinition,
        ui: { ...demoDefinition.ui!, canExecute: (s, e) => !(e.type === 'CHECK' && s.matches('idle')) },
      }),
    );
    const ui = coverage(analysis, 'ui');
    expect(ui.uncovered.transitions).toEqual(['idle|CHECK|0', 'checking|always|1']);
    expect(isComplete(coverage(analysis, 'machine'))).toBe(true);
  });

  test('a missing actor outcome sample fails the guard test', () => {
    const analysis = analyze(
      defineModel({
        ...demoDefinition,
        events: (snapshot) =>
          demoDefinition.events(snapshot).filter((e) => !e.type.startsWith('xstate.error')),
      }),
    );
    expect(modelProblems(analysis)).toEqual(['Sin muestra xstate.error.actor.loadToken (con su error)']);
  });

  test('a wrong machine-level assertion fails its path', async () => {
    const broken = defineModel({
      ...demoDefinition,
      machineLevel: {
        states: { ...demoDefinition.machineLevel.states, ready: (s) => expect(s.context.token).toBe('otro') },
      },
    });
    const analysis = analyze(broken);
    const path = analysis.paths.find((p) => p.steps.some((s) => s.state.matches('ready')))!;
    await expect(runMachinePath(analysis, path, createRecorder())).rejects.toThrow(/failed at step/);
  });

  test('an implementation that drifts from the model fails its path', async () => {
    const analysis = analyze(demoModel);
    const drifted = {
      ...analysis,
      model: { ...demoModel, machine: demoMachine.provide({ guards: { tokenReceived: () => false } }) },
    };
    const path = analysis.paths.find(
      (p) => p.description === 'init → START → done: loadToken {token: "tkn-demo"} → FINISH',
    )!;
    const recorder = createRecorder();
    await expect(runMachinePath(drifted, path, recorder)).rejects.toThrow(/but the model expects/);
    expect(recorder.transitions.has('ready|FINISH|0')).toBe(false);
  });

  test('typed executors and assertions: a missing one is a type error', () => {
    const { FINISH: _finish, ...executors } = demoDefinition.ui!.events;
    // @ts-expect-error FINISH has no executor
    const missingExecutor: UiExecutors<typeof demoMachine> = executors;
    const { done: _done, ...assertions } = demoDefinition.ui!.states;
    // @ts-expect-error the final state `done` has no assertion
    const missingAssertion: UiAssertions<typeof demoMachine> = assertions;
    expect(Object.keys(missingExecutor)).not.toContain('FINISH');
    expect(Object.keys(missingAssertion)).not.toContain('done');
  });
});
