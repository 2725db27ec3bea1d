/**
 * Server configuration, read once from the environment.
 *
 * | Variable | Default | Meaning |
 * |---|---|---|
 * | `PORT` | `8080` | HTTP port of `npm start` |
 * | `HOST` | `0.0.0.0` | interface to bind |
 * | `DATABASE_URL` | — | PostgreSQL connection string; when unset the server uses PGlite under `DATA_DIR` |
 * | `DATA_DIR` | `.data` | folder of the embedded database |
 * | `JWT_SECRET` | sandbox default (warning) | HS256 secret of the tokens, at least 32 characters |
 * | `SANDBOX` | `true` | `false` turns off the outbox API, the `/__sandbox` page and the clock controls |
 * | `PUBLIC_URL` | `http://localhost:PORT` | origin used in e-mail links (password reset) |
 * | `ALLOWED_ORIGINS` | — | extra origins (comma separated) allowed to call the API besides the same origin |
 * | `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`, `VAPID_SUBJECT` | — | when set, push notifications are sent with web-push |
 * | `LOG_LEVEL` | `info` | `debug`, `info`, `warn`, `error` or `silent` |
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly jwtSecret: string;
  readonly jwtSecretIsDefault: boolean;
  readonly sandbox: boolean;
  readonly publicUrl: string;
  readonly allowedOrigins: readonly string[];
  readonly vapid: {
    readonly publicKey: string;
    readonly privateKey: string;
    readonly subject: string;
  } | null;
  readonly logLevel: LogLevel;
  /** Check every handler answer against the contract's response schema (development and tests). */
  readonly checkResponses: boolean;
}

export const SANDBOX_JWT_SECRET = 'sandbox-only-secret-change-me-in-any-real-deployment';

const LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a valid port: ${env.PORT}`);
  const secret = env.JWT_SECRET?.trim();
  if (secret && secret.length < 32) throw new Error('JWT_SECRET must have at least 32 characters');
  const vapidPublic = env.VAPID_PUBLIC_KEY?.trim();
  const vapidPrivate = env.VAPID_PRIVATE_KEY?.trim();
  const level = (env.LOG_LEVEL ?? 'info') as LogLevel;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: env.DATA_DIR ?? '.data',
    jwtSecret: secret || SANDBOX_JWT_SECRET,
    jwtSecretIsDefault: !secret,
    sandbox: env.SANDBOX !== 'false',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
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
