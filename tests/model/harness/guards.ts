/**
 * Checks that a model is complete: sample outcomes for every invoked actor, an assertion for every state
 * and an executor for every event at UI level, no stale keys. The model tests fail on any problem; the
 * generator lists them in `statecharts/README.md`.
 */
import type { AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { Analysis } from './graph.ts';

/** Event types the machine declares (what the app sends), without XState's internal ones. */
export function declaredEventTypes(analysis: Analysis): string[] {
  const nodes = [analysis.machine.root, ...getStateNodes(analysis.machine.root)];
  const types = new Set<string>();
  for (const node of nodes)
    for (const type of node.transitions.keys()) if (!type.startsWith('xstate.')) types.add(type);
  return [...types].sort();
}

/** Ids of invoked actors with the outcomes the machine handles. */
export function invokedActors(analysis: Analysis): Array<{ id: string; onDone: boolean; onError: boolean }> {
  const nodes: AnyStateNode[] = [analysis.machine.root, ...getStateNodes(analysis.machine.root)];
  return nodes.flatMap((node) =>
    node.invoke.map((inv) => ({
      id: inv.id,
      onDone: node.transitions.has(`xstate.done.actor.${inv.id}`),
      onError: node.transitions.has(`xstate.error.actor.${inv.id}`),
    })),
  );
}

export function modelProblems(analysis: Analysis): string[] {
  const problems: string[] = [];
  const { model } = analysis;
  const stateKeys = new Set(analysis.states.map((s) => s.key));
  const sampled = analysis.sampledTypes;

  for (const actor of invokedActors(analysis)) {
    if (actor.onDone && !sampled.has(`xstate.done.actor.${actor.id}`)) {
      problems.push(`Sin muestra xstate.done.actor.${actor.id} (con su output)`);
    }
    if (actor.onError && !sampled.has(`xstate.error.actor.${actor.id}`)) {
      problems.push(`Sin muestra xstate.error.actor.${actor.id} (con su error)`);
    }
    if (!actor.onError) problems.push(`El actor invocado ${actor.id} no maneja su error (falta onError)`);
  }
  for (const key of Object.keys(model.machineLevel.states)) {
    if (!stateKeys.has(key)) problems.push(`Aserción de máquina para un estado que no existe: ${key}`);
  }
  if (model.ui) {
    for (const key of stateKeys) {
      const assertion = model.ui.states[key];
      if (assertion === 'transient') {
        if (!analysis.transient.has(key))
          problems.push(`El estado ${key} está marcado transitorio pero se detiene en él`);
      } else if (typeof assertion !== 'function') problems.push(`Falta la aserción de UI del estado ${key}`);
    }
    for (const key of Object.keys(model.ui.states)) {
      if (!stateKeys.has(key)) problems.push(`Aserción de UI para un estado que no existe: ${key}`);
    }
    const events = declaredEventTypes(analysis);
    for (const type of events) {
      if (typeof model.ui.events[type] !== 'function')
        problems.push(`Falta el ejecutor de UI del evento ${type}`);
    }
    for (const type of Object.keys(model.ui.events)) {
      if (!events.includes(type)) problems.push(`Ejecutor de UI para un evento que no existe: ${type}`);
    }
  }
  return problems;
}
