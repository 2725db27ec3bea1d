/**
 * Smoke test of the built app against `npm start`: the shell renders, a guarded route redirects to /login keeping
 * its origin, and axe-core finds no violations on the pages that exist.
 */
import AxeBuilder from '@axe-core/playwright';
import { EXISTING_CLIENT } from '../../server/catalog/data/people.ts';
import { expect, test } from './fixtures';

test('the shell renders around a public page', async ({ page }) => {
  await page.goto('/terminos-y-condiciones');
  await expect(page.getByRole('heading', { level: 1, name: /Términos y condiciones/i })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crédito a meses, inicio' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Preguntas frecuentes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
});

test('a guarded route redirects to /login keeping the origin', async ({ page }) => {
  await page.goto('/perfil?seccion=datos');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  const from = await page.evaluate(
    () => (window.history.state as { usr?: { from?: string } } | null)?.usr?.from,
  );
  expect(from).toBe('/perfil?seccion=datos');
});

test('a wrong password shows the login error alert', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('nadie@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('equivocada123');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Has ingresado un correo electrónico o contraseña incorrectos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signing in from a guarded route returns to it, with the client in the shell', async ({ page }) => {
  await page.goto('/perfil');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Correo electrónico').fill(EXISTING_CLIENT.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(EXISTING_CLIENT.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
  // Reload keeps the session.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await expect(page).toHaveURL(/\/perfil$/);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

for (const path of ['/login', '/terminos-y-condiciones', '/crear-cuenta', '/promotor']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
}
