/**
 * Bank names by the 3-digit bank code a CLABE starts with (Banxico's participant codes of the SPEI), for the
 * CLABE step: the user sees which bank the typed account belongs to. Pure data.
 */
import { clabeBankCode } from './clabe';

export const BANKS: Readonly<Record<string, string>> = {
  '002': 'BANAMEX',
  '006': 'BANCOMEXT',
  '009': 'BANOBRAS',
  '012': 'BBVA MÉXICO',
  '014': 'SANTANDER',
  '019': 'BANJERCITO',
  '021': 'HSBC',
  '030': 'BAJÍO',
  '036': 'INBURSA',
  '042': 'MIFEL',
  '044': 'SCOTIABANK',
  '058': 'BANREGIO',
  '059': 'INVEX',
  '060': 'BANSI',
  '062': 'AFIRME',
  '072': 'BANORTE',
  '106': 'BANK OF AMERICA',
  '112': 'BMONEX',
  '113': 'VE POR MAS',
  '127': 'AZTECA',
  '128': 'AUTOFIN',
  '130': 'COMPARTAMOS',
  '132': 'MULTIVA BANCO',
  '136': 'INTERCAM BANCO',
  '137': 'BANCOPPEL',
  '138': 'ABC CAPITAL',
  '140': 'CONSUBANCO',
  '145': 'BBASE',
  '147': 'BANKAOOL',
  '148': 'PAGATODO',
  '150': 'INMOBILIARIO',
  '152': 'BANCREA',
  '155': 'ICBC',
  '156': 'SABADELL',
  '166': 'BANCO DEL BIENESTAR',
  '638': 'NU MÉXICO',
  '646': 'STP',
  '722': 'MERCADO PAGO W',
};

/** The bank of a CLABE (18 digits), or null when it is not 18 digits or the code is unknown. */
export function bankNameOf(clabe: string): string | null {
  const code = clabeBankCode(clabe);
  return code === null ? null : (BANKS[code] ?? null);
}
