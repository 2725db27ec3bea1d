/**
 * A stranded draft (issue 37 point 3, docs/flows.md "A stranded draft"): the saved draft lives 14 days, but the
 * server closes a client's undecided application after 24 hours or when they start another, and then answers any
 * call about it with 422 APPLICATION_ABANDONED. The flow says so and continues with a NEW application keeping
 * everything typed: the old id and its keys are forgotten, and 'Continuar' creates again with a new create key.
 *
 * The API here keeps its answers by key, as the real one does (server/idempotency), and knows which applications
 * it has closed.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type ApplicationContext, applicationMachine } from '../../../machines/application';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import {
  atFilledReferences,
  type Fakes,
  fillConsent,
  httpError,
  lostAnswer,
  NEW_PERSONAL_LOAN,
  NOW,
  preapproved,
  settle,
} from './application.harness.ts';
import { ABANDONED, errorAlert, SUBMIT_FAILED } from './application.texts.ts';

fakeTimersFrom(NOW);

const CLOSED = { code: 'APPLICATION_ABANDONED', message: ABANDONED };
const abandonedError = () => httpError(422, { code: CLOSED.code, body: CLOSED });
/** What the customer typed in the forms. */
const typedIn = ({ product, address, employment, references }: ApplicationContext) => ({
  product,
  address,
  employment,
  references,
});

/** A server whose create answers by key, whose calls about a closed application answer 422 APPLICATION_ABANDONED. */
function server() {
  const byKey = new Map<string, string>();
  const created: string[] = [];
  const closed = new Set<string>();
  const submitted: string[] = [];
  let loseSubmit = false;
  const create: NonNullable<Fakes['applications.create']> = async (input) => {
    const key = `${String(input.operationKey)}|${JSON.stringify(input.body)}`;
    let id = byKey.get(key);
    if (id === undefined) {
      id = `a-${created.length + 1}`;
      created.push(id);
      byKey.set(key, id);
    }
    return { id } as never;
  };
  const submit: NonNullable<Fakes['applications.submit']> = async (input) => {
    if (closed.has(input.id)) throw abandonedError();
    submitted.push(input.id);
    if (loseSubmit) throw lostAnswer();
    return preapproved(input.id);
  };
  const process: NonNullable<Fakes['applications.process']> = async (input) => {
    if (closed.has(input.id)) throw abandonedError();
    return { ...preapproved(input.id), processedAt: '2026-01-15T12:00:00.000Z' } as never;
  };
  return {
    fakes: { 'applications.create': create, 'applications.submit': submit, 'applications.process': process },
    created,
    closed,
    submitted,
    loseSubmits: (lose: boolean) => {
      loseSubmit = lose;
    },
  };
}

describe('a draft whose application the server closed', () => {
  it('create answered, submit lost, back after 24 h: the closed-application text, then a new application', async () => {
    const api = server();
    const f = await atFilledReferences(api.fakes);
    api.loseSubmits(true);
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    expect(f.alerts.at(-1)).toEqual(errorAlert(SUBMIT_FAILED));
    expect(f.ctx().applicationId).toBe('a-1');
    const typed = typedIn(f.ctx());

    // The draft is saved; the customer comes back a day later: the server has closed a-1.
    const saved = JSON.parse(JSON.stringify(f.actor.getPersistedSnapshot()));
    f.actor.stop();
    api.closed.add('a-1');
    api.loseSubmits(false);
    const createKeys: string[] = [];
    const alerts: unknown[] = [];
    const machine = applicationMachine.provide({
      actors: {
        'applications.create': fromPromise(async ({ input }) => {
          createKeys.push(String((input as { operationKey: string }).operationKey));
          return api.fakes['applications.create'](input as never);
        }),
        'applications.submit': fromPromise(async ({ input }) =>
          api.fakes['applications.submit'](input as never),
        ),
      },
    });
    const back = createActor(machine, { input: NEW_PERSONAL_LOAN, snapshot: saved });
    back.on('alert', (e) => alerts.push(e));
    back.start();

    back.send({ type: 'REFERENCES.SUBMIT' });
    await settle();
    expect(alerts).toEqual([errorAlert(ABANDONED)]);
    expect(back.getSnapshot().matches('references')).toBe(true);
    const context = back.getSnapshot().context;
    expect(context.applicationId).toBeNull();
    expect(Object.keys(context.keys.turns).filter((operation) => operation.startsWith('a-1:'))).toEqual([]);
    expect(typedIn(context)).toEqual(typed);

    // 'Continuar' again: a new create (a new key, so not the replay of a-1), submitted, on to the NIP.
    back.send({ type: 'REFERENCES.SUBMIT' });
    await settle();
    expect(api.created).toEqual(['a-1', 'a-2']);
    expect(api.submitted).toEqual(['a-1', 'a-2']);
    expect(back.getSnapshot().context.applicationId).toBe('a-2');
    expect(back.getSnapshot().matches('consent')).toBe(true);
    expect(alerts).toHaveLength(1);
    expect(createKeys).toHaveLength(1);
    back.stop();
  });

  it("the first create's key is never sent again after the application was closed", async () => {
    const api = server();
    const f = await atFilledReferences(api.fakes);
    api.loseSubmits(true);
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    api.closed.add('a-1');
    api.loseSubmits(false);
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    const [first, second] = f.keys['applications.create'] ?? [];
    expect(typeof first).toBe('string');
    expect(typeof second).toBe('string');
    expect(second).not.toBe(first);
    expect(f.ctx().applicationId).toBe('a-2');
  });

  it('closed while waiting for the NIP: the text, back to the references, a new application and a new NIP', async () => {
    const api = server();
    const f = await atFilledReferences(api.fakes);
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    expect(f.snap().matches('consent')).toBe(true);

    api.closed.add('a-1');
    fillConsent(f);
    await f.sendAndSettle({ type: 'CONSENT.SUBMIT' });
    expect(f.calls['applications.process']).toHaveLength(1);
    expect(f.alerts.at(-1)).toEqual(errorAlert(ABANDONED));
    expect(f.snap().matches('references')).toBe(true);
    expect(f.ctx()).toMatchObject({ applicationId: null, submitted: false });
    expect(f.ctx().consent.nip).toBe('');

    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    expect(api.created).toEqual(['a-1', 'a-2']);
    expect(f.ctx().applicationId).toBe('a-2');
    expect(f.snap().matches('consent')).toBe(true);
  });
});
