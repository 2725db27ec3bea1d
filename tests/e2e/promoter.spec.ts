/**
 * The promoter area end to end on `npm start` (built app + sandbox API): sign-in with phone and the SMS NIP (a wrong
 * NIP first), a new customer's quick application to the decision, an existing activated customer, and a failed
 * preliminary model, with axe on every page. NIPs and codes come from the sandbox outbox; personas and promoters
 * from server/catalog/README.md. With PROMOTER_SCREENSHOTS=1 it writes docs/screens/promoter-*.png (390×844).
 */
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { MARIA_CURP } from '../fixtures/samples';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { outbox } from './support';

const SCREENSHOTS = process.env.PROMOTER_SCREENSHOTS === '1';
const uniquePhone = () => `33${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

async function screenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: `docs/screens/promoter-${name}.png`, fullPage: false });
}

async function newestCode(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
  skip?: string,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await outbox(request, to)).map((m) => m.code).find((c) => c !== undefined && c !== skip);
      return code;
    })
    .toMatch(pattern);
  return code ?? '';
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function signInAsPromoter(page: Page, request: APIRequestContext, phone: string) {
  await page.goto('/promotor');
  await expect(heading(page, 'Acceso de promotores')).toBeVisible();
  await page.getByLabel('Número de teléfono').fill(phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByLabel('NIP')).toBeVisible();
  await page.getByLabel('NIP').fill(await newestCode(request, phone, /^\d{6}$/));
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
}

async function startQuickApplication(page: Page, customerPhone: string) {
  await page.getByRole('link', { name: 'Nueva solicitud rápida' }).click();
  await expect(heading(page, 'Solicitud rápida')).toBeVisible();
  await page.getByRole('button', { name: 'Iniciar solicitud' }).click();
  await expect(page).toHaveURL(/\/promotor\/solicitud-rapida\/client-info$/);
  await page.getByLabel('Teléfono del cliente').fill(customerPhone);
  await page.getByRole('button', { name: 'Buscar cliente' }).click();
}

async function newCustomerData(page: Page, curp: string, name: string) {
  await expect(page.getByText('Cliente nuevo')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/promotor\/solicitud-rapida\/datos$/);
  await page.getByLabel('CURP').fill(curp);
  await expect(page.getByLabel('Nombre')).toHaveValue(name);
  await page.getByLabel('Calle').fill('Av. Juárez');
  await page.getByLabel('Número exterior').fill('12');
  await page.getByLabel('Código postal').fill('44160');
  await expect(page.getByLabel('Colonia').locator('option')).not.toHaveCount(1);
  await page.getByLabel('Colonia').selectOption({ index: 1 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

async function product(page: Page) {
  await expect(page).toHaveURL(/\/promotor\/solicitud-rapida\/producto$/);
  await page.getByLabel('Precio del producto').fill('10000');
  await page.getByLabel('Monto a financiar').fill('9000');
  await page.getByLabel('Plazo').selectOption('6');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

async function consent(page: Page, request: APIRequestContext, customerPhone: string) {
  await expect(page).toHaveURL(/\/promotor\/permisos$/);
  await page.getByLabel('El cliente autoriza la consulta de su historial crediticio.').check();
  await page.getByLabel('El cliente actúa por cuenta propia.').check();
  await page.getByLabel('NIP del cliente').fill(await newestCode(request, customerPhone, /^\d{6}$/));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Verificar NIP' }).click();
}

test('wrong promoter NIP, then a new customer end to end to a decision', async ({ page, request }) => {
  // The longest promoter journey (sign-in, client check, data, consent, e-mail code, decision): 30 s is too tight
  // on a loaded 2-core machine (35.8 s seen, the journey complete).
  test.slow();
  const promoterPhone = '5550000001';
  await page.goto('/promotor');
  await expect(heading(page, 'Acceso de promotores')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'signin');
  await page.getByLabel('Número de teléfono').fill(promoterPhone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const nip = await newestCode(request, promoterPhone, /^\d{6}$/);
  await page.getByLabel('NIP').fill(nip === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('alert')).toContainText('El nip ingresado es incorrecto');
  await expectNoAxeViolations(page);
  await page.getByLabel('NIP').fill(nip);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
  await expectNoAxeViolations(page);
  // The menu of a promoter: the promoter area only, no client pages.
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const nav = page.getByRole('dialog', { name: 'Menú' }).getByRole('navigation', { name: 'Menú principal' });
  await expect(nav.getByRole('link')).toHaveText(['Inicio', 'Nueva solicitud rápida']);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  const customerPhone = uniquePhone();
  await startQuickApplication(page, customerPhone);
  await screenshot(page, 'client-check');
  await newCustomerData(page, MARIA_CURP, 'MARIA FERNANDA LOPEZ GARCIA');
  await product(page);
  await consent(page, request, customerPhone);

  await expect(page).toHaveURL(/\/promotor\/terminar-solicitud$/);
  const email = `e2e.promotor.${randomInt(1_000_000)}@example.com`;
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Tipo de vivienda').selectOption('RENTED');
  await page.getByLabel('Renta mensual').fill('3500');
  await page.getByLabel('Vive ahí desde').fill('2020-03');
  await page.getByLabel('Estado civil').selectOption('SINGLE');
  await page.getByLabel('Situación laboral').selectOption('EMPLOYED');
  await page.getByLabel('Empresa').fill('Abarrotes Lupita');
  await page.getByLabel('Puesto').fill('Cajera');
  await page.getByLabel('Ingreso mensual').fill('12000');
  await page.getByLabel('Fecha de ingreso').fill('2019-06');
  await page.getByLabel('Dependientes económicos').selectOption('1');
  await page.getByLabel('Nombre de la referencia 1').fill('Pedro López');
  await page.getByLabel('Teléfono de la referencia 1').fill('5511112222');
  await page.getByLabel('Nombre de la referencia 2').fill('Rosa García');
  await page.getByLabel('Teléfono de la referencia 2').fill('5533334444');
  await expectNoAxeViolations(page);
  await screenshot(page, 'finish');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();

  await expect(page).toHaveURL(/\/promotor\/confirmar-correo$/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Ingresar código' }).click();
  await expect(page).toHaveURL(/\/promotor\/solicitud-rapida\/codigo-activacion$/);
  await expect(page.getByText(/Podrás reenviar el código en \d+ s/)).toBeVisible();
  await page.getByRole('button', { name: 'Ver código del cliente' }).click();
  const code = (await page.locator('p', { hasText: 'Código del cliente' }).innerText()).replace(/\D/g, '');
  expect(code).toBe(await newestCode(request, email, /^\d{4}$/));
  await expectNoAxeViolations(page);
  await screenshot(page, 'activation-code');
  await page.getByLabel('Código del correo (4 dígitos)').fill(code);
  await page.getByRole('button', { name: 'Procesar solicitud' }).click();

  await expect(page).toHaveURL(/\/promotor\/resultado$/);
  await expect(heading(page, 'La solicitud del cliente fue autorizada')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'result');
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page).toHaveURL(/\/promotor$/);
  await expect(page.getByText('MARIA FERNANDA LOPEZ')).toBeVisible();
  await screenshot(page, 'home');
});

test('an existing activated customer goes straight to the decision', async ({ page, request }) => {
  await signInAsPromoter(page, request, '5550000002');
  await startQuickApplication(page, '8112345678');
  await expect(page.getByText('Cliente registrado')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByLabel('Nombre')).toHaveValue(/ROBERTO|Roberto/);
  // An activated customer's data is read-only here, and the screen says why (nothing to type, nothing dropped).
  await expect(
    page.getByText(
      'El cliente ya activó su cuenta: su CURP, domicilio y correo solo los puede cambiar él desde su cuenta.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Calle')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await product(page);
  await consent(page, request, '8112345678');
  await expect(page).toHaveURL(/\/promotor\/resultado$/);
  // Roberto's bureau file (score 640): pre-authorised, or offered to continue with interest at a store with MSI.
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: /^(La solicitud del cliente fue pre-autorizada|Puede continuar con intereses)$/,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page).toHaveURL(/\/promotor$/);
});

test('a failed preliminary model shows the promoter-mode result', async ({ page, request }) => {
  await signInAsPromoter(page, request, '5550000003');
  const customerPhone = uniquePhone();
  await startQuickApplication(page, customerPhone);
  await newCustomerData(page, 'PESJ851102HDFRTN01', 'JUAN CARLOS PEREZ SOTO');
  await product(page);
  await consent(page, request, customerPhone);
  await expect(page).toHaveURL(/\/promotor\/modelo-preliminar-fallido$/);
  await expect(heading(page, 'Por el momento no podemos aprobar la solicitud del cliente')).toBeVisible();
  // Issue 23: the decision only; the customer's reason (credit-bureau detail) goes to the customer by SMS.
  await expect(
    page.getByText(
      'Por privacidad, el motivo solo se le comunica al cliente: lo recibe por SMS en su teléfono.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/historial crediticio registra|tu solicitud/i)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'preliminary-failed');
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page).toHaveURL(/\/promotor$/);
});
