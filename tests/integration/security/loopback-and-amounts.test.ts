/**
 * Issue 22 point 6 (b, c): an amount of pesos that is not a whole number of centavos is refused with its reason
 * (never rounded, never accepted within a tolerance), and "loopback" is decided by the addresses a name resolves
 * to, not by the name `localhost`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assertListenHostSafe,
  isLoopbackAddress,
  type LookupAll,
  loadConfig,
  resolvesToLoopback,
} from '../../../server/config.ts';
import { fileApi, type TestClient } from '../helpers.ts';

const api = fileApi();
let client: TestClient;
beforeAll(async () => {
  client = await api.createClient();
});

describe('amounts in pesos: two decimals at most, read exactly', () => {
  const estimate = (creditAmount: string) =>
    api.request<{ message?: string }>(
      'GET',
      `/api/applications/estimated-monthly-payment?creditAmount=${creditAmount}&requestedPeriod=12&type=PERSONAL_LOAN`,
      { token: client.token },
    );

  it('an amount with a third decimal is a 400 that says why, however small the excess', async () => {
    for (const amount of ['10000.999', '10000.001', '10000.0000001', '10000.000000001']) {
      const res = await estimate(amount);
      expect(res.status, amount).toBe(400);
      expect(res.body).toEqual({
        httpCode: 400,
        code: 'VALIDATION_ERROR',
        message:
          'El dato ingresado no es válido: creditAmount. Debe ser un monto en pesos con hasta 2 decimales.',
      });
    }
    for (const amount of ['10000.99', '10000.9', '10000', '10000.990']) {
      expect((await estimate(amount)).status, amount).toBe(200);
    }
  });

  it('other refusals keep their plain message', async () => {
    const res = await estimate('diez');
    expect(res.body).toEqual({
      httpCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'El dato ingresado no es válido: creditAmount',
    });
  });
});

describe('loopback is decided by the resolved address, not by the name', () => {
  const resolvingTo =
    (...addresses: string[]): LookupAll =>
    async () =>
      addresses.map((address) => ({ address }));
  const failing: LookupAll = async () => {
    throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
  };

  it('reads loopback addresses (IPv4 127/8, ::1, IPv4-mapped) and nothing else', () => {
    for (const a of [
      '127.0.0.1',
      '127.255.255.254',
      '::1',
      '[::1]',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
    ])
      expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of [
      '128.0.0.1',
      '126.255.255.255',
      '0.0.0.0',
      '::',
      '::2',
      '::ffff:10.0.0.1',
      '10.0.0.1',
      'localhost',
    ])
      expect(isLoopbackAddress(a), a).toBe(false);
  });

  it('a name is loopback only when every address it resolves to is', async () => {
    expect(await resolvesToLoopback('localhost', resolvingTo('127.0.0.1', '::1'))).toBe(true);
    expect(await resolvesToLoopback('localhost', resolvingTo('10.0.0.5'))).toBe(false);
    expect(await resolvesToLoopback('localhost', resolvingTo('127.0.0.1', '192.168.1.20'))).toBe(false);
    expect(await resolvesToLoopback('app.localhost', resolvingTo())).toBe(false);
    expect(await resolvesToLoopback('localhost', failing)).toBe(false);
    // A name that is not `localhost` but resolves to loopback is loopback.
    expect(await resolvesToLoopback('qa-box', resolvingTo('127.0.0.2'))).toBe(true);
    // Addresses are never looked up.
    expect(await resolvesToLoopback('127.0.0.1', failing)).toBe(true);
    expect(await resolvesToLoopback('[::1]', failing)).toBe(true);
    expect(await resolvesToLoopback('0.0.0.0', resolvingTo('127.0.0.1'))).toBe(false);
  });

  it('the sandbox tools without SANDBOX_KEY start only on a HOST that resolves to loopback', async () => {
    const local = loadConfig({ HOST: 'localhost' });
    await expect(assertListenHostSafe(local, resolvingTo('10.0.0.5'))).rejects.toThrow(
      /HOST=localhost is not a loopback address .* set SANDBOX_KEY/,
    );
    await expect(assertListenHostSafe(local, resolvingTo('127.0.0.1', '::1'))).resolves.toBeUndefined();
    await expect(assertListenHostSafe(loadConfig({ HOST: 'qa-box' }), failing)).rejects.toThrow(
      /SANDBOX_KEY/,
    );
    // With the key, or without the tools, any HOST may be used.
    const key = 'una-clave-de-sandbox-bastante-larga';
    await expect(
      assertListenHostSafe(loadConfig({ HOST: 'localhost', SANDBOX_KEY: key }), resolvingTo('10.0.0.5')),
    ).resolves.toBeUndefined();
    await expect(
      assertListenHostSafe(loadConfig({ HOST: 'localhost', SANDBOX: 'false' }), resolvingTo('10.0.0.5')),
    ).resolves.toBeUndefined();
    // An address is decided at once, without a lookup.
    expect(() => loadConfig({ HOST: '10.0.0.1' })).toThrow(/SANDBOX_KEY/);
    await expect(assertListenHostSafe(loadConfig({}), failing)).resolves.toBeUndefined();
  });

  it('npm start refuses, before opening the database, a HOST name that does not resolve to loopback', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
        env: {
          ...process.env,
          HOST: 'no-such-host.invalid',
          SANDBOX: 'true',
          SANDBOX_KEY: '',
          DATA_DIR: dataDir,
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('HOST=no-such-host.invalid is not a loopback address');
      // Nothing was written: no secret, no database.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
