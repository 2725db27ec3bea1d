/**
 * A fake `call` for the actor tests: records every call (endpoint key and arguments) and answers from the table
 * the test gives, by endpoint key; a key without an answer rejects.
 */
import { expect } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import type { ApiCall, EndpointKey } from '../../../machines/shared/call';

export interface RecordedCall {
  readonly key: EndpointKey;
  readonly args: unknown;
}

export function fakeCall(answers: Partial<Record<EndpointKey, (args: never) => unknown>>) {
  const calls: RecordedCall[] = [];
  const call = (async (key: EndpointKey, args: unknown) => {
    calls.push({ key, args });
    const answer = answers[key];
    if (!answer) throw new Error(`No answer for ${key}`);
    return answer(args as never);
  }) as ApiCall;
  return { call, calls };
}

/** Runs one actor to its output. */
export function run<L extends AnyActorLogic>(logic: L, input: unknown): Promise<unknown> {
  return toPromise(createActor(logic, { input } as never).start());
}

/** What every call carries besides its own arguments: the actor's abort signal. */
export const signal = expect.any(AbortSignal);
