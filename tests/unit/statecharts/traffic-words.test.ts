/**
 * The atlas says what its traffic is: only the collector's data (the app's `analytics_events` table) may be called
 * real. The demo's simulated people (`npm run statecharts:demo-traffic`: a file marked `simulated: true`, every
 * event's app version ending in `+simulado`, kept when the events are posted to a collector) are "Tráfico
 * simulado" / "Sesiones simuladas"; a file of unknown origin is "registrado", never "real".
 */
import { describe, expect, it } from 'vitest';
import { screenFlow } from '../../../scripts/statecharts/atlas/flow.ts';
import { trafficOf } from '../../../scripts/statecharts/traffic/index.ts';
import { parseEvents, trafficOrigin } from '../../../scripts/statecharts/traffic/read.ts';
import type { FlowEvent } from '../../../src/api/contract/analytics.ts';
import { loginModel } from '../../flows/login/login.model.ts';
import { analyze } from '../../model/harness/graph.ts';
import { atlasText, loginMachine } from './render-atlas.ts';

const flow = screenFlow(analyze(loginModel));
const DATABASE = 'postgres://app:secreto@db.internal:5432/credito';

function visit(session: string, app: string): FlowEvent[] {
  const base = { session, app, flow: 'login', run: 0, busy: false, route: '/login' };
  return [
    { ...base, seq: 0, from: null, to: 'editing', type: 'xstate.init', ms: 0 },
    { ...base, seq: 1, from: 'editing', to: 'submitting', type: 'SUBMIT', ms: 4000 },
    {
      ...base,
      seq: 2,
      from: 'submitting',
      to: 'toOrigin',
      type: 'xstate.done.actor.signIn',
      ms: 900,
      outcome: 'ok',
    },
  ];
}

const customer = (n: number) => visit(`00000000-0000-4000-8000-00000000000${n}`, '0.1.0');
const simulated = (n: number) => visit(`00000000-0000-4000-8000-00000000009${n}`, '0.1.0+simulado');

const atlas = { machines: [loginMachine()] };
const results = { journeys: {}, e2e: null, e2eRoutes: null };

function rendered(source: string, events: FlowEvent[], file?: { simulated: true }) {
  const input = parseEvents(file ? { ...file, events } : { events });
  const traffic = trafficOf(source, input, [loginModel], { login: flow });
  return {
    traffic,
    summary: atlasText('', atlas, results, traffic),
    screens: atlasText('#/login/pantallas', atlas, results, traffic),
    journeys: atlasText('#/login/recorridos', atlas, results, traffic),
  };
}

describe('what the atlas calls its traffic', () => {
  it('the demo file is simulated traffic: "Tráfico simulado", "Sesiones simuladas", never "real"', () => {
    const demo = '.tmp/analytics/demo-events.json';
    const { traffic, summary, screens, journeys } = rendered(demo, simulated(1), { simulated: true });
    expect(traffic.origin).toBe('simulated');
    for (const said of ['Tráfico simulado: demo-events.json', 'Sesiones simuladas'])
      expect(summary).toContain(said);
    expect(screens).toContain('Tráfico simulado');
    for (const said of ['Recorridos simulados', '1 sesiones simuladas']) expect(journeys).toContain(said);
    for (const text of [summary, screens, journeys]) expect(text).not.toMatch(/\breal(es)?\b/i);
  });

  it('demo events posted to a collector and read back from its database are still simulated', () => {
    const { traffic, summary } = rendered(DATABASE, [...simulated(1), ...simulated(2)]);
    expect(traffic.origin).toBe('simulated');
    expect(summary).toContain('Tráfico simulado');
    expect(summary).not.toMatch(/\breal(es)?\b/i);
  });

  it("the collector's database with customers' sessions only is real traffic", () => {
    const { traffic, summary, journeys } = rendered(DATABASE, [...customer(1), ...customer(2)]);
    expect(traffic.origin).toBe('collector');
    for (const said of ['Tráfico real: PostgreSQL db.internal/credito', 'Sesiones reales'])
      expect(summary).toContain(said);
    expect(journeys).toContain('Recorridos reales');
  });

  it('simulated sessions mixed into the collector are said and counted', () => {
    const { traffic, summary } = rendered(DATABASE, [...customer(1), ...simulated(2)]);
    expect(traffic).toMatchObject({ origin: 'mixed', sessions: 2, simulatedSessions: 1 });
    for (const said of ['Tráfico real y simulado', '2 sesiones, 1 de ellas simuladas'])
      expect(summary).toContain(said);
  });

  it('a file of unknown origin (no mark) is recorded traffic, not real', () => {
    const { traffic, summary, journeys } = rendered('flow-events.json', customer(1));
    expect(traffic.origin).toBe('file');
    for (const said of ['Tráfico registrado', 'Sesiones registradas']) expect(summary).toContain(said);
    for (const text of [summary, journeys]) expect(text).not.toMatch(/\breal(es)?\b/i);
  });

  it('a traffic file written before the origin was recorded is not called real either', () => {
    const { traffic } = rendered(DATABASE, customer(1));
    const old = { ...traffic, origin: undefined };
    const summary = atlasText('', atlas, results, old);
    expect(summary).toContain('Tráfico registrado');
    expect(summary).not.toMatch(/\breal(es)?\b/i);
  });

  it('the origin: a simulated mark or every session simulated; the database is the collector', () => {
    const file = (events: FlowEvent[], simulated?: true) =>
      trafficOrigin('x.json', { events, invalid: 0, simulated });
    expect(file(customer(1), true)).toBe('simulated');
    expect([file(simulated(1)), file([...customer(1), ...simulated(2)]), file(customer(1))]).toEqual([
      'simulated',
      'mixed',
      'file',
    ]);
    for (const events of [customer(1), []])
      expect(trafficOrigin(DATABASE, { events, invalid: 0 })).toBe('collector');
  });
});
