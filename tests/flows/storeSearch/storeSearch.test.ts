/**
 * The store search of /iniciar-compra (machines/storeSearch.machine.ts) and what the page shows (`storeSearchView`),
 * from the real machine (spec §2 "Store purchase entry", §5 "Signing" last line, §9): the query is sent 1000 ms after
 * the last keystroke, trimmed, never when empty, with the limit of 5; at most 5 stores are shown.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { storeSearchMachine, storeSearchView } from '../../../machines/storeSearch.machine';
import type { Store } from '../../../src/api/contract/common';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import { NOW } from '../../fixtures/samples';

/** §5/§9, copied from the spec. */
const DEBOUNCE_MS = 1000;
const LIMIT = 5;

const store = (n: number): Store => ({ id: `s-${n}`, name: `Muebles ${n}`, sector: 'HOME_AND_FURNITURE' });

interface Pending {
  readonly input: { name: string; limit?: number };
  resolve(stores: readonly Store[]): void;
  reject(error: unknown): void;
}

function start() {
  const requests: Pending[] = [];
  const machine = storeSearchMachine.provide({
    actors: {
      'catalog.searchStores': fromPromise<{ stores: Store[] }, { name: string; limit?: number }>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            requests.push({ input, resolve: (stores) => resolve({ stores: [...stores] }), reject });
          }),
      ),
    },
  });
  const actor = createActor(machine).start();
  const type = (value: string) => actor.send({ type: 'QUERY.CHANGE', value });
  return {
    actor,
    requests,
    type,
    snapshot: () => actor.getSnapshot(),
    view: () => storeSearchView(actor.getSnapshot()),
  };
}

/** Lets the fake search's promise settle into the machine. */
const settle = () => vi.advanceTimersByTimeAsync(0);

type Search = ReturnType<typeof start>;
/** `query` typed, sent once the debounce is over and answered with these stores (or failed with the error). */
async function answered(search: Search, query: string, answer: readonly Store[] | Error) {
  search.type(query);
  vi.advanceTimersByTime(DEBOUNCE_MS);
  const request = search.requests.at(-1);
  if (answer instanceof Error) request?.reject(answer);
  else request?.resolve(answer);
  await settle();
}
/** The page's view: nothing typed, searched or shown, but for `over`. */
const shows = (over: Partial<ReturnType<typeof storeSearchView>>) => ({
  query: '',
  stores: [],
  searching: false,
  failed: false,
  empty: false,
  ...over,
});
const NOTHING = { query: '', stores: [], searched: null, failed: false };

fakeTimersFrom(NOW);

describe('store search machine', () => {
  it('starts idle with nothing typed, searched or shown', () => {
    const search = start();
    expect(search.snapshot().value).toBe('idle');
    expect(search.snapshot().context).toEqual(NOTHING);
    expect(search.view()).toEqual(shows({}));
  });

  it('sends the trimmed query with the limit of 5 only 1000 ms after the last keystroke', async () => {
    const search = start();
    search.type(' mue');
    expect(search.snapshot().value).toBe('debouncing');
    expect(search.view()).toMatchObject({ query: ' mue', searching: true, empty: false });
    vi.advanceTimersByTime(DEBOUNCE_MS - 400);
    search.type(' mueb ');
    // The second keystroke restarts the wait: 1000 ms after the first one nothing is sent yet.
    vi.advanceTimersByTime(400);
    expect(search.snapshot().value).toBe('debouncing');
    expect(search.requests).toHaveLength(0);
    vi.advanceTimersByTime(DEBOUNCE_MS - 401);
    expect(search.requests).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(search.snapshot().value).toBe('searching');
    expect(search.snapshot().hasTag('busy')).toBe(true);
    expect(search.view()).toMatchObject({ searching: true, empty: false });
    expect(search.requests.map((r) => r.input)).toEqual([{ name: 'mueb', limit: LIMIT }]);
    await settle();
    expect(search.requests).toHaveLength(1);
  });

  it('shows at most 5 stores of the answer and remembers the trimmed query it answers', async () => {
    const search = start();
    await answered(search, '  muebles ', [1, 2, 3, 4, 5, 6, 7].map(store));
    expect(search.snapshot().value).toBe('idle');
    expect(search.snapshot().hasTag('busy')).toBe(false);
    const stores = [1, 2, 3, 4, 5].map(store);
    expect(search.snapshot().context).toEqual({
      query: '  muebles ',
      stores,
      searched: 'muebles',
      failed: false,
    });
    expect(search.view()).toEqual(shows({ query: '  muebles ', stores }));
  });

  it('an answer without stores is the empty result, even for a query typed with spaces', async () => {
    const search = start();
    await answered(search, ' zapatos ', []);
    expect(search.snapshot().value).toBe('idle');
    expect(search.view()).toEqual(shows({ query: ' zapatos ', empty: true }));
    // The same query typed again with other spaces waits for its own answer: not empty while searching.
    search.type('zapatos');
    expect(search.snapshot().context.searched).toBe('zapatos');
    expect(search.view()).toMatchObject({ searching: true, empty: false });
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(search.view()).toMatchObject({ searching: true, empty: false });
  });

  it('a failed search shows no stores and is not the empty result; the next answer clears the failure', async () => {
    const search = start();
    await answered(search, 'muebles', [store(1), store(2)]);
    expect(search.snapshot().context.stores).toHaveLength(2);
    await answered(search, 'zapatos', new Error('HTTP 500'));
    expect(search.snapshot().value).toBe('idle');
    expect(search.snapshot().context).toMatchObject({ query: 'zapatos', stores: [], failed: true });
    expect(search.view()).toEqual(shows({ query: 'zapatos', failed: true }));
    search.type('sala');
    // Still failed while the new query waits and is sent.
    expect(search.view()).toMatchObject({ failed: true, searching: true });
    await answered(search, 'sala', [store(3)]);
    expect(search.snapshot().context).toEqual({
      query: 'sala',
      stores: [store(3)],
      searched: 'sala',
      failed: false,
    });
    expect(search.view()).toMatchObject({ failed: false, empty: false });
    expect(search.requests).toHaveLength(3);
  });

  it('a failure after an empty answer for the same query is shown as a failure, not as the empty result', async () => {
    const search = start();
    await answered(search, 'zapatos', []);
    expect(search.view().empty).toBe(true);
    await answered(search, 'zapatos ', new Error('HTTP 503'));
    expect(search.snapshot().context).toMatchObject({ searched: 'zapatos', failed: true, stores: [] });
    expect(search.view()).toEqual(shows({ query: 'zapatos ', failed: true }));
  });

  it('an emptied query (spaces only) is never sent and clears the results and the failure', async () => {
    const search = start();
    await answered(search, 'zapatos', new Error('HTTP 500'));
    expect(search.snapshot().context.failed).toBe(true);
    search.type('   ');
    expect(search.snapshot().value).toBe('idle');
    expect(search.snapshot().context).toEqual({ ...NOTHING, query: '   ' });
    expect(search.view()).toEqual(shows({ query: '   ' }));
    vi.advanceTimersByTime(DEBOUNCE_MS * 3);
    expect(search.requests).toHaveLength(1);
  });

  it('emptying the query while a search runs cancels it: its late answer is ignored', async () => {
    const search = start();
    search.type('muebles');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    search.type('');
    expect(search.snapshot().value).toBe('idle');
    search.requests[0]?.resolve([store(1)]);
    await settle();
    expect(search.snapshot().context).toEqual(NOTHING);
  });

  it('an event without a value counts as an empty query', () => {
    const search = start();
    search.type('muebles');
    search.actor.send({ type: 'QUERY.CHANGE' } as unknown as { type: 'QUERY.CHANGE'; value: string });
    expect(search.snapshot().value).toBe('idle');
    expect(search.snapshot().context.query).toBe('');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(search.requests).toHaveLength(0);
  });
});
