/**
 * One stated payment, end to end against `npm start`: a client with an APPROVED personal loan (10,000 over 6
 * months) chooses the second first-payment date (always more than a month away, so its first payment covers more
 * days than the others and differs from them, on any date the test runs) and reads the same first and regular
 * payment, stated the same way and adding up to the same total, on the term card, the terms page, the contract
 * file (before and after signing) and Mi cuenta. The expected figures come from the offer's own table, through
 * the one statement of src/domain/statement.ts. With SIGNING_SCREENSHOTS=1 it writes
 * docs/screens/signing-primer-pago-*.png (390×844).
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { clabeCheckDigit } from '../../src/domain/clabe';
import { formatMXN, pesosToCentavos } from '../../src/domain/money';
import { type PaymentStatement, paymentStatement } from '../../src/domain/statement';
import { type ApprovedLoan, approvedLoan } from './application-support';
import { expect, expectNoAxeViolations, signInHome, test } from './fixtures';
import { createAccount, outbox } from './support';

const PASSWORD = 'Clave-Segura-2026';
const SCREENSHOTS = process.env.SIGNING_SCREENSHOTS === '1';
const first17 = '01218000123456789';
const CLABE = `${first17}${clabeCheckDigit(first17)}`;

async function shot(page: Page, name: string) {
  await expectNoAxeViolations(page);
  if (SCREENSHOTS) await page.screenshot({ path: `docs/screens/signing-${name}.png`, fullPage: true });
}

/** The statement of the second approved option, from its own table (the offer the API answers). */
async function secondOption(request: APIRequestContext, loan: ApprovedLoan) {
  const res = await request.get(`/api/applications/${loan.id}/approved-products-conditions`, {
    headers: loan.headers,
  });
  const body = (await res.json()) as {
    approvedProducts: { firstPaymentDate: string; amortizations: { totalPayment: number }[] }[];
  };
  const option = body.approvedProducts[1];
  if (!option) throw new Error('two approved options expected');
  const statement = paymentStatement(option.amortizations.map((a) => pesosToCentavos(a.totalPayment)));
  return { date: option.firstPaymentDate, statement };
}

async function downloadContract(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar contrato' }).click(),
  ]);
  return readFile(await download.path(), 'utf8');
}

/** The contract file's summary states the same payments. */
function expectContract(html: string, s: PaymentStatement) {
  expect(html).toContain(`<dt>Pagos</dt><dd>${s.text}</dd>`);
  expect(html).toContain(`<dt>Primer pago</dt><dd>${formatMXN(s.first)}</dd>`);
  expect(html).toContain(`<dt>Pago mensual</dt><dd>${formatMXN(s.regular)}</dd>`);
  expect(html).toContain(`<dt>Monto total a pagar</dt><dd>${formatMXN(s.total)}</dd>`);
  expect(html).toContain(`Plazo: ${s.phrase};`);
}

test('the same first and regular payment on the term card, the terms page, the contract file and Mi cuenta', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await createAccount(request, { password: PASSWORD, prefix: 'e2e.pago' });
  const loan = await approvedLoan(request, email, { force: true });
  const { date, statement: s } = await secondOption(request, loan);
  // The second date is more than a month away: its first payment covers more days, so it is higher.
  expect(s.firstDiffers).toBe(true);
  expect(s.first).toBeGreaterThan(s.regular);
  expect(s.text).toMatch(/^Primer pago de \$[\d,]+\.\d{2} y 5 pagos de \$[\d,]+\.\d{2}/);
  const first = formatMXN(s.first);
  const regular = formatMXN(s.regular);
  const total = formatMXN(s.total);

  await signInHome(page, email, PASSWORD);
  await page.goto(`/firmar-aplicacion-credito/${loan.id}/cuenta-clabe`);
  await page.getByLabel('CLABE interbancaria').fill(CLABE);
  await page.getByLabel('Confirma tu CLABE').fill(CLABE);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // The term card: the regular payment 'al mes', the statement, why the first differs, and the table's total.
  await expect(page.getByRole('heading', { name: 'Selecciona tu primer pago' })).toBeVisible();
  const card = page.locator('label', { has: page.locator(`input[value="${date}"]`) });
  await card.getByRole('radio').check();
  await expect(card).toContainText(`${regular} al mes`);
  await expect(card.getByText(s.text, { exact: true })).toBeVisible();
  await expect(
    card.getByText(/^Tu primer pago es mayor que los demás porque cubre \d+ días de intereses/),
  ).toBeVisible();
  await expect(
    card.getByText(/^Por la fecha de tu primer pago, el total es mayor que el estimado/),
  ).toBeVisible();
  await expect(card).toContainText(`Total a pagar (costo total)${total}`);
  await shot(page, 'primer-pago-plazo');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // The contract file before signing.
  await expect(page.getByText(/Para continuar con tu proceso necesitas firmar tu contrato/)).toBeVisible();
  expectContract(await downloadContract(page), s);
  await page.getByRole('button', { name: 'Ver contrato' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table')).toBeVisible();
  await dialog.getByLabel('Nombre completo (como aparece en tu identificación)').fill(loan.fullName);
  await dialog.getByRole('button', { name: 'Usar mi nombre como firma' }).click();
  await dialog.getByRole('button', { name: 'Firmar contrato' }).click();

  // The terms page: the same statement, the same first and regular payment, the same total.
  await expect(page).toHaveURL(/\/aceptar-terminos$/, { timeout: 20_000 });
  await expect(page.getByText(`Tus pagos: ${s.phrase}, a partir del`)).toBeVisible();
  const figures = page.locator('dl').first();
  await expect(figures).toContainText(`Primer pago${first}`);
  await expect(figures).toContainText(`Pago mensual${regular}`);
  await expect(figures).toContainText(`Total a pagar${total}`);
  await expect(page.getByText(/^Tu primer pago es mayor que los demás porque cubre/)).toBeVisible();
  await expect(page.getByText(/Te enviamos un NIP de 6 dígitos por SMS/)).toBeVisible();
  await shot(page, 'primer-pago-terminos');
  const pin = (await outbox(request, loan.phone)).find((m) => m.kind === 'signing-pin')?.code ?? '';
  await page.getByLabel('NIP de firma').fill(pin);
  await page.getByRole('button', { name: 'Aceptar y firmar' }).click();
  await expect(page).toHaveURL(/\/tabla-de-pagos$/);
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText(first);
  await expect(rows.nth(2)).toContainText(regular);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/cuenta-clabe$/);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/firma-exitosa$/);
  await expect(page.getByText(`Tu primer pago de ${first} vence el`)).toBeVisible();
  // The signed contract states the same payments.
  expectContract(await downloadContract(page), s);

  // Mi cuenta, once disbursed: the same first and regular payment, the same statement and total.
  expect((await request.post('/api/__sandbox/lending/settle-now')).status()).toBeLessThan(300);
  await page.goto(`/compras/detalles-de-compra/${loan.id}`);
  await expect(page.getByRole('heading', { name: 'Calendario de pagos' })).toBeVisible();
  const block = page.locator('dl', { has: page.getByText('Número de pagos mensuales') });
  await expect(block).toContainText(`Primer pago${first}`);
  await expect(block).toContainText(`Pago mensual${regular}`);
  await expect(block).toContainText(`Total de pagos${total}`);
  await expect(page.getByText(`${s.text}.`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  expectContract(await downloadContract(page), s);
});
