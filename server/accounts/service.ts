/** Account helpers shared by the account routes and other modules (profile, identifiers, messages). */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Profile } from '../../src/api/contract/clients.ts';
import type { HOUSING_TYPES, MARITAL_STATUSES, storedAddress } from '../../src/api/contract/common.ts';
import { clabeCheckDigit } from '../../src/domain/clabe.ts';
import { parseCurp } from '../../src/domain/curp.ts';
import { asCentavos, centavosToPesos } from '../../src/domain/money.ts';
import { isValidRfc } from '../../src/domain/rfc.ts';
import { adultAge, MESSAGES as FIELD_MESSAGES } from '../../src/domain/validation.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/client.ts';
import { type addresses, clientSettings, clients } from '../db/schema.ts';
import { errors, fail, INVALID_DATA_MESSAGE } from '../http/errors.ts';

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

/** A stored address as the API returns it (`storedAddress`): empty optional parts left out, the rent in pesos. */
export function storedAddressOut(a: typeof addresses.$inferSelect): z.input<typeof storedAddress> {
  return {
    id: a.id,
    streetName: a.streetName,
    exteriorNumber: a.exteriorNumber,
    interiorNumber: a.interiorNumber,
    postalCode: a.postalCode,
    neighborhood: a.neighborhood,
    ...(a.municipality ? { municipality: a.municipality } : {}),
    ...(a.city ? { city: a.city } : {}),
    ...(a.state ? { state: a.state } : {}),
    addressType: a.addressType as (typeof HOUSING_TYPES)[number] | null,
    monthlyRent: a.monthlyRentCentavos === null ? null : centavosToPesos(asCentavos(a.monthlyRentCentavos)),
    movedInSince: a.movedInSince,
    maritalStatus: a.maritalStatus as (typeof MARITAL_STATUSES)[number] | null,
  };
}

export function isUniqueViolation(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 4; depth++) {
    if ((cur as { code?: unknown }).code === '23505') return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

/** The profile of spec §3, or 404 when the client does not exist. */
export async function loadProfile(db: Db, clientId: string): Promise<Profile> {
  const rows = await db
    .select({ c: clients, s: clientSettings })
    .from(clients)
    .leftJoin(clientSettings, eq(clientSettings.clientId, clients.id))
    .where(eq(clients.id, clientId))
    .limit(1);
  const row = rows[0];
  if (!row) throw errors.notFound('No encontramos tu cuenta.');
  const { c, s } = row;
  return {
    id: c.id,
    name: c.name,
    firstSurname: c.firstSurname,
    secondSurname: c.secondSurname,
    email: c.email,
    phoneNumber: c.phoneNumber,
    curp: c.curp ?? '',
    taxpayerId: c.taxpayerId ?? '',
    interbankCode: c.interbankCode,
    isInterbankCodeVerified: c.isInterbankCodeVerified,
    isSuspended: c.isSuspended,
    creditLimit: centavosToPesos(asCentavos(c.creditLimitCentavos)),
    referralCode: c.referralCode,
    identificationNumber: c.identificationNumber,
    transferPaymentReference: c.transferPaymentReference,
    cashPaymentReference: c.cashPaymentReference,
    contractSignatureStatus: c.contractSignatureStatus,
    currentAddressId: c.currentAddressId,
    currentEmploymentId: c.currentEmploymentId,
    personalLoanNoInterestPaymentsEligible: c.personalLoanNoInterestPaymentsEligible,
    activatedAt: c.activatedAt ? c.activatedAt.toISOString() : null,
    settings: {
      id: s?.id ?? '',
      transactionalNotifications: s?.transactionalNotifications ?? true,
      promotionalNotifications: s?.promotionalNotifications ?? false,
    },
  };
}

/** E-mails the 4-digit activation code (new code; respects the resend wait unless `waitSeconds` is 0). */
export async function sendActivationCode(
  deps: Deps,
  client: { id: string; email: string },
  waitSeconds?: number,
): Promise<number> {
  const issued = await deps.codes.issue(
    'activation',
    client.id,
    waitSeconds === undefined ? {} : { waitSeconds },
  );
  if (!issued.ok) throw errors.tooManyRequests(issued.retryAfterSeconds);
  await deps.outbox.send({
    channel: 'email',
    to: client.email,
    kind: 'activation-code',
    subject: 'Tu código de activación',
    body: `Tu código para activar tu cuenta es ${issued.code}. Vence en 10 minutos. Si no creaste una cuenta, ignora este correo.`,
    code: issued.code,
  });
  return issued.expiresAt.getTime();
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
