/**
 * Issue 37 point 7 (the server's part): error log lines an operator can act on, without personal data.
 * - An unexpected failure logs the error's class, its code (PostgreSQL's SQLSTATE, a socket error's code) and its
 *   message — never the statement's parameters, PostgreSQL's `detail` (the row's values), nor a value the message
 *   quotes (before: `"error":"Error","code":null`).
 * - A failure that means the database is away answers 503 `SERVICE_UNAVAILABLE` with `Retry-After`, logged with
 *   its code.
 * - An uncaught exception in the running server (`server/main.ts`) is one JSON line with class, code, message and
 *   stack, and the process exits 1 (before: Node's plain-text stack on stderr).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { clients } from '../../server/db/schema.ts';
import { createDeps } from '../../server/deps.ts';
import { createLogger, errorFields, safeMessage } from '../../server/log.ts';
import { MARIA_CURP } from '../fixtures/samples.ts';
import { fileApi, type TestClient } from './helpers.ts';
import { serverProcesses } from './server-process.ts';

const PERSONAL = {
  email: 'maria.fernanda.lopez@example.com',
  phone: '5512345678',
  curp: MARIA_CURP,
};

const api = fileApi();
let existing: TestClient;
const logs: string[] = [];
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  existing = await api.createClient();
  const deps = createDeps(api.db, api.deps.config, {
    clock: api.deps.clock,
    log: createLogger('info', (line) => logs.push(line)),
  });
  // Routes that fail the ways production code can: a refused statement, a value PostgreSQL quotes, a lost socket.
  app = createApp(deps, {
    extraRoutes: [
      (router) => {
        router.post('/__fallas/duplicado', async () => {
          await api.db.insert(clients).values({
            id: crypto.randomUUID(),
            email: existing.email,
            phoneNumber: PERSONAL.phone,
            name: 'MARIA',
            firstSurname: 'LOPEZ',
            secondSurname: 'GARCIA',
            referralCode: 'REF0000001',
            identificationNumber: PERSONAL.curp,
          });
          return new Response(null, { status: 204 });
        });
        router.post('/__fallas/valor', async () => {
          await api.db.execute(sql`select ${PERSONAL.email}::uuid as id`);
          return new Response(null, { status: 204 });
        });
        router.post('/__fallas/conexion', () => {
          throw Object.assign(new Error(`connect ECONNREFUSED 127.0.0.1:5432`), {
            code: 'ECONNREFUSED',
            errno: -111,
            syscall: 'connect',
          });
        });
      },
    ],
  });
});

const failure = async (p: string) => {
  const res = await app.request(`/api${p}`, { method: 'POST' });
  const id = res.headers.get('x-request-id')!;
  const line = logs
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .find((l) => l.requestId === id && l.msg !== 'request');
  return { res, line, raw: logs.filter((l) => l.includes(id)).join('\n') };
};

const expectNoPersonalData = (text: string) => {
  for (const value of [existing.email, existing.phoneNumber, ...Object.values(PERSONAL)])
    expect(text).not.toContain(value);
  expect(text).not.toMatch(/\bdetail\b/i);
};

describe('error log lines', () => {
  it('a refused statement: class, SQLSTATE and message, never its values or detail', async () => {
    const { res, line, raw } = await failure('/__fallas/duplicado');
    expect(res.status).toBe(500);
    expect(line).toMatchObject({ level: 'error', msg: 'unhandled error', code: '23505' });
    expect(typeof line?.error).toBe('string');
    expect(line?.error).not.toBe('Error');
    expect(line?.message).toMatch(/duplicate key value violates unique constraint/);
    expectNoPersonalData(raw);
  });

  it('a value PostgreSQL quotes in its message is left out', async () => {
    const { res, line, raw } = await failure('/__fallas/valor');
    expect(res.status).toBe(500);
    expect(line).toMatchObject({ level: 'error', code: '22P02' });
    expect(line?.message).toMatch(/invalid input syntax for type uuid/);
    expectNoPersonalData(raw);
  });

  it('a lost database connection: 503 SERVICE_UNAVAILABLE with Retry-After, logged with its code', async () => {
    const { res, line } = await failure('/__fallas/conexion');
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({
      httpCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.',
    });
    expect(line).toMatchObject({ level: 'warn', error: 'Error', code: 'ECONNREFUSED' });
    expect(line?.message).toContain('ECONNREFUSED');
  });
});

describe('what a log line keeps of a message', () => {
  it('SQL names stay; values, e-mails and long digit runs go; a drizzle wrapper is read through', () => {
    expect(safeMessage('duplicate key value violates unique constraint "clients_email_unique"')).toBe(
      'duplicate key value violates unique constraint "clients_email_unique"',
    );
    expect(safeMessage(`invalid input syntax for type uuid: "${PERSONAL.email}"`)).toBe(
      'invalid input syntax for type uuid: "…"',
    );
    expect(safeMessage(`invalid input value for enum sex: 'X'`)).toBe(
      `invalid input value for enum sex: '…'`,
    );
    expect(safeMessage(`no client ${PERSONAL.email} with phone ${PERSONAL.phone}`)).toBe(
      'no client …@… with phone …',
    );
    expect(safeMessage(`curp ${PERSONAL.curp}`)).not.toContain(PERSONAL.curp.slice(4, 10));
    expect(safeMessage('x'.repeat(1000))).toHaveLength(300);

    const cause = Object.assign(new Error('deadlock detected'), {
      name: 'error',
      code: '40P01',
      detail: 'x',
    });
    const wrapper = Object.assign(new Error(`Failed query: select 1\nparams: ${PERSONAL.email}`), {
      query: 'select 1',
      params: [PERSONAL.email],
      cause,
    });
    expect(errorFields(wrapper)).toEqual({ error: 'error', code: '40P01', message: 'deadlock detected' });
    const bare = Object.assign(new Error(`Failed query: select 1\nparams: ${PERSONAL.email}`), {
      query: 'select 1',
      params: [PERSONAL.email],
    });
    expect(errorFields(bare)).toMatchObject({ message: 'Failed query' });
    expect(errorFields('texto')).toEqual({ error: 'string', code: null, message: 'texto' });
  });
});

describe('a crash of the running server', () => {
  const servers = serverProcesses('crash');

  it('an uncaught exception is one JSON line (class, code, message, stack), then exit 1', async () => {
    // Loaded before the server: on SIGUSR2 it throws out of an event handler, as a bug in a callback would.
    const trigger = path.join(servers.dir, 'crash-on-signal.mjs');
    fs.writeFileSync(
      trigger,
      `process.on('SIGUSR2', () => setImmediate(() => {
        throw Object.assign(new TypeError('Cannot read properties of undefined (reading "${PERSONAL.email}")'), { code: 'E_PRUEBA' });
      }));\n`,
    );
    const { child, exited, lines, stderr } = await servers.start({}, [pathToFileURL(trigger).href]);
    child.kill('SIGUSR2');
    expect((await exited).code).toBe(1);

    const crash = lines.filter((l) => l.includes('uncaught exception'));
    expect(crash).toHaveLength(1);
    const parsed = JSON.parse(crash[0]!) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      level: 'error',
      msg: 'uncaught exception',
      error: 'TypeError',
      code: 'E_PRUEBA',
    });
    expect(parsed.message).toMatch(/^Cannot read properties of undefined/);
    expect(typeof parsed.stack).toBe('string');
    expect(parsed.stack).toMatch(/\n\s+at /);
    // Every stdout line is JSON, nothing of the crash went to stderr as text, no personal data anywhere.
    for (const l of lines) expect(() => JSON.parse(l), l).not.toThrow();
    expect(stderr()).not.toContain('TypeError');
    expect(lines.join('\n') + stderr()).not.toContain(PERSONAL.email);
  }, 240_000);
});
