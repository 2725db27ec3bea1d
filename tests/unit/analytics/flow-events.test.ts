/**
 * The flow events module: what one flow actor's moves become, batches of 50 and the flush when the page hides,
 * the bounded buffer (dropped, never queued forever, when sending fails), call outcomes, the destinations
 * (the app's collector, PostHog's capture API) and the privacy switches (Do Not Track, Global Privacy Control).
 */
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import {
  analyticsDestination,
  COLLECTOR_PATH,
  POSTHOG_DEFAULT_HOST,
  posthogBatch,
} from '../../../src/api/analytics.ts';
import { events as collector, type FlowEvent } from '../../../src/api/contract/analytics.ts';
import { ApiError, NetworkError } from '../../../src/api/errors.ts';
import { createFlowTracker, outcomeOf, safeEventType } from '../../../src/app/analytics/flow-events.ts';
import { startAnalytics } from '../../../src/app/analytics/index.ts';
import { doNotTrack, startFlowEvents, tabSession } from '../../../src/app/analytics/start.ts';

const SESSION = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

const flow = setup({
  types: {
    context: {} as { email: string },
    events: {} as
      | { type: 'NEXT'; email: string }
      | { type: 'EDIT' }
      | { type: 'ROUTE.CHANGED'; route: string },
  },
  actors: { save: fromPromise<void, void>(async () => {}) },
}).createMachine({
  id: 'demo',
  context: { email: '' },
  initial: 'form',
  states: {
    form: {
      meta: { route: '/demo/:id/form' },
      initial: 'clean',
      states: { clean: { on: { EDIT: 'dirty' } }, dirty: {} },
      on: {
        NEXT: { target: 'saving', actions: assign({ email: ({ event }) => event.email }) },
        'ROUTE.CHANGED': '.clean',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: { src: 'save', onDone: 'done', onError: 'form' },
    },
    done: { type: 'final', meta: { route: '/demo/listo' } },
  },
});

function tracked(send: (events: FlowEvent[]) => boolean = () => true, sizes = {}) {
  let clock = 0;
  const tracker = createFlowTracker({ session: SESSION, app: '0.1.0', now: () => clock, send, ...sizes });
  return { tracker, tick: (ms: number) => (clock += ms) };
}

/** A tracker that keeps what it sends in `sent`. */
function recorded(sizes = {}) {
  const sent: FlowEvent[] = [];
  return { sent, ...tracked((batch) => sent.push(...batch) > 0, sizes) };
}

/** The inspection event of a root actor's first snapshot (the flow started). */
const started = (sessionId: string, rootId?: string) => ({
  type: '@xstate.snapshot' as const,
  ...(rootId ? { rootId } : {}),
  actorRef: { sessionId },
  snapshot: createActor(flow).getSnapshot(),
  event: { type: 'xstate.init' },
});

describe('flow events of one actor', () => {
  it('records each move with from, to, event type, route pattern, time, busy and outcome; never the payload', async () => {
    const { sent, tracker, tick } = recorded();
    let settle: () => void = () => {};
    const actor = createActor(
      flow.provide({ actors: { save: fromPromise(() => new Promise<void>((r) => (settle = r))) } }),
      { inspect: (e) => tracker.observe(e) },
    ).start();
    tick(1500);
    actor.send({ type: 'EDIT' });
    tick(4000);
    actor.send({ type: 'NEXT', email: 'ana.lopez@example.com' });
    tick(800);
    settle();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    tracker.flush();
    const base = { session: SESSION, app: '0.1.0', flow: 'demo', run: 0 };
    const DONE = 'xstate.done.actor.0.demo.saving';
    const move = (seq: number, from: string | null, to: string, busy: boolean, type: string) => ({
      ...base,
      seq,
      from,
      to,
      busy,
      type,
    });
    expect(sent).toEqual([
      { ...move(0, null, 'form.clean', false, 'xstate.init'), route: '/demo/:id/form', ms: 0 },
      { ...move(1, 'form.clean', 'form.dirty', false, 'EDIT'), route: '/demo/:id/form', ms: 1500 },
      { ...move(2, 'form.dirty', 'saving', true, 'NEXT'), route: null, ms: 4000 },
      { ...move(3, 'saving', 'done', false, DONE), route: '/demo/listo', ms: 800, outcome: 'ok' },
    ]);
    expect(JSON.stringify(sent)).not.toContain('ana.lopez');
  });

  it('a move by URL (Back, a typed link) carries the route pattern and the event type, never the URL', () => {
    const { sent, tracker } = recorded();
    const actor = createActor(flow, { inspect: (e) => tracker.observe(e) }).start();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'ROUTE.CHANGED', route: '/demo/0b7f3c2e-91aa-4c1e-b2d3-5e6f7a8b9c0d/form' });
    tracker.flush();
    expect(sent.at(-1)).toMatchObject({ type: 'ROUTE.CHANGED', route: '/demo/:id/form', to: 'form.clean' });
    expect(JSON.stringify(sent)).not.toContain('0b7f3c2e');
  });

  it('an event that changes nothing sends nothing; a second actor of the same flow is run 1', () => {
    const { sent, tracker } = recorded();
    const first = createActor(flow, { inspect: (e) => tracker.observe(e) }).start();
    first.send({ type: 'EDIT' });
    first.send({ type: 'EDIT' });
    createActor(flow, { inspect: (e) => tracker.observe(e) }).start();
    tracker.flush();
    expect(sent.map((e) => `${e.run} ${e.to}`)).toEqual(['0 form.clean', '0 form.dirty', '1 form.clean']);
  });

  it('follows only root actors (the flows), not the calls they invoke', () => {
    const { tracker } = tracked();
    tracker.observe(started('x:1', 'x:0'));
    expect(tracker.pending()).toEqual([]);
  });

  const failed = (error: unknown) => ({ type: 'xstate.error.actor.save', error });
  const CURP_NOT_FOUND = { httpCode: 404, code: 'CURP_NOT_FOUND', message: 'm' };
  it.each([
    [{ type: 'xstate.done.actor.save' }, 'ok'],
    [failed(new ApiError('x', 404, CURP_NOT_FOUND)), 'CURP_NOT_FOUND'],
    [failed(new ApiError('x', 500, 'texto')), 'HTTP_500'],
    [failed({ status: 1e9 }), 'error'],
    [failed(new Error('Ana López')), 'error'],
    [failed(new NetworkError('x')), 'NETWORK_ERROR'],
    [failed({ code: 'ana@example.com' }), 'error'],
    [failed(null), 'error'],
    [{ type: 'NEXT' }, undefined],
  ])('outcome of %j is %s', (event, expected) => {
    expect(outcomeOf(event)).toBe(expected);
  });

  it('an event type that is not a code name is sent as `other`', () => {
    const types = ['CURP.SEARCH', 'Ana López', 'a'.repeat(121)].map((type) => safeEventType(type));
    expect(types).toEqual(['CURP.SEARCH', 'other', 'other']);
  });
});

describe('batches and the bounded buffer', () => {
  let actors = 0;
  const feed = (tracker: ReturnType<typeof createFlowTracker>, n: number) => {
    for (let i = 0; i < n; i++) tracker.observe(started(`a${actors++}`));
  };

  it('sends a batch when 50 are waiting, the rest when the page hides', () => {
    const batches: number[] = [];
    const { tracker } = tracked((b) => batches.push(b.length) > 0);
    feed(tracker, 49);
    expect(batches).toEqual([]);
    feed(tracker, 1);
    expect(batches).toEqual([50]);
    feed(tracker, 7);
    tracker.flush();
    expect(batches).toEqual([50, 7]);
    expect(tracker.pending()).toEqual([]);
  });

  it('drops a batch the browser refuses (or that throws): nothing is queued again', () => {
    let calls = 0;
    const { tracker } = tracked(() => {
      calls += 1;
      if (calls === 2) throw new Error('quota');
      return false;
    });
    feed(tracker, 60);
    tracker.flush();
    expect(tracker.pending()).toEqual([]);
    expect(tracker.dropped()).toBe(60);
    tracker.flush();
    expect(calls).toBe(2);
  });

  it('keeps at most maxBuffer events: the oldest are dropped', () => {
    const { tracker } = recorded({ batchSize: 1000, maxBuffer: 5 });
    feed(tracker, 8);
    expect(tracker.pending().map((e) => e.run)).toEqual([3, 4, 5, 6, 7]);
    expect(tracker.dropped()).toBe(3);
  });
});

describe('destinations', () => {
  const where = { to: 'personalData', busy: false, type: 'xstate.init', route: '/crear-cuenta', ms: 0 };
  const one: FlowEvent = {
    session: SESSION,
    app: '0.1.0',
    flow: 'signup',
    run: 0,
    seq: 0,
    from: null,
    ...where,
  };

  it('the collector path is the contract call`s', () => {
    expect(COLLECTOR_PATH).toBe(collector.path);
  });

  it('default: the app`s collector under the API base, as text JSON `{ events }`', () => {
    const beacon = vi.fn(() => true);
    const destination = analyticsDestination({ apiBaseUrl: '/api/' }, beacon);
    expect([destination.kind, destination.send([one])]).toEqual(['collector', true]);
    expect(beacon).toHaveBeenCalledWith('/api/analytics/events', JSON.stringify({ events: [one] }));
  });

  it('with a key: PostHog`s batch endpoint, anonymous events named <flow>:<to>', () => {
    const beacon = vi.fn(() => true);
    const host = 'https://eu.i.posthog.com/';
    const destination = analyticsDestination({ apiBaseUrl: '/api', key: 'phc_test', host }, beacon);
    expect(destination.kind).toBe('posthog');
    destination.send([one]);
    const batch = JSON.stringify(posthogBatch('phc_test', [one]));
    expect(beacon).toHaveBeenCalledWith('https://eu.i.posthog.com/batch/', batch);
    const properties = { ...one, $process_person_profile: false };
    expect(posthogBatch('phc_test', [one])).toEqual({
      api_key: 'phc_test',
      batch: [{ event: 'signup:personalData', distinct_id: SESSION, properties }],
    });
    analyticsDestination({ apiBaseUrl: '/api', key: 'phc_test' }, beacon).send([one]);
    expect(beacon).toHaveBeenLastCalledWith(`${POSTHOG_DEFAULT_HOST}/batch/`, expect.any(String));
  });

  it('a beacon that throws counts as refused', () => {
    const destination = analyticsDestination({ apiBaseUrl: '/api' }, () => {
      throw new TypeError('too large');
    });
    expect(destination.send([one])).toBe(false);
  });
});

describe('privacy switches and the tab session', () => {
  const win = (nav: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    ({
      navigator: nav,
      document: { readyState: 'loading', addEventListener: vi.fn() },
      setTimeout: vi.fn(),
      addEventListener: vi.fn(),
      ...extra,
    }) as unknown as Window;

  it.each([
    [{ doNotTrack: '1' }, {}, true],
    [{ doNotTrack: 'yes' }, {}, true],
    [{ doNotTrack: '0' }, {}, false],
    [{ globalPrivacyControl: true }, {}, true],
    [{ globalPrivacyControl: false }, {}, false],
    [{}, { doNotTrack: '1' }, true],
    [{ msDoNotTrack: '1' }, {}, true],
    [{}, {}, false],
  ])('navigator %j, window %j: do not track is %s', (nav, extra, expected) => {
    expect(doNotTrack(win(nav, extra))).toBe(expected);
  });

  it('under Do Not Track, GPC or VITE_ANALYTICS=false the module keeps and sends nothing', () => {
    for (const [nav, env] of [
      [{ globalPrivacyControl: true }, {}],
      [{ doNotTrack: '1' }, {}],
      [{}, { VITE_ANALYTICS: 'false' }],
    ] as const) {
      const off = win(nav, { sessionStorage: { setItem: vi.fn() }, crypto: { randomUUID: vi.fn() } });
      startFlowEvents(off, [], env)(started('a'));
      expect(off.addEventListener).not.toHaveBeenCalled();
      expect(off.document.addEventListener).not.toHaveBeenCalled();
      const { crypto } = off as unknown as { crypto: { randomUUID: () => void } };
      expect(crypto.randomUUID).not.toHaveBeenCalled();
    }
  });

  it('on, it sends what the flows did before it loaded when the page is hidden (once), with the time they did it', () => {
    const listeners = new Map<string, () => void>();
    const sendBeacon = vi.fn(() => true);
    const on = win(
      { sendBeacon },
      {
        addEventListener: (type: string, f: () => void) => listeners.set(type, f),
        document: {
          visibilityState: 'hidden',
          addEventListener: (type: string, f: () => void) => listeners.set(`document ${type}`, f),
        },
        performance: { now: () => 5000 },
        crypto: { randomUUID: () => SESSION },
        sessionStorage: { getItem: () => null, setItem: () => {} },
      },
    );
    startFlowEvents(on, [[started('a'), 1200]], {});
    listeners.get('document visibilitychange')?.();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    listeners.get('pagehide')?.();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('/api/analytics/events');
    expect(JSON.parse(body).events).toEqual([
      expect.objectContaining({ session: SESSION, to: 'form.clean', ms: 0, app: expect.any(String) }),
    ]);
  });

  it('startAnalytics loads the module after the page`s load event, not before', () => {
    const page = win({});
    startAnalytics(page);
    expect(page.addEventListener).toHaveBeenCalledWith('load', expect.any(Function), { once: true });
    expect(page.setTimeout).not.toHaveBeenCalled();
  });

  it('the tab session is a random v4 UUID even where randomUUID is missing (a page that is not secure)', () => {
    const tab = {
      crypto: { getRandomValues: (a: Uint8Array) => a.fill(0xab) },
      sessionStorage: { getItem: () => null, setItem: () => {} },
    } as unknown as Window;
    expect(tabSession(tab)).toBe('abababab-abab-4bab-abab-abababababab');
  });

  it('the tab session is random, kept in sessionStorage, and a new one when storage fails', () => {
    const store = new Map<string, string>();
    const crypto = { randomUUID: vi.fn(() => `${SESSION.slice(0, -1)}${store.size}`) };
    const sessionStorage = { getItem: (k: string) => store.get(k) ?? null, setItem: store.set.bind(store) };
    const tab = { crypto, sessionStorage } as unknown as Window;
    const first = tabSession(tab);
    expect(tabSession(tab)).toBe(first);
    expect(crypto.randomUUID).toHaveBeenCalledTimes(1);
    const denied = () => {
      throw new Error('denied');
    };
    const broken = { crypto, sessionStorage: { getItem: denied } } as unknown as Window;
    expect(tabSession(broken)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
