/**
 * Fake invoked actors under the harness's control: every actor a machine declares in `setup({ actors })`
 * is replaced by a promise actor that stays pending until a path step resolves it with the sample
 * `xstate.done.actor.<id>` output or rejects it with the sample `xstate.error.actor.<id>` error.
 */
import { type AnyStateMachine, fromPromise } from 'xstate';

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export interface ActorController {
  /** Actor implementations for `machine.provide({ actors })`. */
  actors: Record<string, ReturnType<typeof fromPromise<unknown, unknown>>>;
  /** Ids of invoked actors currently pending. */
  pending: () => string[];
  /** Inputs each invoked actor received, by invoke id, in order. */
  inputs: Map<string, unknown[]>;
  settle: (eventType: string, event: { output?: unknown; error?: unknown }) => void;
}

export function createActorController(machine: AnyStateMachine): ActorController {
  const pending = new Map<string, Pending>();
  const inputs = new Map<string, unknown[]>();
  const fake = fromPromise<unknown, unknown>(
    ({ input, self }) =>
      new Promise((resolve, reject) => {
        inputs.set(self.id, [...(inputs.get(self.id) ?? []), input]);
        pending.set(self.id, { resolve, reject });
      }),
  );
  const names = Object.keys(machine.implementations.actors ?? {});
  return {
    actors: Object.fromEntries(names.map((name) => [name, fake])),
    pending: () => [...pending.keys()],
    inputs,
    settle: (eventType, event) => {
      const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
      const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
      const id = done?.[1] ?? error?.[1];
      if (!id) throw new Error(`No es un resultado de actor: ${eventType}`);
      const entry = pending.get(id);
      if (!entry) {
        throw new Error(
          `El actor invocado "${id}" no está en curso (pendientes: ${[...pending.keys()].join(', ') || 'ninguno'})`,
        );
      }
      pending.delete(id);
      if (done) entry.resolve(event.output);
      else entry.reject(event.error);
    },
  };
}

/** Lets promise callbacks and the actor's reactions run. */
export async function flush(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}

/** Milliseconds until the scheduled delayed event of this type fires, read from the actor system. */
export function delayOf(
  system: {
    getSnapshot: () => {
      _scheduledEvents: Record<string, { event: { type: string }; delay: number; startedAt: number }>;
    };
  },
  eventType: string,
  now: number,
): number {
  const scheduled = Object.values(system.getSnapshot()._scheduledEvents).find(
    (s) => s.event.type === eventType,
  );
  if (!scheduled) throw new Error(`No hay un evento diferido "${eventType}" programado`);
  return Math.max(0, scheduled.startedAt + scheduled.delay - now);
}
