/**
 * Made-up people of the sandbox: the CURP registry personas, the existing client whose data makes the CURP
 * lookup answer 409, and the promoters. All CURPs carry valid RENAPO check digits (`src/domain/curp.ts`).
 * The tables in `server/catalog/README.md` list the same data for QA; keep both in step.
 */
import type { StoreSeed } from './stores.ts';

export interface CurpPersona {
  readonly curp: string;
  readonly name: string;
  readonly firstSurname: string;
  readonly secondSurname: string;
  readonly sex: 'H' | 'M';
  readonly nationality: string;
  readonly countryOfBirth: string;
  readonly stateOfBirth: string;
  /** yyyy-mm-dd */
  readonly dateOfBirth: string;
}

export const CURP_PERSONAS: readonly CurpPersona[] = [
  {
    curp: 'LOGF900514MJCPRR02',
    name: 'MARIA FERNANDA',
    firstSurname: 'LOPEZ',
    secondSurname: 'GARCIA',
    sex: 'M',
    nationality: 'MEXICO',
    countryOfBirth: 'MEXICO',
    stateOfBirth: 'JALISCO',
    dateOfBirth: '1990-05-14',
  },
  {
    curp: 'PESJ851102HDFRTN01',
    name: 'JUAN CARLOS',
    firstSurname: 'PEREZ',
    secondSurname: 'SOTO',
    sex: 'H',
    nationality: 'MEXICO',
    countryOfBirth: 'MEXICO',
    stateOfBirth: 'CIUDAD DE MEXICO',
    dateOfBirth: '1985-11-02',
  },
  {
    curp: 'JORE920321MNEHZM05',
    name: 'EMMA',
    firstSurname: 'JOHNSON',
    secondSurname: 'RUIZ',
    sex: 'M',
    nationality: 'ESTADOS UNIDOS',
    countryOfBirth: 'ESTADOS UNIDOS',
    stateOfBirth: 'NE',
    dateOfBirth: '1992-03-21',
  },
  {
    curp: 'HEDR780830HNLRZB08',
    name: 'ROBERTO',
    firstSurname: 'HERNANDEZ',
    secondSurname: 'DIAZ',
    sex: 'H',
    nationality: 'MEXICO',
    countryOfBirth: 'MEXICO',
    stateOfBirth: 'NUEVO LEON',
    dateOfBirth: '1978-08-30',
  },
];

/** The seeded, activated client with ROBERTO HERNANDEZ DIAZ's data: his CURP lookup answers 409. */
export const EXISTING_CLIENT = {
  id: 'c0000000-0000-4000-8000-000000000409',
  curp: 'HEDR780830HNLRZB08',
  taxpayerId: 'HEDR780830DM4',
  email: 'roberto.hernandez@example.com',
  phoneNumber: '8112345678',
  /** Documented in the README so QA can sign in as him. */
  password: 'Sandbox-Roberto-78',
  referralCode: 'ROBERTO78',
  identificationNumber: '1000409',
  settingsId: 'c5000000-0000-4000-8000-000000000409',
} as const;

export interface PromoterSeed {
  readonly id: string;
  readonly name: string;
  readonly firstSurname: string;
  readonly secondSurname: string;
  readonly email: string;
  readonly phoneNumber: string;
  /** `StoreSeed.number` of the store the promoter works at. */
  readonly storeNumber: StoreSeed['number'];
}

export const PROMOTERS: readonly PromoterSeed[] = [
  {
    id: 'e0000000-0000-4000-8000-000000000001',
    name: 'Ana Sofía',
    firstSurname: 'Ramírez',
    secondSurname: 'Núñez',
    email: 'ana.ramirez@promotores.example.com',
    phoneNumber: '5550000001',
    storeNumber: 17,
  },
  {
    id: 'e0000000-0000-4000-8000-000000000002',
    name: 'Luis Ángel',
    firstSurname: 'Martínez',
    secondSurname: 'Ochoa',
    email: 'luis.martinez@promotores.example.com',
    phoneNumber: '5550000002',
    storeNumber: 25,
  },
  {
    id: 'e0000000-0000-4000-8000-000000000003',
    name: 'Guadalupe',
    firstSurname: 'Treviño',
    secondSurname: 'Salas',
    email: 'guadalupe.trevino@promotores.example.com',
    phoneNumber: '5550000003',
    storeNumber: 9,
  },
  {
    id: 'e0000000-0000-4000-8000-000000000004',
    name: 'Jesús',
    firstSurname: 'Peña',
    secondSurname: 'Villaseñor',
    email: 'jesus.pena@promotores.example.com',
    phoneNumber: '5550000004',
    storeNumber: 41,
  },
];
