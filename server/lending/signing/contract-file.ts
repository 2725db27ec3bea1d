/**
 * The credit contract of the client's own application as an HTML file (beyond the spec): before signing, the
 * document of the chosen first payment date as the e-signature widget shows it; once signed, the document the
 * client signed, with who signed it and when.
 */
import { formatDate } from '../../../src/domain/dates.ts';
import type { Deps } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { type Actor, clientOfApplication, ownApplication, refuseIfExpired, todayOf } from '../access.ts';
import type { ContractDocument } from '../contract-document.ts';
import { type ContractSignature, contractHtml } from '../contract-html.ts';
import { MESSAGES } from '../messages.ts';
import type { ApplicationRow, ClientRow } from '../queries.ts';
import { settle } from '../scheduler/service.ts';
import type { StoredStatus } from '../statuses.ts';
import { contractDocumentOf, offerOn } from './offers.ts';
import { type ContractRow, latestSignedContract, offersOf } from './queries.ts';

/** Statuses with a contract to sign (the chosen option's) and with a signed contract. */
const TO_SIGN: readonly StoredStatus[] = ['APPROVED', 'VALIDATING_SIGNATURE'];
const SIGNED: readonly StoredStatus[] = ['SIGNED', 'PAID', 'CONFIRMED'];

const NOT_AVAILABLE = 'Esta solicitud no tiene un contrato disponible.';

const dayOf = (at: Date | null | undefined) => (at ? formatDate(at) : '');

/** The e-signature of a stored contract (typed name, validation day) and, once SIGNED, the NIP's day. */
function signatureOf(contract: ContractRow, application: ApplicationRow): ContractSignature {
  return {
    signerName: contract.typedName ?? '',
    signedOn: dayOf(contract.validatedAt ?? contract.createdAt),
    acceptedOn: application.contractSignedAt ? dayOf(application.contractSignedAt) : undefined,
  };
}

/** Before signing: the validated e-signature when it was for this date, else the document to review. */
async function contractToSign(
  deps: Deps,
  application: ApplicationRow,
  client: ClientRow,
  date: string | undefined,
) {
  const offer = await offerOn(deps, application, date);
  if (!offer) throw fail(422, 'DATE_NOT_OFFERED', MESSAGES.dateNotOffered);
  const signed = await latestSignedContract(deps.db, application.id);
  if (signed && signed.firstPaymentDate === offer.firstPaymentDate) {
    return { document: signed.document as ContractDocument, signature: signatureOf(signed, application) };
  }
  const document = await contractDocumentOf(deps, application, client, offer, todayOf(deps));
  return { document, signature: null };
}

/**
 * After signing: the e-signed document of the loan's first payment date. Should the terms have been accepted
 * for another date than the one e-signed, the document is the one of the accepted option, as of the signing day.
 */
async function signedContract(deps: Deps, application: ApplicationRow, client: ClientRow) {
  const signed = await latestSignedContract(deps.db, application.id);
  if (signed && signed.firstPaymentDate === application.firstPaymentDate) {
    return { document: signed.document as ContractDocument, signature: signatureOf(signed, application) };
  }
  const offer = (await offersOf(deps.db, application.id)).find(
    (o) => o.firstPaymentDate === application.firstPaymentDate,
  );
  if (!offer || !application.contractSignedAt) throw fail(409, 'CONTRACT_NOT_AVAILABLE', NOT_AVAILABLE);
  const issuedOn = application.contractSignedAt.toISOString().slice(0, 10);
  const document = await contractDocumentOf(deps, application, client, offer, issuedOn);
  const signedOn = dayOf(application.contractSignedAt);
  return {
    document,
    signature: { signerName: signed?.typedName ?? '', signedOn, acceptedOn: signedOn },
  };
}

/** `contrato-<folio>.html`, the folio reduced to the characters a file name may carry. */
export const contractFileName = (serialNumber: string) =>
  `contrato-${serialNumber.replace(/[^A-Za-z0-9_-]/g, '-')}.html`;

export async function contract(deps: Deps, actor: Actor, id: string, firstPaymentDate?: string) {
  await settle(deps);
  const application = await ownApplication(deps, actor, id);
  refuseIfExpired(application);
  const status = application.status as StoredStatus;
  const isSigned = SIGNED.includes(status);
  if (!isSigned && !TO_SIGN.includes(status)) throw fail(409, 'CONTRACT_NOT_AVAILABLE', NOT_AVAILABLE);
  const client = await clientOfApplication(deps, application);
  const { document, signature } = isSigned
    ? await signedContract(deps, application, client)
    : await contractToSign(deps, application, client, firstPaymentDate);
  return {
    fileName: contractFileName(application.serialNumber),
    content: contractHtml(document, signature),
  };
}
