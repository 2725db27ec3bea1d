/**
 * Shared set-up for the end-to-end suites: accounts created through the sandbox API (unique per run, since the
 * sandbox database persists for the whole run) and the sandbox outbox.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { clabeCheckDigit } from '../../src/domain/clabe';
import { generateCurp } from '../../src/domain/curp';
import { generateRfc } from '../../src/domain/rfc';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letters = (n: number) => Array.from({ length: n }, () => LETTERS[randomInt(26)]).join('');

export interface OutboxMessage {
  kind: string;
  code?: string;
  link?: string;
}

/** What the sandbox "sent" to an e-mail address or phone, newest first. */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OutboxMessage[];
}

/** The newest code of `kind` sent to `to`, waited for until it has `digits` digits. */
export async function sentCode(request: APIRequestContext, to: string, kind: string, digits = 6) {
  let code = '';
  await expect
    .poll(async () => {
      code = (await outbox(request, to)).find((m) => m.kind === kind)?.code ?? '';
      return code;
    })
    .toMatch(new RegExp(`^\\d{${digits}}$`));
  return code;
}

/** A unique e-mail (tagged `tag`) and phone for a sign-up typed in the browser. */
export const uniqueEmail = (tag: string) => `e2e.${tag}.${randomUUID().slice(0, 8)}@example.com`;
export const uniquePhone = () => `33${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

const first17 = '01218000123456789';
/** A valid CLABE at BBVA México (its check digit computed). */
export const CLABE = `${first17}${clabeCheckDigit(first17)}`;

/** An identity as `POST /clients` takes it; the CURP and RFC are generated from it unless given. */
export interface Person {
  name: string;
  firstSurname: string;
  secondSurname: string;
  sex: 'H' | 'M';
  stateOfBirth: string;
  dateOfBirth: string;
  curp?: string;
  taxpayerId?: string;
}

/**
 * A genuine identity (the server checks CURP and RFC against it); a random second surname and birth date
 * (1960–1999) keep the CURP unique in the run.
 */
export const freshPerson = (): Person => ({
  name: 'Ana Luisa',
  firstSurname: 'Torres',
  secondSurname: `${letters(1)}${letters(5).toLowerCase()}`,
  sex: 'M',
  stateOfBirth: 'YUCATAN',
  dateOfBirth: `${new Date(Date.UTC(1960, 0, 1) + randomInt(14_600) * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`,
});

/**
 * Creates an account through the API (`POST /clients`) with a fresh e-mail and phone (and identity unless `person`
 * is given), and verifies it with the e-mailed activation code unless `verified` is false. Answers the e-mail, the
 * phone and the last token (the client's once verified).
 */
export async function createApiClient(
  request: APIRequestContext,
  {
    password,
    verified = true,
    prefix = 'e2e',
    person = freshPerson(),
  }: { password: string; verified?: boolean; prefix?: string; person?: Person },
): Promise<{ email: string; phoneNumber: string; token: string }> {
  const email = `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
  const phoneNumber = `55${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const created = await request.post('/api/clients', {
    data: {
      email,
      phoneNumber,
      password,
      curp: generateCurp(person),
      taxpayerId: generateRfc(person),
      ...person,
      nationality: 'MEXICO',
      countryOfBirth: 'MEXICO',
      termsAndConditions: true,
    },
  });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()) as { token: string };
  if (!verified) return { email, phoneNumber, token };
  const [mail] = await outbox(request, email);
  expect(mail?.kind).toBe('activation-code');
  const activated = await request.post('/api/clients/activate', {
    headers: { authorization: `Bearer ${token}` },
    data: { activationCode: mail?.code },
  });
  expect(activated.status()).toBe(200);
  return { email, phoneNumber, token: ((await activated.json()) as { token: string }).token };
}

/** `createApiClient`'s e-mail. */
export const createAccount = async (
  request: APIRequestContext,
  options: { password: string; verified?: boolean; prefix?: string },
): Promise<string> => (await createApiClient(request, options)).email;

/** A personal-loan application body as the app sends it (POST /applications), for journeys that start later. */
export function personalLoanBody(options: { amount: number; months: number; monthlyRent?: number }) {
  return {
    type: 'PERSONAL_LOAN',
    productInformation: {
      productPrice: options.amount,
      creditAmount: options.amount,
      requestedPeriod: options.months,
    },
    storeId: null,
    utm: { source: 'clients-webapp', medium: 'organic' },
    clientAddress: {
      streetName: 'Av. Juárez',
      exteriorNumber: '100',
      interiorNumber: null,
      postalCode: '44100',
      neighborhood: 'Centro',
      municipality: 'Guadalajara',
      city: 'Guadalajara',
      state: 'Jalisco',
      ...(options.monthlyRent === undefined
        ? { addressType: 'OWNED' }
        : { addressType: 'RENTED', monthlyRent: options.monthlyRent }),
      movedInSince: '2020-01-01',
      maritalStatus: 'SINGLE',
    },
    clientEmployment: {
      status: 'EMPLOYED',
      economicDependents: 1,
      companyName: 'Comercializadora Ejemplo',
      position: 'Analista',
      monthlySalary: 25000,
      startDate: '2019-03-01',
    },
  };
}

/** The two personal references of the submit step. */
export const PERSONAL_REFERENCES = {
  personalReferences: [
    { fullName: 'Laura Gómez Ruiz', phoneNumber: '3312345678' },
    { fullName: 'Pedro Sánchez Mora', phoneNumber: '3387654321' },
  ],
};

/**
 * Holds back every request matching `url` (the app's scripts by default) until the returned `release` is called:
 * the page as a slow phone shows it before its JavaScript arrives.
 */
export async function holdRequests(
  page: Page | BrowserContext,
  url: string | RegExp = '**/assets/*.js',
): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds the answer of `GET /api/applications` (home's figures) until the returned `release` is called; with
 * `creditLimit`, the answer carries that limit (one assigned since the last visit).
 */
export async function holdHomeAnswer(target: Page | BrowserContext, creditLimit?: number) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await target.route(
    (url) => url.pathname === '/api/applications',
    async (route) => {
      await held;
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({
        response,
        json: creditLimit === undefined ? body : { ...body, profile: { ...body.profile, creditLimit } },
      });
    },
  );
  return release;
}
