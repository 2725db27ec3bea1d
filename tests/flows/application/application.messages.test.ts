/**
 * The texts of the credit application, literally: spec §2 titles and progress, §3 labels, §8 alerts and field
 * messages, the 15-day validity of §2, and one rejection text per §8 reason (the spec gives each reason's meaning;
 * the texts below are the app's wording of it, pinned so a change is deliberate).
 */
import { describe, expect, it } from 'vitest';
import {
  AUTHORISATION_VALID_DAYS,
  CREATE_FAILED_MESSAGE,
  DEFAULT_REJECTION_TEXT,
  EMPLOYMENT_LABELS,
  FINANCING_MESSAGE,
  HOUSING_LABELS,
  INTEREST_OFFER_FAILED_MESSAGE,
  LIMIT_MESSAGE,
  MARITAL_LABELS,
  MAX_PRICE_MESSAGE,
  MIN_AMOUNT_MESSAGE,
  MIN_RENT_MESSAGE,
  MIN_SALARY_MESSAGE,
  MISSING_STORE_MESSAGE,
  nipFailedMessage,
  overdueAccountsText,
  PAST_DATE_MESSAGE,
  POSTAL_CODE_INVALID_MESSAGE,
  PROGRESS,
  REJECTED_LIMIT_MESSAGE,
  REJECTION_TEXTS,
  RESEND_FAILED_MESSAGE,
  RESULT_TEXTS,
  RESULT_TITLES,
  STORE_ID_REQUIRED_MESSAGE,
  STORE_NOT_FOUND_MESSAGE,
  SUBMIT_FAILED_MESSAGE,
  TERM_REQUIRED_MESSAGE,
  TITLES,
  TOO_MANY_APPLICATIONS_MESSAGE,
  WRONG_NIP_MESSAGE,
} from '../../../machines/application';
import {
  BOUND_TEXTS,
  DEFAULT_REJECTION,
  overdueAccountsText as overdueOracle,
  REJECTION_TEXTS as SPEC_REJECTION_TEXTS,
} from '../../model/oracle/spec.ts';

describe('§2 titles and progress', () => {
  it('as the spec names them', () => {
    expect(PROGRESS).toEqual({ address: 25, employment: 50, references: 75, consent: 100 });
    expect(TITLES).toEqual({
      product: 'Información de tu compra',
      personalLoan: 'Información de tu préstamo',
      address: 'Datos de tu domicilio...',
      employment: 'Datos de tu empleo...',
      references: 'Referencias...',
      consent: 'Permisos...',
    });
    expect(AUTHORISATION_VALID_DAYS).toBe(15);
  });
});

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
  it('alerts', () => {
    expect(CREATE_FAILED_MESSAGE).toBe('Hubo un error al crear la solicitud, vuelve a intentarlo');
    expect(SUBMIT_FAILED_MESSAGE).toBe('Hubo un error al subir la solicitud, vuelva a intentarlo.');
    expect(RESEND_FAILED_MESSAGE).toBe('No pudimos reenviar el NIP.');
    expect(WRONG_NIP_MESSAGE).toBe('Has ingresado un NIP incorrecto.');
    expect(nipFailedMessage('(33) 3333-3333')).toBe(
      'No pudimos procesar tu solicitud vuelve a intentarlo, si el problema persiste comuníquese con soporte al (33) 3333-3333',
    );
    expect(MISSING_STORE_MESSAGE).toBe(
      'No se encontró una tienda en la solicitud guardada, por favor usa un el link de una tienda para volver a llenar tu solicitud.',
    );
    expect(STORE_ID_REQUIRED_MESSAGE).toBe('Se necesita usar un link de tienda para crear una solicitud.');
    expect(STORE_NOT_FOUND_MESSAGE).toBe('No se encontró la tienda solicitada.');
    expect(REJECTED_LIMIT_MESSAGE).toBe(
      'Excediste el número de solicitudes rechazadas, por favor intenta nuevamente en un mes.',
    );
    expect(TOO_MANY_APPLICATIONS_MESSAGE).toBe(
      'Estás intentando subir demasiadas solicitudes, por favor intenta de nuevo en 2 minutos.',
    );
    // Spec §8: the interest offer's failure is an error alert with an empty message.
    expect(INTEREST_OFFER_FAILED_MESSAGE).toBe('');
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
  it('titles and texts of the decisions', () => {
    expect(RESULT_TITLES).toEqual({
      APPROVED: '¡Tu solicitud ha sido autorizada!',
      PREAPPROVED: '¡Tu solicitud ha sido pre-autorizada!',
      RETRY_PROCESSING_APPLICATION: 'Estamos procesando tu solicitud',
      REJECTED: 'Por el momento no podemos aprobar tu solicitud',
    });
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
