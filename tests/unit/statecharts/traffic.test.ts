/**
 * The atlas's traffic (scripts/statecharts/traffic/): flow events of a few sessions of the login flow become
 * sessions, drop-off and median time per screen, shares per arrow, outcomes per call, the happy path's conversion
 * and real journeys grouped by their first detour (covered by a test or not); events are read from the sandbox
 * download or a bare array, and the ones that are not contract flow events are left out.
 */
import { describe, expect, it } from 'vitest';
import { screenFlow } from '../../../scripts/statecharts/atlas/flow.ts';
import { machineTraffic, nodesOf } from '../../../scripts/statecharts/traffic/aggregate.ts';
import { trafficJs, trafficOf } from '../../../scripts/statecharts/traffic/index.ts';
import { parseEvents, sourceLabel } from '../../../scripts/statecharts/traffic/read.ts';
import type { FlowEvent } from '../../../src/api/contract/analytics.ts';
import { loginModel } from '../../flows/login/login.model.ts';
import { analyze } from '../../model/harness/graph.ts';

const flow = screenFlow(analyze(loginModel));
const machine = loginModel.machine;

let seq = 0;
function session(
  id: string,
  steps: Array<[to: string, type: string, ms: number, outcome?: string]>,
): FlowEvent[] {
  let from: string | null = null;
  return steps.map(([to, type, ms, outcome]) => {
    const e: FlowEvent = {
      ...{ session: `00000000-0000-4000-8000-00000000000${id}`, app: '0.1.0', flow: 'login', run: 0 },
      ...{ seq: seq++, from, to, busy: false, type, route: '/login', ms, ...(outcome ? { outcome } : {}) },
    };
    from = to;
    return e;
  });
}

const EVENTS: FlowEvent[] = [
  // A: signs in (4 s on the form, 1 s signing in).
  ...session('1', [
    ['editing', 'xstate.init', 0],
    ['submitting', 'SUBMIT', 4000],
    ['toOrigin', 'xstate.done.actor.signIn', 1000, 'ok'],
  ]),
  // B: wrong password, then leaves on the form.
  ...session('2', [
    ['editing', 'xstate.init', 0],
    ['submitting', 'SUBMIT', 10_000],
    ['editing', 'xstate.error.actor.signIn', 3000, 'WRONG_CREDENTIALS'],
  ]),
  // C: signs in after 6 s.
  ...session('3', [
    ['editing', 'xstate.init', 0],
    ['submitting', 'SUBMIT', 6000],
    ['toOrigin', 'xstate.done.actor.signIn', 500, 'ok'],
  ]),
  // D: a move no model path makes (back to the form from the end), and a state this machine does not have.
  ...session('4', [
    ['toOrigin', 'xstate.init', 0],
    ['editing', 'ROUTE.CHANGED', 2000],
    ['gone.away', 'OLD.EVENT', 100],
  ]),
  // Another flow's events are not this flow's traffic.
  { ...session('5', [['editing', 'xstate.init', 0]])[0]!, flow: 'signup' },
];

describe('traffic of a machine', () => {
  const t = machineTraffic(machine, flow, EVENTS);

  it('sessions, drop-off and median time per screen', () => {
    expect([t.sessions, t.unknown]).toEqual([4, 1]);
    expect(t.screens.editing).toEqual({ sessions: 4, dropOff: 2, medianMs: 6000 });
    expect(t.screens.submitting).toEqual({ sessions: 3, dropOff: 0, medianMs: 1000 });
    expect(t.screens.toOrigin).toEqual({ sessions: 3, dropOff: 0, medianMs: 2000 });
  });

  it('the share of each arrow among the sessions that reached its start', () => {
    expect(t.arrows).toEqual([
      { from: 'editing', to: 'submitting', sessions: 3, share: 0.75 },
      { from: 'submitting', to: 'toOrigin', sessions: 2, share: 2 / 3 },
      { from: 'submitting', to: 'editing', sessions: 1, share: 1 / 3 },
      { from: 'toOrigin', to: 'editing', sessions: 1, share: 1 / 3 },
    ]);
  });

  it('outcomes per call and the happy path`s conversion', () => {
    expect(t.calls).toEqual({ signIn: { ok: 2, WRONG_CREDENTIALS: 1 } });
    expect(t.happy).toEqual({ first: 'editing', last: 'toOrigin', started: 4, finished: 2 });
  });

  it('real journeys by first detour: the QA journey that makes it, or none and not covered', () => {
    const byDetour = Object.fromEntries(t.journeys.map((j) => [String(j.detour), j]));
    expect(byDetour.null).toMatchObject({ sessions: 2, journey: 'J01', uncovered: false });
    expect(byDetour['submitting,editing']).toMatchObject({ sessions: 1, uncovered: false });
    expect(byDetour['submitting,editing']?.journey).toMatch(/^J\d\d$/);
    const back = ['toOrigin', 'editing'];
    const uncovered = { detour: back, sessions: 1, example: back, journey: null, uncovered: true };
    expect(byDetour['toOrigin,editing']).toEqual(uncovered);
  });

  it('places leaf keys on the machine`s states; unknown ones are null', () => {
    expect(nodesOf(machine, 'editing')?.map((n) => n.key)).toEqual(['editing']);
    expect(nodesOf(machine, 'gone.away')).toBeNull();
  });
});

describe('reading flow events', () => {
  it('takes the sandbox download or a bare array, and leaves out what is not a flow event', () => {
    const [good] = EVENTS;
    const download = { events: [good, { ...good, email: 'ana@example.com' }, 'x'] };
    expect(parseEvents(download)).toEqual({ events: [good], invalid: 2 });
    expect(parseEvents([good]).events).toHaveLength(1);
    expect(parseEvents(null)).toEqual({ events: [], invalid: 0 });
  });

  it('names a database source without its password', () => {
    const database = 'postgres://app:secreto@db.internal:5432/credito';
    expect(sourceLabel(database)).toBe('PostgreSQL db.internal/credito');
    expect(sourceLabel('.tmp/analytics/demo-events.json')).toBe('demo-events.json');
  });

  it('writes window.ATLAS_TRAFFIC with every machine of the registry given', () => {
    const traffic = trafficOf('x.json', { events: EVENTS, invalid: 0 }, [loginModel], { login: flow });
    expect(traffic).toMatchObject({ source: 'x.json', sessions: 5, events: EVENTS.length });
    expect(Object.keys(traffic.machines)).toEqual(['login']);
    expect(trafficJs(traffic)).toMatch(/^window\.ATLAS_TRAFFIC = \{.*\};\n$/);
  });
});
