/**
 * Issue 9 point 8: the sandbox clock offset survives a restart. Codes, tokens and sign-ups are stamped with the moved
 * clock; after a restart on the same data folder the offset is restored, so nothing is in the future: a resend wait
 * is the usual 60 s (not days) and tokens issued before and after the restart keep working.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { type Database, openPglite } from '../../../server/db/client.ts';
import { clientSettings, clients, credentials } from '../../../server/db/schema.ts';
import { seed } from '../../../server/db/seed.ts';
import { createServerDeps } from '../../../server/deps.ts';
import { createLogger } from '../../../server/log.ts';
import { encodeRequest, type RequestOptions, readResponse, uniqueContact } from '../helpers.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-clock-'));
const config = loadConfig({
  JWT_SECRET: 'integration-tests-secret-0123456789abcdef',
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
});
const open: Database[] = [];
afterAll(async () => {
  for (const d of open) await d.close().catch(() => {});
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
});

/** Starts "the server" on the data folder, as `npm start` does (restoring the sandbox clock). */
async function start() {
  const database = await openPglite(dir);
  open.push(database);
  await seed(database.db);
  const deps = await createServerDeps(database.db, config, { log: createLogger('silent') });
  const app = createApp(deps);
  const call = async <T>(method: string, p: string, opts: RequestOptions = {}) =>
    readResponse<T>(await app.request(p, { method, ...encodeRequest(opts) }));
  return { database, deps, call };
}

const THREE_DAYS_MIN = 3 * 24 * 60;

describe('sandbox clock across a restart', () => {
  it('restores the offset: waits, codes and tokens stamped with the moved clock keep working', async () => {
    const first = await start();
    const moved = await first.call<{ offsetMs: number }>('POST', '/api/__sandbox/clock/advance', {
      body: { minutes: THREE_DAYS_MIN },
    });
    expect([moved.status, moved.body.offsetMs]).toEqual([200, THREE_DAYS_MIN * 60_000]);

    // A sign-up stamped with the moved clock, and its first activation code.
    const id = randomUUID();
    const now = first.deps.clock.now();
    await first.database.db.insert(clients).values({
      id,
      ...uniqueContact(),
      referralCode: randomBytes(5).toString('hex').toUpperCase(),
      identificationNumber: '1234567890',
      createdAt: now,
    });
    await first.database.db
      .insert(credentials)
      .values({ clientId: id, passwordHash: 'x', passwordChangedAt: now });
    await first.database.db.insert(clientSettings).values({ id: randomUUID(), clientId: id });
    const token = await first.deps.tokens.issue('client-ephemeral', id);
    expect((await first.call('POST', '/api/clients/resend-activation-code', { token })).status).toBe(200);
    await first.database.close();

    // Restart on the same folder.
    const second = await start();
    expect(second.deps.clock.offsetMs()).toBe(THREE_DAYS_MIN * 60_000);
    const clock = await second.call<{ offsetMs: number }>('GET', '/api/__sandbox/clock');
    expect(clock.body.offsetMs).toBe(THREE_DAYS_MIN * 60_000);
    // The resend wait is the usual 60 s, not three days.
    const early = await second.call<{ message: string }>('POST', '/api/clients/resend-activation-code', {
      token,
    });
    expect(early.status).toBe(429);
    expect(early.body.message).toMatch(/^Espera [1-6]?\d segundos/);
    second.deps.clock.advance(61_000);
    expect((await second.call('POST', '/api/clients/resend-activation-code', { token })).status).toBe(200);
    // A token issued after the restart works as well.
    const fresh = await second.deps.tokens.issue('client-ephemeral', id);
    second.deps.clock.advance(61_000);
    expect((await second.call('POST', '/api/clients/resend-activation-code', { token: fresh })).status).toBe(
      200,
    );
  });

  it('every later move through the sandbox is kept for the next start', async () => {
    await open.at(-1)!.close();
    const third = await start();
    expect(third.deps.clock.offsetMs()).toBeGreaterThanOrEqual(THREE_DAYS_MIN * 60_000);
    const moved = await third.call<{ offsetMs: number }>('POST', '/api/__sandbox/clock/advance', {
      body: { minutes: 5 },
    });
    expect(moved.status).toBe(200);
    await third.database.close();
    const fourth = await start();
    expect(fourth.deps.clock.offsetMs()).toBe(moved.body.offsetMs);
    await fourth.database.close();
  });
});
