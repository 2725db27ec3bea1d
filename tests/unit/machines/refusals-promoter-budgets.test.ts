/**
 * The fourth audit's refusals as the app words them (machines/shared/refusals.ts, texts of src/domain/limits.ts):
 * the client's consent-NIP budget used up across applications (the promoter's *permisos* screen and the customer's),
 * another application in progress at consent (not a wrong NIP), a promoter's filing limits; written out here from
 * the issue, not from the app's constants.
 */
import { describe, expect, it } from 'vitest';
import { isCodeLimit, isWrongCode, refusalText } from '../../../machines/shared/refusals';
import { refusal, SERVER_SAYS } from '../../fixtures/refusals';

const PHONE = '(55) 1234-5678';

describe('the app words the new refusals itself, whatever the server says', () => {
  const NIP =
    'Se superó el número de NIP permitidos hoy para esta cuenta. Vuelve a intentarlo en 3 horas y 5 minutos.';
  const TRIES =
    'Se superó el número de intentos de NIP permitidos para esta cuenta. Comunícate con soporte al';
  const CANCELLED =
    'El cliente canceló una solicitud que enviaste a su nombre: no puedes enviarle otra durante 30 días.';
  const IN_PROGRESS =
    'Esta cuenta ya tiene una solicitud en proceso: no se puede continuar con otra hasta que termine.';
  const CLIENT_TODAY = 'Ya enviaste 3 solicitudes hoy para este cliente. Vuelve a intentarlo en 1 minuto.';
  const TODAY = 'Ya enviaste 40 solicitudes hoy, el máximo por día. Vuelve a intentarlo en 2 horas.';
  const REFUSALS: [number, string, number | undefined, string][] = [
    [429, 'CLIENT_NIP_ATTEMPTS_EXCEEDED_TODAY', 3 * 3600 + 5 * 60, NIP],
    [429, 'CLIENT_NIP_ATTEMPTS_EXHAUSTED', undefined, `${TRIES} (55) 1234-5678.`],
    [409, 'APPLICATION_IN_PROGRESS', undefined, IN_PROGRESS],
    [429, 'PROMOTER_CLIENT_APPLICATIONS_TODAY', 60, CLIENT_TODAY],
    [429, 'PROMOTER_APPLICATIONS_TODAY', 7200, TODAY],
    [429, 'CLIENT_CANCELLED_PROMOTER_APPLICATION', 86_400, CANCELLED],
  ];

  it.each(REFUSALS)('%i %s', (status, code, wait, text) => {
    expect(refusalText(refusal(status, code, SERVER_SAYS, wait), PHONE)).toBe(text);
  });

  it('the client’s budget used up is a code limit (a resend shows it, no countdown); in progress is no wrong NIP', () => {
    for (const code of ['CLIENT_NIP_ATTEMPTS_EXCEEDED_TODAY', 'CLIENT_NIP_ATTEMPTS_EXHAUSTED'])
      expect(isCodeLimit(refusal(429, code))).toBe(true);
    const wrong = [refusal(409, 'APPLICATION_IN_PROGRESS'), refusal(409, 'WRONG_NIP')].map(isWrongCode);
    expect(wrong).toEqual([false, true]);
  });
});
