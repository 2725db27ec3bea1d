import { describe, expect, it } from 'vitest';
import {
  PROMOTER_LOOKUP_FAILED_MESSAGE,
  PROMOTER_NIP_FAILED_MESSAGE,
  PROMOTER_NOT_FOUND_MESSAGE,
  PROMOTER_WRONG_NIP_MESSAGE,
} from '../../../machines/promoterSignin.machine.ts';

describe('promoter sign-in texts (spec §8, written here as the spec writes them)', () => {
  it('phone lookup: 404 and any other failure', () => {
    expect(PROMOTER_NOT_FOUND_MESSAGE).toBe('No se encontró el número de teléfono ingresado.');
    expect(PROMOTER_LOOKUP_FAILED_MESSAGE).toBe('Hubo un error intenta nuevamente');
  });
  it('NIP: 422 and any other failure', () => {
    expect(PROMOTER_WRONG_NIP_MESSAGE).toBe('El nip ingresado es incorrecto');
    expect(PROMOTER_NIP_FAILED_MESSAGE).toBe('Hubo un error, vuelve a intentarlo');
  });
});
