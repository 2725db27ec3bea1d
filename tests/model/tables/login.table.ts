/**
 * The login's table (spec §5 "Login: e-mail valid and required; password required"; §8 "Login fails": 'Has
 * ingresado un correo electrónico o contraseña incorrectos.', 5 s). The form is checked on submit. Every answer the
 * sign-in can refuse with: a wrong e-mail or password (401 INVALID_CREDENTIALS) and any other failure — a server
 * error, no answer, a 429 without words — say §8's text, whatever the server says; a 429 TOO_MANY_ATTEMPTS (the
 * project's limit of tries: docs/api.md) says the server's own text, which tells how long to wait (§8 has none).
 */
import { type FlowTable, fieldOf, rows } from './table.ts';

const REQUIRED = 'El campo es requerido';
const INVALID = 'El dato ingresado no es válido';
export const LOGIN_FAILED = 'Has ingresado un correo electrónico o contraseña incorrectos.';
/** What the sign-in's 429 says (the server's text, shown as it comes). */
export const TOO_MANY_SIGNINS = 'Demasiados intentos, vuelve a intentarlo en 14 minutos.';

const login = (field: string) => fieldOf('login', field, `login.${field}`);

export const LOGIN_TABLE: FlowTable = {
  flow: 'login',
  fields: [
    ...rows(login('email'), [
      ['empty', '', REQUIRED],
      ['format:solo espacios', '   ', REQUIRED],
      ['format:sin arroba', 'ana.correo.mx', INVALID],
      ['format:sin dominio', 'ana@correo', INVALID],
      ['format:con espacio', 'ana @correo.mx', INVALID],
      ['format:válido', 'ana.luisa@correo.com.mx', null],
    ]),
    // §5 gives the login's password no minimum: one character is sent (the server decides).
    ...rows(login('password'), [
      ['empty', '', REQUIRED],
      ['min', 'x', null],
    ]),
  ],
  bounds: [],
  refusals: [
    { code: 'INVALID_CREDENTIALS', expect: LOGIN_FAILED },
    { code: 'TOO_MANY_ATTEMPTS', expect: TOO_MANY_SIGNINS },
    { code: 'HTTP 401', expect: LOGIN_FAILED },
    { code: 'HTTP 429', expect: LOGIN_FAILED },
    { code: 'HTTP 500', expect: LOGIN_FAILED },
    { code: 'sin respuesta', expect: LOGIN_FAILED },
  ],
};
