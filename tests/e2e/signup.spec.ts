/**
 * Sign-up end to end against `npm start` (the built app and the sandbox API): with the CURP lookup and by hand,
 * the non-Mexican outcome, a taken e-mail, a wrong activation code, the e-mail update, a reload in the middle,
 * and axe on every sign-up page. Activation codes are read from the sandbox outbox. E-mails and phones are unique
 * per run (the sandbox database persists).
 *
 * With SIGNUP_SCREENSHOTS=1 the tests also write docs/screens/signup-*.png (390×844).
 */
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { generateCurp } from '../../src/domain/curp';
import { formatPhone } from '../../src/domain/phone';
import { MARIA_CURP } from '../fixtures/samples';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { sentCode, uniqueEmail as tagged, uniquePhone } from './support';

const PASSWORD = 'Clave-Segura-2026';
const TAKEN_EMAIL = 'roberto.hernandez@example.com';
const SCREENSHOTS = process.env.SIGNUP_SCREENSHOTS === '1';

const TAKEN = 'Has ingresado un correo electrónico y/o número de teléfono que ya está asociado a una cuenta.';
const uniqueEmail = (tag: string) => tagged(`registro.${tag}`);

async function screenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: `docs/screens/signup-${name}.png`, fullPage: false });
}

/** The newest activation code e-mailed to `email`. */
const activationCode = (request: APIRequestContext, email: string) =>
  sentCode(request, email, 'activation-code', 4);

async function fillAccount(page: Page, email: string, phone: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Número de teléfono').fill(phone);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
}

async function accountStep(page: Page, email: string, phone: string) {
  await page.goto('/crear-cuenta');
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  await fillAccount(page, email, phone);
  await expect(page.getByLabel('Número de teléfono')).toHaveValue(formatPhone(phone));
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/crear-cuenta\/datos-personales$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();
}

interface Person {
  name: string;
  firstSurname: string;
  secondSurname: string;
  sex: 'H' | 'M';
  day: string;
  month: string;
  year: string;
  state: string;
}

/** A person whose generated CURP no other run has used: the birth date is random. */
function randomPerson(): Person {
  return {
    name: 'Ana Luisa',
    firstSurname: 'Torres',
    secondSurname: 'Méndez',
    sex: 'M',
    day: String(randomInt(1, 29)).padStart(2, '0'),
    month: String(randomInt(1, 13)).padStart(2, '0'),
    year: String(randomInt(1960, 2000)),
    state: 'YUCATAN',
  };
}

async function fillManual(page: Page, person: Person) {
  await page.getByRole('radio', { name: 'Sin CURP' }).check();
  await page.getByLabel('Nombre(s)').fill(person.name);
  await page.getByLabel('Primer apellido').fill(person.firstSurname);
  await page.getByLabel('Segundo apellido', { exact: true }).fill(person.secondSurname);
  await page.getByLabel('Sexo', { exact: true }).selectOption(person.sex);
  await page.getByLabel('Día', { exact: true }).selectOption(person.day);
  await page.getByLabel('Mes', { exact: true }).selectOption(person.month);
  await page.getByLabel('Año', { exact: true }).selectOption(person.year);
  await page.getByLabel('Estado de nacimiento').selectOption(person.state);
}

async function verify(page: Page, request: APIRequestContext, email: string) {
  await expect(page).toHaveURL(/\/crear-cuenta\/verificar$/);
  await page.getByLabel('Código de verificación').fill(await activationCode(request, email));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/crear-cuenta\/completada$/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Tu cuenta está lista!' })).toBeVisible();
}

test('sign-up with the CURP lookup, verified with the code from the sandbox outbox', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('curp');
  await page.goto('/crear-cuenta?referral=ROBERTO78');
  await expectNoAxeViolations(page);
  await screenshot(page, 'account');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('El campo es requerido')).toHaveCount(3);
  await screenshot(page, 'account-errors');
  await fillAccount(page, email, uniquePhone());
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/crear-cuenta\/datos-personales$/);
  await expect(page.getByRole('radio', { name: 'Con CURP' })).toBeChecked();
  await expectNoAxeViolations(page);
  await screenshot(page, 'curp-search');

  await page.getByLabel('CURP', { exact: true }).fill('logf900514mjcprr02');
  await expect(page.getByLabel('CURP', { exact: true })).toHaveValue(MARIA_CURP);
  await page.getByRole('button', { name: 'Buscar CURP' }).click();
  await expect(page.getByText('MARIA FERNANDA LOPEZ GARCIA')).toBeVisible();
  await expect(page.getByLabel('RFC', { exact: true })).toHaveValue(/^LOGF900514[A-Z0-9]{3}$/);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Debes aceptar los términos y condiciones')).toBeVisible();
  await page.getByLabel('Acepto los términos y condiciones').check();
  await expectNoAxeViolations(page);
  await screenshot(page, 'curp-found');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/crear-cuenta\/verificar$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/Podrás pedir un nuevo código en \d+ s/);
  await expectNoAxeViolations(page);
  await screenshot(page, 'verify');
  await verify(page, request, email);
  await expectNoAxeViolations(page);
  await screenshot(page, 'completed');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('pendingClientSignup'))).toBeNull();
});

test('sign-up by hand: CURP and RFC generated; a reload keeps what was typed; wrong code; e-mail update', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('manual');
  const newEmail = uniqueEmail('nuevo');
  const person = randomPerson();
  await accountStep(page, email, uniquePhone());
  await fillManual(page, person);
  const dateOfBirth = `${person.year}/${person.month}/${person.day}`;
  const expectedCurp = generateCurp({ ...person, dateOfBirth, stateOfBirth: person.state });
  await expect(page.getByLabel('CURP', { exact: true })).toHaveValue(expectedCurp ?? '');
  await expect(page.getByLabel('RFC', { exact: true })).toHaveValue(
    new RegExp(`^TOMA${person.year.slice(2)}${person.month}${person.day}`),
  );
  await expectNoAxeViolations(page);
  await screenshot(page, 'manual');

  // The draft in local storage never holds the password.
  const draft = await page.evaluate(() => localStorage.getItem('pendingClientSignup'));
  expect(draft).toContain(person.firstSurname);
  expect(draft).not.toContain(PASSWORD);

  // Reload in the middle: the password is asked again, then everything typed is still there.
  await page.reload();
  await expect(page).toHaveURL(/\/crear-cuenta$/);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('');
  // No error before the person acts (a reload is not an action); 'Continuar' then says what is missing.
  await expect(page.getByText('El campo es requerido')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('El campo es requerido')).toBeVisible();
  await expect(page).toHaveURL(/\/crear-cuenta$/);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/crear-cuenta\/datos-personales$/);
  await expect(page.getByRole('radio', { name: 'Sin CURP' })).toBeChecked();
  await expect(page.getByLabel('Nombre(s)')).toHaveValue(person.name);
  await expect(page.getByLabel('Año', { exact: true })).toHaveValue(person.year);
  await expect(page.getByLabel('CURP', { exact: true })).toHaveValue(expectedCurp ?? '');
  // The generated CURP stays editable.
  await page.getByLabel('CURP', { exact: true }).fill('TOMA');
  await expect(page.getByText('El campo debe tener al menos 18 dígitos')).toBeVisible();
  await page.getByLabel('CURP', { exact: true }).fill(expectedCurp ?? '');
  await page.getByLabel('Acepto los términos y condiciones').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  // A wrong code.
  await expect(page).toHaveURL(/\/crear-cuenta\/verificar$/);
  const code = await activationCode(request, email);
  await page.getByLabel('Código de verificación').fill(code === '0000' ? '1111' : '0000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert').getByText('Has ingresado un código incorrecto.')).toBeVisible();

  // Another e-mail: the new code goes there.
  await page.getByRole('button', { name: '¿Este no es tu correo?' }).click();
  await expect(page).toHaveURL(/\/crear-cuenta\/actualizar-correo$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Actualiza tu correo electrónico' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'update-email');
  await page.getByLabel('Nuevo correo electrónico').fill(TAKEN_EMAIL);
  await page.getByRole('button', { name: 'Confirmar correo' }).click();
  await expect(page.getByRole('alert').getByText(TAKEN)).toBeVisible();
  await page.getByLabel('Nuevo correo electrónico').fill(newEmail);
  await page.getByRole('button', { name: 'Confirmar correo' }).click();
  await expect(page).toHaveURL(/\/crear-cuenta\/verificar$/);
  await expect(page.getByText(newEmail)).toBeVisible();
  await verify(page, request, newEmail);
});

test('a CURP registered abroad gives the non-Mexican outcome; Finalizar starts over', async ({ page }) => {
  await accountStep(page, uniqueEmail('extranjero'), uniquePhone());
  await page.getByLabel('CURP', { exact: true }).fill('JORE920321MNEHZM05');
  await page.getByRole('button', { name: 'Buscar CURP' }).click();
  await expect(
    page.getByText(
      'Por el momento no podemos ofrecer nuestro servicio a personas que no tengan nacionalidad mexicana.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crear cuenta' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'non-mexican');
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page).toHaveURL(/\/crear-cuenta$/);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('');
});

test('a taken e-mail stops at the account step with the spec message, keeping what was typed', async ({
  page,
}) => {
  await page.goto('/crear-cuenta');
  await fillAccount(page, TAKEN_EMAIL, uniquePhone());
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert').getByText(TAKEN)).toBeVisible();
  await expect(page).toHaveURL(/\/crear-cuenta$/);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(TAKEN_EMAIL);
});

test('without a saved draft, /crear-cuenta/datos-personales goes back to /crear-cuenta', async ({ page }) => {
  await page.goto('/crear-cuenta/datos-personales');
  await expect(page).toHaveURL(/\/crear-cuenta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
});

test("'Sin CURP', the browser's Back, 'Continuar': the page shows the manual form, both toggles respond, a reload keeps it", async ({
  page,
}) => {
  const email = uniqueEmail('atras');
  await accountStep(page, email, uniquePhone());
  await page.getByRole('radio', { name: 'Sin CURP' }).check();
  await page.getByLabel('Nombre(s)').fill('Ana Luisa');
  await page.goBack();
  await expect(page).toHaveURL(/\/crear-cuenta$/);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/crear-cuenta\/datos-personales$/);
  await expect(page.getByRole('radio', { name: 'Sin CURP' })).toBeChecked();
  await expect(page.getByLabel('Nombre(s)')).toHaveValue('Ana Luisa');
  await expect(page.getByRole('button', { name: 'Buscar CURP' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Con CURP' }).check();
  await expect(page.getByRole('button', { name: 'Buscar CURP' })).toBeVisible();
  await page.getByRole('radio', { name: 'Sin CURP' }).check();
  await expect(page.getByLabel('Nombre(s)')).toHaveValue('Ana Luisa');

  // A reload: the password is asked again, then the same form, as the machine's state says.
  await page.reload();
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/crear-cuenta\/datos-personales$/);
  await expect(page.getByRole('radio', { name: 'Sin CURP' })).toBeChecked();
  await expect(page.getByLabel('Nombre(s)')).toHaveValue('Ana Luisa');
});

test('signing in again within the wait: the countdown comes from the server and the address shows; a toast stays clear of the help modal', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('reenvio');
  const person = randomPerson();
  await accountStep(page, email, uniquePhone());
  await fillManual(page, person);
  await page.getByLabel('Acepto los términos y condiciones').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/crear-cuenta\/verificar$/);

  // Another browser (a closed tab, another device): no draft, a new sign-in.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const second = await other.newPage();
  await signIn(second, email, PASSWORD, '/login');
  await expect(second).toHaveURL(/\/crear-cuenta\/verificar$/);
  await expect(second.getByRole('timer')).toHaveText(/Podrás pedir un nuevo código en \d+ s/);
  await expect(second.getByRole('button', { name: 'Reenviar código' })).toHaveCount(0);
  await expect(second.getByText(email)).toBeVisible();

  // An error toast, then the help modal: the toast does not cover the modal's buttons.
  await second
    .getByLabel('Código de verificación')
    .fill((await activationCode(second.request, email)) === '0000' ? '1111' : '0000');
  await second.getByRole('button', { name: 'Verificar' }).click();
  const toast = second.getByRole('alert').getByText('Has ingresado un código incorrecto.');
  await expect(toast).toBeVisible();
  await second.getByRole('button', { name: /¿Cómo funciona\?/ }).click();
  const understood = second.getByRole('dialog').getByRole('button', { name: 'Entendido' });
  await expect(understood).toBeVisible();
  const toastBox = await toast.boundingBox();
  const buttonBox = await understood.boundingBox();
  expect(toastBox && buttonBox).toBeTruthy();
  if (toastBox && buttonBox) {
    const overlaps =
      toastBox.x < buttonBox.x + buttonBox.width &&
      buttonBox.x < toastBox.x + toastBox.width &&
      toastBox.y < buttonBox.y + buttonBox.height &&
      buttonBox.y < toastBox.y + toastBox.height;
    expect(overlaps).toBe(false);
  }
  await understood.click();
  await other.close();
});
