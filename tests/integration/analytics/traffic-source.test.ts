/**
 * `npm run statecharts -- --traffic postgres://…` reads the flow events the collector stored, straight from the
 * database (scripts/statecharts/traffic/read.ts). Only a PostgreSQL run has a URL to read from: this file runs in
 * CI's PostgreSQL stage (`scripts/ci-postgres.sh`, DATABASE_URL set); the JSON file source is tested in the unit
 * suite with the same events.
 */
import { describe, expect, it } from 'vitest';
import { readTraffic, sourceLabel } from '../../../scripts/statecharts/traffic/read.ts';
import { fileApi } from '../helpers.ts';

describe.runIf(process.env.DATABASE_URL)('atlas traffic read from PostgreSQL', () => {
  const api = fileApi();

  const session = (n: number) => `3b1f8e4a-5c2d-4e6f-8a9b-0c1d2e3f4a5${n}`;
  const event = (n: number, seq: number, to: string, outcome?: string) => ({
    session: session(n),
    app: '0.1.0',
    flow: 'signing',
    run: 0,
    seq,
    from: seq === 0 ? null : 'paymentTable',
    to,
    busy: false,
    type: seq === 0 ? 'xstate.init' : 'xstate.done.actor.signing.sign',
    route: '/firmar-aplicacion-credito/:applicationId/tabla-de-pagos',
    ms: 1200 * seq,
    ...(outcome === undefined ? {} : { outcome }),
  });

  it('reads every stored event back, in session order, with the same fields the collector took', async () => {
    // Steps of the signing flow (the collector stores only what its allow-list has).
    const sent = [
      event(2, 0, 'paymentTable'),
      event(2, 1, 'contract.idle', 'ok'),
      event(1, 0, 'paymentTable'),
    ];
    const res = await api.request('POST', '/api/analytics/events', { body: { events: sent } });
    expect(res.status).toBe(202);
    const url = api.databaseUrl ?? '';
    const { events, invalid } = await readTraffic(url);
    expect(invalid).toBe(0);
    expect(events).toEqual([sent[2], sent[0], sent[1]]);
  });

  it('names the database in the atlas without its password', () => {
    const label = sourceLabel(api.databaseUrl ?? '');
    expect(label).toMatch(/^PostgreSQL 127\.0\.0\.1\/it_/);
    expect(label).not.toContain('@');
  });
});
