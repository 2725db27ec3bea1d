/**
 * Drafts saved before the forms took the contract's field names restore under them: the credit application's
 * product (`price`, `amount`, `term` → `productPrice`, `creditAmount`, `requestedPeriod`) and the quick
 * application's finish form (`employmentStatus`, `reference1Name`… → `status`, `0.fullName`…), values and errors.
 * An unknown or garbled draft is still dropped.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { peekDraft, readDraft, writeDraft } from '../../../src/app/drafts';
import { renameContextFields } from '../../../src/app/drafts/draft';
import type { KeyValueStorage } from '../../../src/app/storage';
import { PERSONAL_INPUT, product, settle, start } from '../../flows/application/application.harness';
import { BASE, VALID_FINISH } from '../../flows/promoter/promoter.harness';

const NOW = Date.UTC(2026, 0, 15, 12);

function memoryStorage(): KeyValueStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** A snapshot's context with `group`'s fields renamed by `names` (new → old): what an older version wrote. */
function older<T extends { context: object }>(
  snapshot: T,
  renames: Record<string, Record<string, string>>,
): T {
  const context = { ...(snapshot.context as Record<string, Record<string, unknown>>) };
  for (const [group, names] of Object.entries(renames)) {
    context[group] = Object.fromEntries(
      Object.entries(context[group] ?? {}).map(([key, value]) => [names[key] ?? key, value]),
    );
  }
  return { ...snapshot, context };
}

const OLD_PRODUCT = { productPrice: 'price', creditAmount: 'amount', requestedPeriod: 'term' };
const OLD_FINISH = {
  ...{ status: 'employmentStatus', '0.fullName': 'reference1Name', '0.phoneNumber': 'reference1Phone' },
  ...{ '1.fullName': 'reference2Name', '1.phoneNumber': 'reference2Phone' },
};

describe('pendingApplication saved with the product under its older names', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('restores into productPrice, creditAmount and requestedPeriod, values and errors', async () => {
    const f = start(PERSONAL_INPUT);
    await settle();
    product(f, '', '1999');
    f.send({ type: 'TERM.SELECT', requestedPeriod: 6 });
    f.send({ type: 'PRODUCT.SUBMIT' });
    const current = f.actor.getPersistedSnapshot() as unknown as { context: Record<string, unknown> };
    expect(current.context.product).toEqual({ productPrice: '', creditAmount: '1999', requestedPeriod: 6 });
    expect(current.context.productErrors).toEqual({ creditAmount: 'El monto mínimo es de $2,000' });
    const saved = older(current, { product: OLD_PRODUCT, productErrors: OLD_PRODUCT });
    expect(saved.context.product).toEqual({ price: '', amount: '1999', term: 6 });
    const storage = memoryStorage();
    writeDraft('pendingApplication', saved, NOW, storage);
    expect(readDraft('pendingApplication', NOW, storage)).toEqual(current);
    f.actor.stop();
  });

  it('a draft of this version is read as it was written', async () => {
    const f = start(PERSONAL_INPUT);
    await settle();
    product(f, '', '10000');
    const current = f.actor.getPersistedSnapshot();
    const storage = memoryStorage();
    writeDraft('pendingApplication', current, NOW, storage);
    expect(readDraft('pendingApplication', NOW, storage)).toEqual(current);
    f.actor.stop();
  });
});

describe('pendingPromoterApplication saved with the finish form under its older names', () => {
  it('restores into status and the references by index, values and errors', () => {
    const finishErrors = { '1.phoneNumber': 'x', email: 'y' };
    const current = {
      status: 'active',
      value: 'finish',
      context: { ...BASE, finish: VALID_FINISH, finishErrors },
    };
    const saved = older(current, { finish: OLD_FINISH, finishErrors: OLD_FINISH });
    expect(saved.context.finish).toMatchObject({
      employmentStatus: 'HOMEMAKER',
      reference2Phone: '5533334444',
    });
    const storage = memoryStorage();
    writeDraft('pendingPromoterApplication', saved, NOW, storage);
    expect(readDraft('pendingPromoterApplication', NOW, storage)).toEqual(current);
  });
});

describe('what the renaming leaves alone', () => {
  it('a plain draft, a group that is not an object, a snapshot with nothing to rename', () => {
    const renames = { product: OLD_PRODUCT };
    const plain = { applicationType: 'STORE', storeId: 's-1', price: '1' };
    expect(renameContextFields(plain, renames)).toBe(plain);
    const odd = { value: 'product', context: { product: 'corrupto' } };
    expect(renameContextFields(odd, renames)).toBe(odd);
    const current = { value: 'product', context: { product: { creditAmount: '1' } } };
    expect(renameContextFields(current, { product: { amount: 'creditAmount' } })).toBe(current);
    // A field under both names keeps the new one.
    const both = { value: 'product', context: { product: { amount: 'old', creditAmount: 'new' } } };
    const renamed = renameContextFields(both, { product: { amount: 'creditAmount' } });
    expect(renamed).toEqual({ value: 'product', context: { product: { creditAmount: 'new' } } });
  });

  it('an unknown or garbled draft is still dropped (and removed)', () => {
    const storage = memoryStorage();
    storage.setItem('pendingApplication', 'no es json');
    expect(readDraft('pendingApplication', NOW, storage)).toBeNull();
    expect(storage.items.has('pendingApplication')).toBe(false);
    writeDraft('pendingApplication', 'corrupto' as never, NOW, storage);
    expect(peekDraft('pendingApplication', NOW, storage).stale).toBe(true);
    expect(readDraft('pendingApplication', NOW, storage)).toBeNull();
    expect(storage.items.has('pendingApplication')).toBe(false);
    const otherFlow = {
      value: 'finish',
      context: { applicationType: 'OTRO', finish: { employmentStatus: 'X' } },
    };
    writeDraft('pendingPromoterApplication', otherFlow, NOW, storage);
    expect(readDraft('pendingPromoterApplication', NOW, storage)).toBeNull();
    expect(storage.items.has('pendingPromoterApplication')).toBe(false);
  });
});
