/**
 * What the fake API answers in the quick application's model (promoter.model.ts): the clients the phone check finds,
 * the CURP and postal-code lookups, a valid quick application and the processing results.
 */
import type { PromoterClientCheck } from '../../../src/api/contract/promoters.ts';
import { ANA_CURP } from '../../fixtures/samples.ts';
import { foundInMexico } from '../../fixtures/signup.ts';

/**
 * Seconds of the resend wait of the new application's input (enough to tick, reach 0 and restart); the picked-up
 * application keeps the spec's 90 s, which the oracle checks (one state of the graph: see `serializeContext`).
 */
export const MODEL_RESEND_SECONDS = 2;
export const STORES = [{ id: 's-1', name: 'Muebles Centro' }] as const;

const baseClient: PromoterClientCheck = {
  id: 'c-9',
  name: 'Ana Luisa',
  firstSurname: 'Torres',
  secondSurname: 'Méndez',
  dateOfBirth: null,
  curp: null,
  taxpayerId: null,
  activatedAt: '2026-01-01T00:00:00.000Z',
  email: 'an•••@correo.mx',
  phoneNumber: '••••••5678',
  address: null,
};
export const registeredClient = { isRegistered: true, client: baseClient };
export const incompleteClient = {
  isRegistered: true,
  client: { ...baseClient, activatedAt: null, curp: ANA_CURP },
};
/** An incomplete client this promoter registered: CURP, address and e-mail on file, to correct (§6). */
export const editableClient = {
  isRegistered: true,
  client: {
    ...baseClient,
    activatedAt: null,
    curp: ANA_CURP,
    email: 'ana.torres@correo.mx',
    detailsEditable: true,
    address: {
      streetName: 'Calle 5',
      exteriorNumber: '10',
      interiorNumber: null,
      postalCode: '06600',
      neighborhood: 'Juárez',
      municipality: 'Cuauhtémoc',
      city: 'Ciudad de México',
      state: 'CIUDAD DE MEXICO',
    },
  },
};
export const notRegistered = { isRegistered: false, client: null };

export const curpFound = foundInMexico;
const place = {
  postalCode: '06600',
  municipality: 'Cuauhtémoc',
  city: 'Ciudad de México',
  state: 'CIUDAD DE MEXICO',
};
export const postalCodes = {
  postalCodes: [
    { ...place, neighborhood: 'Juárez' },
    { ...place, neighborhood: 'Roma Norte' },
  ],
};

export const VALID_FINISH = {
  email: 'maria.lopez@correo.mx',
  addressType: 'RENTED',
  monthlyRent: '3500',
  movedInSince: '2020-03',
  maritalStatus: 'SINGLE',
  status: 'EMPLOYED',
  economicDependents: '1',
  companyName: 'Abarrotes Lupita',
  position: 'Cajera',
  monthlySalary: '12000',
  startDate: '2019-06',
  '0.fullName': 'Pedro López',
  '0.phoneNumber': '5511112222',
  '1.fullName': 'Rosa García',
  '1.phoneNumber': '5533334444',
} as const;

export const processed = (status: string) => ({
  id: 'a-1',
  status,
  processedAt: status === 'PASSED_PRELIMINARY_MODEL' ? null : '2026-01-15T12:00:00.000Z',
  rejectionReason: status === 'REJECTED' ? 'FICO_SCORE_TOO_LOW' : null,
});
