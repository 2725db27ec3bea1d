/**
 * Signing end to end against `npm start` (built app + sandbox API): persona MARIA (APPROVED by her bureau file)
 * goes from home through every signing step (a personal loan without a CLABE: the CLABE first) to the success
 * screen and back home; another client (a sandbox-forced APPROVED) signs with a name that does not match
 * (INVALID_SIGNATURE), retries, and reloads the page in the middle of the validation. axe on every step. MARIA
 * downloads her contract before signing, and reads and downloads the signed one after (success, Mi cuenta).
 * The payment table fits a 390 px phone (every cell whole, on screen, no sideways scroll), the terms write the
 * first payment date dd/MM/yyyy, and the success screen (a result page) has no back button.
 * With SIGNING_SCREENSHOTS=1 the tests also write docs/screens/signing-*.png (390×844), and for the table, the
 * terms and the success screen a dark one too (signing-*-oscuro.png).
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { CLABE_LOAN_TEXT, CLABE_STORE_TEXT } from '../../machines/signing/messages';
import { clabeCheckDigit } from '../../src/domain/clabe';
import { MARIA_CURP } from '../fixtures/samples';
import { APPROVED_PERSONA, approvedLoan } from './application-support';
import { expect, expectNoAxeViolations, signInHome, test } from './fixtures';
import { createAccount, createApiClient, outbox } from './support';

const PASSWORD = 'Clave-Segura-2026';
const SCREENSHOTS = process.env.SIGNING_SCREENSHOTS === '1';
const first17 = '01218000123456789';
const CLABE = `${first17}${clabeCheckDigit(first17)}`;

/** The registry's Maria (server/catalog/data/people.ts), APPROVED by her bureau file, with her CURP and RFC. */
const MARIA = { ...APPROVED_PERSONA, curp: MARIA_CURP, taxpayerId: 'LOGF9005148P4' };

async function shot(page: Page, name: string, { dark = false } = {}) {
  await expectNoAxeViolations(page);
  if (!SCREENSHOTS) return;
  // From the top: a full-page capture of a scrolled page paints the sticky header over the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `docs/screens/signing-${name}.png`, fullPage: true });
  if (!dark) return;
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `docs/screens/signing-${name}-oscuro.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Every cell of the payment table is whole and on screen: inside the viewport, no content wider than its box
 * (scrollWidth <= clientWidth), no ellipsis, and neither the page nor any box around the table scrolls sideways.
 */
async function expectTableReadable(page: Page) {
  const problems = await page.getByRole('table').evaluate((table) => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const cells = [...table.querySelectorAll<HTMLElement>('tbody td, tbody th')];
    if (cells.length === 0) found.push('no cells');
    for (const cell of cells) {
      const box = cell.getBoundingClientRect();
      const text = cell.textContent ?? '';
      if (box.left < 0 || box.right > width)
        found.push(`${text}: ${box.left}–${box.right} outside 0–${width}`);
      for (const el of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
        if (el.scrollWidth > el.clientWidth)
          found.push(`${text}: cut (${el.scrollWidth} > ${el.clientWidth})`);
        if (getComputedStyle(el).textOverflow === 'ellipsis') found.push(`${text}: ellipsis`);
      }
    }
    for (let box = table.parentElement; box; box = box.parentElement) {
      if (box.scrollWidth > box.clientWidth) found.push(`<${box.tagName.toLowerCase()}> scrolls sideways`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

const createMaria = async (request: APIRequestContext): Promise<string> =>
  (await createApiClient(request, { password: PASSWORD, prefix: 'e2e.maria', person: MARIA })).email;

async function fillClabe(page: Page) {
  await page.getByLabel('CLABE interbancaria').fill(CLABE);
  await page.getByLabel('Confirma tu CLABE').fill(CLABE);
  await expect(page.getByText('Banco: BBVA MÉXICO')).toBeVisible();
}

async function signInWidget(page: Page, fullName: string) {
  await page
    .getByRole('button', { name: 'Ver contrato' })
    .or(page.getByRole('button', { name: 'Volver a firmar' }))
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table')).toBeVisible();
  await dialog.getByLabel('Nombre completo (como aparece en tu identificación)').fill(fullName);
  await dialog.getByRole('button', { name: 'Usar mi nombre como firma' }).click();
  await dialog.getByRole('button', { name: 'Firmar contrato' }).click();
}

/** Clicks 'Descargar contrato' and reads the file the browser saves: its suggested name and its text. */
async function downloadContract(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar contrato' }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

/** Clicks 'Ver contrato' (a new tab) and returns the heading of the document it shows. */
async function readContract(page: Page): Promise<string> {
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Ver contrato (se abre en una pestaña nueva)' }).click(),
  ]);
  await expect(tab).toHaveURL(/^blob:/);
  const heading = (await tab.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const signed = await tab.getByText(/Contrato firmado electrónicamente por/).textContent();
  await tab.close();
  return `${heading} · ${signed}`;
}

test('MARIA: from home through every signing step to the success screen and back home', async ({
  page,
  request,
}) => {
  // The screenshots add a dark capture and its axe run on three steps.
  test.setTimeout(SCREENSHOTS ? 180_000 : 90_000);
  const email = await createMaria(request);
  const loan = await approvedLoan(request, email, { force: false });
  await signInHome(page, email, PASSWORD);
  const steps = page.getByRole('list', { name: 'Pasos de tu solicitud' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Elegir plazo');
  await shot(page, 'home-tracker');
  await steps.getByRole('link', { name: 'Elegir plazo' }).click();

  // A personal loan and no CLABE yet: the CLABE first.
  await expect(page).toHaveURL(new RegExp(`/firmar-aplicacion-credito/${loan.id}/cuenta-clabe$`));
  await fillClabe(page);
  await shot(page, 'clabe');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Selecciona tu primer pago' })).toBeVisible();
  await expect(page.getByText('Monto autorizado')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Debe seleccionar una fecha')).toBeVisible();
  await page.getByRole('radio').first().check();
  await shot(page, 'seleccionar-plazo');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(new RegExp(`/firmar-aplicacion-credito/${loan.id}$`));
  await expect(page.getByText(/Para continuar con tu proceso necesitas firmar tu contrato/)).toBeVisible();
  await shot(page, 'contrato');
  // The contract before signing: the chosen option's, for review, as a file named after the folio.
  const draft = await downloadContract(page);
  expect(draft.name).toMatch(/^contrato-SOL-\d{8}\.html$/);
  const folio = draft.name.slice('contrato-'.length, -'.html'.length);
  expect(draft.text).toContain(`<h1>Contrato de crédito ${folio}</h1>`);
  expect(draft.text).toContain(`Acreditado: ${loan.fullName}`);
  expect(draft.text).toContain('Documento para revisión: aún no está firmado.');
  await signInWidget(page, loan.fullName);
  await expect(page.getByRole('heading', { name: 'Estamos validando tu firma' })).toBeVisible();
  await shot(page, 'validando');

  await expect(page).toHaveURL(/\/aceptar-terminos$/, { timeout: 20_000 });
  await expect(page.getByText(/Te enviamos un NIP de 6 dígitos por SMS/)).toBeVisible();
  // The first payment date as every other screen writes it (dd/MM/yyyy).
  await expect(page.getByText(/, a partir del \d{2}\/\d{2}\/\d{4}\. Total a pagar:/)).toBeVisible();
  await shot(page, 'aceptar-terminos', { dark: true });
  await page.getByLabel('NIP de firma').fill('000000');
  await page.getByRole('button', { name: 'Aceptar y firmar' }).click();
  await expect(page.getByText('Has ingresado un NIP incorrecto.')).toBeVisible();
  const pin = (await outbox(request, loan.phone)).find((m) => m.kind === 'signing-pin')?.code ?? '';
  await page.getByLabel('NIP de firma').fill(pin);
  await page.getByRole('button', { name: 'Aceptar y firmar' }).click();

  await expect(page).toHaveURL(/\/tabla-de-pagos$/);
  await expect(page.getByRole('row')).toHaveCount(7);
  // Each payment's seven figures are read by their column (the headers stay for screen readers).
  await expect(page.getByRole('row').nth(1).getByRole('cell')).toHaveCount(7);
  await expectTableReadable(page);
  await shot(page, 'tabla-de-pagos', { dark: true });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/cuenta-clabe$/);
  await expect(page.getByLabel('CLABE interbancaria')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/firma-exitosa$/);
  await expect(page.getByRole('heading', { name: 'Tu dinero va en camino' })).toBeVisible();
  await expect(page.getByText('Tu préstamo ha sido firmado de manera exitosa')).toBeVisible();
  // A result page (spec §2): no back button.
  await expect(page.getByRole('button', { name: 'Regresar' })).toHaveCount(0);
  await shot(page, 'firma-exitosa', { dark: true });
  // The signed contract, read in a new tab and downloaded.
  expect(await readContract(page)).toMatch(
    new RegExp(
      `^Contrato de crédito ${folio} · Contrato firmado electrónicamente por ${loan.fullName} el \\d{2}/\\d{2}/\\d{4}\\.$`,
    ),
  );
  const signed = await downloadContract(page);
  expect(signed.name).toBe(draft.name);
  expect(signed.text).toContain(`Acreditado: ${loan.fullName}`);
  expect(signed.text).toContain('Términos aceptados con el NIP enviado por SMS');
  await page.getByRole('button', { name: 'Entendido' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Home shows the loan: payment confirmation in review (or, once disbursed, the active loan).
  await expect(
    page.getByText(/Tu depósito está en proceso/).or(page.getByText(/crédito activo/)),
  ).toBeVisible();

  // Disbursed: the purchase details in Mi cuenta keep the signed contract.
  expect((await request.post('/api/__sandbox/lending/settle-now')).status()).toBeLessThan(300);
  await page.goto(`/compras/detalles-de-compra/${loan.id}`);
  await expect(page.getByRole('heading', { name: 'Tu contrato' })).toBeVisible();
  await expectNoAxeViolations(page);
  const kept = await downloadContract(page);
  expect(kept.name).toBe(draft.name);
  expect(kept.text).toContain(`Contrato firmado electrónicamente por ${loan.fullName}`);
});

test('INVALID_SIGNATURE: the user signs again, a reload keeps polling; another date than the contract is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await createAccount(request, { password: PASSWORD, prefix: 'e2e.firma' });
  const loan = await approvedLoan(request, email, { force: true });
  await request.post('/api/__sandbox/lending/settings', { data: { signatureDelayMs: 5000 } });
  await signInHome(page, email, PASSWORD);
  await page.goto(`/firmar-aplicacion-credito/${loan.id}/cuenta-clabe`);
  await fillClabe(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await signInWidget(page, 'NOMBRE QUE NO COINCIDE');
  await expect(page.getByRole('heading', { name: 'Firma no validada' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('No pudimos validar la firma de tu contrato')).toBeVisible();
  await shot(page, 'firma-no-validada');

  await signInWidget(page, loan.fullName);
  await expect(page.getByRole('heading', { name: 'Estamos validando tu firma' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Estamos validando tu firma' })).toBeVisible();
  await expect(page).toHaveURL(/\/aceptar-terminos$/, { timeout: 20_000 });
  await request.post('/api/__sandbox/lending/settings', { data: { signatureDelayMs: 3000 } });

  // The contract is signed for the first date. Another date is another schedule: the PIN is refused with the
  // date to choose again, and with that date it signs.
  const pin = (await outbox(request, loan.phone)).find((m) => m.kind === 'signing-pin')?.code ?? '';
  const terms = `/firmar-aplicacion-credito/${loan.id}/seleccionar-plazo`;
  await page.goto(terms);
  await page.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/aceptar-terminos$/);
  await page.getByLabel('NIP de firma').fill(pin);
  await page.getByRole('button', { name: 'Aceptar y firmar' }).click();
  // The app's own text for 422 CONTRACT_DATE_MISMATCH (never the server's message, which names the date).
  await expect(
    page.getByText(
      'Firmaste tu contrato con otra fecha de primer pago. Elige esa fecha para firmar con tu NIP.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('NIP de firma')).toHaveValue(pin);
  await shot(page, 'otra-fecha');
  // Reload, Back and Forward from there: the screen and the URL stay in agreement.
  await page.reload();
  await expect(page).toHaveURL(/\/aceptar-terminos$/);
  await expect(page.getByRole('heading', { name: 'Acepta los términos' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/seleccionar-plazo$/);
  await expect(page.getByRole('heading', { name: 'Selecciona tu primer pago' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/aceptar-terminos$/);
  await expect(page.getByRole('heading', { name: 'Acepta los términos' })).toBeVisible();
  await page.goto(terms);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('NIP de firma').fill(pin);
  await page.getByRole('button', { name: 'Aceptar y firmar' }).click();
  await expect(page).toHaveURL(/\/tabla-de-pagos$/);
});

/** After the signature: the success screen or home, never the PIN or the CLABE form of the signed contract. */
async function expectNoSigningForm(page: Page, where: 'success' | 'home') {
  if (where === 'success') {
    await expect(page).toHaveURL(/\/firma-exitosa$/);
    await expect(page.getByRole('heading', { name: 'Tu dinero va en camino' })).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText(/Tu depósito está en proceso/).or(page.getByText(/crédito activo/)),
    ).toBeVisible();
  }
  await expect(page.getByLabel('CLABE interbancaria')).toHaveCount(0);
  await expect(page.getByLabel('NIP de firma')).toHaveCount(0);
}

test('after the success screen: Back, Forward, Reload and typed URLs never reopen a form of the signed contract', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await createAccount(request, { password: PASSWORD, prefix: 'e2e.firmada' });
  const loan = await approvedLoan(request, email, { force: true });
  await signInHome(page, email, PASSWORD);
  const base = `/firmar-aplicacion-credito/${loan.id}`;
  await page.goto(`${base}/cuenta-clabe`);
  await fillClabe(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await signInWidget(page, loan.fullName);
  await expect(page).toHaveURL(/\/aceptar-terminos$/, { timeout: 20_000 });
  const pin = (await outbox(request, loan.phone)).find((m) => m.kind === 'signing-pin')?.code ?? '';
  await page.getByLabel('NIP de firma').fill(pin);
  await page.getByRole('button', { name: 'Aceptar y firmar' }).click();
  await expect(page).toHaveURL(/\/tabla-de-pagos$/);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/cuenta-clabe$/);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectNoSigningForm(page, 'success');

  // 'Entendido', then Back: the page before home was the CLABE step of the signed loan (a fresh page load).
  await page.getByRole('button', { name: 'Entendido' }).click();
  await expectNoSigningForm(page, 'home');
  await page.goBack();
  await expectNoSigningForm(page, 'success');
  // Back through the earlier steps, Forward, Reload: the success screen stays.
  await page.goBack();
  await expectNoSigningForm(page, 'success');
  await page.goForward();
  await expectNoSigningForm(page, 'success');
  await page.reload();
  await expectNoSigningForm(page, 'success');
  // Typed URLs of the earlier steps: the CLABE step shows the success screen, the PIN and the contract go home.
  await page.goto(`${base}/cuenta-clabe`);
  await expectNoSigningForm(page, 'success');
  await page.goto(`${base}/aceptar-terminos`);
  await expectNoSigningForm(page, 'home');
  await page.goto(base);
  await expectNoSigningForm(page, 'home');
  // The table after a reload is the signed schedule; its 'Continuar' goes to the success screen, not the CLABE.
  await page.goto(`${base}/tabla-de-pagos`);
  await expect(page.getByRole('row')).toHaveCount(7);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectNoSigningForm(page, 'success');
  await expectNoAxeViolations(page);
});

test('a store purchase’s CLABE step says the money goes to the store', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = await createAccount(request, { password: PASSWORD, prefix: 'e2e.tienda' });
  const purchase = await approvedLoan(request, email, { force: true, store: true });
  await signInHome(page, email, PASSWORD);
  // A purchase has no CLABE first (§4): the first payment, the contract, the NIP, the table, then the CLABE.
  await page.goto(`/firmar-aplicacion-credito/${purchase.id}/seleccionar-plazo`);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await signInWidget(page, purchase.fullName);
  await expect(page).toHaveURL(/\/aceptar-terminos$/, { timeout: 20_000 });
  const pin = (await outbox(request, purchase.phone)).find((m) => m.kind === 'signing-pin')?.code ?? '';
  await page.getByLabel('NIP de firma').fill(pin);
  await page.getByRole('button', { name: 'Aceptar y firmar' }).click();
  await expect(page).toHaveURL(/\/tabla-de-pagos$/);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/cuenta-clabe$/);
  await expect(page.getByLabel('CLABE interbancaria')).toBeVisible();
  await expect(page.getByText(CLABE_STORE_TEXT)).toBeVisible();
  await expect(page.getByText(CLABE_LOAN_TEXT)).toHaveCount(0);
  await shot(page, 'clabe-compra-en-tienda', { dark: true });
});
