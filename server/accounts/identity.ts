/**
 * A new client's identity: the identifiers the sandbox assigns (referral code, client number, payment references)
 * and the server-side repeat of the personal-data checks (CURP, RFC, age). Pure: no SQL.
 */
import { randomInt } from 'node:crypto';
import { clabeCheckDigit } from '../../src/domain/clabe.ts';
import { parseCurp } from '../../src/domain/curp.ts';
import { isValidRfc } from '../../src/domain/rfc.ts';
import { adultAge, MESSAGES as FIELD_MESSAGES } from '../../src/domain/validation.ts';
import { fail, INVALID_DATA_MESSAGE } from '../http/errors.ts';

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReferralCode(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return s;
}

export function newIdentificationNumber(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

/** A CLABE at the STP clearing bank (646) for transfers, with a valid check digit. */
export function newTransferReference(): string {
  const first17 = `646180${String(randomInt(1, 99_999_999_999)).padStart(11, '0')}`;
  return `${first17}${clabeCheckDigit(first17)}`;
}

/** Personal reference for bank deposits and convenience stores (agreement 2062011). */
export function newCashReference(): string {
  return String(randomInt(10_000_000, 100_000_000)) + String(randomInt(10_000_000, 100_000_000));
}

/** Identity data a new client arrives with: sign-up sends all of it, a promoter's new client may omit some. */
export interface IdentityData {
  curp: string;
  taxpayerId?: string | undefined;
  /** ISO date or date-time; its date part is the birth date. */
  dateOfBirth?: string | undefined;
  sex?: 'H' | 'M' | undefined;
}

/**
 * The checks the personal-data form runs (spec §5), repeated because the server does not trust the client: the
 * CURP's RENAPO check digit (and real date, known entity), its birth date (century included) and sex letter
 * against the ones sent, and the RFC's check character and date. Throws 400 `VALIDATION_ERROR` naming the
 * offending fields, as a schema failure does. Answers the CURP's birth date (`YYYY-MM-DD`).
 */
export function assertIdentityConsistent(data: IdentityData): string {
  const invalid = (...fields: string[]) =>
    fail(400, 'VALIDATION_ERROR', `${INVALID_DATA_MESSAGE}: ${fields.join(', ')}`);
  const parts = parseCurp(data.curp);
  if (!parts) throw invalid('curp');
  const birth = data.dateOfBirth?.slice(0, 10);
  if (birth !== undefined && parts.dateOfBirth !== birth) throw invalid('curp', 'dateOfBirth');
  if (data.sex !== undefined && parts.sex !== data.sex) throw invalid('curp', 'sex');
  if (data.taxpayerId !== undefined) {
    if (!isValidRfc(data.taxpayerId)) throw invalid('taxpayerId');
    const yymmdd =
      parts.dateOfBirth.slice(2, 4) + parts.dateOfBirth.slice(5, 7) + parts.dateOfBirth.slice(8, 10);
    if (data.taxpayerId.slice(-9, -3) !== yymmdd) throw invalid('taxpayerId', 'dateOfBirth');
  }
  return parts.dateOfBirth;
}

/**
 * The age rule of spec §5 on the Mexico City date of `now`: at least 18 (422 `UNDERAGE`) and under 70
 * (422 `OVERAGE`), with the form's messages.
 */
export function assertEligibleAge(dateOfBirth: string, now: Date): void {
  const message = adultAge(now)(dateOfBirth.slice(0, 10));
  if (message === null) return;
  if (message === FIELD_MESSAGES.minAge) throw fail(422, 'UNDERAGE', message);
  if (message === FIELD_MESSAGES.maxAge) throw fail(422, 'OVERAGE', message);
  throw fail(400, 'VALIDATION_ERROR', `${INVALID_DATA_MESSAGE}: dateOfBirth`);
}
