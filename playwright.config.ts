/**
 * End-to-end tests in the Debian Chromium (never downloaded by Playwright) against `npm start`: the built app
 * and the sandbox API on one port. Every spec file is its own project with its own sandbox server and empty
 * database (a free port each, picked once; the workers inherit them through the environment), so the journeys of
 * one file never meet the personas, clock moves or limits another file left behind (MARIA can sign up in each).
 * The app is built once, before the servers start.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

function freePort(): string {
  return execFileSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
    ],
    { encoding: 'utf8' },
  ).trim();
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

const SPECS = readdirSync('tests/e2e')
  .filter((f) => f.endsWith('.spec.ts'))
  .map((f) => f.replace(/\.spec\.ts$/, ''))
  .sort();

if (!process.env.E2E_PORTS) {
  // First load (the main process): build the app once, pick a port per spec file and start each from an empty
  // sandbox database, so every run is independent of earlier ones. Workers inherit E2E_PORTS.
  execFileSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
  const taken = new Set<string>();
  const ports = SPECS.map(() => {
    let port = freePort();
    while (taken.has(port)) port = freePort();
    taken.add(port);
    return port;
  });
  process.env.E2E_PORTS = ports.join(',');
  // One migrated and seeded sandbox database (scripts/e2e-data-template.ts), copied into each server's own folder.
  const template = '.tmp/e2e-data-template';
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/e2e-data-template.ts', template], {
    stdio: 'inherit',
  });
  for (const port of ports) {
    rmSync(`.tmp/e2e-data-${port}`, { recursive: true, force: true });
    cpSync(template, `.tmp/e2e-data-${port}`, { recursive: true });
  }
}
const ports = (process.env.E2E_PORTS ?? '').split(',');
const baseURLOf = (port: string) => `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the atlas's "last run" (statecharts/atlas/results.js, `npm run statecharts`).
  reporter: [['list'], ['json', { outputFile: '.tmp/test-results/playwright.json' }]],
  metadata: { commit: gitCommit() },
  use: {
    viewport: { width: 390, height: 844 },
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: SPECS.map((spec, i) => ({
    name: spec,
    testMatch: `${spec}.spec.ts`,
    use: { browserName: 'chromium' as const, baseURL: baseURLOf(ports[i] as string) },
  })),
  webServer: SPECS.map((_spec, i) => {
    const port = ports[i] as string;
    return {
      command: 'npm start',
      url: `${baseURLOf(port)}/login`,
      env: { PORT: port, HOST: '127.0.0.1', DATA_DIR: `.tmp/e2e-data-${port}`, LOG_LEVEL: 'warn' },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
    };
  }),
});
