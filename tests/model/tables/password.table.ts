/**
 * The password flow's table (spec §5 "Reset password: min 8 chars, confirmation must match, submit disabled until
 * valid"; "Forgot password: e-mail valid and required"; the unused confirmation texts of §5; §8's two refusals).
 */
import type { FieldRow, FlowTable } from './table.ts';

const REQUIRED = 'El campo es requerido';
const INVALID = 'El dato ingresado no es válido';
/** §5 gives 'at least N dígitos'; a password counts characters (the field's hint says 'caracteres'). */
const TOO_SHORT = 'El campo debe tener al menos 8 caracteres';
const NEW = 'NuevaClave2026';

const reset = (field: string, row: Omit<FieldRow, 'form' | 'field' | 'rule'>): FieldRow => ({
  form: 'reset',
  field,
  rule: field === 'password' ? 'machines/password.machine.ts PASSWORD_MIN_LENGTH' : 'password.confirmation',
  ...row,
});

export const PASSWORD_TABLE: FlowTable = {
  flow: 'password',
  fields: [
    { form: 'forgot', field: 'email', class: 'empty', value: '', expect: REQUIRED, rule: 'fields.email' },
    {
      form: 'forgot',
      field: 'email',
      class: 'format:sin arroba',
      value: 'ana.correo.mx',
      expect: INVALID,
      rule: 'fields.email',
    },
    {
      form: 'forgot',
      field: 'email',
      class: 'format:sin dominio',
      value: 'ana@correo',
      expect: INVALID,
      rule: 'fields.email',
    },
    {
      form: 'forgot',
      field: 'email',
      class: 'format:válido',
      value: 'ana@correo.mx',
      expect: null,
      rule: 'fields.email',
    },
    reset('password', { class: 'empty', value: '', expect: REQUIRED }),
    reset('password', { class: 'below-min', value: 'Clave26', expect: TOO_SHORT }),
    reset('password', { class: 'min', value: 'Clave202', expect: null }),
    reset('confirmation', {
      class: 'empty',
      value: '',
      partner: { field: 'password', value: NEW },
      expect: 'La confirmación de la contraseña es requerida',
    }),
    reset('confirmation', {
      class: 'different',
      value: 'NuevaClave2025',
      partner: { field: 'password', value: NEW },
      expect: 'Las contraseñas ingresadas son diferentes',
    }),
    reset('confirmation', {
      class: 'same',
      value: NEW,
      partner: { field: 'password', value: NEW },
      expect: null,
    }),
  ],
  bounds: [],
  coveredBy: {
    'machines/password.machine.ts minCharacters(PASSWORD_MIN_LENGTH)':
      'the reset.password rows (7 refused, 8 accepted)',
  },
  refusals: [
    { code: '404', expect: 'Has ingresado un correo electrónico no registrado' },
    { code: 'reset', expect: 'No se pudo restablecer la contraseña, vuelva a intentarlo.' },
  ],
};
