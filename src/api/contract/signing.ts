/**
 * After approval: documents (identity verification), approved product options, the signing NIP and the signature.
 * Amounts are pesos (see common.ts).
 */
import * as z from 'zod/mini';
import { approvedProduct, processResult } from './applications.ts';
import {
  applicationStatus,
  fileResponse,
  id,
  idParams,
  isoDate,
  isoDateTime,
  months,
  nip,
  pesos,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** The approved product options of an APPROVED application, one per first payment date. */
export const approvedProductsConditions = defineEndpoint({
  id: 'signing.approvedProductsConditions',
  method: 'GET',
  path: '/applications/:id/approved-products-conditions',
  params: idParams,
  response: z.object({
    /** Pesos: the authorised amount ('Monto autorizado'). */
    creditAmount: pesos,
    approvedPeriod: z.nullable(months),
    approvedProducts: z.array(approvedProduct),
  }),
  auth: ['client'],
  errors: { 404: 'Application not found', 422: 'Application is not APPROVED' },
});

/** Store the identity id the verification widget returned. Sending the same id twice is harmless. */
export const updateIdentityId = defineEndpoint({
  id: 'signing.updateIdentityId',
  method: 'PATCH',
  path: '/applications/:id/identityId',
  params: idParams,
  body: z.object({ kycIdentityId: z.string().check(z.minLength(1), z.maxLength(128)) }),
  response: z.object({ id, kycIdentityId: z.string() }),
  auth: ['client'],
  idempotent: true,
  errors: { 404: 'Application not found' },
});

/** The identity widget finished: PREAPPROVED → DOCUMENTS_UPLOADED. */
export const transitionToDocumentsUploaded = defineEndpoint({
  id: 'signing.transitionToDocumentsUploaded',
  method: 'POST',
  idempotencyKey: true,
  path: '/applications/:id/transition-to-documents-uploaded',
  params: idParams,
  response: processResult,
  auth: ['client'],
  errors: { 404: 'Application not found', 422: 'Application is not PREAPPROVED or has no identity id' },
});

/** `smsSent` is true when the signing NIP went out, false when it is pending or failed (spec §4 Signing). */
const nipSentResponse = z.object({ smsSent: z.boolean(), retryAfterSeconds: z.optional(z.int()) });

export const sendSignatureCode = defineEndpoint({
  id: 'signing.sendSignatureCode',
  method: 'POST',
  path: '/applications/:id/send-signature-code',
  params: idParams,
  response: nipSentResponse,
  auth: ['client'],
  errors: { 404: 'Application not found', 422: 'Application is not APPROVED' },
});

export const resendSignatureCode = defineEndpoint({
  id: 'signing.resendSignatureCode',
  method: 'POST',
  path: '/applications/:id/resend-signature-code',
  params: idParams,
  response: nipSentResponse,
  auth: ['client'],
  errors: { 404: 'Application not found', 429: 'Resend requested before the 60 s wait' },
});

/** Sign with the chosen first payment date (one of the approved products) and the 6-digit signing NIP. */
export const sign = defineEndpoint({
  id: 'signing.sign',
  method: 'POST',
  idempotencyKey: true,
  path: '/applications/:id/sign',
  params: idParams,
  body: z.object({ firstPaymentDate: isoDate, signatureCode: nip }),
  response: z.object({
    id,
    status: applicationStatus,
    contractSignedAt: isoDateTime,
    firstPaymentDate: isoDate,
  }),
  auth: ['client'],
  errors: {
    404: 'Application not found',
    409: 'Wrong signing NIP',
    422: 'Application is not APPROVED, the contract is not signed or the date is not an approved option',
    429: 'Too many wrong tries: NIP locked',
  },
});

/**
 * The credit contract of the caller's own application, as an HTML document to read or keep (beyond the spec).
 * Before signing (APPROVED, or VALIDATING_SIGNATURE) it is the contract of the chosen first payment date, as the
 * e-signature widget shows it; once the contract is signed (the e-signature validated, and SIGNED, PAID or
 * CONFIRMED) it is the signed document, with who signed it and when. Answers `text/html` with
 * `Content-Disposition: attachment; filename="contrato-<folio>.html"`.
 */
export const applicationContract = defineEndpoint({
  id: 'signing.contract',
  method: 'GET',
  path: '/applications/:id/contract',
  params: idParams,
  /** One of the approved options' dates, before signing (the first option when left out); ignored after. */
  query: z.object({ firstPaymentDate: z.optional(isoDate) }),
  response: fileResponse,
  file: 'text/html',
  auth: ['client'],
  errors: {
    404: "Application not found (or another client's)",
    409: 'CONTRACT_NOT_AVAILABLE: the application has no contract yet (not approved) or no longer (rejected or expired)',
    422: 'The date is not an approved option, or the authorization expired (AUTHORIZATION_EXPIRED)',
  },
});

// -----------------------------------------------------------------------------------------------------------------
// SANDBOX E-SIGNATURE PROVIDER. The two calls below stand in for the e-signature provider: in production its own
// widget fetches the contract and collects the signature on the provider's servers, and the app only polls the
// profile's `contractSignatureStatus`. The sandbox serves them itself (404 when the sandbox is off) so the app's
// sandbox e-signature widget (`src/app/widgets/esign-sandbox.tsx`) works without a provider.

/** The contract document generated from the chosen offer (plain text sections, no HTML). */
export const contractDocument = z.object({
  title: z.string(),
  sections: z.array(z.object({ title: z.string(), paragraphs: z.array(z.string()) })),
  /** Rows of text cells: No., fecha, capital, interés, IVA, pago, saldo. */
  schedule: z.array(z.array(z.string())),
  /** Figures of the carátula, as shown. */
  summary: z.object({
    creditAmount: z.string(),
    ordinaryRate: z.string(),
    lateRate: z.string(),
    cat: z.string(),
    /** The payment statement: 'Primer pago de $2,093.31 y 11 pagos de $1,884.51 (el último de $1,884.45)'. */
    payments: z.string(),
    firstPayment: z.string(),
    /** The regular payment (the instalment most payments have). */
    monthlyPayment: z.string(),
    lastPayment: z.string(),
    termMonths: months,
    totalToPay: z.string(),
    firstPaymentDate: z.string(),
  }),
});

/** Sandbox e-signature provider: the contract of an APPROVED application for the chosen first payment date. */
export const esignSandboxContract = defineEndpoint({
  id: 'esignSandbox.contract',
  method: 'GET',
  path: '/esign-sandbox/applications/:id/contract',
  params: idParams,
  /** One of the approved options' dates; the first option when left out. */
  query: z.object({ firstPaymentDate: z.optional(isoDate) }),
  response: z.object({
    applicationId: id,
    firstPaymentDate: isoDate,
    /** The client's full name, as the signature must match it. */
    signerName: z.string(),
    document: contractDocument,
  }),
  auth: ['client'],
  errors: {
    404: 'Application not found, or the sandbox is off',
    409: 'A signature of this application is being validated',
    422: 'Application is not APPROVED (AUTHORIZATION_EXPIRED after 15 days), or the date is not an approved option',
  },
});

/** A drawn signature as a PNG data URL, bounded to fit the API's body limit. */
export const signatureImage = z
  .string()
  .check(z.maxLength(60_000), z.regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/));

export const CONTRACT_SIGNATURE_STATUSES = ['VALIDATING', 'SIGNED', 'INVALID_SIGNATURE'] as const;

/**
 * Sandbox e-signature provider: the widget finished (typed full name + drawn signature). The application goes
 * APPROVED → VALIDATING_SIGNATURE and the profile's `contractSignatureStatus` to VALIDATING; after the signature
 * delay the application is APPROVED again and the profile SIGNED (name matches, accent- and case-insensitive) or
 * INVALID_SIGNATURE. Answers 201 with the state right after the call (already validated when the delay is 0).
 */
export const esignSandboxSubmit = defineEndpoint({
  id: 'esignSandbox.submit',
  method: 'POST',
  idempotencyKey: true,
  path: '/esign-sandbox/applications/:id/signature',
  params: idParams,
  body: z.object({
    firstPaymentDate: z.optional(isoDate),
    fullName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    signatureImage,
  }),
  response: z.object({
    contractId: id,
    contractSignatureStatus: z.enum(CONTRACT_SIGNATURE_STATUSES),
    status: applicationStatus,
  }),
  auth: ['client'],
  errors: {
    404: 'Application not found, or the sandbox is off',
    409: 'A signature of this application is being validated',
    422: 'Application is not APPROVED (AUTHORIZATION_EXPIRED after 15 days), or the date is not an approved option',
  },
});

/** The `signing` group of the contract (src/api/contract/index.ts): every endpoint by its name. */
export const signingApi = {
  approvedProductsConditions,
  updateIdentityId,
  transitionToDocumentsUploaded,
  sendSignatureCode,
  resendSignatureCode,
  sign,
  contract: applicationContract,
} as const;

/** The `esignSandbox` group of the contract (src/api/contract/index.ts): every endpoint by its name. */
export const esignSandboxApi = {
  contract: esignSandboxContract,
  submit: esignSandboxSubmit,
} as const;
