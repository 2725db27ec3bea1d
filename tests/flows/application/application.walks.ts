/**
 * Edge walks of the application model (issue 40), each a class of a §5 rule the generated paths never pick: a
 * postal code changed after its lookup and looked up again, the second lookup failing, or cut to four digits while
 * its lookup runs; the move-in month and the job's start month on both sides of today; every housing type but
 * RENTED, with no rent. What each must give is
 * the oracle's (application.checks.ts `checkPostalCode`, `checkPastDates`; application.bounds.ts `checkAddress`),
 * from the spec; these only choose the data.
 */
import type { EventObject } from 'xstate';
import { NOW } from '../../fixtures/samples.ts';
import type { ClassWalk } from '../../model/harness/classes.ts';
import { addressReady, employmentReady } from './application.classes.ts';
import { apiError, done, failed } from './application.model.ts';

const STORE = 'compra en tienda, perfil nuevo';
const address = (field: string, value: string): EventObject =>
  ({ type: 'ADDRESS.CHANGE', field, value }) as EventObject;
const employment = (field: string, value: string): EventObject =>
  ({ type: 'EMPLOYMENT.CHANGE', field, value }) as EventObject;
const lookupFailed = (status: number): EventObject => failed('catalog.lookupPostalCode', apiError(status));

const lookupFound = (postalCode: string): EventObject =>
  done('catalog.lookupPostalCode', {
    postalCodes: [
      {
        postalCode,
        neighborhood: 'Juárez',
        municipality: 'Cuauhtémoc',
        city: 'Ciudad de México',
        state: 'Ciudad de México',
      },
    ],
  });

/**
 * §5 "Postal code 5 digits and looked up; not found gives 'El código postal ingresado no es válido'": the lookup
 * counts for the code it looked up only. A code found, then changed to another and looked up again with that
 * second lookup failing (not in the catalogue, or the call failed), is not valid on 'Continuar' although a lookup
 * once succeeded.
 */
const postalCodeWalks: ClassWalk[] = [
  ...[404, 503].map((status) => ({
    name: `código postal cambiado tras su consulta, segunda consulta fallida (HTTP ${status})`,
    input: STORE,
    from: addressReady,
    events: [address('postalCode', '06600'), lookupFailed(status), { type: 'ADDRESS.SUBMIT' }],
    machineOnly: true,
  })),
  // A digit taken back while the code's lookup runs: its answer, arriving after, is for a code no longer typed.
  {
    name: 'código postal con un dígito borrado durante su consulta, la respuesta llega después',
    input: STORE,
    from: addressReady,
    events: [
      address('postalCode', '06600'),
      address('postalCode', '0660'),
      lookupFound('06600'),
      { type: 'ADDRESS.SUBMIT' },
    ],
    machineOnly: true,
  },
];

/** Month and year (`MM`, `YYYY`) `offset` months from the model's day, in Mexico City (computed here, not by the app). */
function monthFrom(offset: number): [string, string] {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date(NOW))
    .split('-')
    .map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  return [String((index % 12) + 1).padStart(2, '0'), String(Math.floor(index / 12))];
}

/**
 * §5 "Move-in date must be in the past: 'La fecha debe ser menor al día de hoy'" and the employment's "start month
 * and year (past date)": the rule binds both ways only with months around today — last month (before today), this
 * month (its first day is before today, the 15th), next month and a year ahead (not before today).
 */
const MONTHS: ReadonlyArray<readonly [string, number]> = [
  ['el mes pasado', -1],
  ['este mes', 0],
  ['el mes próximo', 1],
  ['dentro de un año', 12],
];
const pastDateWalks: ClassWalk[] = MONTHS.flatMap(([label, offset]) => {
  const [month, year] = monthFrom(offset);
  return [
    {
      name: `domicilio desde ${label} (${month}/${year})`,
      input: STORE,
      from: addressReady,
      events: [address('movedInMonth', month), address('movedInYear', year), { type: 'ADDRESS.SUBMIT' }],
      machineOnly: true,
    },
    {
      name: `empleo desde ${label} (${month}/${year})`,
      input: STORE,
      from: employmentReady,
      events: [employment('startMonth', month), employment('startYear', year), { type: 'EMPLOYMENT.SUBMIT' }],
      machineOnly: true,
    },
  ];
});

/**
 * §5 "monthlyRent (only if RENTED)" and "Housing types: OWNED, RENTED, GUEST, MORTGAGE": every other type goes on
 * with no rent typed (the rent cleared first, so a rule that asked it of another type would bind).
 */
const housingWalks: ClassWalk[] = ['OWNED', 'GUEST', 'MORTGAGE'].map((type) => ({
  name: `vivienda ${type} sin renta`,
  input: STORE,
  from: addressReady,
  events: [address('monthlyRent', ''), address('addressType', type), { type: 'ADDRESS.SUBMIT' }],
  machineOnly: true,
}));

export const APPLICATION_EDGE_WALKS: readonly ClassWalk[] = [
  ...postalCodeWalks,
  ...pastDateWalks,
  ...housingWalks,
];
