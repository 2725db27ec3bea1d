/**
 * Server configuration, read once from the environment.
 *
 * | Variable | Default | Meaning |
 * |---|---|---|
 * | `PORT` | `8080` | HTTP port of `npm start` |
 * | `HOST` | `127.0.0.1` | interface to bind; with the sandbox on and no `SANDBOX_KEY` it must be loopback: an address in 127.0.0.0/8 or `::1`, or a name all of whose resolved addresses are (`assertListenHostSafe`) |
 * | `DATABASE_URL` | — | PostgreSQL connection string; when unset the server uses PGlite under `DATA_DIR` |
 * | `DATA_DIR` | `.data` | folder of the embedded database and of the generated token secret |
 * | `JWT_SECRET` | generated | HS256 secret of the tokens, at least 32 characters; when unset a random one is made on first start and kept in `DATA_DIR/jwt-secret` (PGlite) or, with `DATABASE_URL`, in the database, shared by every instance (server/auth/shared-secret.ts) |
 * | `SANDBOX` | `true` | `false` turns off the outbox API, the `/__sandbox` page and the clock controls |
 * | `SANDBOX_FAULTS` | `false` | `true` (only with the sandbox on; refused otherwise) lets a keyed request with `X-Sandbox-Fault: crash-after-commit` end the instance with SIGKILL right after its transaction commits, before the answer is sent (fault proofs, server/idempotency/service.ts) |
 * | `SANDBOX_KEY` | — | at least 16 characters; when set, `/__sandbox` and `/api/__sandbox/*` need it (`X-Sandbox-Key` header, or the `sandbox_key` cookie set by opening `/__sandbox?key=…`) |
 * | `ALLOWED_HOSTS` | — | host names (comma separated) accepted in the `Host` header besides the loopback names and `PUBLIC_URL`'s host |
 * | `PUBLIC_URL` | `http://localhost:PORT` | origin used in e-mail links (password reset) |
 * | `ALLOWED_ORIGINS` | — | extra origins (comma separated) allowed to call the API besides the same origin |
 * | `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`, `VAPID_SUBJECT` | — | when set, push notifications are sent with web-push |
 * | `VITE_ANALYTICS_KEY`, `VITE_ANALYTICS_HOST` | — | the app's PostHog key and host (build time, src/api/analytics.ts); with a key, the served pages' CSP lets the browser send to that host (`connect-src`) |
 * | `LOG_LEVEL` | `info` | `debug`, `info`, `warn`, `error` or `silent` |
 */
import { randomBytes } from 'node:crypto';
import dns from 'node:dns/promises';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly jwtSecret: string;
  /**
   * `env`: JWT_SECRET; `generated`: random for this process (see `withPersistentSecret`); `file`: DATA_DIR;
   * `database`: the one kept in PostgreSQL for every instance (`withSharedSecret`, server/auth/shared-secret.ts).
   */
  readonly jwtSecretSource: 'env' | 'generated' | 'file' | 'database';
  readonly sandbox: boolean;
  /** Required on the sandbox tools when set. */
  readonly sandboxKey: string | null;
  /** `SANDBOX_FAULTS=true`: requests may ask for an injected fault (`X-Sandbox-Fault`); never without the sandbox. */
  readonly sandboxFaults: boolean;
  /** Lower-case host names accepted in the `Host` header (the loopback names are always accepted). */
  readonly allowedHosts: readonly string[];
  readonly publicUrl: string;
  readonly allowedOrigins: readonly string[];
  /** Origins the app's pages may send analytics to besides their own (PostHog's, with `VITE_ANALYTICS_KEY`). */
  readonly analyticsOrigins: readonly string[];
  readonly vapid: {
    readonly publicKey: string;
    readonly privateKey: string;
    readonly subject: string;
  } | null;
  readonly logLevel: LogLevel;
  /** Check every handler answer against the contract's response schema (development and tests). */
  readonly checkResponses: boolean;
}

const LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

const MIN_SANDBOX_KEY = 16;

/**
 * A loopback IP address: 127.0.0.0/8, `::1` or an IPv4-mapped 127.x (`::ffff:127.0.0.1`, `::ffff:7f00:1`).
 * Names are not addresses: false for `localhost` (see `resolvesToLoopback`).
 */
export function isLoopbackAddress(address: string): boolean {
  const a = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  const family = net.isIP(a);
  if (family === 4) return LOOPBACK.check(a, 'ipv4');
  if (family === 6) return LOOPBACK.check(a, 'ipv6');
  return false;
}

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
LOOPBACK.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

export type LookupAll = (hostname: string) => Promise<ReadonlyArray<{ address: string }>>;
const systemLookup: LookupAll = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/**
 * True when the server would listen on loopback only: an IP address that is loopback, or a name every address of
 * which (as the system resolves it, `/etc/hosts` included) is loopback. `localhost` is loopback only when it
 * resolves so; a name that does not resolve is not.
 */
export async function resolvesToLoopback(host: string, lookup: LookupAll = systemLookup): Promise<boolean> {
  const h = host.trim().replace(/^\[(.*)\]$/, '$1');
  if (net.isIP(h)) return isLoopbackAddress(h);
  try {
    const addresses = await lookup(h);
    return addresses.length > 0 && addresses.every((a) => isLoopbackAddress(a.address));
  } catch {
    return false;
  }
}

const exposedSandboxMessage = (host: string) =>
  `HOST=${host} is not a loopback address and the sandbox tools (outbox, clock) are on: set SANDBOX_KEY ` +
  '(at least 16 characters) to protect them, or SANDBOX=false, or listen on 127.0.0.1.';

/**
 * Refuses to listen beyond loopback with the sandbox tools open (no SANDBOX_KEY). `loadConfig` already refuses a
 * non-loopback IP address; this decides names by what they resolve to (every address must be loopback), so a
 * `localhost` that `/etc/hosts` points elsewhere is refused. Called before listening (server/main.ts).
 */
export async function assertListenHostSafe(config: Config, lookup?: LookupAll): Promise<void> {
  if (!config.sandbox || config.sandboxKey) return;
  if (!(await resolvesToLoopback(config.host, lookup))) throw new Error(exposedSandboxMessage(config.host));
}

/**
 * Names the `Host` header may carry without configuration: `localhost`, `*.localhost`, 127.0.0.0/8 and `::1`
 * (brackets allowed). This is about what a browser addressed (DNS rebinding), not about where the server listens:
 * a browser resolves `localhost` and `*.localhost` to loopback itself, and a request's names are never resolved.
 */
export function isLoopbackHost(name: string): boolean {
  const h = name
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    h === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(h) ||
    h === '::ffff:127.0.0.1'
  );
}

/** A host name without port, lower-cased (`Example.com:8080` → `example.com`, `[::1]:80` → `::1`). */
export function hostNameOf(hostHeader: string): string {
  const h = hostHeader.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']') > 0 ? h.indexOf(']') : undefined);
  const colon = h.indexOf(':');
  return colon >= 0 && h.indexOf(':', colon + 1) < 0 ? h.slice(0, colon) : h;
}

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The origin of the PostHog host the app sends to when it has a key (the default is PostHog's US cloud). */
function analyticsOrigins(env: Record<string, string | undefined>): string[] {
  if (!env.VITE_ANALYTICS_KEY?.trim()) return [];
  const host = env.VITE_ANALYTICS_HOST?.trim() || 'https://us.i.posthog.com';
  try {
    const url = new URL(host);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http');
    return [url.origin];
  } catch {
    throw new Error(`VITE_ANALYTICS_HOST is not a valid URL: ${host}`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a valid port: ${env.PORT}`);
  const secret = env.JWT_SECRET?.trim();
  if (secret && secret.length < 32) throw new Error('JWT_SECRET must have at least 32 characters');
  const sandbox = env.SANDBOX !== 'false';
  const host = env.HOST?.trim() || '127.0.0.1';
  const sandboxKey = env.SANDBOX_KEY?.trim() || null;
  if (sandboxKey && sandboxKey.length < MIN_SANDBOX_KEY)
    throw new Error(`SANDBOX_KEY must have at least ${MIN_SANDBOX_KEY} characters`);
  const sandboxFaults = env.SANDBOX_FAULTS === 'true';
  if (sandboxFaults && !sandbox)
    throw new Error('SANDBOX_FAULTS=true needs the sandbox on (SANDBOX is false)');
  if (
    env.SANDBOX_FAULTS !== undefined &&
    env.SANDBOX_FAULTS !== '' &&
    !['true', 'false'].includes(env.SANDBOX_FAULTS)
  )
    throw new Error(`SANDBOX_FAULTS must be true or false: ${env.SANDBOX_FAULTS}`);
  // An address is decided here; a name by what it resolves to, before listening (`assertListenHostSafe`).
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (sandbox && !sandboxKey && net.isIP(bare) && !isLoopbackAddress(bare)) {
    throw new Error(exposedSandboxMessage(host));
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const allowedHosts = new Set(list(env.ALLOWED_HOSTS).map(hostNameOf));
  if (!['0.0.0.0', '::', ''].includes(host))
    allowedHosts.add(hostNameOf(host.includes(':') ? `[${host}]` : host));
  try {
    allowedHosts.add(new URL(publicUrl).hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1'));
  } catch {
    throw new Error(`PUBLIC_URL is not a valid URL: ${env.PUBLIC_URL}`);
  }
  const vapidPublic = env.VAPID_PUBLIC_KEY?.trim();
  const vapidPrivate = env.VAPID_PRIVATE_KEY?.trim();
  const level = (env.LOG_LEVEL ?? 'info') as LogLevel;
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: env.DATA_DIR ?? '.data',
    // Never a secret from the repository: a random one for this process unless JWT_SECRET is set.
    jwtSecret: secret || randomBytes(32).toString('base64url'),
    jwtSecretSource: secret ? 'env' : 'generated',
    sandbox,
    sandboxKey,
    sandboxFaults,
    allowedHosts: [...allowedHosts],
    publicUrl,
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    analyticsOrigins: analyticsOrigins(env),
    vapid:
      vapidPublic && vapidPrivate
        ? {
            publicKey: vapidPublic,
            privateKey: vapidPrivate,
            subject: env.VAPID_SUBJECT ?? 'mailto:soporte@example.com',
          }
        : null,
    logLevel: LEVELS.includes(level) ? level : 'info',
    checkResponses: env.NODE_ENV !== 'production',
  };
}

export const SECRET_FILE = 'jwt-secret';

/**
 * Without JWT_SECRET, the secret generated on the first start is kept in `DATA_DIR/jwt-secret` (mode 600) and read
 * on the next ones, so tokens survive a restart and no secret is ever shared through the repository.
 */
export function withPersistentSecret(config: Config): Config {
  if (config.jwtSecretSource === 'env') return config;
  const file = path.join(config.dataDir, SECRET_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${config.jwtSecret}\n`, { flag: 'wx', mode: 0o600 });
    return { ...config, jwtSecretSource: 'file' };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  const stored = fs.readFileSync(file, 'utf8').trim();
  if (stored.length < 32)
    throw new Error(`${file} holds no valid secret (at least 32 characters): remove it`);
  return { ...config, jwtSecret: stored, jwtSecretSource: 'file' };
}
