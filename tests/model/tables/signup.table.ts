/**
 * The sign-up flow's table (spec §5 "Account step": e-mail valid and required, phoneNumber exactly 10, password at
 * least 8, required; §8: the sign-up's refusals by code). The account step is checked on submit (§5).
 */
import type { FieldRow, FlowTable } from './table.ts';

const REQUIRED = 'El campo es requerido';
const INVALID = 'El dato ingresado no es válido';

const account = (field: string, row: Omit<FieldRow, 'form' | 'field' | 'rule'>): FieldRow => ({
  form: 'account',
  field,
  rule: `validation.accountRules.${field}`,
  ...row,
});

type Row = Omit<FieldRow, 'form' | 'field' | 'rule'> & { rule?: string };
const personal = (field: string, row: Row): FieldRow => ({
  form: 'personal',
  field,
  rule: `validation.personalDataRules.${field}`,
  ...row,
});
const verify = (row: Row): FieldRow => ({
  form: 'verify',
  field: 'activationCode',
  rule: 'machines/signup/form.ts exactDigits(ACTIVATION_CODE_LENGTH)',
  ...row,
});

export const SIGNUP_TABLE: FlowTable = {
  flow: 'signup',
  fields: [
    account('email', { class: 'empty', value: '', expect: REQUIRED }),
    account('email', { class: 'format:sin arroba', value: 'ana.torres.correo.mx', expect: INVALID }),
    account('email', { class: 'format:sin dominio', value: 'ana.torres@correo', expect: INVALID }),
    account('email', { class: 'format:válido', value: 'ana.torres@correo.mx', expect: null }),
    account('phoneNumber', { class: 'empty', value: '', expect: REQUIRED }),
    account('phoneNumber', {
      class: 'below-min',
      value: '551234567',
      expect: 'El campo debe tener al menos 10 dígitos',
    }),
    account('phoneNumber', { class: 'min', value: '5512345678', expect: null }),
    account('password', { class: 'empty', value: '', expect: REQUIRED }),
    // §5 "at least 8": 6 and 7 characters refused (the gap: only 5 and 8 or more were ever typed).
    account('password', {
      class: 'below-min',
      value: 'Clave26',
      expect: 'El campo debe tener al menos 8 caracteres',
    }),
    account('password', {
      class: 'format:6 caracteres',
      value: 'Clav26',
      expect: 'El campo debe tener al menos 8 caracteres',
    }),
    account('password', { class: 'min', value: 'Clave202', expect: null }),

    // §5 personal data (manual mode, checked on every change; 'Crear cuenta' shows every error). The model's day
    // is 2026-01-15: born 2008-01-16 is 17, 2008-01-15 18 today, 1956-01-16 69, 1956-01-15 70 today.
    ...(['name', 'firstSurname', 'secondSurname'] as const).flatMap((field) => [
      personal(field, { class: 'empty', value: '', expect: REQUIRED }),
      personal(field, { class: 'format:solo espacios', value: '   ', expect: REQUIRED }),
    ]),
    personal('name', { class: 'format:acentos y espacios', value: 'José Ángel', expect: null }),
    personal('firstSurname', { class: 'format:compuesto', value: 'de la Torre', expect: null }),
    personal('secondSurname', { class: 'format:ñ', value: 'Muñoz', expect: null }),
    ...(['sex', 'nationality', 'countryOfBirth', 'stateOfBirth'] as const).map((field) =>
      personal(field, { class: 'empty', value: '', expect: REQUIRED }),
    ),
    personal('sex', { class: 'format:H', value: 'H', expect: null }),
    personal('nationality', { class: 'format:mexicana', value: 'MEXICO', expect: null }),
    personal('countryOfBirth', { class: 'format:México', value: 'MEXICO', expect: null }),
    personal('dateOfBirth', { class: 'format:válida', value: '1995/07/17', expect: null }),
    personal('stateOfBirth', { class: 'format:otra entidad', value: 'OAXACA', expect: null }),
    personal('dateOfBirth', { class: 'format:fecha imposible', value: '1995/02/30', expect: INVALID }),
    personal('dateOfBirth', {
      class: 'below-min',
      value: '2008/01/16',
      expect: 'Debes tener al menos 18 años',
      rule: 'validation.MIN_AGE',
    }),
    personal('dateOfBirth', { class: 'min', value: '2008/01/15', expect: null, rule: 'validation.MIN_AGE' }),
    personal('dateOfBirth', {
      class: 'max',
      value: '1956/01/16',
      expect: null,
      rule: 'validation.MAX_AGE_EXCLUSIVE',
    }),
    personal('dateOfBirth', {
      class: 'above-max',
      value: '1956/01/15',
      expect: 'Debes ser menor de 70 años',
      rule: 'validation.MAX_AGE_EXCLUSIVE',
    }),
    // §5 RFC exactly 13 ('its max-length message wrongly says the minimum': the project says the maximum, the
    // generic text of §5), then its structure and check character (GODE561231GR8, the SAT's own example).
    personal('taxpayerId', { class: 'empty', value: '', expect: REQUIRED }),
    personal('taxpayerId', {
      class: 'below-min',
      value: 'GODE561231GR',
      expect: 'El campo debe tener al menos 13 dígitos',
    }),
    personal('taxpayerId', { class: 'min', value: 'GODE561231GR8', expect: null }),
    personal('taxpayerId', {
      class: 'above-max',
      value: 'GODE561231GR81',
      expect: 'El campo debe tener al máximo 13 dígitos',
    }),
    personal('taxpayerId', { class: 'format:estructura', value: '1ODE561231GR8', expect: INVALID }),
    // §5 curp exactly 18, then its structure (typed over the one the form generates).
    personal('curp', {
      class: 'below-min',
      value: 'LOGF900514MJCPRR0',
      expect: 'El campo debe tener al menos 18 dígitos',
    }),
    personal('curp', { class: 'min', value: 'LOGF900514MJCPRR02', expect: null }),
    personal('curp', {
      class: 'above-max',
      value: 'LOGF900514MJCPRR021',
      expect: 'El campo debe tener al máximo 18 dígitos',
    }),
    personal('curp', { class: 'format:estructura', value: 'LOGF9005141JCPRR02', expect: INVALID }),
    personal('termsAndConditions', {
      class: 'empty',
      value: 'false',
      expect: 'Debes aceptar los términos y condiciones',
    }),
    personal('termsAndConditions', { class: 'format:aceptados', value: 'true', expect: null }),
    // §5 verification: the code exactly 4, required (the input keeps 4 digits: nothing longer is ever held).
    verify({ class: 'empty', value: '', expect: REQUIRED }),
    verify({ class: 'below-min', value: '482', expect: 'El campo debe tener al menos 4 dígitos' }),
    verify({ class: 'min', value: '4821', expect: null }),
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
