/**
 * Set-up for the credit application journeys: accounts created through the sandbox API with their phone (the
 * credit-check NIP goes there by SMS), forced decisions, and the steps of the application form.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations as noAxeViolations, signIn as signInWith } from './fixtures';
import { createApiClient, outbox, PERSONAL_REFERENCES, type Person, personalLoanBody } from './support';

export const PASSWORD = 'Clave-Segura-2026';

export interface Client {
  email: string;
  phoneNumber: string;
  token: string;
}

/** The persona with an excellent bureau file (server/lending/seed.ts): APPROVED at once. */
export const APPROVED_PERSONA: Person = {
  name: 'MARIA FERNANDA',
  firstSurname: 'LOPEZ',
  secondSurname: 'GARCIA',
  sex: 'M',
  stateOfBirth: 'JALISCO',
  dateOfBirth: '1990-05-14T00:00:00.000Z',
};

/** A verified client (a fresh identity unless `person` is given). */
export const createClient = (request: APIRequestContext, person?: Person): Promise<Client> =>
  createApiClient(request, { password: PASSWORD, prefix: 'e2e.app', ...(person ? { person } : {}) });

/** Forces the client's next decision (sandbox). */
export async function forceDecision(
  request: APIRequestContext,
  email: string,
  outcome: string,
  rejectionReason?: string,
): Promise<void> {
  const res = await request.post('/api/__sandbox/decisions', {
    data: { email, outcome, ...(rejectionReason ? { rejectionReason } : {}) },
  });
  expect(res.status()).toBe(201);
}

export const signIn = (page: Page, client: Client, url = '/login'): Promise<void> =>
  signInWith(page, client.email, PASSWORD, url);

/** Every rule axe runs by default, not only WCAG's. */
export const expectNoAxeViolations = (page: Page): Promise<void> => noAxeViolations(page, 'every rule');

export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.APPLICATION_SCREENSHOTS === '1')
    await page.screenshot({ path: `docs/screens/application-${name}.png`, fullPage: true });
}

const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** Types the postal code 20010 and waits for its town. */
async function typePostalCode(page: Page): Promise<void> {
  await page.getByLabel('Código postal').fill('20010');
  await expect(page.getByText('Aguascalientes, Aguascalientes')).toBeVisible();
}

/** The address step (a rented home); `postalCode` types the code until the town shows. */
export async function fillAddress(
  page: Page,
  { reload = false, postalCode = typePostalCode } = {},
): Promise<void> {
  await heading(page, 'Datos de tu domicilio...');
  await page.getByLabel('Calle').fill('Av. Siempre Viva');
  await page.getByLabel('Número exterior').fill('742');
  await postalCode(page);
  await page.getByLabel('Colonia').selectOption('Los Álamos');
  await page.getByLabel('Tipo de vivienda').selectOption('RENTED');
  await page.getByLabel('Renta mensual').fill('6500');
  if (reload) {
    await page.reload();
    await heading(page, 'Datos de tu domicilio...');
    await expect(page.getByLabel('Calle')).toHaveValue('Av. Siempre Viva');
    await expect(page.getByLabel('Colonia')).toHaveValue('Los Álamos');
    await expect(page.getByLabel('Renta mensual')).toHaveValue('6500');
  }
  await page.getByLabel('Mes en que llegaste').selectOption('03');
  await page.getByLabel('Año en que llegaste').selectOption('2019');
  await page.getByLabel('Estado civil').selectOption('SINGLE');
  await page.getByRole('button', { name: 'Continuar' }).click();
}

export async function fillEmployment(page: Page, { reload = false } = {}): Promise<void> {
  await heading(page, 'Datos de tu empleo...');
  await page.getByLabel('Situación laboral').selectOption('EMPLOYED');
  await page.getByLabel('Empresa').fill('Comercializadora del Valle');
  await page.getByLabel('Puesto').fill('Vendedora');
  if (reload) {
    await page.reload();
    await heading(page, 'Datos de tu empleo...');
    await expect(page.getByLabel('Empresa')).toHaveValue('Comercializadora del Valle');
    await expect(page.getByLabel('Puesto')).toHaveValue('Vendedora');
  }
  await page.getByLabel('Ingreso mensual').fill('18000');
  await page.getByLabel('Mes de inicio').selectOption('02');
  await page.getByLabel('Año de inicio').selectOption('2021');
  await page.getByLabel('Dependientes económicos').selectOption('1');
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** The references step; 'Continuar' pressed unless `press` is false. */
export async function fillReferences(page: Page, { press = true } = {}): Promise<void> {
  await heading(page, 'Referencias...');
  await page.getByLabel('Nombre completo de la referencia 1').fill('Lucía Hernández');
  await page.getByLabel('Teléfono de la referencia 1').fill('5511122233');
  await page.getByLabel('Nombre completo de la referencia 2').fill('Jorge Campos');
  await page.getByLabel('Teléfono de la referencia 2').fill('5544455566');
  if (press) await page.getByRole('button', { name: 'Continuar' }).click();
}

/** Consent with the NIP the sandbox sent by SMS; 'Enviar solicitud' pressed unless `press` is false. */
export async function consent(
  page: Page,
  request: APIRequestContext,
  client: Client,
  { press = true } = {},
): Promise<void> {
  await heading(page, 'Permisos...');
  await page.getByLabel(/Autorizo la consulta de mi historial crediticio/).check();
  await page.getByLabel('Declaro que actúo a nombre propio.').check();
  const sms = (await outbox(request, client.phoneNumber)).find((m) => m.kind === 'compliance-code');
  expect(sms?.code).toMatch(/^\d{6}$/);
  await page.getByLabel('NIP').fill(sms?.code ?? '');
  if (press) await page.getByRole('button', { name: 'Enviar solicitud' }).click();
}

/** A $10,800 purchase of a $12,000 product over 6 months at the sandbox's store 17 (server/catalog). */
function storePurchaseBody() {
  const body = personalLoanBody({ amount: 10_800, months: 6, monthlyRent: 5000 });
  return {
    ...body,
    type: 'STORE',
    storeId: STORE_17,
    productInformation: { ...body.productInformation, productPrice: 12_000 },
  };
}

const STORE_17 = '5e000000-0000-4000-8000-000000000017';

/** An APPROVED personal loan of 10,000 over 6 months (or a store purchase) through the API, and who holds it. */
export interface ApprovedLoan {
  email: string;
  id: string;
  phone: string;
  fullName: string;
  /** The client's authorization header. */
  headers: Record<string, string>;
}

/**
 * An APPROVED personal loan (10,000 over 6 months unless `amount` and `months` say otherwise) through the API
 * (create, submit, NIP from the outbox, process) for the client `email` (password {@link PASSWORD}); `force`
 * first makes the sandbox's decision APPROVED (a persona's bureau file may already say so).
 */
export async function approvedLoan(
  request: APIRequestContext,
  email: string,
  {
    force,
    store = false,
    amount = 10_000,
    months = 6,
  }: { force: boolean; store?: boolean; amount?: number; months?: number },
): Promise<ApprovedLoan> {
  if (force) {
    const forced = await request.post('/api/__sandbox/decisions', { data: { email, outcome: 'APPROVED' } });
    expect(forced.status()).toBe(201);
  }
  const signin = await request.post('/api/clients/signin', { data: { email, password: PASSWORD } });
  const { token } = (await signin.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/clients/me', { headers })).json()) as Record<string, string>;
  const created = await request.post('/api/applications', {
    headers,
    data: store ? storePurchaseBody() : personalLoanBody({ amount, months, monthlyRent: 5000 }),
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const submitted = await request.post(`/api/applications/${id}/submit`, {
    headers,
    data: PERSONAL_REFERENCES,
  });
  expect(submitted.status()).toBe(200);
  const [sms] = await outbox(request, me.phoneNumber as string);
  const processed = await request.post(`/api/applications/${id}/process`, {
    headers,
    data: { complianceCode: sms?.code },
  });
  expect(processed.status()).toBe(200);
  expect(((await processed.json()) as { status: string }).status).toBe('APPROVED');
  return {
    email,
    id,
    headers,
    phone: me.phoneNumber as string,
    fullName: [me.name, me.firstSurname, me.secondSurname].filter(Boolean).join(' '),
  };
}

const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Signs an approved loan through the API (e-signature sandbox, signing NIP from the outbox) and waits for its disbursement. */
export async function signThroughApi(request: APIRequestContext, loan: ApprovedLoan): Promise<void> {
  const { headers, id } = loan;
  const conditions = await request.get(`/api/applications/${id}/approved-products-conditions`, { headers });
  expect(conditions.status()).toBe(200);
  const { approvedProducts } = (await conditions.json()) as {
    approvedProducts: { firstPaymentDate: string }[];
  };
  const firstPaymentDate = approvedProducts[0]?.firstPaymentDate;
  const esign = await request.post(`/api/esign-sandbox/applications/${id}/signature`, {
    headers,
    data: { firstPaymentDate, fullName: loan.fullName, signatureImage: SIGNATURE_PNG },
  });
  expect(esign.status()).toBe(201);
  // The sandbox validates the e-signature after a delay (409 SIGNATURE_IN_VALIDATION meanwhile).
  await expect
    .poll(
      async () => (await request.post(`/api/applications/${id}/send-signature-code`, { headers })).status(),
      {
        timeout: 20_000,
      },
    )
    .toBe(200);
  const pin = (await outbox(request, loan.phone)).find((m) => m.kind === 'signing-pin')?.code;
  const signed = await request.post(`/api/applications/${id}/sign`, {
    headers,
    data: { firstPaymentDate, signatureCode: pin },
  });
  expect(signed.status()).toBe(200);
  // SIGNED → PAID after the sandbox's disbursement delay: then no application is in progress.
  await expect
    .poll(
      async () => {
        const list = await request.get('/api/applications', { headers });
        const { items } = (await list.json()) as { items: { id: string; status: string }[] };
        return items.find((a) => a.id === id)?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('PAID');
}
