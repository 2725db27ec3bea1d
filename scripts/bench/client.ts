/**
 * A client for the benchmarks: signs up and activates a fresh client through the sandbox API (the activation code
 * read from the sandbox outbox) and returns the session token the app keeps (`authToken` in local storage).
 */

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
  const n = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const email = `bench.${n}@example.com`;
  const { token } = await json<{ token: string }>(base, 'POST', '/api/clients', {
    email,
    phoneNumber: `56${n}`,
    password: 'Bench-Password-1',
    name: 'Bench',
    firstSurname: 'Prueba',
    secondSurname: 'Carga',
    sex: 'M',
    nationality: 'MEXICO',
    countryOfBirth: 'MEXICO',
    stateOfBirth: 'JALISCO',
    dateOfBirth: '1990-01-01T00:00:00.000Z',
    curp: `BEPC900101MJC${[...n.slice(0, 4)].map((d) => 'BCDFGHJKLM'[Number(d)]).join('')}${n[4]}`,
    taxpayerId: 'BEPC900101AB1',
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
