import type { AnyStateMachine } from 'xstate';
import type { SampleEvent } from './types.ts';

/** An invoked call's answer (`done`) and its failure (`failed`), as a model's graph samples them. */
export function answersOf<TMachine extends AnyStateMachine>() {
  type Sample = SampleEvent<TMachine>;
  return {
    done: (call: string, output: unknown) =>
      ({ type: `xstate.done.actor.${call}`, actorId: call, output }) as unknown as Sample,
    failed: (call: string, error: unknown) =>
      ({ type: `xstate.error.actor.${call}`, actorId: call, error }) as unknown as Sample,
  };
}
