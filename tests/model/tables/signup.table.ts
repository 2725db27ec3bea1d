/**
 * The sign-up flow's table (spec §5 "Account step": e-mail valid and required, phoneNumber exactly 10, password at
 * least 8, required; §8: the sign-up's refusals by code). The account step is checked on submit (§5).
 */
import { type FlowTable, fieldOf, rows } from './table.ts';

const REQUIRED = 'El campo es requerido';
const INVALID = 'El dato ingresado no es válido';

const account = (field: string) => fieldOf('account', field, `validation.accountRules.${field}`);
const personal = (field: string, rule = `validation.personalDataRules.${field}`) =>
  fieldOf('personal', field, rule);
const verify = fieldOf(
  'verify',
  'activationCode',
  'machines/signup/form.ts exactDigits(ACTIVATION_CODE_LENGTH)',
);
const atLeast = (n: number, unit = 'dígitos') => `El campo debe tener al menos ${n} ${unit}`;
const atMost = (n: number) => `El campo debe tener al máximo ${n} dígitos`;

export const SIGNUP_TABLE: FlowTable = {
  flow: 'signup',
  fields: [
    ...rows(account('email'), [
      ['empty', '', REQUIRED],
      ['format:sin arroba', 'ana.torres.correo.mx', INVALID],
      ['format:sin dominio', 'ana.torres@correo', INVALID],
      ['format:válido', 'ana.torres@correo.mx', null],
    ]),
    ...rows(account('phoneNumber'), [
      ['empty', '', REQUIRED],
      ['below-min', '551234567', atLeast(10)],
      ['min', '5512345678', null],
    ]),
    // §5 "at least 8": 6 and 7 characters refused (the gap: only 5 and 8 or more were ever typed).
    ...rows(account('password'), [
      ['empty', '', REQUIRED],
      ['below-min', 'Clave26', atLeast(8, 'caracteres')],
      ['format:6 caracteres', 'Clav26', atLeast(8, 'caracteres')],
      ['min', 'Clave202', null],
    ]),

    // §5 personal data (manual mode, checked on every change; 'Crear cuenta' shows every error). The model's day
    // is 2026-01-15: born 2008-01-16 is 17, 2008-01-15 18 today, 1956-01-16 69, 1956-01-15 70 today.
    ...(['name', 'firstSurname', 'secondSurname'] as const).flatMap((field) =>
      rows(personal(field), [
        ['empty', '', REQUIRED],
        ['format:solo espacios', '   ', REQUIRED],
      ]),
    ),
    ...rows(personal('name'), [['format:acentos y espacios', 'José Ángel', null]]),
    ...rows(personal('firstSurname'), [['format:compuesto', 'de la Torre', null]]),
    ...rows(personal('secondSurname'), [['format:ñ', 'Muñoz', null]]),
    ...(['sex', 'nationality', 'countryOfBirth', 'stateOfBirth'] as const).flatMap((field) =>
      rows(personal(field), [['empty', '', REQUIRED]]),
    ),
    ...rows(personal('sex'), [['format:H', 'H', null]]),
    ...rows(personal('nationality'), [['format:mexicana', 'MEXICO', null]]),
    ...rows(personal('countryOfBirth'), [['format:México', 'MEXICO', null]]),
    ...rows(personal('dateOfBirth'), [['format:válida', '1995/07/17', null]]),
    ...rows(personal('stateOfBirth'), [['format:otra entidad', 'OAXACA', null]]),
    ...rows(personal('dateOfBirth'), [['format:fecha imposible', '1995/02/30', INVALID]]),
    ...rows(personal('dateOfBirth', 'validation.MIN_AGE'), [
      ['below-min', '2008/01/16', 'Debes tener al menos 18 años'],
      ['min', '2008/01/15', null],
    ]),
    ...rows(personal('dateOfBirth', 'validation.MAX_AGE_EXCLUSIVE'), [
      ['max', '1956/01/16', null],
      ['above-max', '1956/01/15', 'Debes ser menor de 70 años'],
    ]),
    // §5 RFC exactly 13 ('its max-length message wrongly says the minimum': the project says the maximum, the
    // generic text of §5), then its structure and check character (GODE561231GR8, the SAT's own example).
    ...rows(personal('taxpayerId'), [
      ['empty', '', REQUIRED],
      ['below-min', 'GODE561231GR', atLeast(13)],
      ['min', 'GODE561231GR8', null],
      ['above-max', 'GODE561231GR81', atMost(13)],
      ['format:estructura', '1ODE561231GR8', INVALID],
    ]),
    // §5 curp exactly 18, then its structure (typed over the one the form generates).
    ...rows(personal('curp'), [
      ['below-min', 'LOGF900514MJCPRR0', atLeast(18)],
      ['min', 'LOGF900514MJCPRR02', null],
      ['above-max', 'LOGF900514MJCPRR021', atMost(18)],
      ['format:estructura', 'LOGF9005141JCPRR02', INVALID],
    ]),
    ...rows(personal('termsAndConditions'), [
      ['empty', 'false', 'Debes aceptar los términos y condiciones'],
      ['format:aceptados', 'true', null],
    ]),
    // §5 verification: the code exactly 4, required (the input keeps 4 digits: nothing longer is ever held).
    ...rows(verify, [
      ['empty', '', REQUIRED],
      ['below-min', '482', atLeast(4)],
      ['min', '4821', null],
    ]),
  ],
  bounds: [],
  refusals: [
    {
      code: 'EMAIL_OR_PHONE_TAKEN',
      expect: 'Has ingresado un correo electrónico y/o número de teléfono que ya está asociado a una cuenta.',
    },
    { code: 'CURP 409', expect: 'Una cuenta con los mismos datos personales ya se encuentra registrada' },
    { code: 'WRONG_ACTIVATION_CODE', expect: 'Has ingresado un código incorrecto.' },
  ],
  coveredBy: {
    'validation.personalDataRules.curp':
      "signup.model.ts: the CURP search's 18-character lookup and the manual CURP built from the form",
    'machines/signup/form.ts ACTIVATION_CODE_LENGTH': "the rows verify.activationCode (exactDigits's size)",
  },
};
