/** The spec's home (§2 "Home (/)", §4 "Home tracker", §6 credit limit, §8, §9), copied from the spec. */
export const HOME_SPEC = {
  /** §2 route table. Heading: the spec names none; 'Inicio' is the sidebar entry of / (§2 "Layout shell"). */
  screen: { route: '/', heading: 'Inicio' },
  routes: ['/'],
  /**
   * §4 "Home tracker": PREAPPROVED = upload documents is current; VALIDATING_SIGNATURE, DOCUMENTS_UPLOADED and
   * ANALYSIS = document validation in review; APPROVED = choose terms current; SIGNED = payment confirmation in
   * review. Any other status is not tracked (the credit-limit dashboard shows).
   */
  trackerStep: {
    PREAPPROVED: 'documents',
    VALIDATING_SIGNATURE: 'review',
    DOCUMENTS_UPLOADED: 'review',
    ANALYSIS: 'review',
    APPROVED: 'chooseTerm',
    SIGNED: 'confirmation',
  } as Readonly<Record<string, 'documents' | 'review' | 'chooseTerm' | 'confirmation'>>,
  /**
   * The current step's title, per §4 step ('upload documents', 'document validation', 'choose terms', 'payment
   * confirmation'): the spec words them in English, these Spanish titles are the design's.
   */
  stepTitle: {
    documents: 'Sube tus documentos',
    review: 'Validación de documentos',
    chooseTerm: 'Elegir plazo',
    confirmation: 'Confirmación de pago',
  },
  /**
   * §4 "SIGNED = payment confirmation in review (store notified, or deposit being processed)": the word each kind's
   * text must carry (the sentences are the design's).
   */
  confirmationWord: { STORE: 'comercio', PERSONAL_LOAN: 'depósito' },
  /** Statuses the tracker does not show (§4 lists only the six above): the dashboard instead. */
  untracked: [
    'REJECTED',
    'RETRY_PROCESSING_APPLICATION',
    'ELEGIBLE_FOR_INTEREST_PAYMENTS',
    'PAID',
    'CONFIRMED',
  ],
  /**
   * §6: with no limit (0) a client may ask for up to 20,000 (personal loan) or 50,000 (store purchase); §9: credit
   * available = limit − (overdue + current balance), floored at 0. Pesos.
   */
  noLimitCaps: { store: 50_000, personalLoan: 20_000 },
  /**
   * §8 "Balance fetch fails (warning, 8 s)": the warning tells the user they could not get their loans and to
   * contact support at {phone}; the screen text 'Lo sentimos, estamos teniendo problemas para mostrar tu saldo...'.
   * The warning's words are the design's (the spec paraphrases them), as Mi cuenta shows them.
   */
  balanceWarning: (phone: string) => ({
    message: `No pudimos obtener tus préstamos, por favor comunícate con soporte al ${phone}`,
    alertType: 'warning' as const,
    timer: 8000,
  }),
  texts: {
    /**
     * §4 names the APPROVED step 'Choose terms' (in English); the design's label is 'Elegir plazo' (not in the
     * spec in Spanish).
     */
    chooseTermStep: 'Elegir plazo',
    /** Not in the spec: the loading failure and its retry (the design's copy). */
    loadFailed: 'No pudimos cargar tu información.',
    retry: 'Reintentar',
    /** §8, the balance failure's screen text. */
    balanceScreen: 'Lo sentimos, estamos teniendo problemas para mostrar tu saldo...',
    /** Not in the spec: the dashboard's labels (the design's). */
    available: 'Crédito disponible',
  },
} as const;
