/**
 * The server side of two sign-up fixes: a person with one surname can sign up (the CURP must then carry X in
 * the second surname's place), and the verification page learns where the code went and how long the resend
 * still waits (`GET /clients/activation-code`, unverified sessions only).
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { curpCheckDigit } from '../../src/domain/curp.ts';
import { fileApi, signupBody } from './helpers.ts';

const api = fileApi();

type ErrorBody = { httpCode: number; code: string };
type Status = { email: string; retryAfterSeconds: number };

/** One surname (no second one): a random first surname so every run has its own CURP. */
function oneSurnameBody(overrides: Record<string, unknown> = {}) {
  const letters = Array.from({ length: 6 }, () => 'bcdfghjklmnprstvz'[randomInt(17)]).join('');
  const person = { name: 'Juan', firstSurname: `A${letters}`, secondSurname: '', sex: 'H' };
  return { ...signupBody(person), secondSurname: null, ...overrides };
}

describe('sign-up with one surname', () => {
  it('accepts a missing second surname when the CURP has X in its place', async () => {
    const body = oneSurnameBody();
    expect(body.curp?.[2]).toBe('X');
    const res = await api.request<{ token: string }>('POST', '/api/clients', { body });
    expect(res.status).toBe(201);
    const omitted = oneSurnameBody();
    delete (omitted as { secondSurname?: unknown }).secondSurname;
    expect((await api.request('POST', '/api/clients', { body: omitted })).status).toBe(201);
  });

  it('refuses a missing second surname with a CURP that names one, and hostile values', async () => {
    const body = oneSurnameBody();
    // A well-formed CURP (its check digit recomputed) whose third letter names a second surname.
    const first17 = `${body.curp?.slice(0, 2)}P${body.curp?.slice(3, 17)}`;
    const curp = first17 + curpCheckDigit(first17);
    const res = await api.request<ErrorBody>('POST', '/api/clients', { body: { ...body, curp } });
    expect(res.status).toBe(400);
    for (const secondSurname of [42, { $ne: '' }, 'x'.repeat(81)]) {
      const bad = await api.request<ErrorBody>('POST', '/api/clients', {
        body: oneSurnameBody({ secondSurname }),
      });
      expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    }
  });
});

describe('GET /clients/activation-code', () => {
  it('tells an unverified session where the code went and the seconds left before a resend', async () => {
    const body = oneSurnameBody();
    const { body: created } = await api.request<{ token: string }>('POST', '/api/clients', { body });
    const token = created.token;
    const first = await api.request<Status>('GET', '/api/clients/activation-code', { token });
    expect([first.status, first.body.email]).toEqual([200, body.email]);
    expect(first.body.retryAfterSeconds).toBeGreaterThan(50);
    expect(first.body.retryAfterSeconds).toBeLessThanOrEqual(60);
    api.deps.clock.advance(45_000);
    const later = await api.request<Status>('GET', '/api/clients/activation-code', { token });
    expect(later.body.retryAfterSeconds).toBeLessThanOrEqual(15);
    expect(later.body.retryAfterSeconds).toBeGreaterThan(0);
    api.deps.clock.advance(16_000);
    const ready = await api.request<Status>('GET', '/api/clients/activation-code', { token });
    expect(ready.body.retryAfterSeconds).toBe(0);
  });
});
