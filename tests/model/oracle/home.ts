/** The spec's home (§2 "Home (/)", §4 "Home tracker", §6 credit limit, §9), copied from the spec. */
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
  texts: {
    /**
     * §4 names the APPROVED step 'Choose terms' (in English); the design's label is 'Elegir plazo' (not in the
     * spec in Spanish).
     */
    chooseTermStep: 'Elegir plazo',
    /** Not in the spec: the loading failure and its retry (the design's copy). */
    loadFailed: 'No pudimos cargar tu información.',
    retry: 'Reintentar',
  },
} as const;
