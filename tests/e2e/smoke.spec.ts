/**
 * Smoke test of the built app against `npm start`: the shell renders, a guarded route redirects to /login keeping
 * its origin, and axe-core finds no violations on the public pages (the sign-in, sign-up and promoter pages are
 * checked by login.spec.ts, signup.spec.ts and promoter.spec.ts).
 */
import { EXISTING_CLIENT } from '../../server/catalog/data/people.ts';
import { expect, expectNoAxeViolations, signIn, test, waitForHydration } from './fixtures';
import { holdRequests } from './support';

test('the shell renders around a public page', async ({ page }) => {
  await page.goto('/terminos-y-condiciones');
  await expect(page.getByRole('heading', { level: 1, name: /Términos y condiciones/i })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crédito a meses, inicio' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Preguntas frecuentes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoAxeViolations(page);
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
  await signIn(page, 'nadie@example.com', 'equivocada123');
  await expect(page.getByText('Has ingresado un correo electrónico o contraseña incorrectos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signing in from a guarded route returns to it, with the client in the shell', async ({ page }) => {
  await page.goto('/perfil');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, EXISTING_CLIENT.email, EXISTING_CLIENT.password);
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
  // Reload keeps the session.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await expect(page).toHaveURL(/\/perfil$/);
  await expectNoAxeViolations(page);
});

/**
 * Paint before JavaScript (scripts/prerender.tsx): a public entry page is whole and styled from its HTML alone —
 * its styles are inline and no stylesheet is requested — and its scripts start only after that first paint. With
 * the scripts, the page hydrates and runs under the server's Content-Security-Policy (the inline blocks are
 * allowed by their hashes), without fetching its styles again.
 */
for (const [path, heading] of [
  ['/login', 'Iniciar sesión'],
  ['/crear-cuenta', 'Crear cuenta'],
] as const) {
  test(`${path} paints styled from its HTML before any JavaScript, then hydrates under the CSP`, async ({
    page,
  }) => {
    const cspErrors: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
    });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));

    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1, name: heading });
    await expect(h1).toBeVisible();
    // Styled: the form column is centred with the layout's width limit, the primary button is filled.
    const main = await page.evaluate(() => {
      const button = document.querySelector('main button[type="submit"]');
      return {
        background: button ? getComputedStyle(button).backgroundColor : null,
        maxWidth: getComputedStyle(document.querySelector('main section') as Element).maxWidth,
      };
    });
    expect(main.maxWidth).not.toBe('none');
    expect(main.background).not.toMatch(/^rgba\(0, 0, 0, 0\)$|^rgb\(239, 239, 239\)$/);
    expect(requested.filter((p) => p.endsWith('.css'))).toEqual([]);
    // On every browser version: each stylesheet link (there for Vite's preload helper) has a type that is not
    // CSS, which HTML says is never fetched; a `disabled` one, which Chromium 150 and older fetch, is not relied on.
    const types = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.type),
    );
    expect(types.length).toBeGreaterThan(0);
    expect(types.filter((t) => t === '' || t.toLowerCase() === 'text/css')).toEqual([]);

    await page.unroute('**/assets/*.js');
    requested.length = 0;
    await page.reload();
    await expect(h1).toBeVisible();
    // React has adopted the prerendered inputs (hydrated)…
    await waitForHydration(page, 'main input');
    // Hydrated without fetching a stylesheet of its own (typing on /login then fetches the landing page's code and
    // sheets for after the sign-in: the hand-over, src/app/handover.ts).
    expect(requested.filter((p) => p.endsWith('.css'))).toEqual([]);
    // …and answers the form (a wrong e-mail is refused on submit, with the spec's message).
    await page.getByLabel('Correo electrónico').fill('no-es-correo');
    await page.locator('main button[type="submit"]').click();
    await expect(page.getByText('El dato ingresado no es válido').first()).toBeVisible();
    expect(requested.some((p) => /^\/assets\/index-[\w-]+\.js$/.test(p))).toBe(true);
    expect(cspErrors).toEqual([]);
  });
}

/**
 * A customer on a slow phone fills the prerendered /login and presses 'Iniciar sesión' before its scripts have
 * arrived: the form is never sent natively (a GET would put the e-mail and password in the URL), and once the
 * page hydrates the sign-in goes on with what was typed.
 */
test('a sign-in pressed before the scripts arrive keeps the password out of the URL and signs in once hydrated', async ({
  page,
}) => {
  const release = await holdRequests(page);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  // Not 'load': the page's loader adds the held entry script, and the load event would wait for it.
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Correo electrónico').fill(EXISTING_CLIENT.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(EXISTING_CLIENT.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  // Not hydrated yet: the click sent nothing, and the page is where it was.
  expect(
    await page.evaluate(() => Boolean(document.querySelector('#root')?.hasAttribute('data-prerendered'))),
  ).toBe(true);
  expect(
    await page.evaluate(() =>
      Object.keys(document.querySelector('main input') ?? {}).some((k) => k.startsWith('__reactFiber$')),
    ),
  ).toBe(false);
  await expect(page).toHaveURL(/\/login$/);

  release();
  await expect(page).not.toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
  expect(visited.filter((url) => new URL(url).search !== '')).toEqual([]);
  expect(visited.join(' ')).not.toContain(encodeURIComponent(EXISTING_CLIENT.password));
});
