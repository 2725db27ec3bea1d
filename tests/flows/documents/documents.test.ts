/**
 * The identity documents of a pre-authorised application (machines/documents.machine.ts) and what the panel shows
 * (`documentsView`), from the real machine (spec §2 "Result screens" PREAPPROVED, §4 "Home tracker", §8 "Document
 * link failure"): the identity-flow link, the widget, the identity id saved, the documents marked uploaded.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { documentsMachine, documentsView } from '../../../machines/documents.machine';
import type { AlertEmitted } from '../../../machines/shared/alerts';
import type { kycFlow } from '../../../src/api/contract/clients';
import type { ResponseOf } from '../../../src/api/contract/endpoint';
import type { transitionToDocumentsUploaded, updateIdentityId } from '../../../src/api/contract/signing';

const SUPPORT_PHONE = '(555) 123-4567';
/** §8 "Document link failure", copied from the spec ({phone}: the customer-service phone). */
const LINK_FAILED =
  'No pudimos obtener el link para subir sus documentos, si el problema persiste comuníquese con soporte al (555) 123-4567';
/** Not in the spec (saving the identity id or marking the documents uploaded failed): the design's copy. */
const SAVE_FAILED = 'No pudimos guardar tus documentos, vuelve a intentarlo.';
/** §9: error alerts last 5 s. */
const ERROR_MS = 5000;

interface Calls {
  getKycFlow: { applicationId: string }[];
  saveIdentityId: { id: string; kycIdentityId: string }[];
  markDocumentsUploaded: { id: string }[];
  /** The operation key each transition was sent with (machines/shared/keys.ts). */
  keys: string[];
}

/** The fake requests wait until the test settles them (`answer`), one at a time, in order. */
function start(fail: { link?: boolean; save?: boolean; mark?: boolean } = {}, applicationId = 'a-42') {
  const calls: Calls = { getKycFlow: [], saveIdentityId: [], markDocumentsUploaded: [], keys: [] };
  const pending: (() => void)[] = [];
  const request = <T>(failed: boolean | undefined, status: string, output: T): Promise<T> =>
    new Promise((resolve, reject) => {
      pending.push(() => (failed ? reject(new Error(status)) : resolve(output)));
    });
  const machine = documentsMachine.provide({
    actors: {
      'clients.kycFlow': fromPromise<ResponseOf<typeof kycFlow>, { applicationId: string }>(({ input }) => {
        calls.getKycFlow.push(input);
        return request(fail.link, 'HTTP 404', { kycFlowId: 'flow-9', verificationId: null, url: null });
      }),
      'signing.updateIdentityId': fromPromise<
        ResponseOf<typeof updateIdentityId>,
        { id: string; kycIdentityId: string }
      >(({ input }) => {
        calls.saveIdentityId.push(input);
        return request(fail.save, 'HTTP 500', { id: input.id, kycIdentityId: input.kycIdentityId });
      }),
      'signing.transitionToDocumentsUploaded': fromPromise<
        ResponseOf<typeof transitionToDocumentsUploaded>,
        { id: string; operationKey: string }
      >(({ input: { operationKey, ...input } }) => {
        calls.markDocumentsUploaded.push(input);
        calls.keys.push(operationKey);
        return request(fail.mark, 'HTTP 422', {
          id: input.id,
          status: 'DOCUMENTS_UPLOADED',
          processedAt: null,
          rejectionReason: null,
        });
      }),
    },
  });
  const actor = createActor(machine, { input: { applicationId, supportPhone: SUPPORT_PHONE } }).start();
  const alerts: AlertEmitted[] = [];
  actor.on('alert', (e) => alerts.push(e));
  /** Settles the oldest pending request and lets the machine take its outcome. */
  const answer = async () => {
    const settle = pending.shift();
    expect(settle, 'a request is pending').toBeDefined();
    settle?.();
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return {
    actor,
    calls,
    alerts,
    answer,
    pending: () => pending.length,
    snapshot: () => actor.getSnapshot(),
    view: () => documentsView(actor.getSnapshot()),
  };
}

async function openWidget(docs: ReturnType<typeof start>) {
  docs.actor.send({ type: 'START' });
  await docs.answer();
  expect(docs.snapshot().value).toBe('widget');
}

describe('documents machine', () => {
  it('idle: the button is offered, nothing is pending and no widget is open', () => {
    const docs = start();
    expect(docs.snapshot().value).toBe('idle');
    expect(docs.snapshot().hasTag('busy')).toBe(false);
    expect(docs.view()).toEqual({ fetchingLink: false, saving: false, widgetFlowId: null });
  });

  it('START fetches the identity-flow link of the application, then opens the widget with it', async () => {
    const docs = start();
    docs.actor.send({ type: 'START' });
    expect(docs.snapshot().value).toBe('fetchingLink');
    expect(docs.snapshot().hasTag('busy')).toBe(true);
    expect(docs.view()).toEqual({ fetchingLink: true, saving: false, widgetFlowId: null });
    expect(docs.calls.getKycFlow).toEqual([{ applicationId: 'a-42' }]);
    await docs.answer();
    expect(docs.snapshot().value).toBe('widget');
    expect(docs.snapshot().hasTag('busy')).toBe(false);
    expect(docs.snapshot().context.flowId).toBe('flow-9');
    expect(docs.view()).toEqual({ fetchingLink: false, saving: false, widgetFlowId: 'flow-9' });
    expect(docs.alerts).toEqual([]);
  });

  it('a failed link shows the §8 error alert with the support phone for 5 s and offers the button again', async () => {
    const docs = start({ link: true });
    docs.actor.send({ type: 'START' });
    await docs.answer();
    expect(docs.snapshot().value).toBe('idle');
    expect(docs.view()).toEqual({ fetchingLink: false, saving: false, widgetFlowId: null });
    expect(docs.alerts).toEqual([
      { type: 'alert', message: LINK_FAILED, alertType: 'error', timer: ERROR_MS },
    ]);
  });

  it('finishing the widget saves the identity id, marks the documents uploaded and ends', async () => {
    const docs = start();
    await openWidget(docs);
    docs.actor.send({ type: 'WIDGET.FINISH', identityId: 'idv-7' });
    expect(docs.snapshot().value).toBe('saving');
    expect(docs.snapshot().hasTag('busy')).toBe(true);
    expect(docs.snapshot().context.identityId).toBe('idv-7');
    expect(docs.view()).toEqual({ fetchingLink: false, saving: true, widgetFlowId: null });
    expect(docs.calls.saveIdentityId).toEqual([{ id: 'a-42', kycIdentityId: 'idv-7' }]);
    expect(docs.calls.markDocumentsUploaded).toEqual([]);

    await docs.answer();
    expect(docs.snapshot().value).toBe('transitioning');
    expect(docs.snapshot().hasTag('busy')).toBe(true);
    expect(docs.view()).toEqual({ fetchingLink: false, saving: true, widgetFlowId: null });
    expect(docs.calls.markDocumentsUploaded).toEqual([{ id: 'a-42' }]);

    await docs.answer();
    expect(docs.snapshot().value).toBe('uploaded');
    expect(docs.snapshot().status).toBe('done');
    expect(docs.view()).toEqual({ fetchingLink: false, saving: true, widgetFlowId: null });
    expect(docs.alerts).toEqual([]);
  });

  it('a widget that finishes without an identity id is ignored: nothing is saved', async () => {
    const docs = start();
    await openWidget(docs);
    docs.actor.send({ type: 'WIDGET.FINISH', identityId: '' });
    expect(docs.snapshot().value).toBe('widget');
    expect(docs.snapshot().context.identityId).toBeNull();
    expect(docs.view().widgetFlowId).toBe('flow-9');
    expect(docs.calls.saveIdentityId).toEqual([]);
    expect(docs.pending()).toBe(0);
  });

  it('cancelling the widget closes it and offers the button again', async () => {
    const docs = start();
    await openWidget(docs);
    docs.actor.send({ type: 'WIDGET.CANCEL' });
    expect(docs.snapshot().value).toBe('idle');
    expect(docs.view()).toEqual({ fetchingLink: false, saving: false, widgetFlowId: null });
    docs.actor.send({ type: 'START' });
    expect(docs.calls.getKycFlow).toHaveLength(2);
  });

  it('a failed save shows the error alert for 5 s and returns to the button, without marking the documents', async () => {
    const docs = start({ save: true });
    await openWidget(docs);
    docs.actor.send({ type: 'WIDGET.FINISH', identityId: 'idv-7' });
    await docs.answer();
    expect(docs.snapshot().value).toBe('failed');
    expect(docs.snapshot().status).toBe('active');
    expect(docs.view()).toEqual({ fetchingLink: false, saving: false, widgetFlowId: null });
    expect(docs.calls.markDocumentsUploaded).toEqual([]);
    expect(docs.alerts).toEqual([
      { type: 'alert', message: SAVE_FAILED, alertType: 'error', timer: ERROR_MS },
    ]);
  });

  it('a failed transition shows the same alert and returns to the button', async () => {
    const docs = start({ mark: true }, 'a-7');
    await openWidget(docs);
    docs.actor.send({ type: 'WIDGET.FINISH', identityId: 'idv-8' });
    await docs.answer();
    expect(docs.calls.saveIdentityId).toEqual([{ id: 'a-7', kycIdentityId: 'idv-8' }]);
    expect(docs.calls.markDocumentsUploaded).toEqual([{ id: 'a-7' }]);
    await docs.answer();
    expect(docs.snapshot().value).toBe('failed');
    expect(docs.snapshot().status).toBe('active');
    expect(docs.view()).toEqual({ fetchingLink: false, saving: false, widgetFlowId: null });
    expect(docs.alerts).toEqual([
      { type: 'alert', message: SAVE_FAILED, alertType: 'error', timer: ERROR_MS },
    ]);
  });

  it('one transition, one key: after a failure without an answer, the next try sends the same key', async () => {
    const docs = start({ mark: true }, 'a-7');
    await openWidget(docs);
    docs.actor.send({ type: 'WIDGET.FINISH', identityId: 'idv-8' });
    await docs.answer();
    await docs.answer();
    expect(docs.snapshot().value).toBe('failed');
    // 'Subir documentos' again: the same identity id, the transition again, with the same key.
    docs.actor.send({ type: 'START' });
    await docs.answer();
    await docs.answer();
    expect(docs.calls.keys).toHaveLength(2);
    expect(typeof docs.calls.keys[0]).toBe('string');
    expect(docs.calls.keys[1]).toBe(docs.calls.keys[0]);
    expect(docs.calls.keys[0]).toContain(':a-7:signing.transitionToDocumentsUploaded:');
  });
});

/**
 * Issue 37: answers lost on the way back. The server did the work; the panel must not send the customer through the
 * identity flow again (its link is refused once the application moved on) nor say it failed for ever.
 */
describe('documents machine · lost answers', () => {
  const notPreapproved = Object.assign(new Error('HTTP 422'), { status: 422, code: 'NOT_PREAPPROVED' });
  const lost = new Error('Failed to fetch');

  function run(outcomes: { save: unknown[]; mark: unknown[] }) {
    const calls = { link: 0, save: [] as string[], mark: 0 };
    const next = <T>(list: unknown[], output: T): Promise<T> => {
      const outcome = list.shift();
      return outcome === undefined ? Promise.resolve(output) : Promise.reject(outcome);
    };
    const actor = createActor(
      documentsMachine.provide({
        actors: {
          'clients.kycFlow': fromPromise<ResponseOf<typeof kycFlow>, { applicationId: string }>(async () => {
            calls.link += 1;
            return { kycFlowId: 'flow-9', verificationId: null, url: null };
          }),
          'signing.updateIdentityId': fromPromise<
            ResponseOf<typeof updateIdentityId>,
            { id: string; kycIdentityId: string }
          >(({ input }) => {
            calls.save.push(input.kycIdentityId);
            return next(outcomes.save, { id: input.id, kycIdentityId: input.kycIdentityId });
          }),
          'signing.transitionToDocumentsUploaded': fromPromise<
            ResponseOf<typeof transitionToDocumentsUploaded>,
            { id: string; operationKey: string }
          >(({ input }) => {
            calls.mark += 1;
            return next(outcomes.mark, {
              id: input.id,
              status: 'DOCUMENTS_UPLOADED',
              processedAt: null,
              rejectionReason: null,
            });
          }),
        },
      }),
      { input: { applicationId: 'a-42', supportPhone: SUPPORT_PHONE } },
    ).start();
    const alerts: AlertEmitted[] = [];
    actor.on('alert', (e) => alerts.push(e));
    const settle = async () => {
      for (let i = 0; i < 20; i++) await Promise.resolve();
    };
    return { actor, calls, alerts, settle };
  }

  it('the transition went through but its answer was lost: pressing again ends on the success page, no new photos', async () => {
    const docs = run({ save: [], mark: [lost, notPreapproved] });
    docs.actor.send({ type: 'START' });
    await docs.settle();
    docs.actor.send({ type: 'WIDGET.FINISH', identityId: 'idv-7' });
    await docs.settle();
    expect(docs.alerts.map((a) => a.message)).toEqual([SAVE_FAILED]);
    // 'Subir documentos' again: the same identity id is sent again, no identity flow (its link) again.
    docs.actor.send({ type: 'START' });
    await docs.settle();
    expect(docs.calls).toEqual({ link: 1, save: ['idv-7', 'idv-7'], mark: 2 });
    expect(docs.actor.getSnapshot().status).toBe('done');
    expect(docs.alerts.map((a) => a.message)).toEqual([SAVE_FAILED]);
  });

  it('the identity id was saved but its answer was lost: pressing again saves it again and moves on', async () => {
    const docs = run({ save: [lost], mark: [] });
    docs.actor.send({ type: 'START' });
    await docs.settle();
    docs.actor.send({ type: 'WIDGET.FINISH', identityId: 'idv-7' });
    await docs.settle();
    expect(docs.actor.getSnapshot().value).toBe('failed');
    docs.actor.send({ type: 'START' });
    await docs.settle();
    expect(docs.calls).toEqual({ link: 1, save: ['idv-7', 'idv-7'], mark: 1 });
    expect(docs.actor.getSnapshot().status).toBe('done');
  });

  it('"not pre-approved" on a first try is not taken for a success: the error, and the button again', async () => {
    const docs = run({ save: [], mark: [notPreapproved] });
    docs.actor.send({ type: 'START' });
    await docs.settle();
    docs.actor.send({ type: 'WIDGET.FINISH', identityId: 'idv-7' });
    await docs.settle();
    expect(docs.actor.getSnapshot().value).toBe('failed');
    expect(docs.alerts.map((a) => a.message)).toEqual([SAVE_FAILED]);
  });
});
