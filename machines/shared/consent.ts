/**
 * The consent step (spec §5 "Consent"), written once for the credit application (/aplicacion-credito/permisos) and
 * the promoter's quick application (/promotor/permisos): two regions side by side, the form and the resend of the
 * customer's NIP by SMS (machines/shared/resend.ts).
 *
 *   form: editing ─CONSENT.SUBMIT [isConsentValid]─▶ <the flow's NIP call> (`submitting`)
 *         editing ─CONSENT.SUBMIT─▶ showConsentErrors;  CONSENT.CHANGE ─▶ setConsent
 *   resend: the shared resend region
 *
 * The flow brings what is its own: the name and config of the state that sends the NIP (`POST …/process` or
 * `…/pre-process`, with its outcomes), the resend region, and the `setConsent`, `showConsentErrors` actions and the
 * `isConsentValid` guard over its consent values (its form rules).
 */

export interface ConsentStepOptions<
  TName extends string,
  TSubmitting extends object,
  TResend extends object,
> {
  /** The state that sends the NIP (`processing`, `preProcessing`). */
  readonly submittingState: TName;
  /** Its config, built with the flow's `createStateConfig` (it returns to `editing`, or leaves the step). */
  readonly submitting: TSubmitting;
  /** The resend region (machines/shared/resend.ts). */
  readonly resend: TResend;
}

export function consentStep<
  const TName extends string,
  const TSubmitting extends object,
  const TResend extends object,
>({ submittingState, submitting, resend }: ConsentStepOptions<TName, TSubmitting, TResend>) {
  return {
    type: 'parallel',
    states: {
      form: {
        initial: 'editing',
        states: {
          editing: {
            on: {
              'CONSENT.CHANGE': { actions: 'setConsent' },
              'CONSENT.SUBMIT': [
                { guard: 'isConsentValid', target: submittingState },
                { actions: 'showConsentErrors' },
              ],
            },
          },
          ...({ [submittingState]: submitting } as { [K in TName]: TSubmitting }),
        },
      },
      resend,
    },
  } as const;
}
