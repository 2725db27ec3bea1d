import { describe, expect, it } from 'vitest';
import { FLOWS } from '../../../server/analytics/allow-list.gen.ts';
import { createAnalyticsService, networkOf } from '../../../server/analytics/service.ts';
import { sweepOnce } from '../../../server/lending/scheduler/sweeper.ts';
import { collectorApi, loginStep, postFrom as postTo } from './collector-api.ts';

const api = collectorApi();

const DAY_MS = 24 * 3_600_000;
const event = loginStep;

const postFrom = (remoteAddress: string, events: unknown[]) => postTo(api.app, remoteAddress, events);

const storedText = async () => {
  const download = await api.request<{ events: unknown[] }>('GET', '/api/__sandbox/analytics/events');
  return { count: download.body.events.length, text: JSON.stringify(download.body.events) };
};

describe('PII-shaped events are neither stored nor served', () => {
  const hostile: Array<[string, Record<string, unknown>]> = [
    ['a CURP as the state', { to: 'PESJ851102HDFRTN01' }],
    ['a phone as the state', { to: '3312345678' }],
    ['a card number as the state', { to: '4111111111111111' }],
    ['a name as a state in a known flow', { from: 'AnaLopez' }],
    ['an e-mail as the event type', { type: 'ana.lopez@example.com' }],
    ['a name as the flow', { flow: 'AnaLopezGarcia' }],
    ['a route the flow does not have', { route: '/ana-lopez' }],
    ['a name as the outcome', { outcome: 'ANA_LOPEZ' }],
    ['a CURP as the outcome', { outcome: 'PESJ851102HDFRTN01' }],
  ];

  it.each(hostile)('%s, from two addresses: left out (202, refused), nothing stored', async (_what, bad) => {
    for (const address of ['203.0.113.7', '2001:db8:1:2::9']) {
      const res = await postFrom(address, [event(bad)]);
      expect([res.status, res.body]).toEqual([202, { accepted: 0, refused: 1 }]);
    }
    expect((await storedText()).count).toBe(0);
  });

  it('in a batch with a real step: the real step is stored, the PII-shaped ones are not', async () => {
    const res = await postFrom('198.51.100.4', [event(), ...hostile.map(([, bad]) => event(bad))]);
    expect(res.body).toEqual({ accepted: 1, refused: hostile.length });
    const { count, text } = await storedText();
    expect(count).toBe(1);
    expect(text).not.toMatch(/PESJ851102|3312345678|4111111111|AnaLopez|ana\.lopez|ANA_LOPEZ|ana-lopez/);
  });

  it('the allow-list is generated from the flow machines (each flow, its states, events and routes)', () => {
    expect(Object.keys(FLOWS)).toEqual(
      expect.arrayContaining(['login', 'signup', 'application', 'promoter']),
    );
    expect(FLOWS.login!.states).toContain('editing');
    expect(FLOWS.login!.events).toEqual(expect.arrayContaining(['xstate.init', 'SUBMIT']));
    expect(FLOWS.login!.routes).toEqual(['/login']);
  });
});

describe('the budget of a source', () => {
  it('an IPv6 /64 shares one budget: the 120th batch is taken, the 121st refused from another host of the /64', async () => {
    for (let i = 1; i <= 119; i++)
      expect((await postFrom(`2001:db8:a:b::${i.toString(16)}`, [event()])).status).toBe(202);
    expect((await postFrom('2001:db8:a:b:ffff:1:2:3', [event()])).status).toBe(202);
    const above = await postFrom('2001:0db8:000a:000b::abcd', [event()]);
    expect([above.status, above.body.code]).toEqual([429, 'TOO_MANY_EVENTS']);
    // The next /64 has its own; an IPv4 address is its own.
    expect((await postFrom('2001:db8:a:c::1', [event()])).status).toBe(202);
    expect((await postFrom('192.0.2.1', [event()])).status).toBe(202);
  });

  it('the network of an address: IPv4 as it is, IPv6 by its /64 however written', () => {
    expect(networkOf('127.0.0.2')).toBe('127.0.0.2');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:0DB8:0000:0000:ffff::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('a daily cap for everyone: at the cap taken, one above refused (every address), a day later taken', async () => {
    const collector = createAnalyticsService(api.deps, { perDay: { limit: 3, windowMs: DAY_MS } });
    const one = [event()] as Parameters<typeof collector.events>[0];
    await collector.events(one, '192.0.2.10');
    await collector.events(one, '192.0.2.11');
    expect((await collector.events(one, '192.0.2.12')).accepted).toBe(1);
    await expect(collector.events(one, '192.0.2.13')).rejects.toMatchObject({ httpCode: 429 });
    api.deps.clock.advance(DAY_MS);
    expect((await collector.events(one, '192.0.2.14')).accepted).toBe(1);
  });
});

describe('retention', () => {
  it('the sweeper deletes events older than 90 days: a second before, kept; a second after, deleted', async () => {
    expect((await postFrom('192.0.2.50', [event()])).status).toBe(202);
    api.deps.clock.advance(90 * DAY_MS - 1000);
    await sweepOnce(api.deps, true);
    expect((await storedText()).count).toBe(1);
    api.deps.clock.advance(2000);
    await sweepOnce(api.deps, true);
    expect((await storedText()).count).toBe(0);
  });
});
