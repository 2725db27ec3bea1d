/**
 * The spec's promoter sign-in (§2 "Promoter area", §6 "Business / promoter", §7 POST /promoters/signin, §8
 * "Promoter not found" / "Promoter NIP", §9 field sizes), copied from the spec.
 */
import { ALERT_MS, COUNTDOWN_TICK_MS, MESSAGES, RESEND_WAIT_S } from '../../model/oracle/spec.ts';

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
    /** §8 "Resend compliance or signature code fails" (issue 23: the promoter's NIP has its resend too). */
    resendFailed: 'No pudimos reenviar el NIP.',
    /** The resend countdown as the customer's NIP shows it (the design's wording). */
    resendWait: (seconds: number) => `Podrás pedir un nuevo NIP en ${seconds} s`,
    required: MESSAGES.required,
    minDigits: MESSAGES.minDigits,
  },
  /** §6 "signs in with phone number only"; §5/§9: phone 10 digits, NIP 6. */
  sizes: { phone: 10, nip: 6 },
  errorMs: ALERT_MS.error,
  /** §9 "Resend waits: 60 s": one tick a second. */
  resendSeconds: RESEND_WAIT_S,
  tickMs: COUNTDOWN_TICK_MS,
} as const;
