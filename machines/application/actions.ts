/**
 * The credit application's named actions (setup.ts lists them): the §8 alerts it emits and what each event or
 * call's answer writes into the context. Pure assignments; the rules they apply are in rules.ts and form.ts.
 */
import type { lookupPostalCode, storeNoInterestPayments } from '../../src/api/contract/catalog';
import type { ResponseOf } from '../../src/api/contract/endpoint';
import type { balance } from '../../src/api/contract/payments';
import { ALERT_TIMER_ERROR_MS } from '../../src/domain/timers';
import { PATHS } from '../../src/paths';
import { actionsOf } from '../shared/actions';
import { type AlertEmitted, errorAlert } from '../shared/alerts';
import { estimateActions } from '../shared/estimate';
import { withoutError } from '../shared/fields';
import { afterAbandoned, afterAnswer } from '../shared/keys';
import { postalCodeLookupMessage } from '../shared/postalCode';
import { refusalText } from '../shared/refusals';
import { countdownActions } from '../shared/resend';
import {
  currencyInput,
  digitsUpTo,
  EMPTY_PRODUCT,
  type ReferenceField,
  validateAddress,
  validateConsent,
  validateEmployment,
  validateProduct,
  validateReferences,
} from './form';
import {
  ABANDONED_MESSAGE,
  CREATE_FAILED_MESSAGE,
  INTEREST_OFFER_FAILED_MESSAGE,
  MISSING_STORE_MESSAGE,
  nipFailedMessage,
  RESEND_FAILED_MESSAGE,
  SUBMIT_FAILED_MESSAGE,
  WRONG_NIP_MESSAGE,
} from './messages';
import { exitOf, limitFor } from './rules';
import {
  type ApplicationContext,
  type ApplicationEvent,
  type FormStep,
  type ProcessResult,
  STEP_INDEX,
} from './types';

const { set, say } = actionsOf<ApplicationContext, ApplicationEvent, AlertEmitted>();

const alert = (message: string): AlertEmitted => errorAlert(message, ALERT_TIMER_ERROR_MS);

export const applicationActions = {
  alertMissingStore: say(() => alert(MISSING_STORE_MESSAGE)),
  alertCreateFailed: say(() => alert(CREATE_FAILED_MESSAGE)),
  alertSubmitFailed: say(() => alert(SUBMIT_FAILED_MESSAGE)),
  alertAbandoned: say(() => alert(ABANDONED_MESSAGE)),
  /** A refused NIP (isNipRefusal) or a NIP budget used up: the app's text for its code, never the server's. */
  alertRefusal: say(({ context }, params: { error: unknown }) =>
    alert(refusalText(params.error, context.supportPhone) ?? nipFailedMessage(context.supportPhone)),
  ),
  /** A 422 of the creation: the server's Spanish text (e.g. the available limit with its figure), else §8's. */
  alertServerMessage: say((_, params: { error: unknown }) => {
    const error = params.error as {
      body?: { message?: unknown } | null;
      data?: { message?: unknown } | null;
    };
    const message = error?.body?.message ?? error?.data?.message;
    return alert(typeof message === 'string' && message !== '' ? message : CREATE_FAILED_MESSAGE);
  }),
  alertResendFailed: say(() => alert(RESEND_FAILED_MESSAGE)),
  alertWrongNip: say(() => alert(WRONG_NIP_MESSAGE)),
  alertNipFailed: say(({ context }) => alert(nipFailedMessage(context.supportPhone))),
  alertOfferFailed: say(() => alert(INTEREST_OFFER_FAILED_MESSAGE)),

  setCannotCreate: set((_, params: { reason: string | null | undefined; message?: string | undefined }) => ({
    cannotCreateReason: params.reason ?? 'UNKNOWN',
    cannotCreateMessage: params.message ?? null,
  })),
  setBalances: set((_, params: { output: ResponseOf<typeof balance> }) => ({
    // Everything in use with its type (what the server counts), else the loans' balances.
    balances:
      params.output.inUse?.map(({ type, overdueBalance, currentBalance }) => ({
        type,
        overdueBalance,
        currentBalance,
      })) ??
      params.output.balances.map((b) => ({
        overdueBalance: b.creditBalance.currentMonthsBalance.overdueBalance,
        currentBalance: b.creditBalance.currentMonthsBalance.currentBalance,
      })),
  })),
  setNoInterest: set((_, params: { output: ResponseOf<typeof storeNoInterestPayments> }) => ({
    noInterestTerms: params.output.noInterestPayments.filter((o) => o.active).map((o) => o.productPeriod),
  })),

  // Product
  setProductField: set(({ context, event }) => {
    if (event.type !== 'PRODUCT.CHANGE') return {};
    const value = currencyInput(event.value ?? '');
    const product = { ...context.product, [event.field]: value };
    // Spec §5: amount changes reset the term (to the default) and the estimate.
    if (event.field === 'creditAmount') product.requestedPeriod = EMPTY_PRODUCT.requestedPeriod;
    return {
      product,
      estimate: null,
      productErrors: withoutError(context.productErrors, event.field),
    };
  }),
  setTerm: set(({ context, event }) => {
    if (event.type !== 'TERM.SELECT') return {};
    return {
      product: {
        ...context.product,
        requestedPeriod: event.requestedPeriod ?? context.product.requestedPeriod,
      },
      estimate: null,
      productErrors: withoutError(context.productErrors, 'requestedPeriod'),
    };
  }),
  /** `setEstimate`: machines/shared/estimate.ts. */
  ...estimateActions<ApplicationContext, ApplicationEvent>(),
  showProductErrors: set(({ context }) => ({
    productErrors: validateProduct(context.product, context.applicationType, limitFor(context)),
  })),
  fromProduct: set(() => ({ origin: 'product', productErrors: {} })),

  // Address
  setAddressField: set(({ context, event }) => {
    if (event.type !== 'ADDRESS.CHANGE') return {};
    const value = event.field === 'postalCode' ? digitsUpTo(event.value ?? '', 5) : (event.value ?? '');
    const address = { ...context.address, [event.field]: value };
    const changedCode = event.field === 'postalCode' && value !== context.lookup?.postalCode;
    if (changedCode) address.neighborhood = '';
    return {
      address,
      lookup: changedCode ? null : context.lookup,
      addressErrors: withoutError(context.addressErrors, event.field),
    };
  }),
  setLookup: set(({ context }, params: { output: ResponseOf<typeof lookupPostalCode> }) => {
    const [first] = params.output.postalCodes;
    const neighborhoods = params.output.postalCodes.map((p) => p.neighborhood);
    return {
      lookup: {
        postalCode: context.address.postalCode,
        municipality: first?.municipality ?? '',
        city: first?.city ?? '',
        state: first?.state ?? '',
        neighborhoods,
      },
      address: {
        ...context.address,
        neighborhood: neighborhoods.length === 1 ? (neighborhoods[0] ?? '') : '',
      },
    };
  }),
  /** The lookup found nothing: 'No encontramos ese código postal…' for a 404, §8's generic text otherwise. */
  rejectPostalCode: set(({ context }, params: { error: unknown }) => ({
    lookup: null,
    addressErrors: {
      ...context.addressErrors,
      postalCode: validateAddress(context.address, null, 0, postalCodeLookupMessage(params.error)).postalCode,
    },
  })),
  /** A lookup's answer about this very code (any change of the code drops it) stays on 'Continuar'. */
  showAddressErrors: set(({ context }) => ({
    addressErrors: validateAddress(
      context.address,
      context.lookup,
      context.now,
      context.addressErrors.postalCode,
    ),
  })),

  // Employment
  setEmploymentField: set(({ context, event }) => {
    if (event.type !== 'EMPLOYMENT.CHANGE') return {};
    return {
      employment: { ...context.employment, [event.field]: event.value ?? '' },
      employmentErrors: withoutError(context.employmentErrors, event.field),
    };
  }),
  showEmploymentErrors: set(({ context }) => ({
    employmentErrors: validateEmployment(context.employment, context.now),
  })),

  // References
  setReference: set(({ context, event }) => {
    if (event.type !== 'REFERENCE.CHANGE') return {};
    const value = event.field === 'phoneNumber' ? digitsUpTo(event.value ?? '', 10) : (event.value ?? '');
    const references = context.references.map((r, i) =>
      i === event.index ? { ...r, [event.field]: value } : r,
    );
    return {
      references,
      referenceErrors: withoutError(
        context.referenceErrors,
        `${event.index}.${event.field}` as ReferenceField,
      ),
    };
  }),
  showReferenceErrors: set(({ context }) => ({
    referenceErrors: validateReferences(context.references),
  })),
  fromReferences: set(() => ({ origin: 'references', referenceErrors: {} })),

  reach: set(({ context }, params: { step: FormStep }) => ({
    furthest: Math.max(context.furthest, STEP_INDEX[params.step]),
  })),

  // Submission
  /** A keyed call answered (`error` when it failed): its operation's key is renewed unless the outcome is unknown. */
  keyAnswered: set(({ context }, params: { endpoint: string; scope: string | null; error?: unknown }) => ({
    keys: afterAnswer(context.keys, params.endpoint, params.scope, params.error),
  })),
  /**
   * The server closed the application (422 APPLICATION_ABANDONED): forget it, its keys and its NIP; the next
   * 'Continuar' creates a new one with a new create key. Everything typed in the forms stays.
   */
  forgetApplication: set(({ context }) => ({
    keys: afterAbandoned(context.keys, context.applicationId, 'applications.create'),
    applicationId: null,
    submitted: false,
    result: null,
    consent: { ...context.consent, nip: '' },
    consentErrors: {},
    countdown: 0,
  })),
  setApplicationId: set((_, params: { id: string }) => ({ applicationId: params.id })),
  setResult: set(({ context }, params: { output: ProcessResult }) => ({
    result: {
      id: params.output.id || context.applicationId || '',
      status: params.output.status,
      processedAt: params.output.processedAt,
      rejectionReason: params.output.rejectionReason,
      overdueAccounts: params.output.overdueAccounts,
    },
  })),
  markSubmitted: set(() => ({ submitted: true })),

  // Consent
  setConsent: set(({ context, event }) => {
    if (event.type !== 'CONSENT.CHANGE') return {};
    const value =
      event.field === 'nip'
        ? digitsUpTo(String(event.value), 6)
        : event.value === true || event.value === 'true';
    return {
      consent: { ...context.consent, [event.field]: value },
      consentErrors: withoutError(context.consentErrors, event.field),
    };
  }),
  showConsentErrors: set(({ context }) => ({ consentErrors: validateConsent(context.consent) })),
  clearNip: set(({ context }) => ({ consent: { ...context.consent, nip: '' } })),
  startCountdown: set(({ context }) => ({ countdown: context.resendWaitSeconds })),
  /** The countdown's seconds (`setCountdown`, `endCountdown`): machines/shared/resend.ts. */
  ...countdownActions<ApplicationContext, ApplicationEvent>(),

  setExit: set(({ context }) => ({ redirectTo: exitOf(context) })),
  setHomeExit: set(() => ({ redirectTo: PATHS.home })),
};
