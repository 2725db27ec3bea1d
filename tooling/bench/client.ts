/**
 * A client for the benchmarks: signs up and activates a fresh client through the sandbox API (the activation code
 * read from the sandbox outbox) and returns the session token the app keeps (`authToken` in local storage).
 */
import { randomInt } from 'node:crypto';
import { clabeCheckDigit } from '../../src/domain/clabe.ts';
import { generateCurp } from '../../src/domain/curp.ts';
import { generateRfc } from '../../src/domain/rfc.ts';

async function json<T>(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A signed-up client of the benchmarks: its session token and e-mail. */
export interface BenchClient {
  readonly token: string;
  readonly email: string;
}

/** Signs up and activates a client on the server at `base` (`http://127.0.0.1:PORT`); returns its token. */
export async function signUpBenchClient(base: string): Promise<string> {
  return (await signUpBench(base)).token;
}

/** Signs up and activates a client; returns its token and e-mail. */
export async function signUpBench(base: string): Promise<BenchClient> {
  const n = String(randomInt(0, 100_000_000)).padStart(8, '0');
  const email = `bench.${n}@example.com`;
  // A consistent identity (the server checks CURP and RFC against it); a random second surname and birth date
  // keep the CURP unique.
  const person = {
    name: 'Bench',
    firstSurname: 'Prueba',
    secondSurname: `Carga${'abcdefghij'[randomInt(10)]}${'klmnopqrst'[randomInt(10)]}`,
    sex: 'M' as const,
    stateOfBirth: 'JALISCO',
    dateOfBirth: `${new Date(Date.UTC(1960, 0, 1) + randomInt(14_600) * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`,
  };
  const { token } = await json<{ token: string }>(base, 'POST', '/api/clients', {
    email,
    phoneNumber: `56${n}`,
    password: 'Bench-Password-1',
    ...person,
    nationality: 'MEXICO',
    countryOfBirth: 'MEXICO',
    curp: generateCurp(person),
    taxpayerId: generateRfc(person),
    termsAndConditions: true,
  });
  const [mail] = await json<Array<{ code: string }>>(
    base,
    'GET',
    `/api/__sandbox/outbox?to=${encodeURIComponent(email)}`,
  );
  if (!mail) throw new Error(`no activation code in the sandbox outbox for ${email}`);
  const activated = await json<{ token: string }>(
    base,
    'POST',
    '/api/clients/activate',
    { activationCode: mail.code },
    token,
  );
  return { token: activated.token, email };
}

export const latestCode = async (base: string, to: string): Promise<string> => {
  const messages = await json<Array<{ code: string }>>(
    base,
    'GET',
    `/api/__sandbox/outbox?to=${encodeURIComponent(to)}`,
  );
  const code = messages[0]?.code;
  if (!code) throw new Error(`no code in the sandbox outbox for ${to}`);
  return code;
};

/**
 * Gives the client an APPROVED personal loan of $10,000 at 6 months waiting for its term (the sandbox decides
 * APPROVED for the client's next application), with a CLABE on file so the signing flow opens on the term choice
 * (without one with `clabe: false`: the flow opens on the CLABE). Returns the application id.
 */
export async function approvedBenchApplication(
  base: string,
  client: BenchClient,
  { clabe = true }: { clabe?: boolean } = {},
): Promise<string> {
  await json(base, 'POST', '/api/__sandbox/decisions', { email: client.email, outcome: 'APPROVED' });
  const me = await json<{ phoneNumber: string }>(base, 'GET', '/api/clients/me', undefined, client.token);
  const { id } = await json<{ id: string }>(
    base,
    'POST',
    '/api/applications',
    {
      type: 'PERSONAL_LOAN',
      productInformation: { productPrice: 10_000, creditAmount: 10_000, requestedPeriod: 6 },
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
        addressType: 'RENTED',
        monthlyRent: 5000,
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
    },
    client.token,
  );
  await json(
    base,
    'POST',
    `/api/applications/${id}/submit`,
    {
      personalReferences: [
        { fullName: 'Laura Gómez Ruiz', phoneNumber: '3312345678' },
        { fullName: 'Pedro Sánchez Mora', phoneNumber: '3387654321' },
      ],
    },
    client.token,
  );
  const processed = await json<{ status: string }>(
    base,
    'POST',
    `/api/applications/${id}/process`,
    { complianceCode: await latestCode(base, me.phoneNumber) },
    client.token,
  );
  if (processed.status !== 'APPROVED') throw new Error(`the bench application is ${processed.status}`);
  if (!clabe) return id;
  // A valid CLABE (bank 012), its check digit computed by the domain's rule.
  const first17 = '01218000118359719';
  const interbankCode = `${first17}${clabeCheckDigit(first17)}`;
  await json(base, 'PATCH', '/api/clients/interbank-code', { interbankCode }, client.token);
  return id;
}

/** Signs in the seeded promoter with phone and SMS NIP; returns the business token. */
export async function signInBenchPromoter(base: string, phoneNumber = '5550000001'): Promise<string> {
  await json(base, 'POST', '/api/promoters/signin', { phoneNumber });
  const nip = await latestCode(base, phoneNumber);
  const { token } = await json<{ token: string }>(base, 'POST', '/api/promoters/verify-nip', {
    phoneNumber,
    nip,
  });
  return token;
}
