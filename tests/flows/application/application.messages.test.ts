/**
 * The texts of the credit application the models do not read, literally: §3 labels, §5 field messages, the store
 * link's alerts, the 15-day validity of §2, and one rejection text per §8 reason (the spec gives each reason's
 * meaning; the texts below are the app's wording of it, pinned so a change is deliberate). The §2 titles and
 * progress and the §8 alerts of the flow are the application model's (APPLICATION_SPEC: every page's heading and
 * progress bar at UI level, every alert a walk raises at machine level).
 */
import { describe, expect, it } from 'vitest';
import {
  AUTHORISATION_VALID_DAYS,
  DEFAULT_REJECTION_TEXT,
  EMPLOYMENT_LABELS,
  FINANCING_MESSAGE,
  HOUSING_LABELS,
  LIMIT_MESSAGE,
  MARITAL_LABELS,
  MAX_PRICE_MESSAGE,
  MIN_AMOUNT_MESSAGE,
  MIN_RENT_MESSAGE,
  MIN_SALARY_MESSAGE,
  overdueAccountsText,
  PAST_DATE_MESSAGE,
  POSTAL_CODE_INVALID_MESSAGE,
  REJECTION_TEXTS,
  RESULT_TEXTS,
  STORE_ID_REQUIRED_MESSAGE,
  STORE_NOT_FOUND_MESSAGE,
  TERM_REQUIRED_MESSAGE,
} from '../../../machines/application';
import {
  BOUND_TEXTS,
  DEFAULT_REJECTION,
  overdueAccountsText as overdueOracle,
  REJECTION_TEXTS as SPEC_REJECTION_TEXTS,
} from '../../model/oracle/spec.ts';

describe('§3 labels', () => {
  it('employment statuses (spec §3), housing types and marital statuses', () => {
    expect(EMPLOYMENT_LABELS).toEqual({
      EMPLOYED: 'Empleado',
      INDEPENDENT: 'Independiente',
      RETIRED: 'Jubilado',
      HOMEMAKER: 'Ama/Amo de casa',
      UNEMPLOYED: 'Estudiante',
    });
    expect(HOUSING_LABELS).toEqual({
      OWNED: 'Propia',
      RENTED: 'Rentada',
      GUEST: 'De familiares o amigos',
      MORTGAGE: 'Hipotecada',
    });
    expect(MARITAL_LABELS).toEqual({
      SINGLE: 'Soltero(a)',
      MARRIED_SEPARATE_PROPERTY: 'Casado(a) por bienes separados',
      MARRIED_CONJUGAL_PARTNERSHIP: 'Casado(a) por bienes mancomunados',
      DIVORCED: 'Divorciado(a)',
      WIDOWED: 'Viudo(a)',
    });
  });
});

describe('§8 alerts and §5 field messages', () => {
  it('alerts the model never raises (the entry pages’ store link)', () => {
    expect(STORE_ID_REQUIRED_MESSAGE).toBe('Se necesita usar un link de tienda para crear una solicitud.');
    expect(STORE_NOT_FOUND_MESSAGE).toBe('No se encontró la tienda solicitada.');
  });

  it('field messages', () => {
    expect(LIMIT_MESSAGE).toBe('Tu límite disponible es de');
    expect(TERM_REQUIRED_MESSAGE).toBe('Selecciona una opción para el plazo');
    expect(POSTAL_CODE_INVALID_MESSAGE).toBe('El código postal ingresado no es válido');
    expect(PAST_DATE_MESSAGE).toBe('La fecha debe ser menor al día de hoy');
    expect(MIN_AMOUNT_MESSAGE).toBe('El monto mínimo es de $2,000');
    expect(MAX_PRICE_MESSAGE).toBe('El monto máximo es de $50,000');
    expect(FINANCING_MESSAGE).toBe('Puedes financiar hasta el 90% del precio:');
    expect(MIN_RENT_MESSAGE).toBe(BOUND_TEXTS.minRent);
    expect(MIN_SALARY_MESSAGE).toBe('El ingreso mínimo es de $1,000');
  });
});

describe('§2 result screens and §8 rejection texts', () => {
  it('texts of the decisions and their 15-day validity', () => {
    expect(AUTHORISATION_VALID_DAYS).toBe(15);
    expect(RESULT_TEXTS).toEqual({
      APPROVED:
        'Tu autorización tiene una vigencia de 15 días. Elige el plazo y la fecha de tu primer pago para continuar.',
      PREAPPROVED:
        'Tu pre-autorización tiene una vigencia de 15 días. Sube tus documentos de identidad para continuar.',
      RETRY_PROCESSING_APPLICATION:
        'Estamos teniendo problemas para consultar tu historial crediticio. Te avisaremos en cuanto tengamos una respuesta.',
    });
  });

  it('one text per reason, the default, and the overdue count (1 cuenta vencida, N cuentas vencidas)', () => {
    expect(REJECTION_TEXTS).toEqual(SPEC_REJECTION_TEXTS);
    expect(DEFAULT_REJECTION_TEXT).toBe(DEFAULT_REJECTION.copy);
    for (const count of [0, 1, 2]) expect(overdueAccountsText(count)).toBe(overdueOracle(count));
  });
});
