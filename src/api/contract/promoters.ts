/**
 * Promoter (business) calls: sign-in by phone + SMS NIP, the promoter profile, the client check, the client's
 * activation code and the quick-application form. Amounts are pesos (see common.ts).
 */
import * as z from 'zod/mini';
import {
  activationCode,
  codeSentResponse,
  email,
  employment,
  housingType,
  id,
  isoDate,
  isoDateTime,
  maritalStatus,
  monthStart,
  nip,
  personalReferences,
  pesos,
  phoneNumber,
  rentWhenRented,
  store,
  storedAddress,
  tokenResponse,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';

// ---------------------------------------------------------------------------------------------------------------
// Entities

/** The signed-in promoter, with the stores they work for. */
export const promoterProfile = z.object({
  id,
  name: z.string(),
  firstSurname: z.string(),
  secondSurname: z.optional(z.nullable(z.string())),
  phoneNumber,
  email: z.optional(z.nullable(z.string())),
  stores: z.array(store),
});
export type PromoterProfile = z.output<typeof promoterProfile>;

/**
 * Promoter client check (spec §3). Badges: 'Cliente registrado' when activatedAt is set, 'Cliente incompleto'
 * when registered but not activated, 'Cliente nuevo' when not registered at all. The phone comes masked
 * (`••••••5678`). The CURP, RFC, birth date, address and the e-mail on file only for a client who has not
 * activated the account, to the promoter who registered the client or has an application open with them;
 * otherwise they are null and the e-mail is masked (`ma•••@example.com`): the badge and the data step need no more.
 */
export const promoterClientCheck = z.object({
  id,
  name: z.string(),
  firstSurname: z.string(),
  secondSurname: z.string(),
  dateOfBirth: z.nullable(z.union([isoDateTime, isoDate])),
  curp: z.nullable(z.string()),
  taxpayerId: z.nullable(z.string()),
  activatedAt: z.nullable(isoDateTime),
  /** Masked, except for the promoter who may see the client's identity (null until the client has one). */
  email: z.nullable(z.string()),
  /** Masked: only the last four digits. */
  phoneNumber: z.optional(z.nullable(z.string())),
  address: z.nullable(storedAddress),
  /**
   * The promoter registered this client, who has not activated the account: she may correct the CURP, address
   * and e-mail (`update-details`). Otherwise they are read-only to her.
   */
  detailsEditable: z.optional(z.boolean()),
});
export type PromoterClientCheck = z.output<typeof promoterClientCheck>;

// ---------------------------------------------------------------------------------------------------------------
// Sign-in

/** Step 1: the promoter's phone; a 6-digit NIP is sent by SMS. */
export const signin = defineEndpoint({
  id: 'promoters.signin',
  method: 'POST',
  path: '/promoters/signin',
  body: z.object({ phoneNumber }),
  response: z.object({ nipSent: z.literal(true) }),
  auth: 'public',
  errors: { 404: 'No promoter with this phone number', 429: 'NIP requested before the resend wait' },
});

/** Step 2: the NIP; answers a business token. */
export const verifyNip = defineEndpoint({
  id: 'promoters.verifyNip',
  method: 'POST',
  path: '/promoters/verify-nip',
  body: z.object({ phoneNumber, nip }),
  response: tokenResponse,
  auth: 'public',
  errors: { 422: 'Wrong or expired NIP', 429: 'Too many wrong tries: NIP locked' },
});

export const me = defineEndpoint({
  id: 'promoters.me',
  method: 'GET',
  path: '/promoters/me',
  response: promoterProfile,
  auth: ['business'],
  errors: { 404: 'Promoter not found (the app logs out)' },
});

// ---------------------------------------------------------------------------------------------------------------
// Clients, as seen by a promoter

/** Is a client registered? Query by phoneNumber, curp or email (at least one). */
export const isRegistered = defineEndpoint({
  id: 'promoters.isRegistered',
  method: 'GET',
  path: '/clients/is-registered',
  query: z
    .object({
      phoneNumber: z.optional(phoneNumber),
      curp: z.optional(z.string().check(z.trim(), z.toUpperCase(), z.length(18))),
      email: z.optional(email),
    })
    .check(
      z.refine((q) => q.phoneNumber !== undefined || q.curp !== undefined || q.email !== undefined, {
        message: 'Indica teléfono, CURP o correo',
      }),
    ),
  response: z.object({ isRegistered: z.boolean(), client: z.optional(z.nullable(promoterClientCheck)) }),
  auth: ['business'],
  errors: { 429: 'LOOKUP_LIMIT: too many look-ups by this promoter (per hour and per day)' },
});

/** The client's current activation code, so the promoter can read it out (spec §2 Promoter area). */
export const clientActivationCode = defineEndpoint({
  id: 'promoters.clientActivationCode',
  method: 'GET',
  path: '/clients/:id/activation-code',
  params: z.object({ id }),
  response: z.object({ activationCode }),
  auth: ['business'],
  errors: {
    403: "NO_OPEN_QUICK_APPLICATION: the client is not in one of this promoter's open quick applications",
    404: 'Client not found or no pending activation code',
  },
});

export const resendClientActivationCode = defineEndpoint({
  id: 'promoters.resendClientActivationCode',
  method: 'POST',
  path: '/clients/:id/resend-activation-code',
  params: z.object({ id }),
  response: codeSentResponse,
  auth: ['business'],
  errors: {
    403: "NO_OPEN_QUICK_APPLICATION: the client is not in one of this promoter's open quick applications",
    404: 'Client not found',
    429: 'Resend requested before the 90 s wait',
  },
});

// ---------------------------------------------------------------------------------------------------------------
// Quick application

/** Quick-application form (spec §3): e-mail, housing, employment and two references. */
export const quickApplicationForm = z
  .object({
    email,
    addressType: housingType,
    /** Pesos; required (≥ src/domain's MIN_MONTHLY_RENT) when RENTED. */
    monthlyRent: z.optional(z.nullable(pesos)),
    movedInSince: monthStart,
    maritalStatus,
    employment,
    personalReferences,
  })
  .check(rentWhenRented);
export type QuickApplicationForm = z.output<typeof quickApplicationForm>;

/**
 * Complete a promoter-created application with the quick-application form. The client receives an e-mail to set a
 * password, activate the account and upload documents.
 */
export const quickApplication = defineEndpoint({
  id: 'promoters.quickApplication',
  method: 'POST',
  idempotencyKey: true,
  path: '/promoters/quick-applications/:applicationId',
  params: z.object({ applicationId: id }),
  body: quickApplicationForm,
  response: z.object({ id, emailSent: z.literal(true) }),
  auth: ['business'],
  errors: { 404: 'Application not found', 409: 'E-mail already registered to another client' },
});

/**
 * The promoter's own quick applications created today (Mexico City calendar day), newest first, so the promoter
 * can pick up a customer who walked away. `stage`: `NIP_PENDING` (created, the customer's credit-check NIP not yet
 * verified), `ACTIVATION_PENDING` (passed the preliminary model, waiting for the e-mail activation code), or the
 * decided application status.
 */
export const todayQuickApplications = defineEndpoint({
  id: 'promoters.todayQuickApplications',
  method: 'GET',
  path: '/promoters/quick-applications',
  response: z.object({
    items: z.array(
      z.object({
        id,
        clientId: id,
        serialNumber: z.string(),
        stage: z.string(),
        clientName: z.string(),
        creditAmount: pesos,
        createdAt: isoDateTime,
      }),
    ),
  }),
  auth: ['business'],
});

/** The `promoters` group of the contract (src/api/contract/index.ts): every endpoint by its name. */
export const promotersApi = {
  signin,
  verifyNip,
  me,
  isRegistered,
  clientActivationCode,
  resendClientActivationCode,
  quickApplication,
  todayQuickApplications,
} as const;
