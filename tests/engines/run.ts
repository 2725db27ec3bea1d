/**
 * The cross-engine suite (`npm run test:engines`): the journeys of ./journey.ts in Firefox (WebDriver BiDi) and
 * WebKit (WebDriver), each against its own sandbox server (`npm start` on a free port, an empty database) at
 * 390×844, the two engines side by side. A failed step keeps a screenshot in `.tmp/engines/`. Prints one line per
 * step and engine and closes with 'N passed, N failed'; exits non-zero on a failure.
 *
 *   npm run test:engines                 # both engines
 *   npm run test:engines -- firefox      # one
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { Browser, type Engine } from './driver.ts';
import { firefox } from './firefox.ts';
import { type Journey, STEPS } from './journey.ts';
import { freePort, webkit } from './webkit.ts';

const OUT = '.tmp/engines';
const children: ChildProcess[] = [];
const stopAll = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function server(): Promise<string> {
  const port = await freePort();
  const dataDir = `${OUT}/data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the sandbox server on ${port} exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/login`)).ok) return base;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the sandbox server on ${port} did not start`);
}

async function display(): Promise<string> {
  if (process.env.DISPLAY) return process.env.DISPLAY;
  const n = 90 + randomInt(0, 400);
  const xvfb = spawn('Xvfb', [`:${n}`, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  children.push(xvfb);
  for (let i = 0; i < 100 && !existsSync(`/tmp/.X11-unix/X${n}`); i++) await sleep(50);
  return `:${n}`;
}

interface Outcome {
  engine: string;
  step: string;
  ok: boolean;
  detail?: string;
}

async function walk(open: () => Promise<Engine>, label: string): Promise<Outcome[]> {
  const base = await server();
  const engine = await open();
  const b = new Browser(engine, base);
  const journey: Journey = {
    email: `engines.${label}.${randomUUID().slice(0, 8)}@example.com`,
    phone: `55${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    async api<T>(path: string, init?: RequestInit) {
      const res = await fetch(`${base}${path}`, init);
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      return (await res.json()) as T;
    },
  };
  const outcomes: Outcome[] = [];
  let failed = false;
  for (const step of STEPS) {
    if (failed) {
      outcomes.push({
        engine: engine.name,
        step: step.name,
        ok: false,
        detail: 'not run: an earlier step failed',
      });
      continue;
    }
    try {
      await step.run(b, journey);
      outcomes.push({ engine: engine.name, step: step.name, ok: true });
    } catch (e) {
      failed = true;
      const shot = `${OUT}/${engine.name}-failure.png`;
      await engine.screenshot(shot).catch(() => {});
      const where = await b.path().catch(() => '?');
      const errors = await b.errors().catch(() => []);
      outcomes.push({
        engine: engine.name,
        step: step.name,
        ok: false,
        detail: `${String(e)} (at ${where}; ${shot})${errors.length ? `\n    errors: ${errors.join(' | ')}` : ''}`,
      });
    }
  }
  await engine.close().catch(() => {});
  return outcomes.map((o) => ({ ...o, engine: `${engine.name} ${engine.version}` }));
}

mkdirSync(OUT, { recursive: true });
execFileSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
const wanted = process.argv.slice(2).filter((a) => a === 'firefox' || a === 'webkit');
const engines = wanted.length > 0 ? wanted : ['firefox', 'webkit'];
const runs = await Promise.all(
  engines.map((name) =>
    (name === 'firefox' ? walk(firefox, name) : display().then((d) => walk(() => webkit(d), name))).catch(
      (e): Outcome[] => [{ engine: name, step: 'start', ok: false, detail: String(e) }],
    ),
  ),
);
const all = runs.flat();
for (const o of all)
  console.log(`${o.ok ? '✓' : '✗'} [${o.engine}] ${o.step}${o.detail ? `\n    ${o.detail}` : ''}`);
const passed = all.filter((o) => o.ok).length;
console.log(`\n${passed} passed, ${all.length - passed} failed`);
stopAll();
process.exit(all.length === passed ? 0 : 1);
