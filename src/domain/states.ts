/**
 * Birth places for the personal-data step (spec §3): the 32 federal entities, each with its form value,
 * its Spanish label and its two-letter code from RENAPO's "Catálogo de claves de entidades federativas"
 * (Instructivo Normativo para la Asignación de la CURP), plus NE for people born abroad.
 */
import { normalizeName } from './names.ts';

export interface State {
  /** Value sent to the API, upper case without accents (`NUEVO LEON`). */
  readonly value: string;
  /** Spanish label shown in the select (`Nuevo León`). */
  readonly label: string;
  /** Two-letter CURP code (`NL`). */
  readonly curpCode: string;
}

// code|value|label, one state per entry: compact in the bundle.
const TABLE =
  'AS|AGUASCALIENTES|Aguascalientes;BC|BAJA CALIFORNIA|Baja California;BS|BAJA CALIFORNIA SUR|Baja California Sur;' +
  'CC|CAMPECHE|Campeche;CS|CHIAPAS|Chiapas;CH|CHIHUAHUA|Chihuahua;DF|CIUDAD DE MEXICO|Ciudad de México;' +
  'CL|COAHUILA|Coahuila;CM|COLIMA|Colima;DG|DURANGO|Durango;GT|GUANAJUATO|Guanajuato;GR|GUERRERO|Guerrero;' +
  'HG|HIDALGO|Hidalgo;JC|JALISCO|Jalisco;MC|MEXICO|Estado de México;MN|MICHOACAN|Michoacán;MS|MORELOS|Morelos;' +
  'NT|NAYARIT|Nayarit;NL|NUEVO LEON|Nuevo León;OC|OAXACA|Oaxaca;PL|PUEBLA|Puebla;QT|QUERETARO|Querétaro;' +
  'QR|QUINTANA ROO|Quintana Roo;SP|SAN LUIS POTOSI|San Luis Potosí;SL|SINALOA|Sinaloa;SR|SONORA|Sonora;' +
  'TC|TABASCO|Tabasco;TS|TAMAULIPAS|Tamaulipas;TL|TLAXCALA|Tlaxcala;VZ|VERACRUZ|Veracruz;YN|YUCATAN|Yucatán;' +
  'ZS|ZACATECAS|Zacatecas';

/** The 32 states in alphabetical order of their value. */
export const STATES: readonly State[] = TABLE.split(';').map((entry) => {
  const [curpCode, value, label] = entry.split('|') as [string, string, string];
  return { value, label, curpCode };
});

/** Born abroad: CURP code NE ("Nacido en el Extranjero"). Not one of the 32 states. */
export const BORN_ABROAD: State = {
  value: 'NACIDO EN EL EXTRANJERO',
  label: 'Nacido en el extranjero',
  curpCode: 'NE',
};

/** Every valid CURP entity code (the 32 states and NE). */
export const CURP_STATE_CODES: ReadonlySet<string> = new Set([...STATES.map((s) => s.curpCode), 'NE']);

export interface Country {
  readonly value: string;
  readonly label: string;
}

/** Countries offered for the birth country and the nationality: only Mexico (spec §3). */
export const MEXICO: Country = { value: 'MEXICO', label: 'México' };
export const COUNTRIES: readonly Country[] = [MEXICO];

export const isMexico = (country: string | null | undefined): boolean =>
  normalizeName(country) === MEXICO.value;

/**
 * Finds a state by its value, its CURP code or its label, ignoring case and accents
 * (`'Yucatán'`, `'YUCATAN'`, `'yn'` → Yucatán). `NE` or a born-abroad value gives `BORN_ABROAD`.
 */
export function findState(text: string | null | undefined): State | undefined {
  const key = normalizeName(text);
  if (!key) return undefined;
  if (key === BORN_ABROAD.curpCode || key === BORN_ABROAD.value) return BORN_ABROAD;
  return STATES.find((s) => s.value === key || s.curpCode === key || normalizeName(s.label) === key);
}

/**
 * The CURP entity code for a birth place: `NE` when the country of birth is given and is not Mexico,
 * otherwise the state's code; undefined when the state is unknown.
 */
export function curpStateCode(
  stateOfBirth: string | null | undefined,
  countryOfBirth?: string | null,
): string | undefined {
  if (countryOfBirth && !isMexico(countryOfBirth)) return BORN_ABROAD.curpCode;
  return findState(stateOfBirth)?.curpCode;
}
