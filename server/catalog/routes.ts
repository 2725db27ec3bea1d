/**
 * Catalog routes of the sandbox API: promoters (sign-in by phone + SMS NIP, profile, client check, a client's
 * activation code), the CURP registry, stores and postal codes. Mounted under `/api` by `server/app.ts`.
 */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import * as catalog from '../../src/api/contract/catalog.ts';
import * as clientsContract from '../../src/api/contract/clients.ts';
import type { StoreSector } from '../../src/api/contract/common.ts';
import * as promotersContract from '../../src/api/contract/promoters.ts';
import { isValidCurp } from '../../src/domain/curp.ts';
import { sendActivationCode, storedAddressOut } from '../accounts/service.ts';
import { BUSINESS_RESEND_WAIT_SECONDS } from '../codes.ts';
import type { Deps } from '../context.ts';
import { addresses, clients } from '../db/core-schema.ts';
import type { Router } from '../http/env.ts';
import { errors, fail } from '../http/errors.ts';
import { createRouteBinder, type RouteContext } from '../http/route.ts';
import { searchKey } from './normalize.ts';
import { curpRegistry, postalCodes, promoters, stores } from './schema.ts';

// Spanish texts of spec §8.
export const MESSAGES = {
  promoterNotFound: 'No se encontró el número de teléfono ingresado.',
  wrongPromoterNip: 'El nip ingresado es incorrecto',
  promoterNipLocked: 'Has superado el número de intentos permitidos. Solicita un nuevo NIP.',
  curpNotFound: 'No hemos encontrado información asociada al CURP que ingresaste.',
  curpAlreadyRegistered: 'Una cuenta con los mismos datos personales ya se encuentra registrada',
  malformedCurp: 'El CURP ingresado no es válido',
  storeNotFound: 'No se encontró la tienda solicitada.',
  malformedStoreId: 'El identificador de la tienda no es válido',
  postalCodeNotFound: 'El código postal ingresado no es válido',
  clientNotFound: 'No encontramos al cliente.',
  noActivationCode: 'El cliente no tiene un código de activación vigente.',
  emptyStoreQuery: 'Escribe el nombre del comercio que buscas.',
} as const;

/** Ids of the sandbox are UUIDs; anything else (control characters, spaces…) never reaches the database. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

const toIsoDateTime = (date: string) => `${date}T00:00:00.000Z`;

function storeOut(row: { id: string; name: string; sector: string }) {
  return { id: row.id, name: row.name, sector: row.sector as StoreSector };
}

/** The promoter behind a business token; `missing` decides the answer when it no longer exists. */
async function promoterOf(ctx: RouteContext, missing: 'unauthorized' | 'not-found') {
  const sub = ctx.auth?.audience === 'business' ? ctx.auth.sub : null;
  if (!sub) throw errors.forbidden();
  const rows = SAFE_ID.test(sub)
    ? await ctx.deps.db.select().from(promoters).where(eq(promoters.id, sub)).limit(1)
    : [];
  const promoter = rows[0];
  if (!promoter) {
    throw missing === 'not-found'
      ? errors.notFound('No encontramos tu perfil de promotor.')
      : errors.unauthorized();
  }
  return promoter;
}

async function clientById(deps: Deps, id: string) {
  if (!SAFE_ID.test(id)) return undefined;
  const rows = await deps.db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return rows[0];
}

/** The promoter registered with this phone number (the sign-in key), if any. */
async function promoterByPhone(db: Deps['db'], phoneNumber: string): Promise<{ id: string } | undefined> {
  const rows = await db
    .select({ id: promoters.id })
    .from(promoters)
    .where(eq(promoters.phoneNumber, phoneNumber))
    .limit(1);
  return rows[0];
}

export function registerCatalogRoutes(router: Router, deps: Deps): void {
  const route = createRouteBinder(router, deps);

  // -------------------------------------------------------------------------------------------------------------
  // Promoters

  route(promotersContract.signin, async ({ deps }, { body }) => {
    const promoter = await promoterByPhone(deps.db, body.phoneNumber);
    if (!promoter) throw fail(404, 'PROMOTER_NOT_FOUND', MESSAGES.promoterNotFound);
    const issued = await deps.codes.issue('promoter-nip', promoter.id);
    if (!issued.ok) throw errors.tooManyRequests(issued.retryAfterSeconds);
    await deps.outbox.send({
      channel: 'sms',
      to: body.phoneNumber,
      kind: 'promoter-nip',
      subject: 'NIP de acceso para promotores',
      body: `Tu NIP de acceso es ${issued.code}. Vence en 10 minutos. No lo compartas con nadie.`,
      code: issued.code,
    });
    return { nipSent: true as const };
  });

  route(promotersContract.verifyNip, async ({ deps }, { body }) => {
    const promoter = await promoterByPhone(deps.db, body.phoneNumber);
    if (!promoter) throw fail(422, 'WRONG_NIP', MESSAGES.wrongPromoterNip);
    const outcome = await deps.codes.verify('promoter-nip', promoter.id, body.nip);
    if (outcome === 'locked') throw fail(429, 'NIP_LOCKED', MESSAGES.promoterNipLocked);
    if (outcome !== 'ok')
      throw fail(422, outcome === 'expired' ? 'NIP_EXPIRED' : 'WRONG_NIP', MESSAGES.wrongPromoterNip);
    return { token: await deps.tokens.issue('business', promoter.id) };
  });

  route(promotersContract.me, async (ctx) => {
    const promoter = await promoterOf(ctx, 'not-found');
    const storeRows = await ctx.deps.db.select().from(stores).where(eq(stores.id, promoter.storeId));
    return {
      id: promoter.id,
      name: promoter.name,
      firstSurname: promoter.firstSurname,
      secondSurname: promoter.secondSurname,
      phoneNumber: promoter.phoneNumber,
      email: promoter.email,
      stores: storeRows.map(storeOut),
    };
  });

  route(promotersContract.isRegistered, async (ctx, { query }) => {
    await promoterOf(ctx, 'unauthorized');
    if (query.curp !== undefined && !isValidCurp(query.curp)) {
      throw fail(400, 'VALIDATION_ERROR', MESSAGES.malformedCurp);
    }
    const { db } = ctx.deps;
    // Any of the given identifiers makes the person a registered client (phone first, then CURP, then e-mail).
    const candidates = await db
      .select()
      .from(clients)
      .where(
        or(
          query.phoneNumber !== undefined ? eq(clients.phoneNumber, query.phoneNumber) : undefined,
          query.curp !== undefined ? eq(clients.curp, query.curp) : undefined,
          query.email !== undefined ? eq(clients.email, query.email) : undefined,
        ),
      )
      .limit(3);
    const client =
      candidates.find((c) => c.phoneNumber === query.phoneNumber) ??
      candidates.find((c) => c.curp === query.curp) ??
      candidates[0];
    if (!client) return { isRegistered: false, client: null };
    const addressRows = client.currentAddressId
      ? await db
          .select()
          .from(addresses)
          .where(and(eq(addresses.id, client.currentAddressId), eq(addresses.clientId, client.id)))
          .limit(1)
      : [];
    const a = addressRows[0];
    return {
      isRegistered: true,
      client: {
        id: client.id,
        name: client.name,
        firstSurname: client.firstSurname,
        secondSurname: client.secondSurname,
        dateOfBirth: client.dateOfBirth ? toIsoDateTime(client.dateOfBirth) : null,
        curp: client.curp,
        taxpayerId: client.taxpayerId,
        activatedAt: client.activatedAt ? client.activatedAt.toISOString() : null,
        email: client.email,
        phoneNumber: client.phoneNumber,
        address: a ? storedAddressOut(a) : null,
      },
    };
  });

  route(promotersContract.clientActivationCode, async (ctx, { params }) => {
    await promoterOf(ctx, 'unauthorized');
    const client = await clientById(ctx.deps, params.id);
    if (!client) throw fail(404, 'CLIENT_NOT_FOUND', MESSAGES.clientNotFound);
    const current = await ctx.deps.codes.current('activation', client.id);
    if (!current) throw fail(404, 'NO_ACTIVATION_CODE', MESSAGES.noActivationCode);
    return { activationCode: current.code };
  });

  route(promotersContract.resendClientActivationCode, async (ctx, { params }) => {
    await promoterOf(ctx, 'unauthorized');
    const client = await clientById(ctx.deps, params.id);
    if (!client) throw fail(404, 'CLIENT_NOT_FOUND', MESSAGES.clientNotFound);
    await sendActivationCode(ctx.deps, client, BUSINESS_RESEND_WAIT_SECONDS);
    return { sent: true as const, retryAfterSeconds: BUSINESS_RESEND_WAIT_SECONDS };
  });

  // -------------------------------------------------------------------------------------------------------------
  // CURP registry

  route(clientsContract.curpLookup, async ({ deps }, { params }) => {
    if (!isValidCurp(params.curp)) throw fail(400, 'MALFORMED_CURP', MESSAGES.malformedCurp);
    const rows = await deps.db.select().from(curpRegistry).where(eq(curpRegistry.curp, params.curp)).limit(1);
    const person = rows[0];
    if (!person) throw fail(404, 'CURP_NOT_FOUND', MESSAGES.curpNotFound);
    const existing = await deps.db
      .select({ id: clients.id })
      .from(clients)
      .where(
        or(
          eq(clients.curp, person.curp),
          and(
            eq(clients.name, person.name),
            eq(clients.firstSurname, person.firstSurname),
            eq(clients.secondSurname, person.secondSurname),
            eq(clients.dateOfBirth, person.dateOfBirth),
          ),
        ),
      )
      .limit(1);
    if (existing.length > 0)
      throw fail(409, 'PERSONAL_DATA_ALREADY_REGISTERED', MESSAGES.curpAlreadyRegistered);
    return {
      curp: person.curp,
      name: person.name,
      firstSurname: person.firstSurname,
      secondSurname: person.secondSurname,
      sex: person.sex as 'H' | 'M',
      nationality: person.nationality,
      countryOfBirth: person.countryOfBirth,
      stateOfBirth: person.stateOfBirth,
      dateOfBirth: toIsoDateTime(person.dateOfBirth),
    };
  });

  // -------------------------------------------------------------------------------------------------------------
  // Stores

  route(catalog.searchStores, async ({ deps }, { query }) => {
    const key = searchKey(query.name);
    if (key === '' || CONTROL_CHARACTERS.test(query.name))
      throw fail(400, 'EMPTY_QUERY', MESSAGES.emptyStoreQuery);
    const position = sql<number>`strpos(${stores.searchName}, ${key})`;
    const rows = await deps.db
      .select({ id: stores.id, name: stores.name, sector: stores.sector })
      .from(stores)
      .where(sql`${position} > 0`)
      .orderBy(asc(position), asc(stores.searchName))
      .limit(query.limit ?? catalog.STORE_SEARCH_LIMIT);
    return { stores: rows.map(storeOut) };
  });

  route(catalog.getStore, async ({ deps }, { params }) => {
    if (!SAFE_ID.test(params.storeId)) throw fail(400, 'MALFORMED_STORE_ID', MESSAGES.malformedStoreId);
    const rows = await deps.db
      .select({ id: stores.id, name: stores.name, sector: stores.sector })
      .from(stores)
      .where(eq(stores.id, params.storeId))
      .limit(1);
    const store = rows[0];
    return { storeExists: Boolean(store), store: store ? storeOut(store) : null };
  });

  route(catalog.storeNoInterestPayments, async ({ deps }, { params }) => {
    if (!SAFE_ID.test(params.storeId)) throw fail(404, 'STORE_NOT_FOUND', MESSAGES.storeNotFound);
    const rows = await deps.db
      .select({ periods: stores.noInterestPeriods })
      .from(stores)
      .where(eq(stores.id, params.storeId))
      .limit(1);
    const store = rows[0];
    if (!store) throw fail(404, 'STORE_NOT_FOUND', MESSAGES.storeNotFound);
    return {
      noInterestPayments: [...store.periods]
        .sort((a, b) => a - b)
        .map((productPeriod) => ({ productPeriod, active: true })),
    };
  });

  // -------------------------------------------------------------------------------------------------------------
  // Postal codes

  route(catalog.lookupPostalCode, async ({ deps }, { params }) => {
    const rows = await deps.db
      .select()
      .from(postalCodes)
      .where(eq(postalCodes.code, params.code))
      .orderBy(asc(postalCodes.neighborhood));
    if (rows.length === 0) throw fail(404, 'POSTAL_CODE_NOT_FOUND', MESSAGES.postalCodeNotFound);
    return {
      postalCodes: rows.map((r) => ({
        postalCode: r.code,
        neighborhood: r.neighborhood,
        municipality: r.municipality,
        city: r.city,
        state: r.state,
      })),
    };
  });
}
