/**
 * The signing flow's request bodies, built from the context in the contract's field names (src/api/contract):
 * what 'Firmar' and the CLABE form send.
 */
import { operationKey } from '../shared/keys';
import type { ClabeBody, SignInput, SigningContext } from './types';

/** `POST /applications/:id/sign`: the chosen first payment date and the PIN. */
export const signInput = (context: SigningContext): SignInput => ({
  id: context.applicationId,
  body: { firstPaymentDate: context.selectedDate ?? '', signatureCode: context.nip },
  operationKey: operationKey(context.keys, 'signing.sign', context.applicationId),
});

/** `PATCH /clients/interbank-code`. */
export const clabeBody = (context: Pick<SigningContext, 'clabe'>): ClabeBody => ({
  interbankCode: context.clabe,
});
