/**
 * Tests of what the harness adds on top of the graph: measured coverage, the spec oracle's delays, hang and
 * runaway detection. Each shows the harness failing where a model suite must fail.
 */
import { describe, expect, test } from 'vitest';
import { createActor, setup } from 'xstate';
import { routeOf } from '../../machines/shared/route.ts';
import { demoMachine } from './fixtures/demo.machine.ts';
import { demoDefinition, demoModel } from './fixtures/demo.model.ts';
import { summarize } from './harness/coverage.ts';
import { analyze, listExclusions, listTransitions } from './harness/graph.ts';
import { createMeasurement, instrumented, transitionIdOf } from './harness/measure.ts';
import { createRecorder, runMachinePath, withinRealTime } from './harness/run.ts';
import { defineModel } from './harness/types.ts';
import { models } from './registry.ts';

describe('measured coverage', () => {
  test('a transition definition has the same id measured from a run as listed from the machine', () => {
    for (const machine of [demoMachine, ...models.map((m) => m.machine)]) {
      const { list, byDefinition } = listTransitions(machine);
      for (const [def, id] of byDefinition) expect(transitionIdOf(def)).toBe(id);
      expect(list.length).toBe(byDefinition.size);
    }
  });

  test('the run records what the actor took, also through provide() and an instrumented machine', () => {
    const measurement = createMeasurement(demoMachine.id);
    const machine = instrumented(demoMachine, measurement.observe).provide({});
    const actor = createActor(machine).start();
    actor.send({ type: 'PING' });
    actor.stop();
    expect([...measurement.transitions]).toContain('idle|PING|0');
    expect(measurement.states.has('idle')).toBe(true);
  });

  test('a path whose step the actor does not take leaves the measured coverage below 100%', async () => {
    const analysis = analyze(demoModel);
    const recorder = createRecorder();
    // Only the shortest path to the initial state: most transitions are never taken.
    await runMachinePath(analysis, analysis.paths[0]!, recorder);
    const measured = summarize(analysis, recorder);
    expect(measured.transitions[0]).toBeLessThan(measured.transitions[1]);
  });

  test('forbidden transitions and history nodes are listed as left out', () => {
    const machine = setup({}).createMachine({
      initial: 'a',
      states: {
        a: { on: { GO: 'b', STAY: { guard: () => true } } },
        b: { initial: 'c', states: { c: {}, h: { type: 'history' } } },
      },
    });
    const { forbidden, history } = listExclusions(machine);
    expect(forbidden.map((t) => t.id)).toEqual(['a|STAY|0']);
    expect(history).toEqual(['b.h']);
  });
});

describe('spec oracle and hangs', () => {
  test('a delay scheduled for another amount than the spec says fails the step', async () => {
    const model = defineModel({
      ...demoDefinition,
      oracle: { screen: (s) => (routeOf(s) ? { route: routeOf(s)!, heading: '' } : null), delay: () => 3000 },
    });
    const analysis = analyze(model);
    const path = analysis.paths.find((p) => p.steps.some((s) => s.event.type.startsWith('xstate.after.')))!;
    await expect(runMachinePath(analysis, path, createRecorder())).rejects.toThrow(
      /scheduled for 5000 ms; the spec says 3000 ms/,
    );
  });

  test('a step that does not finish fails within the time limit, saying where it was stuck', async () => {
    await expect(
      withinRealTime(
        50,
        () => 'stuck in state "idle" at URL /x',
        () => new Promise<void>(() => {}),
      ),
    ).rejects.toThrow(/Hang: .*stuck in state "idle" at URL \/x/);
  });

  test('a machine that keeps answering itself is stopped by the event budget', async () => {
    const looping = setup({}).createMachine({
      id: 'demo-loop',
      initial: 'a',
      states: { a: { on: { PING: { actions: ({ self }) => self.send({ type: 'PING' }) } } } },
    });
    const model = defineModel({
      name: 'loop',
      description: 'bucle',
      machine: looping,
      events: () => [{ type: 'PING' }],
      machineLevel: { states: {} },
      ui: null,
    });
    const analysis = analyze({ ...model, events: () => [] });
    const path = {
      ...analysis.paths[0]!,
      steps: [analysis.paths[0]!.steps[0]!, { ...analysis.paths[0]!.steps[0]!, event: { type: 'PING' } }],
    };
    await expect(runMachinePath(analysis, path, createRecorder())).rejects.toThrow(/Runaway/);
  });
});
