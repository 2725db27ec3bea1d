/**
 * The customer's six-digit NIP under the names the API gives it (spec §7): `complianceCode` in the credit-check
 * consent (process, pre-process), `signatureCode` in the signature, `nip` in the promoter's sign-in. The routes read
 * those fields here, in one place; past the routes the server's code calls it `nip`.
 */

/** The consent NIP of `POST /applications/:id/pre-process`. */
export const consentNip = (body: { complianceCode: string }): string => body.complianceCode;

/** `POST /applications/:id/process`: the client's consent NIP, or the promoter's client activation code. */
export const processInput = (
  body: { complianceCode: string } | { clientActivationCode: string },
): { nip: string } | { clientActivationCode: string } =>
  'complianceCode' in body ? { nip: body.complianceCode } : body;

/** `POST /applications/:id/sign`: the chosen first payment date and the signing NIP. */
export const signatureInput = (body: { firstPaymentDate: string; signatureCode: string }) => ({
  firstPaymentDate: body.firstPaymentDate,
  nip: body.signatureCode,
});
