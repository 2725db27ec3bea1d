/** The address and employment rows an application brings (spec §3): stored as the client's current ones. */
import { pesosToCentavos } from '../../../src/domain/money.ts';
import type { Db } from '../../db/client.ts';
import { insertEmploymentRow } from './queries.ts';

export interface AddressLocation {
  streetName: string;
  exteriorNumber: string;
  interiorNumber?: string | null | undefined;
  postalCode: string;
  neighborhood: string;
  municipality?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
}

/** The location columns of an address row (a missing municipality, city or state is stored as ''). */
export function addressLocationRow(a: AddressLocation) {
  return {
    streetName: a.streetName,
    exteriorNumber: a.exteriorNumber,
    interiorNumber: a.interiorNumber ?? null,
    postalCode: a.postalCode,
    neighborhood: a.neighborhood,
    municipality: a.municipality ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
  };
}

export interface EmploymentInput {
  status: string;
  economicDependents: number;
  companyName?: string | undefined;
  position?: string | undefined;
  monthlySalary?: number | undefined;
  startDate?: string | undefined;
}

/** Stores an employment; the company, position, salary and start date only when the person works. */
export async function insertEmployment(db: Db, clientId: string, e: EmploymentInput, now: Date) {
  const working = e.status === 'EMPLOYED' || e.status === 'INDEPENDENT' || e.status === 'RETIRED';
  return insertEmploymentRow(db, {
    clientId,
    status: e.status,
    companyName: working ? (e.companyName ?? null) : null,
    position: working ? (e.position ?? null) : null,
    monthlySalaryCentavos: working && e.monthlySalary !== undefined ? pesosToCentavos(e.monthlySalary) : null,
    startDate: working ? (e.startDate ?? null) : null,
    economicDependents: e.economicDependents,
    createdAt: now,
  });
}
