/**
 * The identity documents of a pre-authorised application (machines/documents.machine.ts) and what the panel shows
 * (`documentsView`), from the real machine (spec §2 "Result screens" PREAPPROVED, §4 "Home tracker", §8 "Document
 * link failure"): the identity-flow link, the widget, the identity id saved, the documents marked uploaded. The
 * alerts (a failed transition's text and state included), the lost answers (issue 37) and the order of the calls
 * are the model's (documents.model.ts).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { documentsMachine, documentsView } from '../../../machines/documents.machine';
import type { AlertEmitted } from '../../../machines/shared/alerts';
import type { kycFlow } from '../../../src/api/contract/clients';
import type { ResponseOf } from '../../../src/api/contract/endpoint';
import type { transitionToDocumentsUploaded, updateIdentityId } from '../../../src/api/contract/signing';

const SUPPORT_PHONE = '(555) 123-4567';

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

/** The panel with the button offered: nothing fetched, nothing saved, no widget. */
const IDLE = { fetchingLink: false, saving: false, widgetFlowId: null };

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
    expect(docs.view()).toEqual(IDLE);
  });

  it('START fetches the identity-flow link of the application, then opens the widget with it', async () => {
    const docs = start();
    docs.actor.send({ type: 'START' });
    expect(docs.snapshot().value).toBe('fetchingLink');
    expect(docs.snapshot().hasTag('busy')).toBe(true);
    expect(docs.view()).toEqual({ ...IDLE, fetchingLink: true });
    expect(docs.calls.getKycFlow).toEqual([{ applicationId: 'a-42' }]);
    await docs.answer();
    expect(docs.snapshot().value).toBe('widget');
    expect(docs.snapshot().hasTag('busy')).toBe(false);
    expect(docs.snapshot().context.flowId).toBe('flow-9');
    expect(docs.view()).toEqual({ ...IDLE, widgetFlowId: 'flow-9' });
    expect(docs.alerts).toEqual([]);
  });

  it('finishing the widget saves the identity id, marks the documents uploaded and ends', async () => {
    const docs = start();
    await openWidget(docs);
    docs.actor.send({ type: 'WIDGET.FINISH', identityId: 'idv-7' });
    expect(docs.snapshot().value).toBe('saving');
    expect(docs.snapshot().hasTag('busy')).toBe(true);
    expect(docs.snapshot().context.identityId).toBe('idv-7');
    expect(docs.view()).toEqual({ ...IDLE, saving: true });
    expect(docs.calls.saveIdentityId).toEqual([{ id: 'a-42', kycIdentityId: 'idv-7' }]);
    expect(docs.calls.markDocumentsUploaded).toEqual([]);

    await docs.answer();
    expect(docs.snapshot().value).toBe('transitioning');
    expect(docs.snapshot().hasTag('busy')).toBe(true);
    expect(docs.view()).toEqual({ ...IDLE, saving: true });
    expect(docs.calls.markDocumentsUploaded).toEqual([{ id: 'a-42' }]);

    await docs.answer();
    expect(docs.snapshot().value).toBe('uploaded');
    expect(docs.snapshot().status).toBe('done');
    expect(docs.view()).toEqual({ ...IDLE, saving: true });
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
    expect(docs.view()).toEqual(IDLE);
    docs.actor.send({ type: 'START' });
    expect(docs.calls.getKycFlow).toHaveLength(2);
  });

  it('one transition, one key: after a failure without an answer, the next try sends the same key', async () => {
    const docs = start({ mark: true }, 'a-7');
    await openWidget(docs);
    docs.actor.send({ type: 'WIDGET.FINISH', identityId: 'idv-8' });
    await docs.answer();
    await docs.answer();
    expect(docs.snapshot().value).toBe('failed');
    expect(docs.view()).toEqual(IDLE);
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
