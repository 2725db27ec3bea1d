/**
 * Client accounts: sign-up and activation, sign-in, password recovery, profile, addresses, CLABE and settings.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import * as api from '../../src/api/contract/clients.ts';
import { isValidClabe } from '../../src/domain/clabe.ts';
import { createAttempts, waitInWords } from '../auth/attempts.ts';
import { dummyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { RESEND_WAIT_SECONDS } from '../codes.ts';
import type { Deps } from '../context.ts';
import { addresses, clientSettings, clients, credentials, referrals } from '../db/schema.ts';
import type { Router } from '../http/env.ts';
import { errors, fail } from '../http/errors.ts';
import { clientIdOf, createRouteBinder, reply, sourceAddressOf } from '../http/route.ts';
import {
  assertEligibleAge,
  assertIdentityConsistent,
  isUniqueViolation,
  loadProfile,
  newCashReference,
  newIdentificationNumber,
  newReferralCode,
  newTransferReference,
  sendActivationCode,
  storedAddressOut,
} from './service.ts';

export const MESSAGES = {
  emailOrPhoneTaken:
    'Has ingresado un correo electrónico y/o número de teléfono que ya está asociado a una cuenta.',
  personalDataTaken: 'Una cuenta con los mismos datos personales ya se encuentra registrada',
  notMexican:
    'Por el momento no podemos ofrecer nuestro servicio a personas que no tengan nacionalidad mexicana.',
  wrongActivationCode: 'Has ingresado un código incorrecto.',
  expiredActivationCode: 'El código expiró, solicita un código nuevo.',
  lockedActivationCode: 'Superaste el número de intentos, solicita un código nuevo.',
  wrongCredentials: 'Has ingresado un correo electrónico o contraseña incorrectos.',
  tooManySignins: (wait: string) => `Demasiados intentos, vuelve a intentarlo en ${wait}.`,
  tooManyActivationGuesses: (wait: string) =>
    `Superaste el número de intentos permitidos por hoy. Vuelve a intentarlo en ${wait}.`,
  unknownEmail: 'Has ingresado un correo electrónico no registrado',
  resetFailed: 'No se pudo restablecer la contraseña, vuelva a intentarlo.',
  invalidClabe: 'La CLABE ingresada no es válida.',
  settingsNotFound: 'No encontramos la configuración solicitada.',
} as const;

/** Failed sign-ins: 10 per e-mail and 50 per source address in 15 minutes (kept in the database). */
export const SIGNIN_PER_ACCOUNT = { limit: 10, windowMs: 15 * 60_000 } as const;
export const SIGNIN_PER_ADDRESS = { limit: 50, windowMs: 15 * 60_000 } as const;
/**
 * Activation-code attempts per account: 20 a day (a 4-digit code: at most 0.2 % of the codes a day, with at most
 * 5 tries per code before it locks).
 */
export const ACTIVATION_PER_DAY = { limit: 20, windowMs: 24 * 3_600_000 } as const;

export function registerAccountRoutes(router: Router, deps: Deps): void {
  const route = createRouteBinder(router, deps);
  const { db, clock } = deps;
  const attempts = createAttempts(db, clock);

  route(api.exists, async (_ctx, { body }) => {
    const rows = await db
      .select({ email: clients.email, phoneNumber: clients.phoneNumber })
      .from(clients)
      .where(or(eq(clients.email, body.email), eq(clients.phoneNumber, body.phoneNumber)));
    const emailTaken = rows.some((r) => r.email === body.email);
    const phoneTaken = rows.some((r) => r.phoneNumber === body.phoneNumber);
    return { isAccountAvailable: !emailTaken && !phoneTaken, emailTaken, phoneTaken };
  });

  route(api.create, async (_ctx, { body }) => {
    assertIdentityConsistent(body);
    const secondSurname = body.secondSurname?.trim() ?? '';
    // One surname: RENAPO writes X in the second surname's place (CURP position 3).
    if (secondSurname === '' && body.curp[2] !== 'X') throw errors.validation();
    if (body.nationality.toUpperCase() !== 'MEXICO' || body.countryOfBirth.toUpperCase() !== 'MEXICO') {
      throw fail(422, 'NOT_MEXICAN_NATIONAL', MESSAGES.notMexican);
    }
    const birth = body.dateOfBirth.slice(0, 10);
    assertEligibleAge(birth, clock.now());

    const taken = await db
      .select({ email: clients.email, phoneNumber: clients.phoneNumber, curp: clients.curp })
      .from(clients)
      .where(
        or(
          eq(clients.email, body.email),
          eq(clients.phoneNumber, body.phoneNumber),
          eq(clients.curp, body.curp),
        ),
      );
    if (taken.some((r) => r.email === body.email || r.phoneNumber === body.phoneNumber)) {
      throw fail(409, 'EMAIL_OR_PHONE_TAKEN', MESSAGES.emailOrPhoneTaken);
    }
    if (taken.length > 0) throw fail(409, 'PERSONAL_DATA_TAKEN', MESSAGES.personalDataTaken);

    const referralCode = body.referralCode?.trim().toUpperCase();
    const referrer = referralCode
      ? (
          await db
            .select({ id: clients.id })
            .from(clients)
            .where(eq(clients.referralCode, referralCode))
            .limit(1)
        )[0]
      : undefined;

    const id = randomUUID();
    const now = clock.now();
    const passwordHash = await hashPassword(body.password);
    try {
      await db.transaction(async (tx) => {
        await tx.insert(clients).values({
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
          referredById: referrer?.id ?? null,
          identificationNumber: newIdentificationNumber(),
          transferPaymentReference: newTransferReference(),
          cashPaymentReference: newCashReference(),
          termsAcceptedAt: now,
          createdAt: now,
        });
        await tx.insert(credentials).values({ clientId: id, passwordHash, passwordChangedAt: now });
        await tx.insert(clientSettings).values({ id: randomUUID(), clientId: id });
        if (referrer) {
          await tx
            .insert(referrals)
            .values({ id: randomUUID(), referrerId: referrer.id, referredId: id, createdAt: now });
        }
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw fail(409, 'EMAIL_OR_PHONE_TAKEN', MESSAGES.emailOrPhoneTaken);
      throw e;
    }
    await sendActivationCode(deps, { id, email: body.email });
    return reply(201, { token: await deps.tokens.issue('client-ephemeral', id) });
  });

  route(api.updateEmail, async (ctx, { body }) => {
    const id = clientIdOf(ctx);
    const other = await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.email, body.email))
      .limit(1);
    if (other[0] && other[0].id !== id) throw fail(409, 'EMAIL_OR_PHONE_TAKEN', MESSAGES.emailOrPhoneTaken);
    try {
      await db.update(clients).set({ email: body.email }).where(eq(clients.id, id));
    } catch (e) {
      if (isUniqueViolation(e)) throw fail(409, 'EMAIL_OR_PHONE_TAKEN', MESSAGES.emailOrPhoneTaken);
      throw e;
    }
    // A new address gets a new code at once (the hourly cap still bounds how many codes exist).
    await sendActivationCode(deps, { id, email: body.email }, 0);
    return { sent: true as const, retryAfterSeconds: RESEND_WAIT_SECONDS };
  });

  route(api.activate, async (ctx, { body }) => {
    const id = clientIdOf(ctx);
    // Every attempt counts against the day's budget before the code is checked (atomic, in the database).
    const budget = await attempts.hit('activation', id, ACTIVATION_PER_DAY);
    if (!budget.allowed) {
      throw fail(
        429,
        'ACTIVATION_ATTEMPTS_EXCEEDED',
        MESSAGES.tooManyActivationGuesses(waitInWords(budget.retryAfterSeconds)),
        { 'Retry-After': String(budget.retryAfterSeconds) },
      );
    }
    const outcome = await deps.codes.verify('activation', id, body.activationCode);
    if (outcome === 'wrong') throw fail(422, 'WRONG_ACTIVATION_CODE', MESSAGES.wrongActivationCode);
    if (outcome === 'locked') throw fail(429, 'ACTIVATION_CODE_LOCKED', MESSAGES.lockedActivationCode);
    if (outcome !== 'ok') throw fail(422, 'ACTIVATION_CODE_EXPIRED', MESSAGES.expiredActivationCode);
    await db.update(clients).set({ activatedAt: clock.now() }).where(eq(clients.id, id));
    await attempts.reset('activation', id);
    // The sign-up (ephemeral) token stops working now: the account is activated (server/auth/principals.ts).
    return { token: await deps.tokens.issue('client', id, { version: ctx.auth?.claims.ver ?? 0 }) };
  });

  route(api.resendActivationCode, async (ctx) => {
    const id = clientIdOf(ctx);
    const row = (
      await db.select({ email: clients.email }).from(clients).where(eq(clients.id, id)).limit(1)
    )[0];
    if (!row) throw errors.unauthorized();
    await sendActivationCode(deps, { id, email: row.email });
    return { sent: true as const, retryAfterSeconds: RESEND_WAIT_SECONDS };
  });

  route(api.activationCodeStatus, async (ctx) => {
    const id = clientIdOf(ctx);
    const row = (
      await db.select({ email: clients.email }).from(clients).where(eq(clients.id, id)).limit(1)
    )[0];
    if (!row) throw errors.unauthorized();
    return { email: row.email, retryAfterSeconds: await deps.codes.resendWait('activation', id) };
  });

  route(api.signin, async (ctx, { body }) => {
    // Both counters are hit before the password is checked; a success takes its own hits back.
    const address = sourceAddressOf(ctx.c);
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
    const row = (
      await db
        .select({
          id: clients.id,
          activatedAt: clients.activatedAt,
          hash: credentials.passwordHash,
          version: credentials.tokenVersion,
        })
        .from(clients)
        .innerJoin(credentials, eq(credentials.clientId, clients.id))
        .where(eq(clients.email, body.email))
        .limit(1)
    )[0];
    const ok = await verifyPassword(row?.hash ?? (await dummyHash()), body.password);
    if (!row || !ok) throw fail(401, 'INVALID_CREDENTIALS', MESSAGES.wrongCredentials);
    await attempts.reset('signin-account', body.email);
    await attempts.undo('signin-address', address);
    // An account whose e-mail is not verified yet gets an ephemeral session (the app goes to verification).
    return {
      token: await deps.tokens.issue(row.activatedAt ? 'client' : 'client-ephemeral', row.id, {
        version: row.version,
      }),
    };
  });

  route(api.recoverPassword, async (_ctx, { body }) => {
    const row = (
      await db.select({ id: clients.id }).from(clients).where(eq(clients.email, body.email)).limit(1)
    )[0];
    if (!row) throw fail(404, 'EMAIL_NOT_FOUND', MESSAGES.unknownEmail);
    const issued = await deps.codes.issue('password-reset', row.id);
    if (!issued.ok) throw errors.tooManyRequests(issued.retryAfterSeconds);
    const link = `${deps.config.publicUrl}/olvide-contrasena/recuperar-contrasena?token=${issued.code}`;
    await deps.outbox.send({
      channel: 'email',
      to: body.email,
      kind: 'password-reset',
      subject: 'Restablece tu contraseña',
      body: `Para crear una nueva contraseña abre este enlace: ${link}\nEl enlace vence en 10 minutos y solo puede usarse una vez. Si no lo solicitaste, ignora este correo.`,
      link,
    });
    return { sent: true as const, retryAfterSeconds: RESEND_WAIT_SECONDS };
  });

  route(api.resetPassword, async (_ctx, { body }) => {
    const id = await deps.codes.redeemToken('password-reset', body.token);
    if (!id) throw fail(401, 'INVALID_RESET_TOKEN', MESSAGES.resetFailed);
    const passwordHash = await hashPassword(body.password);
    const now = clock.now();
    // A new token version: every token issued before the change is refused from now on.
    const updated = await db
      .update(credentials)
      .set({ passwordHash, passwordChangedAt: now, tokenVersion: sql`${credentials.tokenVersion} + 1` })
      .where(eq(credentials.clientId, id))
      .returning({ version: credentials.tokenVersion });
    const row = (
      await db
        .select({ a: clients.activatedAt, email: clients.email })
        .from(clients)
        .where(eq(clients.id, id))
        .limit(1)
    )[0];
    if (!row || !updated[0]) throw fail(401, 'INVALID_RESET_TOKEN', MESSAGES.resetFailed);
    // The owner proved control of the e-mail: earlier failed sign-ins on it no longer lock it.
    await attempts.reset('signin-account', row.email);
    return {
      token: await deps.tokens.issue(row.a ? 'client' : 'client-ephemeral', id, {
        version: updated[0].version,
      }),
    };
  });

  route(api.me, async (ctx) => loadProfile(db, clientIdOf(ctx)));

  route(api.addresses, async (ctx) => {
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.clientId, clientIdOf(ctx)));
    return {
      addresses: rows.map(storedAddressOut),
    };
  });

  route(api.updateInterbankCode, async (ctx, { body }) => {
    const id = clientIdOf(ctx);
    if (!isValidClabe(body.interbankCode)) throw fail(422, 'INVALID_CLABE', MESSAGES.invalidClabe);
    // The sandbox verifies a CLABE with a known bank and city at once (a real service would test-deposit).
    await db
      .update(clients)
      .set({ interbankCode: body.interbankCode, isInterbankCodeVerified: true })
      .where(eq(clients.id, id));
    return { interbankCode: body.interbankCode, isInterbankCodeVerified: true };
  });

  for (const [endpoint, column] of [
    [api.updateTransactionalNotifications, 'transactionalNotifications'],
    [api.updatePromotionalNotifications, 'promotionalNotifications'],
  ] as const) {
    route(endpoint, async (ctx, { params, body }) => {
      const id = clientIdOf(ctx);
      const updated = await db
        .update(clientSettings)
        .set({ [column]: body.value })
        .where(and(eq(clientSettings.id, params.id), eq(clientSettings.clientId, id)))
        .returning();
      const s = updated[0];
      if (!s) throw fail(404, 'SETTINGS_NOT_FOUND', MESSAGES.settingsNotFound);
      return {
        id: s.id,
        transactionalNotifications: s.transactionalNotifications,
        promotionalNotifications: s.promotionalNotifications,
      };
    });
  }
}
