/**
 * The credit application's pure rules after the forms (machines/application/rules.ts, bodies.ts): where it
 * starts, the bodies it sends, where it ends, and the result screens' texts (spec §2, §4, §8: the decisions'
 * own texts, one rejection text per reason, the default and the overdue count). The form rules are in
 * application.rules.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  REJECTION_TEXTS as APP_REJECTION_TEXTS,
  type ApplicationContext,
  AUTHORISATION_VALID_DAYS,
  addressBody,
  createBody,
  decisionView,
  EMPTY_ADDRESS,
  EMPTY_CONSENT,
  EMPTY_EMPLOYMENT,
  EMPTY_REFERENCES,
  employmentBody,
  exitOf,
  INTEREST_RESULT,
  initialContext,
  isRouteTo,
  limitFor,
  productInformation,
  RESULT_TEXTS,
  rejectionText,
  STEP_INDEX,
  STEP_ROUTES,
} from '../../../machines/application';
import { pesos } from '../../../src/domain/money';
import { DEFAULT_REJECTION, overdueAccountsText, REJECTION_TEXTS } from '../../model/oracle/spec.ts';
import {
  ADDRESS_VALUES,
  FULL_PROFILE,
  LOOKUP,
  NEW_PROFILE,
  NOW,
  PERSONAL_INPUT,
  STORE_INPUT,
  WORKING,
} from './application.harness.ts';

describe('§4 context, bodies and exits', () => {
  it('a new flow: the input, and every default', () => {
    expect(initialContext({ applicationType: 'PERSONAL_LOAN', profile: NEW_PROFILE, now: NOW })).toEqual({
      applicationType: 'PERSONAL_LOAN',
      storeId: null,
      storeName: null,
      promoterId: null,
      utm: null,
      profile: NEW_PROFILE,
      promoterMode: false,
      supportPhone: '(555) 555-5555',
      now: NOW,
      // Spec §9: 60 s before the NIP can be sent again.
      resendWaitSeconds: 60,
      balances: [],
      noInterestTerms: [],
      product: { productPrice: '', creditAmount: '', requestedPeriod: 3 },
      productErrors: {},
      estimate: null,
      address: EMPTY_ADDRESS,
      addressErrors: {},
      lookup: null,
      employment: EMPTY_EMPLOYMENT,
      employmentErrors: {},
      references: EMPTY_REFERENCES,
      referenceErrors: {},
      furthest: 0,
      origin: 'product',
      applicationId: null,
      // The operation keys of its calls (machines/shared/keys.ts): a new draft key, no answer yet.
      keys: { draft: expect.stringMatching(/^[0-9a-f]{16}$/), turns: {} },
      submitted: false,
      consent: EMPTY_CONSENT,
      consentErrors: {},
      countdown: 0,
      result: null,
      cannotCreateReason: null,
      cannotCreateMessage: null,
      redirectTo: '/',
    });
  });

  it('now defaults to the clock; a store keeps its store, a personal loan drops it', () => {
    const before = Date.now();
    const c = initialContext({ applicationType: 'STORE', profile: NEW_PROFILE });
    expect(c.now).toBeGreaterThanOrEqual(before);
    expect(c.now).toBeLessThanOrEqual(Date.now());
    expect(c.storeId).toBeNull();
    expect(c.storeName).toBeNull();
    const store = initialContext(STORE_INPUT);
    expect(store).toMatchObject({
      storeId: 's-1',
      storeName: 'Muebles Ruiz',
      promoterId: 'p-7',
      utm: { medium: 'organic', source: 'clients-webapp' },
      supportPhone: '(555) 123-4567',
    });
    const loan = initialContext({ ...PERSONAL_INPUT, storeId: 's-1', storeName: 'X', promoterMode: true });
    expect(loan).toMatchObject({ storeId: null, storeName: null, promoterMode: true });
    const result = { id: 'a-4', status: 'REJECTED', processedAt: null, rejectionReason: null } as const;
    const saved = initialContext({ ...PERSONAL_INPUT, resendWaitSeconds: 5, result });
    expect(saved).toMatchObject({ applicationId: 'a-4', resendWaitSeconds: 5 });
    expect(saved.result?.id).toBe('a-4');
  });

  const context = (over: Partial<ApplicationContext>): ApplicationContext => ({
    ...initialContext(STORE_INPUT),
    ...over,
  });

  it('the product in pesos: a store price of its own, a personal loan price = amount, 0 when empty', () => {
    type Type = ApplicationContext['applicationType'];
    const triple = <T>(productPrice: T, creditAmount: T, requestedPeriod: number) => ({
      productPrice,
      creditAmount,
      requestedPeriod,
    });
    const info = (product: ApplicationContext['product'], applicationType: Type = 'STORE') =>
      productInformation(context({ applicationType, product }));
    expect(info(triple('12000.50', '10000.25', 6))).toEqual(triple(12000.5, 10000.25, 6));
    expect(info(triple('', '', 3))).toEqual(triple(0, 0, 3));
    expect(info(triple('99', '5000', 3), 'PERSONAL_LOAN')).toEqual(triple(5000, 5000, 3));
  });

  it('the create body: store (even without one), promoter and utm only when set, forms only after the references', () => {
    const product = { productPrice: '12000', creditAmount: '10000', requestedPeriod: 3 };
    expect(createBody(context({ product, storeId: null, promoterId: null, utm: null }))).toEqual({
      type: 'STORE',
      productInformation: { productPrice: 12000, creditAmount: 10000, requestedPeriod: 3 },
      storeId: null,
    });
    expect(createBody(context({ product, promoterId: '' }))).not.toHaveProperty('promoterId');
    const forms = { product, address: ADDRESS_VALUES, employment: WORKING, lookup: LOOKUP };
    expect(createBody(context({ ...forms, origin: 'product' }))).not.toHaveProperty('clientAddress');
    const noLookup = context({ ...forms, origin: 'references', lookup: null });
    expect(createBody(noLookup)).not.toHaveProperty('clientEmployment');
    expect(createBody(context({ ...forms, origin: 'references' }))).toEqual({
      type: 'STORE',
      productInformation: { productPrice: 12000, creditAmount: 10000, requestedPeriod: 3 },
      storeId: 's-1',
      promoterId: 'p-7',
      utm: { medium: 'organic', source: 'clients-webapp' },
      clientAddress: addressBody(ADDRESS_VALUES, LOOKUP),
      clientEmployment: employmentBody(WORKING),
    });
  });

  it('the exit: /promotor in promoter mode; APPROVED to the contract or, when signed, the term choice; else /', () => {
    const approved = { id: 'a/9', status: 'APPROVED' as const, processedAt: null, rejectionReason: null };
    expect(exitOf(context({ result: approved }))).toBe('/firmar-aplicacion-credito/a%2F9');
    expect(exitOf(context({ result: approved, profile: FULL_PROFILE }))).toBe(
      '/firmar-aplicacion-credito/a%2F9/seleccionar-plazo',
    );
    expect(exitOf(context({ result: approved, promoterMode: true }))).toBe('/promotor');
    expect(exitOf(context({ result: { ...approved, status: 'PREAPPROVED' } }))).toBe('/');
    expect(exitOf(context({ result: null }))).toBe('/');
  });

  it('the cap of the context and the form routes', () => {
    const balances = [{ overdueBalance: 0, currentBalance: 5000 }];
    expect(limitFor(context({ profile: FULL_PROFILE, balances }))).toBe(pesos(10_000));
    expect(limitFor(context({ applicationType: 'PERSONAL_LOAN' }))).toBe(pesos(20_000));
    expect(STEP_INDEX).toEqual({ product: 0, address: 1, employment: 2, references: 3 });
    expect(STEP_ROUTES).toEqual({
      product: '/aplicacion-credito',
      address: '/aplicacion-credito/info-domicilio',
      employment: '/aplicacion-credito/info-empleo',
      references: '/aplicacion-credito/referencias',
    });
    const toProduct = (route: string) => isRouteTo({ type: 'ROUTE.CHANGED', route }, '/aplicacion-credito');
    expect(toProduct('/aplicacion-credito')).toBe(true);
    expect(toProduct('/aplicacion-credito/x')).toBe(false);
    expect(isRouteTo({ type: 'FINISH' }, '/aplicacion-credito')).toBe(false);
  });
});

describe('§2 result screens, §8 rejection texts', () => {
  const DEFAULT = DEFAULT_REJECTION.copy;
  const decision = (status: string) => ({ id: 'a-1', status });

  it('rejection texts: the reason trimmed, the overdue count when given, the default otherwise', () => {
    expect(rejectionText('OVERDUE_ACCOUNTS')).toBe(REJECTION_TEXTS.OVERDUE_ACCOUNTS);
    // One text per reason (the app's wording of the spec's meaning, pinned so a change is deliberate).
    expect(APP_REJECTION_TEXTS).toEqual(REJECTION_TEXTS);
    expect(rejectionText(' OVERDUE_ACCOUNTS ', 2)).toBe(overdueAccountsText(2));
    expect(rejectionText('OVERDUE_ACCOUNTS', 1)).toBe(overdueAccountsText(1));
    expect(rejectionText('OVERDUE_ACCOUNTS', 0)).toBe(overdueAccountsText(0));
    expect(rejectionText('FICO_SCORE_TOO_LOW', 3)).toBe(REJECTION_TEXTS.FICO_SCORE_TOO_LOW);
    expect(rejectionText(undefined)).toBe(DEFAULT);
    expect(rejectionText('')).toBe(DEFAULT);
    expect(rejectionText('toString')).toBe(DEFAULT);
  });

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

  // Each decision on the screen: the application model (client mode), application.result-screens.test.tsx
  // (promoter mode).
  it('a status the client never sees here reads as a rejection; in promoter mode the interest result', () => {
    expect(decisionView(decision('ELEGIBLE_FOR_INTEREST_PAYMENTS'), false)).toEqual({
      kind: 'REJECTED',
      title: 'Por el momento no podemos aprobar tu solicitud',
      text: DEFAULT,
      action: 'Ir al inicio',
      documents: false,
      applicationId: 'a-1',
    });
    expect(decisionView(decision('CANCELLED'), false).kind).toBe('REJECTED');
    const interest = {
      title: 'Puede continuar con intereses',
      text: 'Tu cliente puede continuar su compra a meses con intereses desde su cuenta.',
    };
    expect(INTEREST_RESULT).toEqual(interest);
    expect(decisionView(decision('ELEGIBLE_FOR_INTEREST_PAYMENTS'), true)).toEqual({
      kind: 'INTEREST',
      ...interest,
      action: 'Finalizar',
      documents: false,
      applicationId: 'a-1',
    });
    expect(decisionView(decision('PREAPPROVED'), true).documents).toBe(false);
  });
});
