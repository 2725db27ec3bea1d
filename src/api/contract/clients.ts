/**
 * Client accounts: sign-up, activation, sign-in, password recovery, the profile and its settings, CLABE, KYC link.
 * Amounts in the profile (creditLimit) are pesos (see common.ts).
 */
import * as z from 'zod/mini';
import {
  activationCode,
  codeSentResponse,
  curp,
  email,
  id,
  interbankCode,
  isoDate,
  isoDateTime,
  password,
  personalData,
  pesos,
  phoneNumber,
  sex,
  storedAddress,
  tokenResponse,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';

// ---------------------------------------------------------------------------------------------------------------
// Entities

/** Notification settings of a client (spec §3 Profile.settings). */
export const clientSettings = z.object({
  id,
  transactionalNotifications: z.boolean(),
  promotionalNotifications: z.boolean(),
});
export type ClientSettings = z.output<typeof clientSettings>;

/** Contract signature status: SIGNED, INVALID_SIGNATURE, anything else (or null) = pending. */
export const CONTRACT_SIGNATURE_STATUSES = ['SIGNED', 'INVALID_SIGNATURE', 'PENDING'] as const;

/** The client's profile (spec §3). `creditLimit` is pesos; 0 means "no limit assigned yet". */
export const profile = z.object({
  id,
  name: z.string(),
  firstSurname: z.string(),
  secondSurname: z.string(),
  email: z.string(),
  phoneNumber,
  curp: z.string(),
  taxpayerId: z.string(),
  interbankCode: z.nullable(interbankCode),
  isInterbankCodeVerified: z.boolean(),
  isSuspended: z.boolean(),
  creditLimit: pesos,
  referralCode: z.nullable(z.string()),
  identificationNumber: z.nullable(z.string()),
  /** Reference for electronic transfers (SPEI); null when not assigned (the app warns). */
  transferPaymentReference: z.nullable(z.string()),
  /** Personal reference for bank deposits / convenience stores. */
  cashPaymentReference: z.nullable(z.string()),
  /** SIGNED | INVALID_SIGNATURE | anything else = pending (kept as a string to tolerate new values). */
  contractSignatureStatus: z.nullable(z.string()),
  currentAddressId: z.nullable(id),
  currentEmploymentId: z.nullable(id),
  personalLoanNoInterestPaymentsEligible: z.boolean(),
  /** When the account was activated with the e-mail code; null while the sign-up is unverified. */
  activatedAt: z.optional(z.nullable(isoDateTime)),
  settings: clientSettings,
});
export type Profile = z.output<typeof profile>;

/** CURP lookup answer (spec §3): the personal data the registry holds. `dateOfBirth` is ISO date or date-time. */
export const curpPersonalData = z.object({
  curp,
  name: z.string(),
  firstSurname: z.string(),
  secondSurname: z.string(),
  sex,
  nationality: z.string(),
  countryOfBirth: z.string(),
  stateOfBirth: z.string(),
  dateOfBirth: z.union([isoDateTime, isoDate]),
});
export type CurpPersonalData = z.output<typeof curpPersonalData>;

// ---------------------------------------------------------------------------------------------------------------
// Sign-up

export const exists = defineEndpoint({
  id: 'clients.exists',
  method: 'POST',
  path: '/clients/exists',
  body: z.object({ email, phoneNumber }),
  response: z.object({ isAccountAvailable: z.boolean(), emailTaken: z.boolean(), phoneTaken: z.boolean() }),
  auth: 'public',
});

/**
 * Create the account (form fields of the personal-data step plus the account step). Answers a client-ephemeral
 * token; the 4-digit activation code is e-mailed.
 */
export const create = defineEndpoint({
  id: 'clients.create',
  method: 'POST',
  path: '/clients',
  body: z.extend(personalData, {
    /** Absent or null for a person with one surname (the CURP then has X in its place). */
    secondSurname: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(80)))),
    email,
    phoneNumber,
    password,
    referralCode: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(32)))),
    termsAndConditions: z.literal(true),
  }),
  response: tokenResponse,
  auth: 'public',
  errors: {
    409: 'E-mail, phone or personal data already registered',
    422: 'Applicant not eligible (e.g. not a Mexican national)',
  },
});

export const curpLookup = defineEndpoint({
  id: 'clients.curpLookup',
  method: 'GET',
  path: '/clients/curp/:curp',
  params: z.object({ curp }),
  response: curpPersonalData,
  auth: 'public',
  errors: {
    400: 'Malformed CURP',
    404: 'No information for this CURP',
    409: 'An account with the same personal data already exists',
  },
});

/** Change the e-mail of an unverified sign-up; a new activation code goes to the new address. */
export const updateEmail = defineEndpoint({
  id: 'clients.updateEmail',
  method: 'POST',
  path: '/clients/email',
  body: z.object({ email }),
  response: codeSentResponse,
  auth: ['client-ephemeral'],
  errors: { 409: 'E-mail already used by another account' },
});

export const activate = defineEndpoint({
  id: 'clients.activate',
  method: 'POST',
  path: '/clients/activate',
  body: z.object({ activationCode }),
  response: tokenResponse,
  auth: ['client-ephemeral'],
  errors: { 422: 'Wrong or expired activation code', 429: 'Too many wrong tries: code locked' },
});

export const resendActivationCode = defineEndpoint({
  id: 'clients.resendActivationCode',
  method: 'POST',
  path: '/clients/resend-activation-code',
  response: codeSentResponse,
  auth: ['client-ephemeral'],
  errors: { 429: 'Resend requested before the 60 s wait' },
});

/**
 * Where the activation code of an unverified sign-up went and how many seconds remain before another can be
 * sent (0 = now): the verification page counts down from the server's wait, across reloads and devices.
 */
export const activationCodeStatus = defineEndpoint({
  id: 'clients.activationCodeStatus',
  method: 'GET',
  path: '/clients/activation-code',
  response: z.object({ email, retryAfterSeconds: z.int().check(z.minimum(0)) }),
  auth: ['client-ephemeral'],
});

// ---------------------------------------------------------------------------------------------------------------
// Sign-in and password

export const signin = defineEndpoint({
  id: 'clients.signin',
  method: 'POST',
  path: '/clients/signin',
  body: z.object({ email, password: z.string().check(z.minLength(1), z.maxLength(128)) }),
  response: tokenResponse,
  auth: 'public',
  errors: { 401: 'Wrong e-mail or password', 429: 'Too many attempts' },
});

/** Send the password-reset e-mail (a link with a one-time token). */
export const recoverPassword = defineEndpoint({
  id: 'clients.recoverPassword',
  method: 'POST',
  path: '/clients/recover-password',
  body: z.object({ email }),
  response: codeSentResponse,
  auth: 'public',
  errors: { 404: 'No account with this e-mail' },
});

/** Set a new password with the one-time token of the reset link; answers a client token. */
export const resetPassword = defineEndpoint({
  id: 'clients.resetPassword',
  method: 'PATCH',
  path: '/clients/password',
  body: z.object({ token: z.string().check(z.minLength(1), z.maxLength(2048)), password }),
  response: tokenResponse,
  auth: 'public',
  idempotent: false,
  errors: { 401: 'Invalid, used or expired reset token' },
});

// ---------------------------------------------------------------------------------------------------------------
// Profile

/** The signed-in client's profile; also polled every 3 s while a signature is validated. 404 logs out. */
export const me = defineEndpoint({
  id: 'clients.me',
  method: 'GET',
  path: '/clients/me',
  response: profile,
  /** A sign-up not yet verified (client-ephemeral) has no profile to show: 403 (docs/api.md). */
  auth: ['client'],
  errors: { 404: 'Client not found (the app logs out)' },
});

export const addresses = defineEndpoint({
  id: 'clients.addresses',
  method: 'GET',
  path: '/clients/addresses',
  response: z.object({ addresses: z.array(storedAddress) }),
  auth: ['client'],
});

/** Register the CLABE account (18 digits, valid check digit). Setting the same value twice is harmless. */
export const updateInterbankCode = defineEndpoint({
  id: 'clients.updateInterbankCode',
  method: 'PATCH',
  path: '/clients/interbank-code',
  body: z.object({ interbankCode }),
  response: z.object({ interbankCode, isInterbankCodeVerified: z.boolean() }),
  auth: ['client'],
  idempotent: true,
  errors: { 422: 'Invalid CLABE (check digit or bank code)' },
});

const settingValue = z.object({ value: z.boolean() });
const settingsParams = z.object({ id });

export const updateTransactionalNotifications = defineEndpoint({
  id: 'clients.updateTransactionalNotifications',
  method: 'PATCH',
  path: '/clients/me/settings/:id/transactional',
  params: settingsParams,
  body: settingValue,
  response: clientSettings,
  auth: ['client'],
  idempotent: true,
  errors: { 404: 'Settings not found for this client' },
});

export const updatePromotionalNotifications = defineEndpoint({
  id: 'clients.updatePromotionalNotifications',
  method: 'PATCH',
  path: '/clients/me/settings/:id/promotional',
  params: settingsParams,
  body: settingValue,
  response: clientSettings,
  auth: ['client'],
  idempotent: true,
  errors: { 404: 'Settings not found for this client' },
});

/**
 * Identity-verification (KYC) flow for an application: the flow id the widget needs. A missing flow id is a
 * failure (spec §5), so the server answers 404 instead of an empty id.
 */
export const kycFlow = defineEndpoint({
  id: 'clients.kycFlow',
  method: 'GET',
  path: '/clients/kyc/:applicationId',
  params: z.object({ applicationId: id }),
  response: z.object({
    kycFlowId: z.string().check(z.minLength(1)),
    /** The provider's verification id of this flow (the identity id once the flow is finished). */
    verificationId: z.optional(z.nullable(z.string())),
    /** Hosted link of the identity flow, when the provider offers one. */
    url: z.optional(z.nullable(z.url())),
  }),
  auth: ['client'],
  errors: { 404: 'Application not found or no identity flow available' },
});

/**
 * Sandbox identity provider (what the real provider's widget does on its own servers): the person sent the ID
 * photos and the selfie, so the flow is FINISHED. Answers the provider's verification id of this flow — the only
 * `kycIdentityId` that `PATCH /applications/:id/identityId` accepts for the application. 404 when the sandbox is
 * off or the flow is not the caller's.
 */
export const kycSandboxFinish = defineEndpoint({
  id: 'kycSandbox.finish',
  method: 'POST',
  path: '/kyc-sandbox/flows/:flowId/finish',
  params: z.object({
    flowId: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
  }),
  response: z.object({
    kycFlowId: z.string(),
    identityId: z.string(),
    status: z.literal('FINISHED'),
  }),
  auth: ['client'],
  errors: {
    404: "Flow not found (or not the caller's), or the sandbox is off",
    422: 'The application is no longer PREAPPROVED',
  },
});

/** The `kycSandbox` group of the contract (src/api/contract/index.ts). */
export const kycSandboxApi = { finish: kycSandboxFinish } as const;

/** The `clients` group of the contract (src/api/contract/index.ts): every endpoint by its name. */
export const clientsApi = {
  exists,
  create,
  curpLookup,
  updateEmail,
  activate,
  activationCodeStatus,
  resendActivationCode,
  signin,
  recoverPassword,
  resetPassword,
  me,
  addresses,
  updateInterbankCode,
  updateTransactionalNotifications,
  updatePromotionalNotifications,
  kycFlow,
} as const;
