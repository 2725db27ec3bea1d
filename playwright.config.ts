/**
 * End-to-end tests in the Debian Chromium (never downloaded by Playwright) against `npm start`: the built app
 * and the sandbox API on one port. The port is a free one picked once (the workers inherit it through the
 * environment); the sandbox database lives in a throwaway folder so a running dev server is not disturbed.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
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

if (!process.env.E2E_PORT) {
  // First load (the main process): pick the port and start from an empty sandbox database, so every run is
  // independent of earlier ones. Workers inherit E2E_PORT and leave the folder alone.
  process.env.E2E_PORT = process.env.PORT ?? freePort();
  rmSync(`.tmp/e2e-data-${process.env.E2E_PORT}`, { recursive: true, force: true });
}
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
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
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/login`,
    env: { PORT: port, HOST: '127.0.0.1', DATA_DIR: `.tmp/e2e-data-${port}`, LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
