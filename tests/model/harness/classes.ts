/**
 * Class walks: the model's boundary and class data (issue 25). The generated paths walk every transition with
 * mid-range samples; a class walk starts where the model's shortest path first reaches a snapshot (`from`), then
 * sends its own events — a value at a rule's bound, one below, one above; every value of an enumerated input — and
 * runs like a path: the actor must follow the machine, and the spec oracle (`check`) decides whether the outcome is
 * the one the spec gives for that value. At UI level the events go through the screens.
 *
 *   classSuite(model, APPLICATION_CLASSES, 'machine');               // in <name>.machine.test.ts
 *   classSuite(model, APPLICATION_CLASSES, 'ui', host);              // in <name>.ui.test.tsx
 */
import { afterAll, beforeAll, describe, test } from 'vitest';
import { type AnyMachineSnapshot, type EventObject, initialTransition, transition } from 'xstate';
import { type Analysis, analyze, type ModelPath, type Step } from './graph.ts';
import { writeClasses } from './measured-file.ts';
import { createRecorder, runMachinePath, runUiPath, type UiMount } from './run.ts';
import type { AnyModel } from './types.ts';

export interface ClassWalk {
  /** What the walk shows (`renta $999.99: una menos que el mínimo`); unique per model. */
  name: string;
  /**
   * The name of the model input it starts from (`ModelDefinition.inputs`), or an input of its own (a value of an
   * enumerated input the machine reads at its start, e.g. a saved result): the walk then starts at the beginning.
   */
  input: string | { readonly name: string; readonly value: unknown };
  /** Starts where the model's shortest path first reaches a snapshot for which this holds (default: the start). */
  from?: (snapshot: AnyMachineSnapshot) => boolean;
  /** The events sent from there, in order (actor outcomes as `xstate.done/error.actor.<id>` samples). */
  events: ReadonlyArray<EventObject>;
  /** Run at machine level only (default: both levels). */
  machineOnly?: boolean;
}

/** The path of a class walk: the model's shortest prefix to `from`, then the walk's events on the machine. */
export function classPath(model: AnyModel, paths: readonly ModelPath[], walk: ClassWalk): ModelPath {
  let steps: Step[];
  let input: unknown;
  let inputName: string;
  if (typeof walk.input !== 'string') {
    input = walk.input.value;
    inputName = walk.input.name;
    const [state] = initialTransition(model.machine, input) as [AnyMachineSnapshot, unknown];
    steps = [{ event: { type: 'xstate.init' }, state, taken: [] }];
  } else {
    inputName = walk.input;
    const variant = model.inputs?.find((v) => v.name === inputName);
    if (!variant) throw new Error(`[${model.name}] class walk "${walk.name}": no input named ${inputName}`);
    input = variant.input;
    let prefix: Step[] | null = null;
    for (const path of paths) {
      if (path.inputName !== inputName) continue;
      const at = path.steps.findIndex((step) => (walk.from ? walk.from(step.state) : true));
      if (at >= 0 && (prefix === null || at + 1 < prefix.length)) prefix = path.steps.slice(0, at + 1);
    }
    if (!prefix) throw new Error(`[${model.name}] class walk "${walk.name}": no path reaches its start`);
    steps = [...prefix];
  }
  let state = steps[steps.length - 1]!.state;
  for (const event of walk.events) {
    [state] = transition(model.machine, state, event) as [AnyMachineSnapshot, unknown];
    steps.push({ event, state, taken: [] });
  }
  return { steps, input, inputName, description: `[clase] ${walk.name}` };
}

/** Registers one test per class walk at a level (the UI level runs the walks not marked `machineOnly`). */
export function classSuite(
  model: AnyModel,
  walks: readonly ClassWalk[],
  level: 'machine' | 'ui',
  host?: UiMount,
): void {
  describe(`${model.name} · ${level} level · boundary and class walks`, () => {
    const names = new Set<string>();
    for (const walk of walks) {
      if (names.has(walk.name)) throw new Error(`[${model.name}] two class walks named "${walk.name}"`);
      names.add(walk.name);
    }
    // The graph is built once, before the first walk (a file that filters its tests out pays nothing); not in the
    // first walk's own time limit, which a large graph on a loaded machine would exceed.
    let analysis: Analysis | null = null;
    const recorder = createRecorder();
    const atLevel = walks.filter((walk) => level === 'machine' || !walk.machineOnly);
    const passed = new Set<string>();
    const failed = new Set<string>();
    beforeAll(() => {
      analysis ??= analyze(model);
    }, 120_000);
    for (const walk of atLevel) {
      test(
        walk.name,
        async () => {
          failed.add(walk.name);
          analysis ??= analyze(model);
          const path = classPath(model, analysis.paths, walk);
          if (level === 'machine') await runMachinePath(analysis, path, recorder);
          else await runUiPath(analysis, path, recorder, host!);
          failed.delete(walk.name);
          passed.add(walk.name);
        },
        level === 'machine' ? 10_000 : 30_000,
      );
    }
    // What the run covered, for the atlas's coverage tab; only a run of every walk of the level (not a `-t` filter).
    afterAll(() => {
      if (passed.size + failed.size !== atLevel.length) return;
      writeClasses({ model: model.name, level, kind: 'walks', covered: [...passed], missing: [...failed] });
    });
  });
}
