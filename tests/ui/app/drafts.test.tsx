/**
 * One module per draft of spec §9 (src/app/drafts/): key, lifetime and schema in one place, applied by
 * `readDraft` for every host.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFTS, flowDraft, peekDraft, readDraft, writeDraft } from '../../../src/app/drafts';
import { applicationResult } from '../../../src/app/drafts/applicationResult';
import { planStart } from '../../../src/app/drafts/applicationStart';
import {
  hasPendingStoreApplication,
  pendingApplication,
  pendingApplicationType,
} from '../../../src/app/drafts/pendingApplication';
import { pendingClientSignup } from '../../../src/app/drafts/pendingClientSignup';
import { pendingPromoterApplication } from '../../../src/app/drafts/pendingPromoterApplication';
import { STORAGE_KEYS } from '../../../src/app/storage';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

afterEach(() => localStorage.clear());

describe('drafts: one module each', () => {
  it('covers exactly the draft keys of spec §9, each module under its own key', () => {
    expect(Object.keys(DRAFTS).sort()).toEqual(
      ['applicationResult', 'pendingApplication', 'pendingClientSignup', 'pendingPromoterApplication'].sort(),
    );
    for (const [key, draft] of Object.entries(DRAFTS)) {
      expect(draft.key).toBe(key);
      expect(Object.values(STORAGE_KEYS)).toContain(key);
    }
  });

  it('lifetimes: application 14 days and sign-up 12 h (more than), promoter 1 day (at least), result until logout', () => {
    const at = (draft: { isExpired(savedAt: number, now: number): boolean }, ms: number) =>
      draft.isExpired(0, ms);
    expect([at(pendingApplication, 14 * DAY), at(pendingApplication, 14 * DAY + 1)]).toEqual([false, true]);
    expect([at(pendingClientSignup, 12 * HOUR), at(pendingClientSignup, 12 * HOUR + 1)]).toEqual([
      false,
      true,
    ]);
    const promoter = pendingPromoterApplication;
    expect([at(promoter, DAY - 1), at(promoter, DAY)]).toEqual([false, true]);
    expect(applicationResult.isExpired(0, 10_000 * DAY)).toBe(false);
    // A clock set back never expires a draft.
    expect(pendingPromoterApplication.isExpired(5 * HOUR, 0)).toBe(false);
  });
});

describe('pendingApplication', () => {
  const snapshot = (context: object) => ({ status: 'active', value: 'address', context });

  it('reads the type and the store of a persisted snapshot or of a plain draft', () => {
    const drafts = [snapshot({ applicationType: 'STORE', storeId: 's-1' }), { type: 'PERSONAL_LOAN' }];
    const types = [...drafts, { applicationType: 'OTRO' }, null].map((d) => pendingApplicationType(d));
    expect(types).toEqual(['STORE', 'PERSONAL_LOAN', null, null]);
    for (const draft of [snapshot({ storeId: 's-1' }), { storeId: 42 }])
      expect(hasPendingStoreApplication(draft)).toBe(true);
    const personal = snapshot({ storeId: null, applicationType: 'PERSONAL_LOAN' });
    for (const draft of [{ storeId: '' }, { context: { storeId: '' } }, personal, null, 'corrupto'])
      expect(hasPendingStoreApplication(draft)).toBe(false);
  });

  it('is dropped when it is a STORE application without a store (spec §5), kept otherwise', () => {
    writeDraft('pendingApplication', snapshot({ applicationType: 'STORE', storeId: null }));
    expect(readDraft('pendingApplication')).toBeNull();
    expect(localStorage.getItem('pendingApplication')).toBeNull();

    const personal = snapshot({ applicationType: 'PERSONAL_LOAN', storeId: null });
    writeDraft('pendingApplication', personal);
    expect(readDraft('pendingApplication')).toEqual(personal);
  });

  it('is dropped when older than 14 days or unparsable', () => {
    writeDraft('pendingApplication', { storeId: 's-1' }, 0);
    expect(readDraft('pendingApplication', 14 * DAY)).toEqual({ storeId: 's-1' });
    expect(readDraft('pendingApplication', 14 * DAY + 1)).toBeNull();
    localStorage.setItem('pendingApplication', '{no es json');
    expect(readDraft('pendingApplication')).toBeNull();
    expect(localStorage.getItem('pendingApplication')).toBeNull();
  });
});

describe('reading during a render changes nothing (issue: the saved-store alert 1 time in 12)', () => {
  const STORELESS = { context: { applicationType: 'STORE', storeId: null } };

  it('peekDraft judges the draft as readDraft does, and leaves storage as it is', () => {
    writeDraft('pendingApplication', STORELESS);
    const stored = localStorage.getItem('pendingApplication');
    for (let i = 0; i < 3; i++) {
      expect(peekDraft('pendingApplication')).toEqual({ value: null, dropped: STORELESS, stale: true });
    }
    expect(localStorage.getItem('pendingApplication')).toBe(stored);
    writeDraft('pendingApplication', { storeId: 's-1' }, 0);
    const fresh = { value: { storeId: 's-1' }, dropped: null, stale: false };
    expect(peekDraft('pendingApplication', 14 * DAY)).toEqual(fresh);
    expect(peekDraft('pendingApplication', 14 * DAY + 1)).toEqual({
      value: null,
      dropped: null,
      stale: true,
    });
    localStorage.setItem('pendingApplication', '{no es json');
    expect(peekDraft('pendingApplication')).toEqual({ value: null, dropped: null, stale: true });
    expect(localStorage.getItem('pendingApplication')).toBe('{no es json');
    localStorage.clear();
    expect(peekDraft('pendingApplication')).toEqual({ value: null, dropped: null, stale: false });
    // A flow's draft reads the same way; its remove is the flow's, after the render.
    writeDraft('pendingApplication', STORELESS);
    expect(flowDraft('pendingApplication').read()).toBeNull();
    expect(localStorage.getItem('pendingApplication')).not.toBeNull();
    flowDraft('pendingApplication').remove();
    expect(localStorage.getItem('pendingApplication')).toBeNull();
  });

  it('the application page plans the same start however often it renders', () => {
    writeDraft('pendingApplication', STORELESS);
    const plans = Array.from({ length: 5 }, () => planStart(null, '/aplicacion-credito/info-empleo'));
    for (const plan of plans) {
      expect(plan).toEqual({ kind: 'new', start: { applicationType: 'STORE', storeId: null } });
    }
    const snapshot = { status: 'active', value: 'address', context: { applicationType: 'PERSONAL_LOAN' } };
    writeDraft('pendingApplication', snapshot);
    const start = {
      applicationType: 'PERSONAL_LOAN',
      storeId: null,
      storeName: null,
      promoterId: null,
      utm: null,
    };
    expect(planStart(null, '/aplicacion-credito')).toEqual({ kind: 'restore', start });
    expect(planStart(null, '/aplicacion-credito')).toMatchObject({ kind: 'restore' });
  });
});

describe('the other drafts', () => {
  it('pendingClientSignup keeps only a persisted snapshot', () => {
    const draft = { status: 'active', value: { account: 'editing' }, context: { email: 'a@b.mx' } };
    writeDraft('pendingClientSignup', draft);
    expect(readDraft('pendingClientSignup')).toEqual(draft);
    writeDraft('pendingClientSignup', { email: 'a@b.mx' } as never);
    expect(readDraft('pendingClientSignup')).toBeNull();
  });

  it('applicationResult needs the application id and its status', () => {
    expect(applicationResult.parse({ id: 'a-1', status: 'APPROVED' })).toEqual({
      id: 'a-1',
      status: 'APPROVED',
    });
    expect([applicationResult.parse({ id: 'a-1' }), applicationResult.parse('APPROVED')]).toEqual([
      null,
      null,
    ]);
  });

  it('pendingPromoterApplication takes STORE (the default) or PERSONAL_LOAN, nothing else', () => {
    expect(pendingPromoterApplication.parse({ clientInfo: {} })).toEqual({ clientInfo: {} });
    expect(pendingPromoterApplication.parse({ applicationType: 'STORE' })).not.toBeNull();
    for (const draft of [{ applicationType: 'X' }, []])
      expect(pendingPromoterApplication.parse(draft)).toBeNull();
  });
});
