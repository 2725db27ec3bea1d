/**
 * The password flow's table (spec §5 "Reset password: min 8 chars, confirmation must match, submit disabled until
 * valid"; "Forgot password: e-mail valid and required"; the unused confirmation texts of §5; §8's two refusals).
 */
import { type FlowTable, fieldOf, rows } from './table.ts';

const REQUIRED = 'El campo es requerido';
const INVALID = 'El dato ingresado no es válido';
/** §5 gives 'at least N dígitos'; a password counts characters (the field's hint says 'caracteres'). */
const TOO_SHORT = 'El campo debe tener al menos 8 caracteres';
const NEW = 'NuevaClave2026';

const reset = (field: 'password' | 'confirmation') =>
  field === 'password'
    ? fieldOf('reset', field, 'machines/password.machine.ts PASSWORD_MIN_LENGTH')
    : fieldOf('reset', field, 'password.confirmation', { partner: { field: 'password', value: NEW } });

export const PASSWORD_TABLE: FlowTable = {
  flow: 'password',
  fields: [
    ...rows(fieldOf('forgot', 'email', 'fields.email'), [
      ['empty', '', REQUIRED],
      ['format:sin arroba', 'ana.correo.mx', INVALID],
      ['format:sin dominio', 'ana@correo', INVALID],
      ['format:válido', 'ana@correo.mx', null],
    ]),
    ...rows(reset('password'), [
      ['empty', '', REQUIRED],
      ['below-min', 'Clave26', TOO_SHORT],
      ['min', 'Clave202', null],
    ]),
    ...rows(reset('confirmation'), [
      ['empty', '', 'La confirmación de la contraseña es requerida'],
      ['different', 'NuevaClave2025', 'Las contraseñas ingresadas son diferentes'],
      ['same', NEW, null],
    ]),
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
