/**
 * machines/shared/refusals.ts: a refused NIP, PIN or code reads the app's own text for its error code (spec §8's
 * where it has one), whatever the server's message says (issue 23); the tries of the day or of the application used
 * up (issue 22) say the wait in Spanish words from `retryAfterSeconds`.
 */
import { describe, expect, it } from 'vitest';
import {
  CODE_LIMIT_CODES,
  isCodeLimit,
  isWrongCode,
  NO_DATE_TEXT,
  REFUSAL_TEXTS,
  refusalText,
  WRONG_CODE_TEXT,
  WRONG_NIP_TEXT,
} from '../../../machines/shared/refusals';
import { APP_TEXTS, refusal, SERVER_SAYS } from '../../fixtures/refusals';

const PHONE = '(55) 1234-5678';

describe('refusalText: the app’s words per code, never the server’s message', () => {
  it.each([
    [409, 'NIP_EXPIRED', APP_TEXTS.nipExpired],
    [409, 'PIN_EXPIRED', APP_TEXTS.nipExpired],
    [429, 'NIP_LOCKED', APP_TEXTS.nipLocked],
    [429, 'PIN_LOCKED', APP_TEXTS.nipLocked],
    [422, 'ACTIVATION_CODE_EXPIRED', APP_TEXTS.codeExpired],
    [429, 'ACTIVATION_CODE_LOCKED', APP_TEXTS.codeLocked],
    [422, 'CONTRACT_DATE_MISMATCH', APP_TEXTS.dateMismatch],
    [422, 'DATE_NOT_OFFERED', 'Debe seleccionar una fecha'],
    [422, 'CONTRACT_NOT_SIGNED', APP_TEXTS.contractNotSigned],
    [409, 'SIGNATURE_IN_VALIDATION', APP_TEXTS.signatureInValidation],
    [422, 'AUTHORIZATION_EXPIRED', APP_TEXTS.authorizationExpired],
    [422, 'LIMIT_EXCEEDED', APP_TEXTS.limitExceeded],
    [429, 'CODE_ATTEMPTS_EXHAUSTED', APP_TEXTS.triesExhausted(PHONE)],
  ])('%i %s', (status, code, text) => {
    expect(refusalText(refusal(status, code, SERVER_SAYS), PHONE)).toBe(text);
    // Without a body (no message at all) the same text: it does not come from the server.
    expect(refusalText(refusal(status, code), PHONE)).toBe(text);
  });

  it('the tries of the day: the wait in words from retryAfterSeconds, rounded up to minutes', () => {
    for (const code of ['CODE_ATTEMPTS_EXCEEDED_TODAY', 'ACTIVATION_ATTEMPTS_EXCEEDED']) {
      const waits = [18 * 3600 + 5 * 60, 61, 60, 1, 3600].map((s) =>
        refusalText(refusal(429, code, SERVER_SAYS, s)),
      );
      const words = ['18 horas y 5 minutos', '2 minutos', '1 minuto', '1 minuto', '1 hora'];
      expect(waits).toEqual(words.map(APP_TEXTS.triesToday));
      // No wait given (or not a positive number): no figure invented.
      const with429 = (body: unknown) => Object.assign(new Error('429'), { status: 429, code, body });
      const noWait = [
        refusal(429, code, SERVER_SAYS),
        refusal(429, code, SERVER_SAYS, 0),
        refusal(429, code),
      ];
      for (const error of [...noWait, with429({ retryAfterSeconds: '60' }), with429(null)])
        expect(refusalText(error)).toBe(APP_TEXTS.triesTodayNoWait);
    }
  });

  it('the application’s tries used up: with the support phone, or without when the flow has none', () => {
    expect(refusalText(refusal(429, 'CODE_ATTEMPTS_EXHAUSTED'))).toBe(APP_TEXTS.triesExhaustedNoPhone);
    expect(refusalText(refusal(429, 'CODE_ATTEMPTS_EXHAUSTED'), '')).toBe(APP_TEXTS.triesExhaustedNoPhone);
  });

  it('nothing for a wrong code, an unknown code, no code, or no error', () => {
    expect(refusalText(refusal(409, 'WRONG_NIP', SERVER_SAYS))).toBeUndefined();
    const others = [refusal(422, 'NOT_PROCESSABLE', SERVER_SAYS), refusal(422, 'toString', SERVER_SAYS)];
    for (const error of [...others, refusal(429, undefined, SERVER_SAYS), new Error('x'), null])
      expect(refusalText(error)).toBeUndefined();
  });

  it('the spec’s texts are the spec’s', () => {
    expect([WRONG_NIP_TEXT, WRONG_CODE_TEXT, NO_DATE_TEXT]).toEqual([
      'Has ingresado un NIP incorrecto.',
      'Has ingresado un código incorrecto.',
      'Debe seleccionar una fecha',
    ]);
    expect(REFUSAL_TEXTS.nipExpired).toBe(APP_TEXTS.nipExpired);
  });
});

describe('isWrongCode and isCodeLimit', () => {
  it('a 409 the app has no other words for is a wrong code', () => {
    const wrong = [refusal(409, 'WRONG_NIP', SERVER_SAYS), refusal(409), refusal(409, 'EXPIRED_SOON')];
    wrong.push(refusal(409, 'WRONG_SIGNATURE_CODE', 'Has ingresado un NIP incorrecto.'));
    for (const error of wrong) expect(isWrongCode(error)).toBe(true);
    const other = ['NIP_EXPIRED', 'PIN_EXPIRED', 'SIGNATURE_IN_VALIDATION'].map((code) => refusal(409, code));
    for (const error of [...other, refusal(422, 'WRONG_NIP'), refusal(429, 'PIN_LOCKED'), null])
      expect(isWrongCode(error)).toBe(false);
  });

  it('only the budget codes (the code’s, the client’s consent NIP) are a used-up budget', () => {
    expect(CODE_LIMIT_CODES).toEqual([
      'CODE_ATTEMPTS_EXCEEDED_TODAY',
      'CODE_ATTEMPTS_EXHAUSTED',
      'CLIENT_NIP_ATTEMPTS_EXCEEDED_TODAY',
      'CLIENT_NIP_ATTEMPTS_EXHAUSTED',
    ]);
    const codes = ['CODE_ATTEMPTS_EXCEEDED_TODAY', 'CODE_ATTEMPTS_EXHAUSTED', 'RESEND_WAIT', 'PIN_LOCKED'];
    const limits = [...codes.map((code) => refusal(429, code)), refusal(429), null].map(isCodeLimit);
    expect(limits).toEqual([true, true, false, false, false, false]);
  });
});
