/**
 * A prerendered page opened with a session or a sign-up draft stored, its scripts held back as on a slow phone
 * (src/app/prerenderedStart.ts): a session the page is for, or a draft on the page's own form, gets the page
 * hydrated, what was typed before the scripts kept; a session the page is not for sees progress, never the form.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createActor } from 'xstate';
import { signupMachine } from '../../machines/signup';
import { signupDraftOf } from '../../src/app/drafts/signupStart';
import { expect, test } from './fixtures';
import { createAccount, holdRequests, outbox } from './support';

const PASSWORD = 'Clave-Segura-2026';

async function clientToken(request: APIRequestContext): Promise<string> {
  const email = await createAccount(request, { password: PASSWORD, prefix: 'e2e.prerender' });
  const signedIn = await request.post('/api/clients/signin', { data: { email, password: PASSWORD } });
  expect(signedIn.status()).toBe(200);
  return ((await signedIn.json()) as { token: string }).token;
}

async function promoterToken(request: APIRequestContext): Promise<string> {
  const phoneNumber = '5550000004';
  expect((await request.post('/api/promoters/signin', { data: { phoneNumber } })).status()).toBe(200);
  const [sms] = await outbox(request, phoneNumber);
  const verified = await request.post('/api/promoters/verify-nip', { data: { phoneNumber, nip: sms?.code } });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { token: string }).token;
}

/** Local storage as an earlier visit left it, before the page's own loader runs. */
async function stored(page: Page, items: Record<string, string>) {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
}

const hydrated = (page: Page, selector: string) =>
  page.evaluate(
    (s) => Object.keys(document.querySelector(s) ?? {}).some((k) => k.startsWith('__reactFiber$')),
    selector,
  );

/** Counts every change of the page that leaves no `selector` in #root (a spinner between, a form rendered over). */
async function countGone(page: Page, selector: string) {
  await page.evaluate((s) => {
    const w = window as unknown as { gone: number };
    w.gone = 0;
    new MutationObserver(() => {
      if (!document.querySelector(`#root ${s}`)) w.gone++;
    }).observe(document.getElementById('root') as HTMLElement, { childList: true, subtree: true });
  }, selector);
}
const gone = (page: Page) => page.evaluate(() => (window as unknown as { gone: number }).gone);

test('/promotor with a client session: what was typed before the scripts stays through hydration and the session', async ({
  page,
  request,
}) => {
  await stored(page, { authToken: await clientToken(request) });
  const release = await holdRequests(page);
  // The page may ask for the profile before any script of the app (src/api/prefetch.ts).
  const profile = page.waitForResponse((r) => r.url().endsWith('/api/clients/me'));
  await page.goto('/promotor', { waitUntil: 'domcontentloaded' });
  const phone = page.getByLabel('Número de teléfono');
  await phone.fill('5512');
  expect(await hydrated(page, 'input[name="phoneNumber"]')).toBe(false);
  const prerendered = await page.evaluateHandle(() => document.querySelector('input[name="phoneNumber"]'));
  await countGone(page, 'input[name="phoneNumber"]');

  release();
  await page.waitForFunction((old) => {
    const input = document.querySelector('input[name="phoneNumber"]');
    return input === old && Object.keys(input ?? {}).some((k) => k.startsWith('__reactFiber$'));
  }, prerendered);
  await profile;
  await expect(phone).toHaveValue('5512');
  await expect(phone).toBeFocused();
  await page.keyboard.type('345678');
  await expect(phone).toHaveValue('5512345678');
  expect(await gone(page)).toBe(0);
  // The session is applied around the page: the menu is a signed-in client's.
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
});

test('/promotor with a promoter session: progress, never the sign-in form, then the landing', async ({
  page,
  request,
}) => {
  await stored(page, { authToken: await promoterToken(request) });
  await page.addInitScript(() => {
    const w = window as unknown as { signinSeen: boolean };
    w.signinSeen = false;
    const look = () => {
      for (const h1 of document.querySelectorAll('h1'))
        if (h1.textContent === 'Acceso de promotores' && h1.checkVisibility()) w.signinSeen = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const release = await holdRequests(page);
  await page.goto('/promotor', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('status').filter({ hasText: 'Cargando tu información' })).toBeVisible();
  await expect(page.getByLabel('Número de teléfono')).toBeHidden();

  release();
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { signinSeen: boolean }).signinSeen)).toBe(false);
});

test('/crear-cuenta with a sign-up draft on its form: the field typed before the scripts wins, the others come from the draft', async ({
  page,
}) => {
  // An earlier visit sent the form with a wrong e-mail and left: the draft holds its error. Rendered as the draft
  // was, the form would not be the prerendered one, and React would render it over what was typed.
  const earlier = createActor(signupMachine, { input: { session: 'anonymous' } }).start();
  earlier.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: 'antes@' });
  earlier.send({ type: 'ACCOUNT.CHANGE', field: 'phoneNumber', value: '5512345678' });
  earlier.send({ type: 'ACCOUNT.SUBMIT' });
  const staleError = earlier.getSnapshot().context.accountErrors.email;
  expect(staleError).toBeDefined();
  const value = signupDraftOf(earlier.getPersistedSnapshot());
  await stored(page, { pendingClientSignup: JSON.stringify({ savedAt: Date.now(), value }) });
  const release = await holdRequests(page);
  await page.goto('/crear-cuenta', { waitUntil: 'domcontentloaded' });
  const email = page.getByLabel('Correo electrónico');
  await email.fill('ahora@example.com');
  expect(await hydrated(page, 'input[name="email"]')).toBe(false);
  const prerendered = await page.evaluateHandle(() => document.querySelector('input[name="email"]'));
  await countGone(page, 'input[name="email"]');

  release();
  await page.waitForFunction((old) => {
    const input = document.querySelector('input[name="email"]');
    return input === old && Object.keys(input ?? {}).some((k) => k.startsWith('__reactFiber$'));
  }, prerendered);
  await expect(page.getByLabel('Número de teléfono')).toHaveValue('(551) 234-5678');
  await expect(email).toHaveValue('ahora@example.com');
  await expect(email).toBeFocused();
  await expect(page.locator('#root')).not.toContainText(staleError as string);
  expect(await gone(page)).toBe(0);
});

test("/crear-cuenta with a sign-up draft, pressed before the scripts: checked once, with what was typed and the draft's phone", async ({
  page,
}) => {
  const phoneNumber = `55${String(Date.now() % 1e8).padStart(8, '0')}`;
  const earlier = createActor(signupMachine, { input: { session: 'anonymous' } }).start();
  earlier.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: 'antes@example.com' });
  earlier.send({ type: 'ACCOUNT.CHANGE', field: 'phoneNumber', value: phoneNumber });
  const value = signupDraftOf(earlier.getPersistedSnapshot());
  await stored(page, { pendingClientSignup: JSON.stringify({ savedAt: Date.now(), value }) });
  const checks: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/clients/exists')) checks.push(r.postDataJSON());
  });
  const release = await holdRequests(page);
  await page.goto('/crear-cuenta', { waitUntil: 'domcontentloaded' });
  const email = `e2e.prerender.${Date.now()}@example.com`;
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continuar' }).click();
  expect(await hydrated(page, 'form')).toBe(false);
  // The loader stopped the native submission: no GET with the password in the URL.
  expect(page.url()).not.toContain('password');

  release();
  await expect(page).toHaveURL(/\/crear-cuenta\/datos-personales$/);
  expect(checks).toEqual([{ email, phoneNumber }]);
});
