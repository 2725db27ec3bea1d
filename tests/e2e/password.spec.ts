/**
 * Password recovery end to end against `npm start`: the reset e-mail is read from the sandbox outbox, its link
 * opens the reset form, the new password works and the old one no longer does; an unknown address shows both
 * spec messages; axe finds no violations on either page.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { createAccount as createApiAccount, outbox } from './support';

const OLD_PASSWORD = 'Clave-Anterior-2026';
const NEW_PASSWORD = 'Clave-Nueva-2026';
/** Creates and verifies an account through the API; answers its e-mail. */
const createAccount = (request: APIRequestContext): Promise<string> =>
  createApiAccount(request, { password: OLD_PASSWORD, prefix: 'e2e.clave' });

/** The newest reset link e-mailed to `email`, as the sandbox outbox shows it. */
async function resetLink(request: APIRequestContext, email: string): Promise<URL> {
  const messages = await outbox(request, email);
  const mail = messages.find((m) => m.kind === 'password-reset');
  expect(mail?.link).toBeTruthy();
  return new URL(mail?.link ?? '');
}

test('password recovery through the e-mailed link, then sign-in with the new password', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = await createAccount(request);

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/olvide-contrasena$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const link = await resetLink(request, email);
  expect(link.pathname).toBe('/olvide-contrasena/recuperar-contrasena');
  expect(link.searchParams.get('token')).toBeTruthy();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Restablecer contraseña' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirma tu nueva contraseña').fill(`${NEW_PASSWORD}x`);
  await expect(page.getByText('Las contraseñas ingresadas son diferentes')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirma tu nueva contraseña').fill(NEW_PASSWORD);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Contraseña restablecida' })).toBeVisible();
  await expect(page.getByText('Tu contraseña se restableció correctamente.')).toBeVisible();
  await expect(page.getByText(/Te redirigiremos en \d segundos?\./)).toBeVisible();
  // The 5 s countdown, then home with the session the reset answered.
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();

  // The link is single-use.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('Otra-Clave-2026');
  await page.getByLabel('Confirma tu nueva contraseña').fill('Otra-Clave-2026');
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(page.getByText('No se pudo restablecer la contraseña, vuelva a intentarlo.')).toBeVisible();

  // A fresh browser session: the old password fails, the new one signs in.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, email, OLD_PASSWORD, '/login');
  await expect(page.getByText('Has ingresado un correo electrónico o contraseña incorrectos.')).toBeVisible();
  await signIn(page, email, NEW_PASSWORD, '/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
});

test('an unknown address shows the §5 form message and the §8 alert', async ({ page }) => {
  await page.goto('/olvide-contrasena');
  await page.getByLabel('Correo electrónico').fill(`nadie.${randomUUID().slice(0, 8)}@example.com`);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('No se encontraron registros de el correo ingresado')).toBeVisible();
  await expect(page.getByText('Has ingresado un correo electrónico no registrado')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no violations on the forgot-password and reset pages', async ({ page }) => {
  await page.goto('/olvide-contrasena');
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/olvide-contrasena/recuperar-contrasena?token=prueba');
  await expect(page.getByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeVisible();
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('corta');
  await page.getByLabel('Confirma tu nueva contraseña').fill('otra');
  await expect(page.getByText('Las contraseñas ingresadas son diferentes')).toBeVisible();
  await expectNoAxeViolations(page);
});
