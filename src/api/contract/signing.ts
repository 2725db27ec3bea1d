/**
 * After approval: documents (identity verification), approved product options, the signing PIN and the signature.
 * Amounts are pesos (see common.ts).
 */
import * as z from 'zod/mini';
import { approvedProduct, processResult } from './applications.ts';
import {
  applicationStatus,
  id,
  idParams,
  isoDate,
  isoDateTime,
  months,
  pesos,
  sixDigitCode,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** The approved product options of an APPROVED application, one per first payment date. */
export const approvedProductsConditions = defineEndpoint({
  id: 'applications.approvedProductsConditions',
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
  id: 'applications.updateIdentityId',
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
  id: 'applications.transitionToDocumentsUploaded',
  method: 'POST',
  path: '/applications/:id/transition-to-documents-uploaded',
  params: idParams,
  response: processResult,
  auth: ['client'],
  errors: { 404: 'Application not found', 422: 'Application is not PREAPPROVED or has no identity id' },
});

/** `smsSent` is true when the signing PIN went out, false when it is pending or failed (spec §4 Signing). */
const signatureCodeResponse = z.object({ smsSent: z.boolean(), retryAfterSeconds: z.optional(z.int()) });

export const sendSignatureCode = defineEndpoint({
  id: 'applications.sendSignatureCode',
  method: 'POST',
  path: '/applications/:id/send-signature-code',
  params: idParams,
  response: signatureCodeResponse,
  auth: ['client'],
  errors: { 404: 'Application not found', 422: 'Application is not APPROVED' },
});

export const resendSignatureCode = defineEndpoint({
  id: 'applications.resendSignatureCode',
  method: 'POST',
  path: '/applications/:id/resend-signature-code',
  params: idParams,
  response: signatureCodeResponse,
  auth: ['client'],
  errors: { 404: 'Application not found', 429: 'Resend requested before the 60 s wait' },
});

/** Sign with the chosen first payment date (one of the approved products) and the 6-digit signing PIN. */
export const sign = defineEndpoint({
  id: 'applications.sign',
  method: 'POST',
  path: '/applications/:id/sign',
  params: idParams,
  body: z.object({ firstPaymentDate: isoDate, signatureCode: sixDigitCode }),
  response: z.object({
    id,
    status: applicationStatus,
    contractSignedAt: isoDateTime,
    firstPaymentDate: isoDate,
  }),
  auth: ['client'],
  errors: {
    404: 'Application not found',
    409: 'Wrong signing PIN',
    422: 'Application is not APPROVED, the contract is not signed or the date is not an approved option',
    429: 'Too many wrong tries: PIN locked',
  },
});
