/**
 * The integration files share their worker's module graph (`isolate: false` in vite.config.ts): the server's modules,
 * PGlite's and drizzle's are imported once per worker instead of once per file. That is sound only while no file
 * leaves process-wide state behind for the next one. The server keeps its per-app state in WeakMaps keyed by the
 * app's `Deps` (metrics, settings, the sandbox clock), so a new `startTestApi` starts clean; what a file could still
 * leave behind is process-wide, and this set-up file (vitest `setupFiles` of the integration project) fails the
 * file that leaves it: an environment variable added, changed or removed; a global added; `Date.now`,
 * `Math.random`, `fetch` or a timer function replaced (a spy or fake timers not restored); a listener added to
 * `process` and not removed.
 */
import { afterAll, beforeAll, expect, vi } from 'vitest';

const WATCHED_FUNCTIONS = {
  'Date.now': () => Date.now,
  'Math.random': () => Math.random,
  fetch: () => globalThis.fetch,
  setTimeout: () => globalThis.setTimeout,
  setInterval: () => globalThis.setInterval,
  clearTimeout: () => globalThis.clearTimeout,
  queueMicrotask: () => globalThis.queueMicrotask,
  'performance.now': () => performance.now,
} as const;

const WATCHED_EVENTS = [
  'exit',
  'beforeExit',
  'uncaughtException',
  'unhandledRejection',
  'SIGTERM',
  'SIGINT',
  'warning',
] as const;

export interface ProcessState {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly globals: ReadonlySet<string>;
  readonly functions: Readonly<Record<string, unknown>>;
  readonly listeners: Readonly<Record<string, number>>;
  readonly fakeTimers: boolean;
}

/** What of the process a test file could leave behind for the next file of the same worker. */
export function processState(): ProcessState {
  return {
    env: { ...process.env },
    globals: new Set(Object.getOwnPropertyNames(globalThis)),
    functions: Object.fromEntries(Object.entries(WATCHED_FUNCTIONS).map(([name, read]) => [name, read()])),
    listeners: Object.fromEntries(WATCHED_EVENTS.map((event) => [event, process.listenerCount(event)])),
    fakeTimers: vi.isFakeTimers(),
  };
}

/** Each difference between two states, in words (empty when the file left the process as it found it). */
export function leftBehind(before: ProcessState, after: ProcessState): string[] {
  const found: string[] = [];
  for (const key of new Set([...Object.keys(before.env), ...Object.keys(after.env)]))
    if (before.env[key] !== after.env[key]) found.push(`process.env.${key} changed`);
  for (const name of after.globals) if (!before.globals.has(name)) found.push(`global ${name} added`);
  for (const name of Object.keys(before.functions))
    if (before.functions[name] !== after.functions[name]) found.push(`${name} replaced`);
  for (const event of WATCHED_EVENTS)
    if ((after.listeners[event] ?? 0) > (before.listeners[event] ?? 0))
      found.push(`a process '${event}' listener added`);
  if (after.fakeTimers && !before.fakeTimers) found.push('fake timers left on');
  return found;
}

let before: ProcessState | undefined;
beforeAll(() => {
  before = processState();
});
afterAll(() => {
  if (!before) return;
  expect(leftBehind(before, processState()), 'process-wide state this file left to the next').toEqual([]);
});
