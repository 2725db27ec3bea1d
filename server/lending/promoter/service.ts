/**
 * The promoter area (spec §2 Promoter area, §7): sign-in by phone and SMS NIP, the promoter's profile, the
 * client's activation code, and the quick application of a new client (the client check is lookup.ts).
 */
import { pesosToCentavos } from '../../../src/domain/money.ts';
import { sendActivationCode } from '../../accounts/service.ts';
import { MESSAGES as CATALOG_MESSAGES } from '../../catalog/messages.ts';
import { SAFE_ID, storeOut } from '../../catalog/service.ts';
import { BUSINESS_RESEND_WAIT_SECONDS } from '../../codes.ts';
import type { Deps } from '../../context.ts';
import { errors, fail } from '../../http/errors.ts';
import type { RouteContext } from '../../http/route.ts';
import { type Actor, clientOfApplication, ownApplication } from '../access.ts';
import {
  type EmploymentInput,
  emailTakenByOther,
  insertEmployment,
  updateAddressDetails,
} from '../applications/queries.ts';
import { MESSAGES } from '../messages.ts';
import { quickApplicationEmail } from '../notifications.ts';
import { findClient, inTransaction, updateApplication, updateClient } from '../queries.ts';
import { hasOpenQuickApplication, promoterById, promoterByPhone, storesWithId } from './queries.ts';

/** The promoter behind a business token; `missing` decides the answer when it no longer exists. */
export async function promoterOf(ctx: RouteContext, missing: 'unauthorized' | 'not-found') {
  const sub = ctx.auth?.audience === 'business' ? ctx.auth.sub : null;
  if (!sub) throw errors.forbidden();
  const promoter = SAFE_ID.test(sub) ? await promoterById(ctx.deps.db, sub) : undefined;
  if (!promoter) {
    throw missing === 'not-found'
      ? errors.notFound('No encontramos tu perfil de promotor.')
      : errors.unauthorized();
  }
  return promoter;
}

/** Texts the promoter's sign-in NIP to the phone of a known promoter. */
export async function signin(deps: Deps, phoneNumber: string) {
  const promoter = await promoterByPhone(deps.db, phoneNumber);
  if (!promoter) throw fail(404, 'PROMOTER_NOT_FOUND', CATALOG_MESSAGES.promoterNotFound);
  const issued = await deps.codes.issue('promoter-nip', promoter.id);
  if (!issued.ok) throw errors.notIssued(issued);
  await deps.outbox.send({
    channel: 'sms',
    to: phoneNumber,
    kind: 'promoter-nip',
    subject: 'NIP de acceso para promotores',
    body: `Tu NIP de acceso es ${issued.code}. Vence en 10 minutos. No lo compartas con nadie.`,
    code: issued.code,
  });
  return { nipSent: true as const };
}

/** Trades the promoter's NIP for a business token. */
export async function verifyNip(deps: Deps, phoneNumber: string, nip: string) {
  const promoter = await promoterByPhone(deps.db, phoneNumber);
  if (!promoter) throw fail(422, 'WRONG_NIP', CATALOG_MESSAGES.wrongPromoterNip);
  const outcome = await deps.codes.verify('promoter-nip', promoter.id, nip);
  if (outcome === 'locked') throw fail(429, 'NIP_LOCKED', CATALOG_MESSAGES.promoterNipLocked);
  if (outcome !== 'ok')
    throw fail(422, outcome === 'expired' ? 'NIP_EXPIRED' : 'WRONG_NIP', CATALOG_MESSAGES.wrongPromoterNip);
  return { token: await deps.tokens.issue('business', promoter.id) };
}

/** The signed-in promoter's profile and stores. */
export async function me(ctx: RouteContext) {
  const promoter = await promoterOf(ctx, 'not-found');
  const storeRows = await storesWithId(ctx.deps.db, promoter.storeId);
  return {
    id: promoter.id,
    name: promoter.name,
    firstSurname: promoter.firstSurname,
    secondSurname: promoter.secondSurname,
    phoneNumber: promoter.phoneNumber,
    email: promoter.email,
    stores: storeRows.map(storeOut),
  };
}

/** A client in one of this promoter's open quick applications (404 unknown, 403 not theirs). */
async function clientForPromoter(deps: Deps, promoterId: string, clientId: string) {
  const client = SAFE_ID.test(clientId) ? await findClient(deps.db, clientId) : null;
  if (!client) throw fail(404, 'CLIENT_NOT_FOUND', CATALOG_MESSAGES.clientNotFound);
  if (!(await hasOpenQuickApplication(deps.db, promoterId, client.id))) {
    throw fail(403, 'NO_OPEN_QUICK_APPLICATION', MESSAGES.noOpenQuickApplication);
  }
  return client;
}

export async function clientActivationCode(deps: Deps, promoterId: string, clientId: string) {
  const client = await clientForPromoter(deps, promoterId, clientId);
  const current = await deps.codes.current('activation', client.id);
  if (!current) throw fail(404, 'NO_ACTIVATION_CODE', CATALOG_MESSAGES.noActivationCode);
  return { activationCode: current.code };
}

export async function resendClientActivationCode(deps: Deps, promoterId: string, clientId: string) {
  const client = await clientForPromoter(deps, promoterId, clientId);
  await sendActivationCode(deps, client, BUSINESS_RESEND_WAIT_SECONDS);
  return { sent: true as const, retryAfterSeconds: BUSINESS_RESEND_WAIT_SECONDS };
}

export interface QuickApplicationInput {
  email: string;
  employment: EmploymentInput;
  addressType: string;
  monthlyRent?: number | null | undefined;
  movedInSince: string;
  maritalStatus: string;
  personalReferences: { fullName: string; phoneNumber: string }[];
}

/**
 * The quick application of a client that passed the preliminary model: e-mail, employment, housing and
 * references; the client gets the activation code (the promoter asks for it to process) and a link to set a
 * password.
 */
export async function quickApplication(deps: Deps, actor: Actor, id: string, body: QuickApplicationInput) {
  const application = await ownApplication(deps, actor, id);
  if (application.status !== 'PRELIMINARY_PASSED')
    throw fail(422, 'NOT_PROCESSABLE', MESSAGES.notProcessable);
  const client = await clientOfApplication(deps, application);
  // Only the client this promoter created with this application gets its e-mail set here (where the
  // activation code and the link to set a password go); anyone else's stays theirs.
  if (!application.createdClient && body.email.toLowerCase() !== client.email.toLowerCase()) {
    throw fail(403, 'NOT_PROMOTERS_CLIENT', MESSAGES.notPromotersClient);
  }
  if (await emailTakenByOther(deps.db, body.email, client.id))
    throw fail(409, 'EMAIL_TAKEN', MESSAGES.emailTaken);
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const employmentId = await insertEmployment(tx, client.id, body.employment, now);
    if (client.currentAddressId) {
      await updateAddressDetails(tx, client.id, client.currentAddressId, {
        addressType: body.addressType,
        monthlyRentCentavos: body.monthlyRent != null ? pesosToCentavos(body.monthlyRent) : null,
        movedInSince: body.movedInSince,
        maritalStatus: body.maritalStatus,
      });
    }
    await updateClient(tx, client.id, { email: body.email, currentEmploymentId: employmentId });
    await updateApplication(tx, application.id, {
      employmentId,
      personalReferences: body.personalReferences,
      submittedAt: now,
      updatedAt: now,
    });
  });
  await sendActivationCode(deps, { id: client.id, email: body.email }, 0);
  const reset = await deps.codes.issue('password-reset', client.id, { waitSeconds: 0 });
  if (reset.ok) {
    const link = `${deps.config.publicUrl}/olvide-contrasena/recuperar-contrasena?token=${reset.code}`;
    await deps.outbox.send(quickApplicationEmail(body.email, application.serialNumber, link));
  }
  return { id: application.id, emailSent: true as const };
}
