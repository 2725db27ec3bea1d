import type { LogLevel } from './config.ts';
import { isQueryWrapper } from './db/unavailable.ts';

/**
 * Structured JSON logs, one line per event. Callers pass only technical fields (ids, routes, statuses,
 * durations): never e-mails, phone numbers, names, CURPs, codes, tokens or bodies.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  base: LogFields = {},
): Logger {
  const emit = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields) => {
    if (ORDER[lvl] < ORDER[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...base, ...fields }));
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    child: (fields) => createLogger(level, write, { ...base, ...fields }),
  };
}

/** Longest message kept in a log line. */
const MESSAGE_LIMIT = 300;

/**
 * The error's message without what could be personal data: quoted text that is not an SQL name (PostgreSQL quotes
 * a refused value: `invalid input syntax for type uuid: "…"`), e-mail addresses and runs of 6 or more digits
 * (phone numbers, CURPs, cards); cut at 300 characters.
 */
export function safeMessage(message: string): string {
  return message
    .replace(/"([^"]*)"|'([^']*)'/g, (quoted, double?: string, single?: string) =>
      /^[a-z_][a-z0-9_.]*$/.test(double ?? single ?? '') ? quoted : quoted[0] === '"' ? '"…"' : "'…'",
    )
    .replace(/[^\s@"']+@[^\s@"']+/g, '…@…')
    .replace(/\d{6,}/g, '…')
    .slice(0, MESSAGE_LIMIT);
}

/**
 * What a log line says about an error: its class (`name`), its code (a PostgreSQL SQLSTATE, a socket error's code,
 * an `ApiFailure`'s code) and its message, read from the error that caused it (drizzle wraps a failed statement in
 * an error whose message quotes the statement and its parameters: that one is never logged). PostgreSQL's `detail`
 * (it holds the values of a row) is never read. With `stack`, the stack too (an uncaught error).
 */
export function errorFields(error: unknown, options: { stack?: boolean } = {}): LogFields {
  const cause = rootOf(error);
  if (!(cause instanceof Error)) {
    return { error: typeof cause, code: null, message: safeMessage(String(cause)) };
  }
  const code = (cause as { code?: unknown }).code;
  return {
    error: cause.name || cause.constructor?.name || 'Error',
    code: typeof code === 'string' || typeof code === 'number' ? String(code) : null,
    message: isQueryWrapper(cause) ? 'Failed query' : safeMessage(cause.message),
    ...(options.stack && cause.stack ? { stack: stackOf(cause) } : {}),
  };
}

/** The innermost error of a drizzle wrapper (`cause`), else the error itself. */
function rootOf(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 8 && isQueryWrapper(current); depth++) {
    const cause = (current as Error).cause;
    if (cause === undefined) break;
    current = cause;
  }
  return current;
}

/** The stack's frames only: its first line repeats the message, which `message` already carries made safe. */
function stackOf(error: Error): string {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const message = isQueryWrapper(error) ? 'Failed query' : safeMessage(error.message);
  return [`${error.name}: ${message}`, ...frames].join('\n');
}

/**
 * An uncaught exception or an unhandled rejection is written as one JSON line on stdout like every log line
 * (`level: "error"`, the error's class, code, message and stack as fields), whatever LOG_LEVEL says, then the
 * process exits 1 (its state is unknown; the supervisor starts a new one). Node's own report (a plain-text stack
 * on stderr) is not written.
 */
export function logCrashes(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  const log = createLogger('error', write);
  const crash = (msg: string) => (error: unknown) => {
    try {
      log.error(msg, errorFields(error, { stack: true }));
    } finally {
      exit(1);
    }
  };
  process.on('uncaughtException', crash('uncaught exception'));
  process.on('unhandledRejection', crash('unhandled rejection'));
}
