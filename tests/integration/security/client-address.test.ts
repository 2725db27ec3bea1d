/**
 * Issue 37 point 4: the real client address. Behind the proxies `TRUSTED_PROXIES` names (the cluster's HAProxy on
 * 127.0.0.1, `option forwardfor`), the sign-in lock and the rate limits count the address `X-Forwarded-For` names
 * (the rightmost one that is not a trusted proxy), so one source no longer locks everyone's sign-in; from any other
 * peer the header is ignored (anyone can write it). Per-account limits are unchanged. Hostile headers are no 5xx.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { clientAddress } from '../../../server/http/client-address.ts';
import { fileApi, startTestApi, type TestClient } from '../helpers.ts';

const api = fileApi(() => startTestApi({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' }));

/** A sign-in as the server sees it: the socket's peer and, when given, the `X-Forwarded-For` it carries. */
async function signin(peer: string, forwardedFor: string | undefined, email: string, password: string) {
  const res = await api.app.request(
    '/api/clients/signin',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
      },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: peer } } },
  );
  return { status: res.status, body: (await res.json()) as { code?: string; message?: string } };
}

/** 50 wrong passwords, each for another (unknown) e-mail: the per-address budget of a 15-minute window. */
async function fiftyWrong(peer: string, forwardedFor: (i: number) => string | undefined, tag: string) {
  for (let i = 0; i < 50; i++) {
    const res = await signin(peer, forwardedFor(i), `nadie.${tag}.${i}@example.com`, 'Contraseña-Mala-1');
    expect(res.status).toBe(401);
  }
}

describe('the client address behind a trusted proxy', () => {
  it("50 failures from one forwarded address lock that address, never another one's correct sign-in", async () => {
    const customer: TestClient = await api.createClient();
    await fiftyWrong('127.0.0.1', () => '203.0.113.7', 'a');
    // The attacker's address is locked...
    const locked = await signin('127.0.0.1', '203.0.113.7', customer.email, customer.password);
    expect([locked.status, locked.body.code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    // ...the customer behind the same balancer signs in (before: every request was 127.0.0.1, all locked).
    const ok = await signin('127.0.0.1', '198.51.100.23', customer.email, customer.password);
    expect(ok.status).toBe(200);
    // The client wrote an address itself, left of what the balancer appended: only the balancer's one counts.
    const forged = await signin('127.0.0.1', '198.51.100.99, 203.0.113.7', customer.email, customer.password);
    expect(forged.status).toBe(429);
  });

  it('a chain of trusted proxies: the rightmost untrusted address is the client', async () => {
    const customer = await api.createClient();
    await fiftyWrong('10.1.2.3', () => '192.0.2.200, 10.9.9.9', 'b');
    expect(
      (await signin('10.1.2.3', '192.0.2.200, 10.9.9.9', customer.email, customer.password)).status,
    ).toBe(429);
    expect(
      (await signin('10.1.2.3', '192.0.2.201, 10.9.9.9', customer.email, customer.password)).status,
    ).toBe(200);
  });

  it('from an untrusted peer X-Forwarded-For is ignored: a new forged address each time still locks', async () => {
    const customer = await api.createClient();
    await fiftyWrong('192.0.2.10', (i) => `198.51.100.${i + 1}`, 'c');
    const res = await signin('192.0.2.10', '198.51.100.250', customer.email, customer.password);
    expect(res.status).toBe(429);
    // Another peer is another address.
    expect((await signin('192.0.2.11', undefined, customer.email, customer.password)).status).toBe(200);
  });

  it('per-account limits are unchanged: 10 failures on one e-mail lock it from any address', async () => {
    const customer = await api.createClient();
    for (let i = 0; i < 10; i++) {
      const res = await signin('127.0.0.1', `203.0.113.${100 + i}`, customer.email, 'Contraseña-Mala-1');
      expect(res.status).toBe(401);
    }
    const res = await signin('127.0.0.1', '203.0.113.150', customer.email, customer.password);
    expect(res.status).toBe(429);
  });

  it('hostile X-Forwarded-For headers from a trusted peer: never a 5xx', async () => {
    const hostile = [
      '',
      ' ',
      ',,,',
      'garbage',
      'unknown',
      '999.999.999.999',
      '1.2.3.4.5',
      '::1',
      '2001:db8::1',
      '[2001:db8::1]:443',
      '203.0.113.9:51234',
      'fe80::1%eth0',
      '::ffff:203.0.113.9',
      '"203.0.113.9"',
      '203.0.113.9;rm -rf /',
      'ñandú, 203.0.113.9',
      `${'10.0.0.1, '.repeat(500)}203.0.113.9`,
      Array.from({ length: 300 }, (_, i) => `198.51.${i % 256}.${i % 200}`).join(','),
      'a'.repeat(8000),
      '127.0.0.1',
      '0.0.0.0/0',
      '%00',
    ];
    const customer = await api.createClient();
    for (const header of hostile) {
      const res = await signin('127.0.0.1', header, customer.email, 'Contraseña-Mala-1');
      expect(res.status, header.slice(0, 40)).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('TRUSTED_PROXIES and the address it picks', () => {
  it('none by default; addresses and CIDR blocks are read, anything else refuses to start', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: ' 127.0.0.1 , 10.0.0.0/8,::1, fd00::/8' }).trustedProxies).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '::1/129', '1.2.3', '10.0.0.0/x'])
      expect(() => loadConfig({ TRUSTED_PROXIES: bad }), bad).toThrow(/TRUSTED_PROXIES/);
  });

  it('picks the rightmost untrusted hop from a trusted peer, the peer otherwise', () => {
    const trusted = ['127.0.0.1', '10.0.0.0/8'];
    const cases: Array<[string | undefined, string | undefined, readonly string[], string]> = [
      ['127.0.0.1', '203.0.113.7', [], '127.0.0.1'],
      ['127.0.0.1', '203.0.113.7', trusted, '203.0.113.7'],
      ['::ffff:127.0.0.1', '203.0.113.7', trusted, '203.0.113.7'],
      ['127.0.0.1', '198.51.100.1, 203.0.113.7', trusted, '203.0.113.7'],
      ['127.0.0.1', '198.51.100.1, 203.0.113.7, 10.0.0.5', trusted, '203.0.113.7'],
      ['127.0.0.1', '10.0.0.9, 10.0.0.5', trusted, '10.0.0.9'],
      ['127.0.0.1', '[2001:db8::1]:443', trusted, '2001:db8::1'],
      ['127.0.0.1', '203.0.113.7:5555', trusted, '203.0.113.7'],
      ['127.0.0.1', 'garbage', trusted, '127.0.0.1'],
      ['127.0.0.1', '198.51.100.1, garbage, 10.0.0.5', trusted, '10.0.0.5'],
      ['127.0.0.1', '', trusted, '127.0.0.1'],
      ['127.0.0.1', undefined, trusted, '127.0.0.1'],
      ['192.0.2.10', '203.0.113.7', trusted, '192.0.2.10'],
      [undefined, '203.0.113.7', trusted, 'unknown'],
    ];
    for (const [peer, header, list, expected] of cases)
      expect(clientAddress(peer, header, list), `${peer} ${header}`).toBe(expected);
  });
});
