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
    const { traffic, summary, screens, journeys } = rendered(
      '.tmp/analytics/demo-events.json',
      simulated(1),
      {
        simulated: true,
      },
    );
    expect(traffic.origin).toBe('simulated');
    expect(summary).toContain('Tráfico simulado: demo-events.json');
    expect(summary).toContain('Sesiones simuladas');
    expect(screens).toContain('Tráfico simulado');
    expect(journeys).toContain('Recorridos simulados');
    expect(journeys).toContain('1 sesiones simuladas');
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
    expect(summary).toContain('Tráfico real: PostgreSQL db.internal/credito');
    expect(summary).toContain('Sesiones reales');
    expect(journeys).toContain('Recorridos reales');
  });

  it('simulated sessions mixed into the collector are said and counted', () => {
    const { traffic, summary } = rendered(DATABASE, [...customer(1), ...simulated(2)]);
    expect(traffic).toMatchObject({ origin: 'mixed', sessions: 2, simulatedSessions: 1 });
    expect(summary).toContain('Tráfico real y simulado');
    expect(summary).toContain('2 sesiones, 1 de ellas simuladas');
  });

  it('a file of unknown origin (no mark) is recorded traffic, not real', () => {
    const { traffic, summary, journeys } = rendered('flow-events.json', customer(1));
    expect(traffic.origin).toBe('file');
    expect(summary).toContain('Tráfico registrado');
    expect(summary).toContain('Sesiones registradas');
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
    expect(trafficOrigin('x.json', { events: customer(1), invalid: 0, simulated: true })).toBe('simulated');
    expect(trafficOrigin('x.json', { events: simulated(1), invalid: 0 })).toBe('simulated');
    expect(trafficOrigin('x.json', { events: [...customer(1), ...simulated(2)], invalid: 0 })).toBe('mixed');
    expect(trafficOrigin('x.json', { events: customer(1), invalid: 0 })).toBe('file');
    expect(trafficOrigin(DATABASE, { events: customer(1), invalid: 0 })).toBe('collector');
    expect(trafficOrigin(DATABASE, { events: [], invalid: 0 })).toBe('collector');
  });
});
