/**
 * The signing flow's table (spec §5 "Signing": CLABE 18 digits plus matching confirmation, the unused CLABE
 * confirmation texts of §5; the signing PIN 6 digits; §8: wrong signing PIN, no date chosen).
 */
import type { FieldRow, FlowTable } from './table.ts';

/** The CLABE's check digit, the banks' published rule: weights 3, 7, 1 over 17 digits, sum mod 10, 10 − it mod 10. */
export function clabeWith(first17: string): string {
  const weights = [3, 7, 1];
  const sum = [...first17].reduce((acc, digit, i) => acc + ((Number(digit) * weights[i % 3]!) % 10), 0);
  return `${first17}${(10 - (sum % 10)) % 10}`;
}

/** Two valid CLABEs of bank 012 (BBVA), different accounts. */
export const CLABE_A = clabeWith('01218000123456789');
export const CLABE_B = clabeWith('01218000198765432');
const wrongCheck = `${CLABE_A.slice(0, 17)}${(Number(CLABE_A[17]) + 1) % 10}`;

const clabe = (row: Omit<FieldRow, 'form' | 'field' | 'rule'>): FieldRow => ({
  form: 'clabe',
  field: 'clabe',
  rule: 'clabe.validateClabe',
  ...row,
});
const confirmation = (row: Omit<FieldRow, 'form' | 'field' | 'rule' | 'partner'>): FieldRow => ({
  form: 'clabe',
  field: 'confirmation',
  rule: 'clabe.validateClabeConfirmation',
  partner: { field: 'clabe', value: CLABE_A },
  ...row,
});

export const SIGNING_TABLE: FlowTable = {
  flow: 'signing',
  fields: [
    clabe({ class: 'empty', value: '', expect: 'El campo es requerido' }),
    clabe({
      class: 'below-min',
      value: CLABE_A.slice(0, 17),
      expect: 'El campo debe tener al menos 18 dígitos',
    }),
    clabe({ class: 'min', value: CLABE_A, expect: null }),
    clabe({
      class: 'format:dígito verificador erróneo',
      value: wrongCheck,
      expect: 'El dato ingresado no es válido',
    }),
    confirmation({ class: 'empty', value: '', expect: 'La confirmación de la CLABE es requerida' }),
    confirmation({ class: 'different', value: CLABE_B, expect: 'Las CLABEs ingresadas son diferentes' }),
    confirmation({ class: 'same', value: CLABE_A, expect: null }),
  ],
  bounds: [],
  refusals: [],
  coveredBy: {
    'clabe.CLABE_LENGTH':
      'the CLABE rows above: 17 digits refused, 18 accepted (19 are cut to 18: signing.entry.ts)',
    'machines/signing/messages.ts NIP_LENGTH': 'signing.entry.ts: the PIN empty, at 5, 6 and 7 digits',
  },
};
