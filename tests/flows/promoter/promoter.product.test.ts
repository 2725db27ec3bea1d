/**
 * The quick application's product and consent steps through the machine (spec §5 "Product form (store)", §9 bands,
 * the 500 ms estimate debounce; §5 "Consent", §4 NIP result, §8 texts).
 */
import { describe, expect, it, vi } from 'vitest';
import type { PromoterContext } from '../../../machines/promoter/index';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import { APP_TEXTS, refusal, SERVER_SAYS } from '../../fixtures/refusals';
import {
  type Api,
  CLIENT,
  errorAlert,
  httpError,
  NEW_DATA,
  NOW,
  PRODUCT_INFO,
  processed,
  REQUIRED,
  rejects,
  run,
  sent,
  settle,
} from './promoter.harness.ts';

fakeTimersFrom(NOW);

describe('product step (spec §5 "Product form (store)", §9 bands, 500 ms debounce)', () => {
  const idle = { product: { editing: 'idle' } } as const;
  const typed = { productPrice: '10000', creditAmount: '9000', requestedPeriod: '6' };
  it('a new amount resets the term and the estimate; a term with it is kept', () => {
    const t = run({
      at: idle,
      context: { product: typed, productErrors: { productPrice: 'x' }, estimate: 100 },
    });
    t.actor.send({ type: 'PRODUCT.CHANGE', values: { creditAmount: '8000' } });
    expect(t.context()).toMatchObject({
      product: { productPrice: '10000', creditAmount: '8000', requestedPeriod: '' },
      productErrors: {},
      estimate: null,
    });
    expect(t.value()).toEqual(idle);
    t.actor.send({ type: 'PRODUCT.CHANGE', values: { creditAmount: '9000', requestedPeriod: '12' } });
    expect(t.context().product).toEqual({ ...typed, requestedPeriod: '12' });
  });

  it('another price keeps the term', () => {
    const t = run({ at: idle, context: { product: typed, estimate: 100 } });
    t.actor.send({ type: 'PRODUCT.CHANGE', values: { productPrice: '12000' } });
    expect(t.context()).toMatchObject({
      product: { productPrice: '12000', creditAmount: '9000', requestedPeriod: '6' },
      estimate: null,
    });
  });

  // The 500 ms debounce, the query with the store and the view: promoter.details.machine.test.ts; the estimate
  // in centavos and its bounds: the model (promoter.model.ts, promoter.boundsCheck.ts).
  it('no store id without a store; a failed estimate leaves none', async () => {
    const t = run({
      at: idle,
      context: { storeId: null },
      api: { 'applications.estimatedMonthlyPayment': rejects(500) },
    });
    t.actor.send({ type: 'PRODUCT.CHANGE', values: { creditAmount: '2000', requestedPeriod: '3' } });
    await vi.advanceTimersByTimeAsync(500);
    const input = { creditAmount: 2_000, requestedPeriod: 3, type: 'STORE' };
    expect(t.calls).toEqual([{ src: 'applications.estimatedMonthlyPayment', input }]);
    expect(t.value()).toEqual(idle);
    expect(t.context().estimate).toBeNull();
    expect(t.alerts).toEqual([]);
  });

  it('an invalid product shows its errors', () => {
    const t = run({ at: idle, send: [{ type: 'PRODUCT.SUBMIT' }] });
    expect(t.value()).toEqual(idle);
    expect(t.context().productErrors).toEqual({
      productPrice: REQUIRED,
      creditAmount: REQUIRED,
      requestedPeriod: 'Selecciona una opción para el plazo',
    });
  });

  const product = { productPrice: '10,000', creditAmount: '9000', requestedPeriod: '6' };

  it('an existing client’s application: created with its id, on to consent', async () => {
    const t = run({ at: idle, context: { product, client: CLIENT, clientKind: 'registered' } });
    t.actor.send({ type: 'PRODUCT.SUBMIT' });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    const created = { productInformation: PRODUCT_INFO, storeId: 's-1', promoterId: 'p-7', clientId: 'c-9' };
    expect(t.calls).toEqual([{ src: 'applications.create', input: { type: 'STORE', ...created } }]);
    expect(t.value()).toEqual({ consent: { form: 'editing', resend: 'waiting' } });
    expect(t.context().application).toEqual({ id: 'a-1', clientId: 'c-9' });
    expect(t.cleared()).toBe(1);
  });

  it('a new client’s application: its id read back by phone', async () => {
    const t = run({
      at: idle,
      context: { product, data: NEW_DATA },
      api: {
        'promoters.isRegistered': async () => ({ isRegistered: true, client: { ...CLIENT, id: 'c-new' } }),
      },
    });
    t.actor.send({ type: 'PRODUCT.SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.calls.map((c) => c.src)).toEqual(['applications.create', 'promoters.isRegistered']);
    expect(t.calls[1]).toEqual({ src: 'promoters.isRegistered', input: { phoneNumber: '5511223344' } });
    expect(t.value()).toEqual({ consent: { form: 'editing', resend: 'waiting' } });
    expect(t.context().application).toEqual({ id: 'a-1', clientId: 'c-new' });
    expect(t.cleared()).toBe(1);
  });

  it('a new client not found yet (or a failed read) goes on without the id', async () => {
    for (const isRegistered of [async () => ({ isRegistered: false, client: null }), rejects(500)]) {
      const t = await sent({
        at: idle,
        context: { product, data: NEW_DATA },
        api: { 'promoters.isRegistered': isRegistered },
        send: [{ type: 'PRODUCT.SUBMIT' }],
      });
      expect(t.value()).toEqual({ consent: { form: 'editing', resend: 'waiting' } });
      expect(t.context().application).toEqual({ id: 'a-1', clientId: null });
      expect(t.cleared()).toBe(1);
    }
  });

  it('the creation’s failures (spec §8)', async () => {
    const CREATE_FAILED = 'Hubo un error al crear la solicitud, vuelve a intentarlo';
    const REJECTED_LIMIT =
      'Excediste el número de solicitudes rechazadas, por favor intenta nuevamente en un mes';
    for (const [error, message] of [
      [httpError(422, 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED'), `${REJECTED_LIMIT}.`],
      [
        httpError(429),
        'Estás intentando subir demasiadas solicitudes, por favor intenta de nuevo en 2 minutos.',
      ],
      [httpError(422, 'OTHER'), CREATE_FAILED],
      [httpError(400, 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED'), CREATE_FAILED],
      [httpError(500), CREATE_FAILED],
    ] as const) {
      const t = await sent({
        at: idle,
        context: { product, client: CLIENT },
        api: { 'applications.create': () => Promise.reject(error) },
        send: [{ type: 'PRODUCT.SUBMIT' }],
      });
      expect(t.value()).toEqual(idle);
      expect(t.alerts).toEqual([errorAlert(message)]);
      expect(t.context().application).toBeNull();
    }
  });

  it('back (or the data route) returns to the data step', () => {
    const back = run({ at: idle, context: { data: NEW_DATA }, send: [{ type: 'BACK' }] });
    expect(back.value()).toEqual({ data: 'editing' });
    expect(back.context().data).toEqual(NEW_DATA);
    const route = run({ at: idle });
    route.actor.send({ type: 'ROUTE.CHANGED', route: '/promotor/solicitud-rapida/datos' });
    expect(route.value()).toEqual({ data: 'editing' });
    const other = run({ at: idle });
    other.actor.send({ type: 'ROUTE.CHANGED', route: '/promotor/solicitud-rapida/client-info' });
    expect(other.value()).toEqual(idle);
  });
});

describe('consent (spec §5 "Consent", §4 NIP result, §8 texts)', () => {
  const at = { consent: { form: 'editing', resend: 'waiting' } } as const;
  const application = { id: 'a-1', clientId: 'c-9' };

  it('the NIP keeps 6 digits; the errors go with a change', () => {
    const t = run({ at, context: { application, consentErrors: { nip: 'x' } } });
    t.actor.send({ type: 'CONSENT.CHANGE', values: { nip: '12 34-567' } });
    expect(t.context()).toMatchObject({
      consent: { nip: '123456', authorize: false, ownBehalf: false },
      consentErrors: {},
    });
    t.actor.send({ type: 'CONSENT.CHANGE', values: { authorize: true } });
    expect(t.context().consent).toEqual({ nip: '123456', authorize: true, ownBehalf: false });
  });

  it('submitting without everything shows the errors', () => {
    const t = run({ at, context: { application }, send: [{ type: 'CONSENT.SUBMIT' }] });
    expect(t.value()).toEqual(at);
    expect(t.context().consentErrors).toEqual({
      nip: REQUIRED,
      authorize: 'Debe aceptar este campo',
      ownBehalf: 'Debe aceptar este campo',
    });
    expect(t.calls).toEqual([]);
  });

  const ready = { application, consent: { nip: '123456', authorize: true, ownBehalf: true } };
  /** Consent ready (with `context`), the NIP sent and answered by `api`. */
  const submitted = (api: Partial<Api> = {}, context: Partial<PromoterContext> = {}) =>
    sent({ at, context: { ...ready, ...context }, api, send: [{ type: 'CONSENT.SUBMIT' }] });

  it('the NIP is pre-processed as the compliance code; passing goes to finish the application', async () => {
    const t = run({ at, context: ready, send: [{ type: 'CONSENT.SUBMIT' }] });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(t.calls).toEqual([
      { src: 'applications.preProcess', input: { id: 'a-1', body: { complianceCode: '123456' } } },
    ]);
    expect(t.value()).toEqual({ finish: 'editing' });
    expect(t.context().result).toEqual(processed('PASSED_PRELIMINARY_MODEL'));
    expect(t.cleared()).toBe(1);
  });

  it('REJECTED with an inactive client: the failed preliminary model; with a registered one: the result', async () => {
    const rejected = { 'applications.preProcess': async () => processed('REJECTED') };
    for (const [clientKind, target] of [
      ['new', 'preliminaryFailed'],
      ['incomplete', 'preliminaryFailed'],
      ['registered', 'result'],
    ] as const) {
      const t = await submitted(rejected, { clientKind });
      expect(t.value()).toBe(target);
    }
  });

  it('any other result: the result screen', async () => {
    const approved = { 'applications.preProcess': async () => processed('APPROVED') };
    const t = await submitted(approved, { clientKind: 'new' });
    expect(t.value()).toBe('result');
  });

  // A wrong NIP (409) emptied, any other failure keeping it: the model's oracle (checkPromoter).
  it("a NIP refused for a reason the app knows shows the app's text for its code (never the server's) and keeps it", async () => {
    const failedText = 'Ocurrió un error al intentar procesar la solicitud';
    const cases: Array<[unknown, string]> = [
      [refusal(409, 'NIP_EXPIRED', SERVER_SAYS), APP_TEXTS.nipExpired],
      [refusal(409, 'NIP_EXPIRED'), APP_TEXTS.nipExpired],
      [refusal(429, 'NIP_LOCKED', SERVER_SAYS), APP_TEXTS.nipLocked],
      [refusal(429, 'CODE_ATTEMPTS_EXCEEDED_TODAY', SERVER_SAYS, 3600), APP_TEXTS.triesToday('1 hora')],
      // The promoter's flow has no support phone: the text says to contact support.
      [refusal(429, 'CODE_ATTEMPTS_EXHAUSTED', SERVER_SAYS), APP_TEXTS.triesExhaustedNoPhone],
      [refusal(422, 'NOT_PROCESSABLE', 'La solicitud no se puede procesar.'), failedText],
      [refusal(422, 'NOT_PROCESSABLE', ''), failedText],
      [refusal(500, 'DOWN', 'Servicio no disponible'), failedText],
      [refusal(400, 'BAD', 'Solicitud inválida'), failedText],
    ];
    for (const [error, message] of cases) {
      const t = await submitted({ 'applications.preProcess': () => Promise.reject(error) });
      expect(t.value()).toEqual(at);
      expect(t.context().consent.nip).toBe('123456');
      expect(t.alerts).toEqual([errorAlert(message)]);
    }
    // A wrong NIP is the spec's text whatever the server says.
    const wrongNip = refusal(409, 'WRONG_NIP', 'Código equivocado');
    const wrong = await submitted({ 'applications.preProcess': () => Promise.reject(wrongNip) });
    expect(wrong.alerts).toEqual([errorAlert('Has ingresado un NIP incorrecto.')]);
    expect(wrong.context().consent.nip).toBe('');
  });

  it('without an application the calls name none', async () => {
    const t = await submitted({}, { application: null });
    expect(t.calls).toEqual([
      { src: 'applications.preProcess', input: { id: '', body: { complianceCode: '123456' } } },
    ]);
  });
});
