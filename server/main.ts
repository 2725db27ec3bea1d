/**
 * Production-style entry point (`npm start` runs it through scripts/start.mjs): opens the database (PGlite under
 * `.data/` or PostgreSQL with DATABASE_URL), migrates and seeds it, serves the built app (`dist/`) and `/api` on
 * one port, and shuts down gracefully on SIGINT/SIGTERM.
 */
import fs from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { withSharedSecret } from './auth/shared-secret.ts';
import { assertListenHostSafe, loadConfig, withPersistentSecret } from './config.ts';
import { DataDirLockedError, openDatabase } from './db/client.ts';
import { seed } from './db/seed.ts';
import { createServerDeps } from './deps.ts';
import { startSweeper } from './lending/scheduler/sweeper.ts';
import { createLogger, logCrashes } from './log.ts';

// A crash is one JSON line like every other log line, never a plain-text stack.
logCrashes();

async function main() {
  const started = performance.now();
  const loaded = loadConfig();
  // HOST decided by the addresses it resolves to (a `localhost` pointed elsewhere is not loopback), before anything
  // is written to DATA_DIR.
  await assertListenHostSafe(loaded);
  // Without JWT_SECRET: PGlite keeps the generated secret in DATA_DIR, PostgreSQL in the database (every instance).
  let config = loaded.databaseUrl ? loaded : withPersistentSecret(loaded);
  const log = createLogger(config.logLevel);
  if (config.jwtSecretSource === 'file') {
    log.info('JWT_SECRET is not set: using the secret generated on the first start', {
      file: path.join(config.dataDir, 'jwt-secret'),
    });
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config);
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  if (config.databaseUrl) config = await withSharedSecret(database.db, config);
  if (config.jwtSecretSource === 'database')
    log.info('JWT_SECRET is not set: using the secret kept in the database for every instance');
  const dbReady = performance.now();
  await seed(database.db);
  const seeded = performance.now();

  const deps = await createServerDeps(database.db, config, { log });
  const staticRoot = path.resolve(process.env.STATIC_ROOT ?? 'dist');
  const hasStatic = fs.existsSync(path.join(staticRoot, 'index.html'));
  if (!hasStatic)
    log.warn('no built app found: serving the API only', { staticRoot: path.basename(staticRoot) });
  const app = createApp(deps, hasStatic ? { staticRoot } : {});

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info('listening', {
      host: config.host,
      port: info.port,
      database: database.kind,
      sandbox: config.sandbox,
      openDbMs: Math.round(dbReady - started),
      seedMs: Math.round(seeded - dbReady),
      startupMs: Math.round(performance.now() - started),
    });
  });

  // Due lending steps are picked up from the database by every instance, now and every second.
  const sweeper = startSweeper(deps);

  // Graceful shutdown: stop accepting, stop the sweeps, answer what is in flight, then close the pool.
  let closing = false;
  const http = server as unknown as Server;
  // Answers still to be written when the signal comes tell the client (the load balancer) that their connection
  // closes; so does a request that arrives on a kept-alive connection while closing.
  const inFlight = new Set<ServerResponse>();
  http.on('request', (_req, res: ServerResponse) => {
    if (closing) return res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info('shutting down', { signal });
    const force = setTimeout(() => {
      log.error('forced exit after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    http.close(async () => {
      clearInterval(idle);
      await sweeper.stop();
      await database.close();
      log.info('stopped');
      process.exit(0);
    });
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    // Idle keep-alive connections would hold close() open, also those that go idle after answering.
    http.closeIdleConnections();
    const idle = setInterval(() => http.closeIdleConnections(), 50);
    void sweeper.stop();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((e: unknown) => {
  process.stderr.write(`The server could not start: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
