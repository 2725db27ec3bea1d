/**
 * Issue 37 point 3, "one action, one key, however many presses" (machines/shared/keys.ts): the credit application
 * keys its money and state calls by the operation they belong to — the draft for the create, the application for
 * the others — so a customer who saw 'Hubo un error al crear la solicitud, vuelve a intentarlo' and presses again
 * continues with the application the server created.
 *
 * The API here is a small server that keeps its answers by key, as the real one does (server/idempotency): a
 * request whose key it has seen gets the first answer again; a new key runs again (a new application).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { applicationMachine } from '../../../machines/application';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import {
  atFilledReferences,
  type Fakes,
  httpError,
  lostAnswer,
  NEW_PERSONAL_LOAN,
  NOW,
  settle,
  start,
} from './application.harness.ts';
import { CREATE_FAILED, errorAlert } from './application.texts.ts';

fakeTimersFrom(NOW);

/** A create that applies once per key and answers what it answered first; `lose` drops the answers it says. */
function keyedServer(lose: (attempt: number) => boolean) {
  const answers = new Map<string, { id: string } | { error: unknown }>();
  const created: string[] = [];
  let attempt = 0;
  const create: NonNullable<Fakes['applications.create']> = async (input) => {
    attempt++;
    // Without an operation key the API client makes a fresh key per call.
    const key =
      typeof input.operationKey === 'string'
        ? `${input.operationKey}|${JSON.stringify(input.body)}`
        : `fresh-${attempt}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      const id = `a-${created.length + 1}`;
      created.push(id);
      answer = { id };
      answers.set(key, answer);
    }
    if (lose(attempt)) throw lostAnswer();
    if ('error' in answer) throw answer.error;
    return answer as never;
  };
  return { create, created };
}

type CreateInput = { operationKey: string; body: unknown };

describe('the create, keyed by the draft', () => {
  it("a lost answer, 'Continuar' again: the application the server created, not a second one", async () => {
    // The first press: the server creates the application; its answer (and the client's retries') never arrive.
    const server = keyedServer((attempt) => attempt === 1);
    const submitted: string[] = [];
    const f = await atFilledReferences({
      'applications.create': server.create,
      'applications.submit': async (input) => {
        submitted.push(input.id);
        return { id: input.id, status: 'PREAPPROVED', processedAt: null, rejectionReason: null };
      },
    });
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    expect(f.alerts.at(-1)).toEqual(errorAlert(CREATE_FAILED));
    expect(f.snap().matches('references')).toBe(true);
    expect(server.created).toEqual(['a-1']);

    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    expect(server.created).toEqual(['a-1']);
    expect(f.ctx().applicationId).toBe('a-1');
    expect(submitted).toEqual(['a-1']);
    expect(f.snap().matches('consent')).toBe(true);
    const [first, second] = f.keys['applications.create'] ?? [];
    expect(second).toBe(first);
  });

  it('pressed five times during the outage, then once more: still one application', async () => {
    const server = keyedServer((attempt) => attempt <= 5);
    const f = await atFilledReferences({ 'applications.create': server.create });
    for (let i = 0; i < 6; i++) {
      await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    }
    expect(server.created).toEqual(['a-1']);
    expect(f.ctx().applicationId).toBe('a-1');
  });

  it('a reload between the presses keeps the key (it is in the persisted draft)', async () => {
    const server = keyedServer((attempt) => attempt === 1);
    const f = await atFilledReferences({ 'applications.create': server.create });
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    const saved = JSON.parse(JSON.stringify(f.actor.getPersistedSnapshot()));
    f.actor.stop();

    const calls: CreateInput[] = [];
    const machine = applicationMachine.provide({
      actors: {
        'applications.create': (await import('xstate')).fromPromise(async ({ input }) => {
          calls.push(input as CreateInput);
          return server.create(input as never);
        }),
      },
    });
    const reloaded = createActor(machine, { input: NEW_PERSONAL_LOAN, snapshot: saved });
    reloaded.start();
    reloaded.send({ type: 'REFERENCES.SUBMIT' });
    await settle();
    expect(server.created).toEqual(['a-1']);
    expect(reloaded.getSnapshot().context.applicationId).toBe('a-1');
    reloaded.stop();
  });

  it('after a definite refusal the next press is a new action (a new key)', async () => {
    let answers = 0;
    const f = await atFilledReferences({
      'applications.create': async () => {
        answers++;
        if (answers === 1) throw httpError(409, { code: 'APPLICATION_IN_PROGRESS' });
        return { id: 'a-9' } as never;
      },
    });
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    const [first, second] = f.keys['applications.create'] ?? [];
    expect(typeof first).toBe('string');
    expect(second).not.toBe(first);
    expect(f.ctx().applicationId).toBe('a-9');
  });

  it('a 5xx or 409 IDEMPOTENCY_KEY_IN_USE is an unknown outcome: the same key again', async () => {
    const failures = [httpError(503), httpError(409, { code: 'IDEMPOTENCY_KEY_IN_USE' })];
    const f = await atFilledReferences({
      'applications.create': async () => {
        const failure = failures.shift();
        if (failure) throw failure;
        return { id: 'a-1' } as never;
      },
    });
    for (let i = 0; i < 3; i++) {
      await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    }
    const keys = f.keys['applications.create'] ?? [];
    expect(keys).toHaveLength(3);
    expect(typeof keys[0]).toBe('string');
    expect(new Set(keys).size).toBe(1);
  });

  it('two drafts never share a key', async () => {
    const a = start(NEW_PERSONAL_LOAN);
    const b = start(NEW_PERSONAL_LOAN);
    expect(a.ctx().keys.draft).not.toBe(b.ctx().keys.draft);
  });
});

describe('the calls about the application, keyed by the application and the step', () => {
  it('submit lost, pressed again: the same key; the NIP step: its own key, scoped by the application', async () => {
    let submits = 0;
    const f = await atFilledReferences({
      'applications.submit': async (input) => {
        submits++;
        if (submits === 1) throw lostAnswer();
        return { id: input.id, status: 'PREAPPROVED', processedAt: null, rejectionReason: null };
      },
    });
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    const keys = f.keys['applications.submit'] ?? [];
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toContain(':a-1:applications.submit:');
    // The create was answered: pressing did not create again.
    expect(f.calls['applications.create']).toHaveLength(1);
  });
});
