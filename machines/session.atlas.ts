/** The session for product owners and QA (statecharts/index.html): states titled as what the app shows. */
import { defineAtlas } from './shared/atlas';

export const sessionAtlas = defineAtlas({
  titles: {
    anonymous: 'Sin sesión (login)',
    client: 'Sesión de cliente',
    suspended: 'Cuenta suspendida',
    ephemeral: 'Cuenta sin verificar',
    business: 'Sesión de promotor',
    profileFailed: 'No se pudo cargar el perfil',
  },
  labels: {
    LOGIN: 'Inicia sesión (token nuevo)',
    LOGOUT: 'Cierra sesión',
    'always [hasNoToken]': 'Sin token guardado',
    'always [isTokenUnusable]': 'Token caducado o de otra audiencia',
    'always [isEphemeralToken]': 'Token de cuenta sin verificar',
    'always [isBusinessToken]': 'Token de promotor',
    always: 'Token de cliente',
    'done: clients.me [isSuspendedProfile]': 'Perfil suspendido',
    'done: clients.me': 'Perfil cargado',
    'error: clients.me [isProfileGone]': 'El perfil ya no existe',
    'error: clients.me': 'Falla al cargar el perfil',
    'done: promoters.me': 'Perfil de promotor cargado',
    'error: promoters.me [isProfileGone]': 'El promotor ya no existe',
    'error: promoters.me': 'Falla al cargar el perfil',
    'PROFILE.RELOAD': 'Recarga el perfil',
    'PROFILE.UPDATED [isSuspendedProfile]': 'El perfil queda suspendido',
    'PROFILE.UPDATED': '',
    RETRY: 'Reintentar',
  },
  happyPath: { name: 'Entra como cliente', screens: ['anonymous', 'client'] },
});
