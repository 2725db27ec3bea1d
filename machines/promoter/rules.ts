/**
 * The quick application's pure rules other than its forms (form.ts): what kind of client the phone check found,
 * what the data step asks of them, and the data step's values of a known client.
 */
import type { PromoterClientCheck } from '../../src/api/contract/promoters';
import { type DataMode, type DataValues, EMPTY_DATA } from './form';
import type { ClientKind, IsRegisteredOutput } from './types';

/** What the data step asks (form.ts `DataMode`): a new client, one whose data the promoter corrects, or neither. */
export function dataModeOf(client: PromoterClientCheck | null): DataMode {
  if (client === null) return 'new';
  return client.detailsEditable === true && client.activatedAt === null ? 'editable' : 'readOnly';
}

/**
 * The data step's values of a client already registered: the name is theirs (read-only); the CURP, address and
 * e-mail on file, which the promoter may correct only in the 'editable' mode.
 */
export function fromClient(client: PromoterClientCheck): DataValues {
  const a = client.address;
  const editable = dataModeOf(client) === 'editable';
  return {
    ...EMPTY_DATA,
    curp: client.curp ?? '',
    name: client.name,
    firstSurname: client.firstSurname,
    secondSurname: client.secondSurname,
    ...(editable ? { email: client.email ?? '' } : {}),
    ...(editable && a
      ? {
          streetName: a.streetName,
          exteriorNumber: a.exteriorNumber,
          interiorNumber: a.interiorNumber ?? '',
          postalCode: a.postalCode,
          neighborhood: a.neighborhood,
        }
      : {}),
  };
}

/** Spec §2 badges: activatedAt set → registered; a known client without it → incomplete; else new. */
export function clientKindOf(output: IsRegisteredOutput): ClientKind {
  if (!output.isRegistered || !output.client) return 'new';
  return output.client.activatedAt ? 'registered' : 'incomplete';
}
