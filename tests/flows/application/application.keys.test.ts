/**
 * Issue 37 point 3, "one action, one key, however many presses" (machines/shared/keys.ts): the credit application
 * keys its money and state calls by the operation they belong to — the draft for the create, the application for
 * the others — so a customer who saw 'Hubo un error al crear la solicitud, vuelve a intentarlo' and presses again
 * continues with the application the server created.
 *
 * A stranded draft (docs/flows.md "A stranded draft"): the saved draft lives 14 days, but the server closes a
 * client's undecided application after 24 hours or when they start another, and then answers any call about it
 * with 422 APPLICATION_ABANDONED. The flow says so and continues with a NEW application keeping everything typed:
 * the old id and its keys are forgotten, and 'Continuar' creates again with a new create key.
 *
 * The API here is a small server that keeps its answers by key, as the real one does (server/idempotency): a
 * request whose key it has seen gets the first answer again; a new key runs again (a new application). It knows
 * which applications it has closed.
 */
import { describe, expect, it } from 'vitest';
import type { ApplicationContext } from '../../../machines/application';
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
  start,
} from './application.harness.ts';
import { ABANDONED, CREATE_FAILED, errorAlert, SUBMIT_FAILED } from './application.texts.ts';

fakeTimersFrom(NOW);

const abandonedError = () =>
  httpError(422, {
    code: 'APPLICATION_ABANDONED',
    body: { code: 'APPLICATION_ABANDONED', message: ABANDONED },
  });
/** What the customer typed in the forms. */
const typedIn = ({ product, address, employment, references }: ApplicationContext) => ({
  product,
  address,
  employment,
  references,
});

/**
 * A create that applies once per key and answers what it answered first (`loseCreate` drops the answers it says);
 * submit and process answer 422 APPLICATION_ABANDONED for a closed application (`loseSubmits`: submit's answer lost).
 */
function keyedServer(loseCreate: (attempt: number) => boolean = () => false) {
  const byKey = new Map<string, string>();
  const created: string[] = [];
  const closed = new Set<string>();
  const submitted: string[] = [];
  let attempt = 0;
  let loseSubmit = false;
  const fakes: Fakes = {
    'applications.create': async (input) => {
      attempt++;
      // Without an operation key the API client makes a fresh key per call.
      const key =
        typeof input.operationKey === 'string'
          ? `${input.operationKey}|${JSON.stringify(input.body)}`
          : `fresh-${attempt}`;
      let id = byKey.get(key);
      if (id === undefined) {
        id = `a-${created.length + 1}`;
        created.push(id);
        byKey.set(key, id);
      }
      if (loseCreate(attempt)) throw lostAnswer();
      return { id } as never;
    },
    'applications.submit': async (input) => {
      if (closed.has(input.id)) throw abandonedError();
      submitted.push(input.id);
      if (loseSubmit) throw lostAnswer();
      return preapproved(input.id);
    },
    'applications.process': async (input) => {
      if (closed.has(input.id)) throw abandonedError();
      return { ...preapproved(input.id), processedAt: '2026-01-15T12:00:00.000Z' } as never;
    },
  };
  const loseSubmits = (lose: boolean) => {
    loseSubmit = lose;
  };
  return { fakes, created, closed, submitted, loseSubmits };
}

describe('the create, keyed by the draft', () => {
  it("a lost answer, 'Continuar' again: the application the server created, not a second one", async () => {
    // The first press: the server creates the application; its answer (and the client's retries') never arrive.
    const server = keyedServer((attempt) => attempt === 1);
    const f = await atFilledReferences(server.fakes);
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    expect(f.alerts.at(-1)).toEqual(errorAlert(CREATE_FAILED));
    expect(f.snap().matches('references')).toBe(true);
    expect(server.created).toEqual(['a-1']);

    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    expect(server.created).toEqual(['a-1']);
    expect(f.ctx().applicationId).toBe('a-1');
    expect(server.submitted).toEqual(['a-1']);
    expect(f.snap().matches('consent')).toBe(true);
    const [first, second] = f.keys['applications.create'] ?? [];
    expect(second).toBe(first);
  });

  it('pressed five times during the outage, then once more: still one application', async () => {
    const server = keyedServer((attempt) => attempt <= 5);
    const f = await atFilledReferences(server.fakes);
    for (let i = 0; i < 6; i++) await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    expect(server.created).toEqual(['a-1']);
    expect(f.ctx().applicationId).toBe('a-1');
  });

  it('a reload between the presses keeps the key (it is in the persisted draft)', async () => {
    const server = keyedServer((attempt) => attempt === 1);
    const f = await atFilledReferences(server.fakes);
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    const saved = JSON.parse(JSON.stringify(f.actor.getPersistedSnapshot()));
    f.actor.stop();
    const reloaded = start(NEW_PERSONAL_LOAN, server.fakes, saved);
    await reloaded.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    expect(server.created).toEqual(['a-1']);
    expect(reloaded.ctx().applicationId).toBe('a-1');
    reloaded.actor.stop();
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
    for (let i = 0; i < 3; i++) await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    const keys = f.keys['applications.create'] ?? [];
    expect(keys).toHaveLength(3);
    expect(typeof keys[0]).toBe('string');
    expect(new Set(keys).size).toBe(1);
  });

  it('two drafts never share a key', () => {
    expect(start(NEW_PERSONAL_LOAN).ctx().keys.draft).not.toBe(start(NEW_PERSONAL_LOAN).ctx().keys.draft);
  });
});

describe('the calls about the application, keyed by the application and the step', () => {
  it('submit lost, pressed again: the same key; the NIP step: its own key, scoped by the application', async () => {
    let submits = 0;
    const f = await atFilledReferences({
      'applications.submit': async (input) => {
        submits++;
        if (submits === 1) throw lostAnswer();
        return preapproved(input.id);
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

describe('a draft whose application the server closed', () => {
  it('create answered, submit lost, back after 24 h: the closed-application text, then a new application', async () => {
    const api = keyedServer();
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
    const back = start(NEW_PERSONAL_LOAN, api.fakes, saved);
    await back.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    expect(back.alerts).toEqual([errorAlert(ABANDONED)]);
    expect(back.snap().matches('references')).toBe(true);
    expect(back.ctx().applicationId).toBeNull();
    expect(Object.keys(back.ctx().keys.turns).filter((operation) => operation.startsWith('a-1:'))).toEqual(
      [],
    );
    expect(typedIn(back.ctx())).toEqual(typed);

    // 'Continuar' again: a new create (a new key, so not the replay of a-1), submitted, on to the NIP.
    await back.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    expect(api.created).toEqual(['a-1', 'a-2']);
    expect(api.submitted).toEqual(['a-1', 'a-2']);
    expect(back.ctx().applicationId).toBe('a-2');
    expect(back.snap().matches('consent')).toBe(true);
    expect(back.alerts).toHaveLength(1);
    expect(back.keys['applications.create']).toHaveLength(1);
    back.actor.stop();
  });

  it("the first create's key is never sent again after the application was closed", async () => {
    const api = keyedServer();
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
    const api = keyedServer();
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
