/**
 * Flow events carry no personal data: random walks of every flow machine (the models' own sample events, with
 * their CURPs, e-mails, names, phone numbers, amounts and codes; outcomes of every invoked call; typed URLs with
 * real ids) and every event the tracker emits is checked: it is exactly a contract `flowEvent` (strict: no other
 * field), no value any event of the walk carried appears in it, and its route is a pattern, never a URL.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, type AnyStateMachine, createActor, type EventObject } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { routesOfMachine } from '../../../machines/shared/route.ts';
import { type FlowEvent, flowEvent } from '../../../src/api/contract/analytics.ts';
import { createFlowTracker } from '../../../src/app/analytics/flow-events.ts';
import { createActorController, flush } from '../../model/harness/actors.ts';
import { eventsFor } from '../../model/harness/graph.ts';
import { models } from '../../model/registry.ts';

const SESSION = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const REAL_ID = '0b7f3c2e-91aa-4c1e-b2d3-5e6f7a8b9c0d';
const FIELDS = 'app busy flow from ms outcome route run seq session to type'.split(' ');

/**
 * Every string and number inside an event's payload (everything but its type), with errors' fields; the server's
 * error code and HTTP status of a failed call aside (`code`, `status`: the call's outcome, checked by the contract).
 */
function payloadValues(value: unknown, out: Set<string>, depth = 0): void {
  if (depth > 8 || value === null || value === undefined) return;
  if (typeof value === 'string') out.add(value);
  else if (typeof value === 'number' && Number.isFinite(value)) out.add(String(value));
  else if (Array.isArray(value)) for (const v of value) payloadValues(v, out, depth + 1);
  else if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.getOwnPropertyNames(record)) {
      if (key === 'stack' || key === 'code' || key === 'status' || key === 'httpCode') continue;
      payloadValues(record[key], out, depth + 1);
    }
  }
}

/** Code names of a machine (state names, event types and their parts, route patterns): not personal data. */
function codeNames(machine: AnyStateMachine): Set<string> {
  const names = new Set<string>();
  for (const node of getStateNodes(machine.root)) {
    for (const part of node.path) names.add(part);
    for (const type of node.ownEvents) {
      for (const part of [type, ...type.split('.')]) names.add(part);
      // An invoked actor's id, which its done/error events carry (`actorId`): an endpoint key such as 'clients.me'.
      const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1];
      if (actor) names.add(actor);
    }
  }
  for (const route of routesOfMachine(machine.root as never)) names.add(route);
  return names;
}

async function walk(
  model: (typeof models)[number],
  input: unknown,
  choices: number[],
): Promise<{ events: FlowEvent[]; sent: Set<string> }> {
  const controller = createActorController(model.machine);
  type Provided = Parameters<AnyStateMachine['provide']>[0];
  const machine = model.machine.provide({ actors: controller.actors } as Provided);
  let clock = 0;
  const events: FlowEvent[] = [];
  const send = (batch: FlowEvent[]) => events.push(...batch) >= 0;
  const tracker = createFlowTracker({ session: SESSION, app: '0.1.0', now: () => clock, send });
  const sent = new Set<string>();
  payloadValues(input, sent);
  const given = input === undefined ? {} : { input };
  const actor = createActor(machine, { ...given, inspect: (e) => tracker.observe(e) });
  const routes = routesOfMachine(model.machine.root as never).map((r) => r.replace(/:\w+/g, REAL_ID));
  try {
    actor.start();
    await flush();
    for (const choice of choices) {
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      if (snapshot.status !== 'active') break;
      const moves: EventObject[] = [
        ...eventsFor(model, snapshot).filter((e) => {
          const id = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(e.type)?.[1];
          return id === undefined || (controller.pending().includes(id) && id in snapshot.children);
        }),
        ...routes.map((route) => ({ type: 'ROUTE.CHANGED', route })),
      ];
      if (moves.length === 0) break;
      const move = moves[choice % moves.length]!;
      const { type: _type, ...payload } = move as EventObject & Record<string, unknown>;
      payloadValues(payload, sent);
      clock += 1000;
      if (/^xstate\.(done|error)\.actor\./.test(move.type))
        controller.settle(move.type, move as { output?: unknown; error?: unknown });
      else actor.send(move);
      await flush();
    }
  } finally {
    actor.stop();
  }
  tracker.flush();
  return { events, sent };
}

describe('flow events carry no personal data (random walks of every machine)', () => {
  for (const model of models) {
    it(`${model.name}: every event is a bare flow event, with nothing the walk typed or received`, async () => {
      const inputs = model.inputs?.length ? model.inputs.map((v) => v.input) : [model.input];
      const names = codeNames(model.machine);
      let emitted = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.nat({ max: inputs.length - 1 }),
          fc.array(fc.nat({ max: 1_000_000 }), { minLength: 30, maxLength: 30 }),
          async (variant, choices) => {
            const { events, sent } = await walk(model, inputs[variant], choices);
            emitted += events.length;
            // Server codes (`REJECTED_APPLICATIONS_LIMIT_EXCEEDED`) are code names, not personal data.
            const personal = [...sent].filter(
              (v) => v.length >= 3 && !names.has(v) && !/^[A-Z]+(_[A-Z]+)+$/.test(v),
            );
            for (const event of events) {
              expect(Object.keys(event).every((k) => FIELDS.includes(k))).toBe(true);
              expect(flowEvent.safeParse(event).success).toBe(true);
              expect([event.flow, event.session]).toEqual([model.machine.id, SESSION]);
              // Every text field (the numbers are the tracker's own: run, seq, time in the previous state).
              const { session: _s, run: _r, seq: _q, ms: _m, ...texts } = event;
              const text = JSON.stringify(texts);
              for (const value of personal) expect(text).not.toContain(value);
              expect(text).not.toContain(REAL_ID);
              expect(text).not.toMatch(/@|[A-Z]{4}\d{6}[HM]/);
            }
          },
        ),
        { numRuns: 6, seed: 20261126 },
      );
      expect(emitted).toBeGreaterThan(0);
    });
  }
});
