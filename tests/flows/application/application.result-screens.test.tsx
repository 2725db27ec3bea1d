/**
 * The result screen for every decision of spec §2 and every rejection reason of §8 (each its own text, the default
 * for unknown codes, the count of OVERDUE_ACCOUNTS) and its promoter mode (issue 23: the customer in the third
 * person, the decision only: no rejection reason, no credit-bureau detail).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type ApplicationResult,
  applicationMachine,
  DEFAULT_REJECTION_TEXT,
  REJECTION_TEXTS,
} from '../../../machines/application';
import { REJECTION_REASONS } from '../../../src/api/contract/common';
import {
  ApplicationScreen,
  preloadApplicationScreens,
} from '../../../src/screens/application/ApplicationScreen';
import { INPUTS } from './application.model';

// The screens after the product form are lazy chunks: loaded up front, they render as soon as they are reached.
beforeAll(preloadApplicationScreens);

function show(result: Omit<ApplicationResult, 'id' | 'processedAt'>, promoterMode = false) {
  const actor = createActor(applicationMachine, {
    input: {
      ...INPUTS.personal,
      promoterMode,
      result: { id: 'a-1', processedAt: '2026-01-15T12:00:00.000Z', ...result },
    },
  }).start();
  const view = render(
    <MemoryRouter>
      <ApplicationScreen actor={actor} documents={(id) => <p>documentos de {id}</p>} />
    </MemoryRouter>,
  );
  return { actor, view };
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

// Each decision's heading and text, every §8 reason (a trailing space, the overdue count, an unknown code) and promoter
// mode's 'Finalizar' to /promotor: the application model at UI level (specScreen, checkResult, checkApplication).
describe('result screens', () => {
  it('PREAPPROVED: the app gives the documents flow for the application; PREAPPROVED and RETRY go home', () => {
    show({ status: 'PREAPPROVED', rejectionReason: null });
    expect(screen.getByText('documentos de a-1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir al inicio' })).toBeTruthy();
    cleanup();
    show({ status: 'RETRY_PROCESSING_APPLICATION', rejectionReason: null });
    expect(heading()).toBe('Estamos procesando tu solicitud');
    expect(screen.getByRole('button', { name: 'Ir al inicio' })).toBeTruthy();
  });
});

describe('promoter mode speaks to the promoter about the customer (issue 23)', () => {
  const PROMOTER_REJECTED = {
    heading: 'Por el momento no podemos aprobar la solicitud del cliente',
    text: 'Por privacidad, el motivo solo se le comunica al cliente: lo recibe por SMS en su teléfono.',
  };
  /** Words that speak to the reader as the customer (second person). */
  const SECOND_PERSON = /\b(tu|tus|te|ti|tienes|estás|abriste|solicitaste|intenta|ponte)\b/i;
  const customerTexts = [...Object.values(REJECTION_TEXTS), DEFAULT_REJECTION_TEXT];

  function expectNoBureauDetail(overdue?: number) {
    const body = document.body.textContent ?? '';
    for (const text of customerTexts) expect(body).not.toContain(text);
    expect(body).not.toMatch(/cuentas? vencidas?|historial crediticio registra|puntaje|consultas/i);
    if (overdue !== undefined) expect(body).not.toContain(String(overdue));
    expect(body).not.toMatch(SECOND_PERSON);
  }

  it.each([...REJECTION_REASONS, 'SOME_OTHER_REASON'])(
    'REJECTED %s: the decision, that the customer gets the reason, no reason shown',
    (reason) => {
      const overdue = reason === 'OVERDUE_ACCOUNTS' ? 2 : undefined;
      show({ status: 'REJECTED', rejectionReason: `${reason} `, overdueAccounts: overdue }, true);
      expect(heading()).toBe(PROMOTER_REJECTED.heading);
      expect(screen.getByText(PROMOTER_REJECTED.text)).toBeTruthy();
      expectNoBureauDetail(overdue);
      expect(screen.getByRole('button', { name: 'Finalizar' })).toBeTruthy();
    },
  );

  it.each([
    [
      'APPROVED',
      'La solicitud del cliente fue autorizada',
      'La autorización tiene una vigencia de 15 días. El cliente elige el plazo y la fecha de su primer pago desde su cuenta.',
    ],
    [
      'PREAPPROVED',
      'La solicitud del cliente fue pre-autorizada',
      'La pre-autorización tiene una vigencia de 15 días. El cliente sube sus documentos de identidad desde su cuenta para continuar.',
    ],
    [
      'RETRY_PROCESSING_APPLICATION',
      'Estamos procesando la solicitud del cliente',
      'Estamos teniendo problemas para consultar el historial crediticio del cliente. Le avisaremos en cuanto tengamos una respuesta.',
    ],
  ])('%s: in the third person', (status, title, text) => {
    show({ status: status as ApplicationResult['status'], rejectionReason: null }, true);
    expect(heading()).toBe(title);
    expect(screen.getByText(text)).toBeTruthy();
    expectNoBureauDetail();
    expect(screen.queryByRole('button', { name: 'Elegir plazo' })).toBeNull();
  });
});
