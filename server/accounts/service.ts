/**
 * Client accounts' rules: sign-up and activation, sign-in with its brute-force limits, password recovery, profile,
 * addresses, CLABE and settings. The handlers (routes.ts) hand validated input here and return what comes back;
 * the SQL is in queries.ts. Also the helpers other areas reuse (profile, stored address, activation code e-mail).
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type * as api from '../../src/api/contract/clients.ts';
import type { Profile } from '../../src/api/contract/clients.ts';
import type { HOUSING_TYPES, MARITAL_STATUSES, storedAddress } from '../../src/api/contract/common.ts';
import { isValidClabe } from '../../src/domain/clabe.ts';
import { asCentavos, centavosToPesos } from '../../src/domain/money.ts';
import { createAttempts, waitInWords } from '../auth/attempts.ts';
import { dummyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { TokenClaims } from '../auth/tokens.ts';
import { RESEND_WAIT_SECONDS } from '../codes.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/client.ts';
import { errors, fail } from '../http/errors.ts';
import type { RouteInput } from '../http/route.ts';
import {
  assertEligibleAge,
  assertIdentityConsistent,
  newCashReference,
  newIdentificationNumber,
  newReferralCode,
  newTransferReference,
} from './identity.ts';
import { ACTIVATION_PER_DAY, MESSAGES, SIGNIN_PER_ACCOUNT, SIGNIN_PER_ADDRESS } from './messages.ts';
import * as queries from './queries.ts';

export * from './identity.ts';

type CodeSent = { sent: true; retryAfterSeconds: number };
/** A request body as the route hands it over (validated by the contract). */
type Body<E> = RouteInput<E>['body'];

export function isUniqueViolation(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 4; depth++) {
    if ((cur as { code?: unknown }).code === '23505') return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a write; a unique-key clash (e-mail or phone taken meanwhile) is 409 `EMAIL_OR_PHONE_TAKEN`. */
async function contactUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw fail(409, 'EMAIL_OR_PHONE_TAKEN', MESSAGES.emailOrPhoneTaken);
    throw e;
  }
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
  if (!issued.ok) throw errors.notIssued(issued);
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

/** A stored address as the API returns it (`storedAddress`): empty optional parts left out, the rent in pesos. */
export function storedAddressOut(a: queries.AddressRow): z.input<typeof storedAddress> {
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

/** The profile of spec §3, or 404 when the client does not exist. */
export async function loadProfile(db: Db, clientId: string): Promise<Profile> {
  return profileOf(await queries.findClientWithSettings(db, clientId));
}

/** The profile of a row read (the profile read, or the one that also checked the token); 404 without a row. */
export function profileOf(row: queries.ProfileRow | null | undefined): Profile {
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

export type AccountsService = ReturnType<typeof createAccountsService>;

/** The account operations, bound to the server's dependencies. */
export function createAccountsService(deps: Deps) {
  const { db, clock, tokens } = deps;
  const attempts = createAttempts(db, clock);

  /** The e-mail on file of a signed-in client (a token whose account is gone is 401). */
  async function emailOf(id: string): Promise<string> {
    const client = await queries.findClientContact(db, id);
    if (!client) throw errors.unauthorized();
    return client.email;
  }

  return {
    async exists(body: Body<typeof api.exists>) {
      const rows = await queries.findClientsMatching(db, body);
      const emailTaken = rows.some((r) => r.email === body.email);
      const phoneTaken = rows.some((r) => r.phoneNumber === body.phoneNumber);
      return { isAccountAvailable: !emailTaken && !phoneTaken, emailTaken, phoneTaken };
    },

    /** Checks the personal data again (spec §5), stores the account and e-mails the activation code. */
    async create(body: Body<typeof api.create>): Promise<{ token: string }> {
      assertIdentityConsistent(body);
      const secondSurname = body.secondSurname?.trim() ?? '';
      // One surname: RENAPO writes X in the second surname's place (CURP position 3).
      if (secondSurname === '' && body.curp[2] !== 'X') throw errors.validation();
      if (body.nationality.toUpperCase() !== 'MEXICO' || body.countryOfBirth.toUpperCase() !== 'MEXICO') {
        throw fail(422, 'NOT_MEXICAN_NATIONAL', MESSAGES.notMexican);
      }
      const birth = body.dateOfBirth.slice(0, 10);
      assertEligibleAge(birth, clock.now());

      const taken = await queries.findClientsMatching(db, body);
      if (taken.some((r) => r.email === body.email || r.phoneNumber === body.phoneNumber)) {
        throw fail(409, 'EMAIL_OR_PHONE_TAKEN', MESSAGES.emailOrPhoneTaken);
      }
      if (taken.length > 0) throw fail(409, 'PERSONAL_DATA_TAKEN', MESSAGES.personalDataTaken);

      const referralCode = body.referralCode?.trim().toUpperCase();
      const referrerId = referralCode ? await queries.findClientIdByReferralCode(db, referralCode) : null;
      const id = randomUUID();
      const now = clock.now();
      const passwordHash = await hashPassword(body.password);
      await contactUnique(() =>
        queries.insertClientAccount(db, {
          client: {
            id,
            email: body.email,
            phoneNumber: body.phoneNumber,
            name: body.name.toUpperCase(),
            firstSurname: body.firstSurname.toUpperCase(),
            secondSurname: secondSurname.toUpperCase(),
            sex: body.sex,
            nationality: body.nationality.toUpperCase(),
            countryOfBirth: body.countryOfBirth.toUpperCase(),
            stateOfBirth: body.stateOfBirth.toUpperCase(),
            dateOfBirth: birth,
            curp: body.curp,
            taxpayerId: body.taxpayerId,
            referralCode: newReferralCode(),
            referredById: referrerId,
            identificationNumber: newIdentificationNumber(),
            transferPaymentReference: newTransferReference(),
            cashPaymentReference: newCashReference(),
            termsAcceptedAt: now,
            createdAt: now,
          },
          passwordHash,
          settingsId: randomUUID(),
          referral: referrerId ? { id: randomUUID(), referrerId } : null,
          at: now,
        }),
      );
      await sendActivationCode(deps, { id, email: body.email });
      return { token: await tokens.issue('client-ephemeral', id) };
    },

    /** A new address for a sign-up not yet verified: a new code goes there at once. */
    async updateEmail(id: string, email: string): Promise<CodeSent> {
      const other = await queries.findClientIdByEmail(db, email);
      if (other && other !== id) throw fail(409, 'EMAIL_OR_PHONE_TAKEN', MESSAGES.emailOrPhoneTaken);
      await contactUnique(() => queries.updateClientEmail(db, id, email));
      // A new address gets a new code at once (the hourly cap still bounds how many codes exist).
      await sendActivationCode(deps, { id, email }, 0);
      return { sent: true, retryAfterSeconds: RESEND_WAIT_SECONDS };
    },

    /** Checks the code within the day's budget; the answer is a client token (the sign-up token stops working). */
    async activate(id: string, code: string, claims: TokenClaims | undefined): Promise<{ token: string }> {
      // Every attempt counts against the day's budget before the code is checked (atomic, in the database).
      const budget = await attempts.hit('activation', id, ACTIVATION_PER_DAY);
      if (!budget.allowed) {
        const wait = budget.retryAfterSeconds;
        throw fail(
          429,
          'ACTIVATION_ATTEMPTS_EXCEEDED',
          MESSAGES.tooManyActivationGuesses(waitInWords(wait)),
          {
            'Retry-After': String(wait),
          },
        );
      }
      const outcome = await deps.codes.verify('activation', id, code);
      if (outcome === 'wrong') throw fail(422, 'WRONG_ACTIVATION_CODE', MESSAGES.wrongActivationCode);
      if (outcome === 'locked') throw fail(429, 'ACTIVATION_CODE_LOCKED', MESSAGES.lockedActivationCode);
      if (outcome !== 'ok') throw fail(422, 'ACTIVATION_CODE_EXPIRED', MESSAGES.expiredActivationCode);
      await queries.markClientActivated(db, id, clock.now());
      await attempts.reset('activation', id);
      // The sign-up (ephemeral) token stops working now: the account is activated (server/auth/principals.ts).
      return { token: await tokens.issue('client', id, { version: claims?.ver ?? 0 }) };
    },

    async resendActivationCode(id: string): Promise<CodeSent> {
      await sendActivationCode(deps, { id, email: await emailOf(id) });
      return { sent: true, retryAfterSeconds: RESEND_WAIT_SECONDS };
    },

    async activationCodeStatus(id: string) {
      const email = await emailOf(id);
      return { email, retryAfterSeconds: await deps.codes.resendWait('activation', id) };
    },

    /** Both counters are hit before the password is checked; a success takes its own hits back. */
    async signin(body: Body<typeof api.signin>, address: string): Promise<{ token: string }> {
      const perAccount = await attempts.hit('signin-account', body.email, SIGNIN_PER_ACCOUNT);
      const perAddress = await attempts.hit('signin-address', address, SIGNIN_PER_ADDRESS);
      if (!perAccount.allowed || !perAddress.allowed) {
        const retry = Math.max(
          perAccount.allowed ? 0 : perAccount.retryAfterSeconds,
          perAddress.allowed ? 0 : perAddress.retryAfterSeconds,
        );
        throw fail(429, 'TOO_MANY_ATTEMPTS', MESSAGES.tooManySignins(waitInWords(retry)), {
          'Retry-After': String(retry),
        });
      }
      const account = await queries.findSigninAccount(db, body.email);
      const ok = await verifyPassword(account?.hash ?? (await dummyHash()), body.password);
      if (!account || !ok) throw fail(401, 'INVALID_CREDENTIALS', MESSAGES.wrongCredentials);
      await attempts.reset('signin-account', body.email);
      await attempts.undo('signin-address', address);
      // An account whose e-mail is not verified yet gets an ephemeral session (the app goes to verification).
      const audience = account.activatedAt ? 'client' : 'client-ephemeral';
      return { token: await tokens.issue(audience, account.id, { version: account.version }) };
    },

    /** E-mails a single-use reset link. */
    async recoverPassword(email: string): Promise<CodeSent> {
      const id = await queries.findClientIdByEmail(db, email);
      if (!id) throw fail(404, 'EMAIL_NOT_FOUND', MESSAGES.unknownEmail);
      const issued = await deps.codes.issue('password-reset', id);
      if (!issued.ok) throw errors.notIssued(issued);
      const link = `${deps.config.publicUrl}/olvide-contrasena/recuperar-contrasena?token=${issued.code}`;
      await deps.outbox.send({
        channel: 'email',
        to: email,
        kind: 'password-reset',
        subject: 'Restablece tu contraseña',
        body: `Para crear una nueva contraseña abre este enlace: ${link}\nEl enlace vence en 10 minutos y solo puede usarse una vez. Si no lo solicitaste, ignora este correo.`,
        link,
      });
      return { sent: true, retryAfterSeconds: RESEND_WAIT_SECONDS };
    },

    /** Redeems the reset link; the new token version revokes every earlier token of the account. */
    async resetPassword(resetToken: string, password: string): Promise<{ token: string }> {
      const id = await deps.codes.redeemToken('password-reset', resetToken);
      if (!id) throw fail(401, 'INVALID_RESET_TOKEN', MESSAGES.resetFailed);
      const passwordHash = await hashPassword(password);
      const version = await queries.replacePassword(db, id, passwordHash, clock.now());
      const client = await queries.findClientContact(db, id);
      if (!client || version === null) throw fail(401, 'INVALID_RESET_TOKEN', MESSAGES.resetFailed);
      // The owner proved control of the e-mail: earlier failed sign-ins on it no longer lock it.
      await attempts.reset('signin-account', client.email);
      const audience = client.activatedAt ? 'client' : 'client-ephemeral';
      return { token: await tokens.issue(audience, id, { version }) };
    },

    /**
     * `GET /api/clients/me`: the profile read together with the token check's row (one statement; the route's
     * `clientRow`, server/http/route.ts), answered from that row.
     */
    profileWithPrincipal: queries.findProfileWithPrincipal,
    me: (row: queries.ProfilePrincipalRow | null) => profileOf(row?.profile),

    async addresses(id: string) {
      return { addresses: (await queries.listAddresses(db, id)).map(storedAddressOut) };
    },

    /** The sandbox verifies a CLABE with a valid check digit at once (a real service would test-deposit). */
    async updateInterbankCode(id: string, interbankCode: string) {
      if (!isValidClabe(interbankCode)) throw fail(422, 'INVALID_CLABE', MESSAGES.invalidClabe);
      await queries.setInterbankCode(db, id, interbankCode, true);
      return { interbankCode, isInterbankCodeVerified: true };
    },

    updateTransactionalNotifications(where: { settingsId: string; clientId: string }, value: boolean) {
      return setNotification(where, 'transactionalNotifications', value);
    },

    updatePromotionalNotifications(where: { settingsId: string; clientId: string }, value: boolean) {
      return setNotification(where, 'promotionalNotifications', value);
    },
  };

  /** One notification flag of the client's own settings (another client's settings id is 404). */
  async function setNotification(
    where: { settingsId: string; clientId: string },
    column: 'transactionalNotifications' | 'promotionalNotifications',
    value: boolean,
  ) {
    const s = await queries.setNotificationFlag(db, where, column, value);
    if (!s) throw fail(404, 'SETTINGS_NOT_FOUND', MESSAGES.settingsNotFound);
    const { id, transactionalNotifications, promotionalNotifications } = s;
    return { id, transactionalNotifications, promotionalNotifications };
  }
}
