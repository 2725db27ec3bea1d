/** The signing flow's texts, written here as the spec writes them (spec §2 "Signing flow", §8). */
import { describe, expect, it } from 'vitest';
import {
  CLABE_FAILED_MESSAGE,
  CONTRACT_TITLE,
  INVALID_TEXT,
  INVALID_TITLE,
  LOAD_FAILED_MESSAGE,
  LOAN_SIGNED_MESSAGE,
  NIP_LENGTH,
  NO_DATE_MESSAGE,
  nipFailedMessage,
  RESEND_FAILED_MESSAGE,
  STORE_SIGNED_MESSAGE,
  VALIDATING_TEXT,
  WRONG_NIP_MESSAGE,
} from '../../../machines/signing/index.ts';

describe('signing texts (spec)', () => {
  it('the contract screen', () => {
    expect(CONTRACT_TITLE).toBe('Contrato');
    expect(VALIDATING_TEXT).toBe('Estamos validando tu firma');
    expect(INVALID_TITLE).toBe('Firma no validada');
    expect(INVALID_TEXT).toBe('No pudimos validar la firma de tu contrato');
  });
  it('the alerts of §8', () => {
    expect(NO_DATE_MESSAGE).toBe('Debe seleccionar una fecha');
    expect(WRONG_NIP_MESSAGE).toBe('Has ingresado un NIP incorrecto.');
    expect(nipFailedMessage('(55) 1234-5678')).toBe(
      'No pudimos procesar tu solicitud vuelve a intentarlo, si el problema persiste comuníquese con soporte al (55) 1234-5678',
    );
    expect(RESEND_FAILED_MESSAGE).toBe('No pudimos reenviar el NIP.');
    expect(CLABE_FAILED_MESSAGE).toBe('');
    expect(STORE_SIGNED_MESSAGE).toBe('La compra ha sido firmada de forma exitosa');
    expect(LOAN_SIGNED_MESSAGE).toBe('Tu préstamo ha sido firmado de manera exitosa');
    expect(LOAD_FAILED_MESSAGE).toBe('Hubo un error, vuelve a intentarlo más tarde.');
  });
  it('the PIN has 6 digits', () => {
    expect(NIP_LENGTH).toBe(6);
  });
});
