/**
 * The result screen's decision text (spec §2 "Result screens", §8 rejection reasons), shared by the credit
 * application and the promoter's quick application (promoter mode: 'Finalizar'). Pure.
 */
import type { KnownRejectionReason } from '../../src/api/contract/common';
import {
  DEFAULT_REJECTION_TEXT,
  overdueAccountsText,
  REJECTION_TEXTS,
  RESULT_TEXTS,
  RESULT_TITLES,
} from './messages';

export type ResultKind = 'APPROVED' | 'PREAPPROVED' | 'PROCESSING' | 'INTEREST' | 'REJECTED';

/**
 * ELEGIBLE_FOR_INTEREST_PAYMENTS reaches the result screen only in promoter mode (the client sees the interest
 * offer instead); the spec names no text for it: the customer continues with interest from their account.
 */
export const INTEREST_RESULT = {
  title: 'Puede continuar con intereses',
  text: 'Tu cliente puede continuar su compra a meses con intereses desde su cuenta.',
} as const;

export interface ResultView {
  readonly kind: ResultKind;
  readonly title: string;
  readonly text: string;
  /** The button: 'Finalizar' (promoter), 'Elegir plazo' (APPROVED), else 'Ir al inicio'. */
  readonly action: string;
  /** PREAPPROVED (client mode): the documents upload is offered ('Subir documentos'). */
  readonly documents: boolean;
  readonly applicationId: string;
}

/** What a decision needs to be shown (an application's result or the promoter's pre-process / process answer). */
export interface Decision {
  readonly id: string;
  readonly status: string;
  readonly rejectionReason?: string | null | undefined;
  readonly overdueAccounts?: number | undefined;
}

export function rejectionText(reason: string | null | undefined, overdueAccounts?: number): string {
  const code = reason?.trim();
  if (code === 'OVERDUE_ACCOUNTS' && overdueAccounts !== undefined)
    return overdueAccountsText(overdueAccounts);
  return code !== undefined && Object.hasOwn(REJECTION_TEXTS, code)
    ? REJECTION_TEXTS[code as KnownRejectionReason]
    : DEFAULT_REJECTION_TEXT;
}

export function decisionView(r: Decision, promoterMode: boolean): ResultView {
  const kind: ResultKind =
    r.status === 'APPROVED'
      ? 'APPROVED'
      : r.status === 'PREAPPROVED'
        ? 'PREAPPROVED'
        : r.status === 'RETRY_PROCESSING_APPLICATION'
          ? 'PROCESSING'
          : r.status === 'ELEGIBLE_FOR_INTEREST_PAYMENTS' && promoterMode
            ? 'INTEREST'
            : 'REJECTED';
  const title =
    kind === 'PROCESSING'
      ? RESULT_TITLES.RETRY_PROCESSING_APPLICATION
      : kind === 'INTEREST'
        ? INTEREST_RESULT.title
        : RESULT_TITLES[kind];
  const text =
    kind === 'REJECTED'
      ? rejectionText(r.rejectionReason, r.overdueAccounts)
      : kind === 'PROCESSING'
        ? RESULT_TEXTS.RETRY_PROCESSING_APPLICATION
        : kind === 'INTEREST'
          ? INTEREST_RESULT.text
          : RESULT_TEXTS[kind];
  const action = promoterMode ? 'Finalizar' : kind === 'APPROVED' ? 'Elegir plazo' : 'Ir al inicio';
  return {
    kind,
    title,
    text,
    action,
    documents: kind === 'PREAPPROVED' && !promoterMode,
    applicationId: r.id,
  };
}
