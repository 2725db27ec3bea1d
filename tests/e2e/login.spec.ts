/**
 * Sign-in end to end against `npm start` (built app + sandbox API): a user created through the API signs in,
 * a wrong password shows the spec message, an unverified account goes to verification, `?prestamo=personal`
 * starts a personal loan; axe finds no violations. A guarded deep link coming back after the sign-in: smoke.spec.ts.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { createAccount as createApiAccount, holdRequests } from './support';

const PASSWORD = 'Clave-Segura-2026';

/** Creates an account through the API; verified with the e-mailed code unless `verified` is false. */
const createAccount = async (request: APIRequestContext, verified = true) => ({
  email: await createApiAccount(request, { password: PASSWORD, verified, prefix: 'e2e.login' }),
  password: PASSWORD,
});

test('a user created through the API signs in and lands home', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/login');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/\./);
});

test('a wrong password shows the spec message and stays on /login', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/login');
  await signIn(page, account.email, 'no-es-la-clave');
  await expect(page.getByText('Has ingresado un correo electrónico o contraseña incorrectos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(account.email);
});

test('an unverified account (ephemeral token) goes to /crear-cuenta/verificar', async ({ page, request }) => {
  const account = await createAccount(request, false);
  await page.goto('/login');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/crear-cuenta\/verificar$/);
});

/** The store draft is gone; what is kept is none yet or the new personal loan's own draft (with its operation keys). */
async function expectStoreDraftGone(page: Page): Promise<void> {
  const kept = await page.evaluate(() => localStorage.getItem('pendingApplication'));
  expect(kept ?? '').not.toContain('"storeId":"s1"');
  if (kept !== null)
    expect(
      (JSON.parse(kept) as { value: { context: { applicationType: string } } }).value.context.applicationType,
    ).toBe('PERSONAL_LOAN');
}

test('?prestamo=personal clears the stored application and starts a personal loan', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await page.goto('/login?prestamo=personal');
  await page.evaluate(() =>
    localStorage.setItem(
      'pendingApplication',
      JSON.stringify({ savedAt: Date.now(), value: { storeId: 's1' } }),
    ),
  );
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/aplicacion-credito$/);
  await expectStoreDraftGone(page);
});

/**
 * With a store's application draft in local storage the app still hydrates the prerendered /login (src/main.tsx):
 * a customer on a slow phone who typed before the scripts arrived keeps the e-mail, and the key they type next
 * goes on in the password where they were (src/ui/typedBeforeHydration.ts).
 */
test('what was typed before the scripts arrived survives the hydration, a draft stored', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const release = await holdRequests(page);
  // Not 'load': the page's loader adds the held entry script, and the load event would wait for it.
  await page.goto('/login?prestamo=personal', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() =>
    localStorage.setItem(
      'pendingApplication',
      JSON.stringify({ savedAt: Date.now(), value: { storeId: 's1' } }),
    ),
  );
  await page.getByLabel('Correo electrónico').fill(account.email);
  const half = account.password.slice(0, 6);
  await page.getByLabel('Contraseña', { exact: true }).fill(half);
  // Still the prerendered form: no script has run.
  expect(
    await page.evaluate(() =>
      Object.keys(document.querySelector('main input') ?? {}).some((k) => k.startsWith('__reactFiber$')),
    ),
  ).toBe(false);
  const prerendered = await page.evaluateHandle(() => document.querySelector('main input[name="email"]'));
  // Every state of the page the customer could see: the form is never gone (no spinner between).
  await page.evaluate(() => {
    const w = window as unknown as { formGone: number };
    w.formGone = 0;
    new MutationObserver(() => {
      if (!document.querySelector('#root input[name="email"]')) w.formGone++;
    }).observe(document.getElementById('root') as HTMLElement, { childList: true, subtree: true });
  });

  release();
  // Hydrated: the prerendered input is now React's.
  await page.waitForFunction((old) => {
    const input = document.querySelector('main input[name="email"]');
    return input !== null && input === old && Object.keys(input).some((k) => k.startsWith('__reactFiber$'));
  }, prerendered);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(account.email);
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { formGone: number }).formGone)).toBe(0);
  await page.keyboard.type(account.password.slice(6));
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/aplicacion-credito$/);
  await expectStoreDraftGone(page);
});

test('axe finds no violations on /login, before and with its validation errors shown', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El campo es requerido').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
