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
  },
  pending: {
    ...Object.fromEntries(
      [
        'name',
        'firstSurname',
        'secondSurname',
        'sex',
        'nationality',
        'countryOfBirth',
        'stateOfBirth',
        'dateOfBirth',
        'taxpayerId',
        'termsAndConditions',
      ].map((field) => [
        `validation.personalDataRules.${field}`,
        'the personal-data step field by field: signup.form.test.ts, signup.fields.test.ts (not a model walk yet)',
      ]),
    ),
    'validation.MIN_AGE':
      'signup.form.test.ts: 18 on the birthday, not the day before (not a model walk yet)',
    'validation.MAX_AGE_EXCLUSIVE': 'tests/unit/domain/validation.test.ts (not a model walk yet)',
    'machines/signup/form.ts exactDigits(ACTIVATION_CODE_LENGTH)':
      'signup.steps.test.ts: a 3-digit code refused (not a model walk yet)',
    'machines/signup/form.ts ACTIVATION_CODE_LENGTH': 'as exactDigits(ACTIVATION_CODE_LENGTH)',
  },
};
