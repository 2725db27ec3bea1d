/**
 * The floor `GET /api/clients/me` is measured against (`npm run bench:api`): a bare Hono + PGlite server doing the
 * same work — a JWT check with jose (HS256, issuer, expiry), then two indexed reads (the credentials' token version
 * joined to the account, then the account with its settings) — on 5,000 clients, and nothing else (no middleware,
 * no validation, no logging). Run as its own process:
 *
 *   node --import tsx tooling/bench/bare-me.ts <port> [--data-dir <dir>]   # prints `ready <token>` when it listens
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { jwtVerify, SignJWT } from 'jose';

const CLIENTS = 5_000;
const port = Number(process.argv[2] ?? 18_090);
const key = new TextEncoder().encode('bare-endpoint-secret-0123456789abcdef');

// `--data-dir <dir>`: on disk, as the real server keeps its PGlite (DATA_DIR); in memory otherwise.
const dirArg = process.argv.indexOf('--data-dir');
const db = dirArg > 0 ? new PGlite(process.argv[dirArg + 1]) : new PGlite();
await db.exec(`
  create table clients (id text primary key, email text not null unique, phone_number text not null, name text not null,
    first_surname text not null, second_surname text, curp text, credit_limit_centavos integer not null default 0,
    referral_code text not null, activated_at timestamptz, created_at timestamptz not null default now());
  create table credentials (client_id text primary key references clients(id), password_hash text not null,
    token_version integer not null default 0);
  create table client_settings (id text primary key, client_id text not null unique references clients(id),
    transactional_notifications boolean not null default true, promotional_notifications boolean not null default false);
`);
const ids: string[] = [];
await db.transaction(async (tx) => {
  for (let i = 0; i < CLIENTS; i++) {
    const id = randomUUID();
    ids.push(id);
    await tx.query(
      `insert into clients (id, email, phone_number, name, first_surname, second_surname, referral_code, activated_at)
       values ($1, $2, $3, 'ANA', 'PRUEBA', 'TEST', $4, now())`,
      [id, `bare.${i}@example.com`, `55${String(i).padStart(8, '0')}`, `R${i}`],
    );
    await tx.query(`insert into credentials (client_id, password_hash) values ($1, 'x')`, [id]);
    await tx.query(`insert into client_settings (id, client_id) values ($1, $2)`, [randomUUID(), id]);
  }
});

const app = new Hono();
app.get('/api/clients/me', async (c) => {
  const auth = c.req.header('authorization') ?? '';
  let sub: string;
  let ver: number;
  try {
    const { payload } = await jwtVerify(auth.slice(7), key, {
      algorithms: ['HS256'],
      issuer: 'credito-sandbox',
    });
    sub = String(payload.sub);
    ver = Number(payload.ver ?? 0);
  } catch {
    return c.json({ code: 'UNAUTHORIZED' }, 401);
  }
  const live = await db.query<{ token_version: number }>(
    'select cr.token_version from credentials cr join clients c on c.id = cr.client_id where cr.client_id = $1 limit 1',
    [sub],
  );
  if (live.rows[0]?.token_version !== ver) return c.json({ code: 'UNAUTHORIZED' }, 401);
  const row = await db.query<Record<string, unknown>>(
    `select c.*, s.id as settings_id, s.transactional_notifications, s.promotional_notifications
       from clients c left join client_settings s on s.client_id = c.id where c.id = $1 limit 1`,
    [sub],
  );
  const r = row.rows[0];
  if (!r) return c.json({ code: 'NOT_FOUND' }, 404);
  return c.json({
    id: r.id,
    name: r.name,
    firstSurname: r.first_surname,
    email: r.email,
    phoneNumber: r.phone_number,
    creditLimit: Number(r.credit_limit_centavos) / 100,
    referralCode: r.referral_code,
    activatedAt: r.activated_at,
    settings: {
      id: r.settings_id,
      transactionalNotifications: r.transactional_notifications,
      promotionalNotifications: r.promotional_notifications,
    },
  });
});

const now = Math.floor(Date.now() / 1000);
const token = await new SignJWT({ ver: 0 })
  .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
  .setIssuer('credito-sandbox')
  .setSubject(ids[Math.floor(CLIENTS / 2)]!)
  .setAudience(['client'])
  .setIssuedAt(now)
  .setExpirationTime(now + 3600)
  .sign(key);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => process.stdout.write(`ready ${token}\n`));
process.on('SIGTERM', () => process.exit(0));
