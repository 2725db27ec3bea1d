/**
 * Flow analytics in the built app (issue "Analytics from the statecharts"): the flow events module loads after the
 * page, follows the login flow and, when the tab is closed, sends its batch with sendBeacon to the sandbox's
 * collector — the flow, its states, event types, the route pattern and the call's outcome, never what was typed.
 * With Global Privacy Control on, the module starts no session, so nothing can be sent.
 */
import { expect, test } from './fixtures';

interface Stored {
  events: Array<{
    session: string;
    flow: string;
    type: string;
    to: string;
    route: string | null;
    outcome?: string;
  }>;
}

async function stored(request: import('@playwright/test').APIRequestContext): Promise<Stored['events']> {
  const res = await request.get('/api/__sandbox/analytics/events');
  expect(res.status()).toBe(200);
  return ((await res.json()) as Stored).events;
}

async function failedSignIn(page: import('@playwright/test').Page, email: string) {
  await page.goto('/login');
  // This file tests what the collector receives, not typing before the scripts run (smoke.spec.ts does): wait until
  // React has adopted the prerendered form, so a busy machine cannot turn the sign-in into a different journey.
  await page.waitForFunction(() => {
    const input = document.querySelector('main input');
    return input !== null && Object.keys(input).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('equivocada123');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  // Password hashing on a busy machine can take a while.
  await expect(page.getByText('Has ingresado un correo electrónico o contraseña incorrectos.')).toBeVisible({
    timeout: 30_000,
  });
}

/** The tab's anonymous session id, once the flow events module has started (null: it did not). */
const tabSession = (page: import('@playwright/test').Page) =>
  page.evaluate(() => sessionStorage.getItem('flowAnalyticsSession'));

test('a failed sign-in reaches the collector when the tab is closed, with no personal data', async ({
  page,
  request,
}) => {
  // Three waits in a row (the sign-in's hashing, the module's start after `load`, the beacon's arrival): on a busy
  // machine their sum can pass the default 30 s, which is what failed it once in a full run.
  test.slow();
  await failedSignIn(page, 'ana.analitica@example.com');
  await expect.poll(() => tabSession(page), { timeout: 20_000 }).toMatch(/^[0-9a-f-]{36}$/);
  const session = await tabSession(page);
  // The person closes the tab: the page hides and the batch leaves with sendBeacon.
  await page.close({ runBeforeUnload: true });
  const mine = async () => (await stored(request)).filter((e) => e.session === session);
  await expect.poll(async () => (await mine()).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const login = (await mine()).filter((e) => e.flow === 'login');
  expect(login.map((e) => e.type)).toEqual(['xstate.init', 'SUBMIT', 'xstate.error.actor.clients.signin']);
  expect(login.at(-1)).toMatchObject({ to: 'editing', route: '/login', outcome: 'INVALID_CREDENTIALS' });
  expect(JSON.stringify(await stored(request))).not.toMatch(/ana\.analitica|equivocada/);
});

test('with Global Privacy Control on, the module starts no session: no event can leave the tab', async ({
  page,
}) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('sin.rastreo@example.com');
  await page.waitForLoadState('networkidle');
  expect(await tabSession(page)).toBeNull();
  // The same visit without the switch: the module starts (every event carries this id).
  const other = await page.context().newPage();
  await other.goto('/login');
  await other.getByLabel('Correo electrónico').fill('con.rastreo@example.com');
  await expect.poll(() => tabSession(other), { timeout: 20_000 }).toMatch(/^[0-9a-f-]{36}$/);
  await other.close();
});
