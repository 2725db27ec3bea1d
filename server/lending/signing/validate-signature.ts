/**
 * The e-signature provider's delayed validation of a signed contract, run by the scheduler when its time comes
 * (`esign-sandbox.ts` schedules it). Its own module so the scheduler, which the signing services call to schedule,
 * imports no signing service back: the dependency goes one way.
 */
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { fullNameMatches } from '../contract-document.ts';
import { type ApplicationRow, findClient, updateClient } from '../queries.ts';
import { recordEvent, transition } from '../transitions.ts';
import { fullNameOf } from './offers.ts';
import { contractById, setContractStatus } from './queries.ts';

/** The delayed validation: SIGNED when the typed name matches and a signature was drawn, else INVALID_SIGNATURE. */
export async function validateSignature(
  deps: Deps,
  db: Db,
  application: ApplicationRow,
  contractId: string,
): Promise<void> {
  const contract = await contractById(db, contractId);
  const client = await findClient(db, application.clientId);
  if (!contract || !client || contract.status !== 'VALIDATING') return;
  const ok = fullNameMatches(contract.typedName ?? '', fullNameOf(client)) && !!contract.signatureImage;
  const status = ok ? 'SIGNED' : 'INVALID_SIGNATURE';
  await setContractStatus(db, contract.id, status, deps.clock.now());
  await updateClient(db, client.id, { contractSignatureStatus: status });
  const reason = `contract signature ${status}`;
  // Validated either way: back to APPROVED (choose terms and sign with the NIP, or sign the contract again).
  if (application.status === 'VALIDATING_SIGNATURE') {
    await transition(deps, db, application, 'APPROVED', { actor: 'system', reason });
  } else {
    await recordEvent(deps, db, application, 'system', reason);
  }
}
