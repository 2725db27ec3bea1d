/**
 * The 4-digit activation code cannot be guessed by a script: a code locks after 5 wrong tries (then even the right
 * code is refused), a new code needs the 60 s resend wait, and at most 10 codes a rolling hour are issued — so a
 * script gets at most 50 guesses an hour out of 10,000 possibilities.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessage, startTestApi, TEST_PASSWORD, type TestApi, uniqueContact } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

interface Person {
  name: string;
  firstSurname: string;
  secondSurname: string;
  sex: 'H' | 'M';
  dateOfBirth: string;
  curp: string;
  taxpayerId: string;
}

const PEDRO: Person = {
  name: 'Pedro',
  firstSurname: 'Páramo',
  secondSurname: 'Rulfo',
  sex: 'H',
  dateOfBirth: '1980-05-16T00:00:00.000Z',
  curp: 'PARP800516HJCRLD09',
  taxpayerId: 'PARP800516AB1',
};

const SUSANA: Person = {
  name: 'Susana',
  firstSurname: 'San',
  secondSurname: 'Juan',
  sex: 'M',
  dateOfBirth: '1985-02-01T00:00:00.000Z',
  curp: 'SAJS850201MJCNNS06',
  taxpayerId: 'SAJS850201AB1',
};

/** A new sign-up (POST /clients) with fresh contact data: its e-mail and client-ephemeral token. */
async function signUp(person: Person) {
  const { email, phoneNumber } = uniqueContact();
  const res = await api.request<{ token: string }>('POST', '/api/clients', {
    body: {
      email,
      phoneNumber,
      password: TEST_PASSWORD,
      name: person.name,
      firstSurname: person.firstSurname,
      secondSurname: person.secondSurname,
      sex: person.sex,
      nationality: 'MEXICO',
      countryOfBirth: 'MEXICO',
      stateOfBirth: 'JALISCO',
      dateOfBirth: person.dateOfBirth,
      curp: person.curp,
      taxpayerId: person.taxpayerId,
      termsAndConditions: true,
    },
  });
  expect(res.status).toBe(201);
  return { email, token: res.body.token };
}

describe('activation code brute force', () => {
  it('locks after 5 wrong tries, bounds guesses per hour, and a guessing script never gets a client token', async () => {
    const { email, token } = await signUp(PEDRO);
    let guess = 0;
    let checkedGuesses = 0;
    let codesIssued = 1;
    const statuses: number[] = [];
    // The script runs for 55 simulated minutes: 5 guesses per code, then a new code as soon as allowed.
    for (let minute = 0; minute < 55; minute++) {
      const real = (await lastMessage(api, email)).code!;
      for (let i = 0; i < 6; i++) {
        // Never the real code by construction: we measure how many guesses get checked at all.
        let candidate = String(guess++ % 10_000).padStart(4, '0');
        if (candidate === real) candidate = String(guess++ % 10_000).padStart(4, '0');
        const res = await api.request<{ code: string }>('POST', '/api/clients/activate', {
          token,
          body: { activationCode: candidate },
        });
        statuses.push(res.status);
        expect([422, 429]).toContain(res.status);
        if (res.status === 422 && res.body.code === 'WRONG_ACTIVATION_CODE') checkedGuesses++;
      }
      // Locked now: even the right code is refused.
      const right = await api.request<{ code: string }>('POST', '/api/clients/activate', {
        token,
        body: { activationCode: real },
      });
      expect(right.status).toBe(429);
      expect(right.body.code).toBe('ACTIVATION_CODE_LOCKED');
      // An immediate resend is refused; after the 60 s wait it is allowed (until the hourly cap).
      const early = await api.request('POST', '/api/clients/resend-activation-code', { token });
      expect(early.status).toBe(429);
      api.deps.clock.advance(61_000);
      const resend = await api.request('POST', '/api/clients/resend-activation-code', { token });
      if (resend.status === 200) codesIssued++;
      else expect(resend.status).toBe(429);
    }
    expect(codesIssued).toBe(10);
    expect(checkedGuesses).toBe(codesIssued * 5);
    expect(checkedGuesses).toBeLessThanOrEqual(50);
    expect(statuses.filter((s) => s === 200)).toHaveLength(0);
    // After the hour, the legitimate owner can get a fresh code and activate.
    api.deps.clock.advance(3600_000);
    expect((await api.request('POST', '/api/clients/resend-activation-code', { token })).status).toBe(200);
    const fresh = (await lastMessage(api, email)).code!;
    const ok = await api.request('POST', '/api/clients/activate', { token, body: { activationCode: fresh } });
    expect(ok.status).toBe(200);
  });

  it('changing the e-mail does not reset the hourly cap of codes', async () => {
    const { token } = await signUp(SUSANA);
    let refused = 0;
    for (let i = 0; i < 12; i++) {
      const res = await api.request('POST', '/api/clients/email', {
        token,
        body: { email: uniqueContact().email },
      });
      if (res.status === 429) refused++;
      else expect(res.status).toBe(200);
    }
    // 1 code at sign-up + 9 by e-mail changes = 10 in the hour; the other 3 changes are refused.
    expect(refused).toBe(3);
  });
});
