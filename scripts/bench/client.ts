/**
 * A client for the benchmarks: signs up and activates a fresh client through the sandbox API (the activation code
 * read from the sandbox outbox) and returns the session token the app keeps (`authToken` in local storage).
 */
import { randomInt } from 'node:crypto';
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

/** Signs up and activates a client on the server at `base` (`http://127.0.0.1:PORT`); returns its token. */
export async function signUpBenchClient(base: string): Promise<string> {
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
  return activated.token;
}
