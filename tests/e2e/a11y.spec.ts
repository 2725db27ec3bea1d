/**
 * A keyboard-only and screen-reader customer, beside axe (which the other specs run on every step): sign-up by hand
 * and a personal loan to the decision with the keyboard alone (Tab, Shift+Tab, arrows, Space, Enter and typing;
 * no click), checking on the way what the accessibility tree says — the new step's heading has the focus after
 * each route change, a refused submit puts the focus on the first invalid field and reads its error, a waiting
 * button keeps the focus, no live region talks more than once in 5 s — and, apart, the switch's focus ring, the
 * term cards' short names and 200 % text on a 390 px screen.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { approvedLoan, PASSWORD } from './application-support';
import { expect, signInHome, test, waitForHydration } from './fixtures';
import { CLABE, createAccount, sentCode, uniqueEmail, uniquePhone } from './support';

/** The focused element: its tag, role, accessible name (simplified) and whether it is marked invalid. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', name: '', invalid: false, error: '' };
    const input = el as HTMLInputElement;
    const byIds = (ids: string | null) =>
      (ids ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    const name =
      el.getAttribute('aria-label') ??
      (input.labels?.length ? [...input.labels].map((l) => l.textContent).join(' ') : el.textContent) ??
      '';
    return {
      tag: el.tagName.toLowerCase(),
      name: name.replace(/\s+/g, ' ').trim(),
      invalid: el.getAttribute('aria-invalid') === 'true',
      error: byIds(el.getAttribute('aria-describedby')),
    };
  });
}

/** Presses Tab until the focus is on the element named `name` (at most 60 presses: it must be reachable). */
async function tabTo(page: Page, name: string | RegExp): Promise<void> {
  const matches = (n: string) => (typeof name === 'string' ? n === name : name.test(n));
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (matches((await focused(page)).name)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

async function typeInto(page: Page, name: string | RegExp, text: string): Promise<void> {
  await tabTo(page, name);
  await page.keyboard.type(text);
}

/**
 * A select by keyboard: typing the start of the option's label picks it (as a person does). Only the label's
 * leading plain letters are typed: the driver sends an accented letter as inserted text, which Chromium hands to
 * the last text field rather than to a select (no person's keyboard does that).
 */
async function chooseByKeyboard(page: Page, name: string, optionLabel: string): Promise<void> {
  await tabTo(page, name);
  await page.keyboard.type(/^[\x20-\x7e]*/.exec(optionLabel)?.[0] ?? '');
  await expect
    .poll(() =>
      page.evaluate(() => (document.activeElement as HTMLSelectElement).selectedOptions[0]?.label ?? ''),
    )
    .toBe(optionLabel);
}

/** The new step's heading has the focus (after a route change). */
async function headingFocused(page: Page, text: string): Promise<void> {
  await expect.poll(async () => focused(page)).toMatchObject({ tag: 'h1', name: text });
}

/**
 * Counts, for 5 s, the changes of every live region of the page (aria-live polite/assertive, status, alert, log),
 * leaving out what happens inside a part marked not live (a timer, aria-live="off"). Answers the most changes any
 * one region had.
 */
async function liveRegionChanges(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const LIVE =
          '[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"], [role="log"]';
        const counts = new Map<Element, number>();
        const observer = new MutationObserver((records) => {
          const seen = new Set<Element>();
          for (const r of records) {
            const node = r.target instanceof Element ? r.target : r.target.parentElement;
            if (!node) continue;
            const quiet = node.closest('[aria-live="off"], [role="timer"]');
            const region = node.closest(LIVE);
            if (!region || (quiet && region.contains(quiet))) continue;
            seen.add(region);
          }
          for (const region of seen) counts.set(region, (counts.get(region) ?? 0) + 1);
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(Math.max(0, ...counts.values()));
        }, 5000);
      }),
  );
}

test('keyboard only: sign-up by hand and a personal loan to the decision, hearing each step and each mistake', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('teclado');
  const phone = uniquePhone();
  await page.goto('/crear-cuenta');
  await waitForHydration(page, 'main input');

  // A refused submit: the focus goes to the first invalid field, which is described by its error.
  await tabTo(page, 'Continuar');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => focused(page))
    .toMatchObject({ name: 'Correo electrónico', invalid: true, error: 'El campo es requerido' });
  await page.keyboard.type(email);
  await typeInto(page, 'Número de teléfono', phone);
  await typeInto(page, 'Contraseña', PASSWORD);
  await tabTo(page, 'Continuar');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/crear-cuenta\/datos-personales$/);
  await headingFocused(page, 'Datos personales');

  // 'Sin CURP' with the arrows (a radio group), then every field by hand.
  await tabTo(page, 'Con CURP');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Sin CURP' })).toBeChecked();
  await typeInto(page, 'Nombre(s)', 'Ana Luisa');
  await typeInto(page, 'Primer apellido', 'Torres');
  await typeInto(page, 'Segundo apellido', `M${randomUUID().slice(0, 5).replace(/\d/g, 'a')}`);
  await chooseByKeyboard(page, 'Sexo', 'Mujer');
  // Not 11 or 22: a repeated first letter makes a select's type-ahead cycle instead of match.
  await chooseByKeyboard(page, 'Día', String(randomInt(12, 22)));
  await chooseByKeyboard(page, 'Mes', 'Mayo');
  await chooseByKeyboard(page, 'Año', String(randomInt(1970, 1999)));
  await chooseByKeyboard(page, 'Estado de nacimiento', 'Yucatán');
  await tabTo(page, 'Acepto los términos y condiciones');
  await page.keyboard.press('Space');
  await tabTo(page, 'Crear cuenta');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/crear-cuenta\/verificar$/);
  await headingFocused(page, 'Verifica tu correo');
  // The resend countdown is a timer: it does not talk every second.
  expect(await liveRegionChanges(page)).toBeLessThanOrEqual(1);
  await typeInto(page, 'Código de verificación', await sentCode(request, email, 'activation-code', 4));
  await tabTo(page, 'Verificar');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/crear-cuenta\/completada$/);
  await headingFocused(page, '¡Tu cuenta está lista!');
  await tabTo(page, 'Continuar');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await headingFocused(page, 'Inicio');

  // A personal loan, still by keyboard.
  await tabTo(page, 'Solicitar préstamo personal');
  await page.keyboard.press('Enter');
  await headingFocused(page, 'Obtén hoy hasta $20,000 en tu cuenta');
  await tabTo(page, 'Solicitar');
  await page.keyboard.press('Enter');
  await headingFocused(page, 'Información de tu préstamo');
  await typeInto(page, 'Monto del préstamo', '5000');
  await expect(page.getByText('Total a pagar')).toBeVisible();
  await tabTo(page, 'Continuar');
  await page.keyboard.press('Enter');
  await headingFocused(page, 'Datos de tu domicilio...');
  await typeInto(page, 'Calle', 'Av. Siempre Viva');
  await typeInto(page, 'Número exterior', '742');
  await typeInto(page, 'Código postal', '20010');
  await expect(page.getByText('Aguascalientes, Aguascalientes')).toBeVisible();
  await chooseByKeyboard(page, 'Colonia', 'Los Álamos');
  await chooseByKeyboard(page, 'Tipo de vivienda', 'Propia');
  await chooseByKeyboard(page, 'Mes en que llegaste', 'Marzo');
  await chooseByKeyboard(page, 'Año en que llegaste', '2019');
  await chooseByKeyboard(page, 'Estado civil', 'Soltero(a)');
  await tabTo(page, 'Continuar');
  await page.keyboard.press('Enter');
  await headingFocused(page, 'Datos de tu empleo...');
  await chooseByKeyboard(page, 'Situación laboral', 'Empleado');
  await typeInto(page, 'Empresa', 'Comercializadora del Valle');
  await typeInto(page, 'Puesto', 'Vendedora');
  await typeInto(page, 'Ingreso mensual', '18000');
  await chooseByKeyboard(page, 'Mes de inicio', 'Febrero');
  await chooseByKeyboard(page, 'Año de inicio', '2021');
  await chooseByKeyboard(page, 'Dependientes económicos', '1');
  await tabTo(page, 'Continuar');
  await page.keyboard.press('Enter');
  await headingFocused(page, 'Referencias...');
  await typeInto(page, 'Nombre completo de la referencia 1', 'Lucía Hernández');
  await typeInto(page, 'Teléfono de la referencia 1', '5511122233');
  await typeInto(page, 'Nombre completo de la referencia 2', 'Jorge Campos');
  await typeInto(page, 'Teléfono de la referencia 2', '5544455566');
  await tabTo(page, 'Continuar');
  await page.keyboard.press('Enter');
  await headingFocused(page, 'Permisos...');
  // The consent NIP's countdown is a timer too.
  expect(await liveRegionChanges(page)).toBeLessThanOrEqual(1);
  await tabTo(page, /Autorizo la consulta de mi historial crediticio/);
  await page.keyboard.press('Space');
  await tabTo(page, 'Declaro que actúo a nombre propio.');
  await page.keyboard.press('Space');
  await typeInto(page, 'NIP', await sentCode(request, phone, 'compliance-code'));
  await tabTo(page, 'Enviar solicitud');
  await page.keyboard.press('Enter');
  // While the request runs the pressed button keeps the focus (busy, not disabled).
  await expect.poll(async () => (await focused(page)).tag).not.toBe('body');
  await expect(page).toHaveURL(/\/aplicacion-credito\/resultado$/, { timeout: 30_000 });
  await expect.poll(async () => (await focused(page)).tag).toBe('h1');
});

test("the 'Con CURP / Sin CURP' switch shows its focus ring on the selected half", async ({ page }) => {
  await page.goto('/crear-cuenta');
  await page.getByLabel('Correo electrónico').fill(uniqueEmail('teclado'));
  await page.getByLabel('Número de teléfono').fill(uniquePhone());
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/crear-cuenta\/datos-personales$/);
  const checked = page.getByRole('radio', { name: 'Con CURP' });
  await expect(checked).toBeChecked();
  await tabTo(page, 'Con CURP');
  const ring = await checked.evaluate((input) => {
    const label = input.closest('label') as HTMLElement;
    const style = getComputedStyle(label);
    return { outline: style.outlineColor, width: style.outlineWidth, fill: style.backgroundColor };
  });
  expect(ring.width).not.toBe('0px');
  expect(ring.outline).not.toBe(ring.fill);
});

test('200 % text on a 390 px screen: no page scrolls sideways', async ({ page, request }) => {
  const email = await createAccount(request, { password: PASSWORD, prefix: 'e2e.texto' });
  // The page's width once its text is at 200 %.
  const widthAt200 = () =>
    page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
      return document.documentElement.scrollWidth;
    });
  for (const path of ['/login', '/crear-cuenta']) {
    await page.goto(path);
    expect(await widthAt200(), path).toBeLessThanOrEqual(390);
  }
  await signInHome(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  expect(await widthAt200()).toBeLessThanOrEqual(390);
});

test('each term card’s radio has a short name; the card’s figures are its description', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await createAccount(request, { password: PASSWORD, prefix: 'e2e.plazo' });
  const loan = await approvedLoan(request, email, { force: true });
  await signInHome(page, email, PASSWORD);
  await page.goto(`/firmar-aplicacion-credito/${loan.id}/cuenta-clabe`);
  await page.getByLabel('CLABE interbancaria').fill(CLABE);
  await page.getByLabel('Confirma tu CLABE').fill(CLABE);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Selecciona tu primer pago' })).toBeVisible();
  const radios = page.getByRole('radio');
  expect(await radios.count()).toBeGreaterThan(0);
  for (const radio of await radios.all()) {
    const snapshot = await radio.ariaSnapshot();
    const name = /radio "([^"]*)"/.exec(snapshot)?.[1] ?? '';
    expect(name).toMatch(/^\$[\d,]+\.\d{2} al mes, /);
    expect(name.length).toBeLessThan(60);
    const described = await radio.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(described).toContain('Total a pagar');
  }
});
