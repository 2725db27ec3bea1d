/**
 * The spec's promoter sign-in (§2 "Promoter area", §6 "Business / promoter", §7 POST /promoters/signin, §8
 * "Promoter not found" / "Promoter NIP", §9 field sizes), copied from the spec.
 */
import { ALERT_MS, MESSAGES } from './spec.ts';

export const PROMOTER_SIGNIN_SPEC = {
  /** §2: /promotor (landing, not guarded). Heading: the spec names none; 'Acceso de promotores' is the design's. */
  screen: { route: '/promotor', heading: 'Acceso de promotores' },
  routes: ['/promotor'],
  texts: {
    /** §8 "Promoter not found": 404, else the generic one. */
    notFound: 'No se encontró el número de teléfono ingresado.',
    lookupFailed: 'Hubo un error intenta nuevamente',
    /** §8 "Promoter NIP": 422, else the generic one. */
    wrongNip: 'El nip ingresado es incorrecto',
    nipFailed: 'Hubo un error, vuelve a intentarlo',
    required: MESSAGES.required,
    minDigits: MESSAGES.minDigits,
  },
  /** §6 "signs in with phone number only"; §5/§9: phone 10 digits, NIP 6. */
  sizes: { phone: 10, nip: 6 },
  errorMs: ALERT_MS.error,
} as const;
