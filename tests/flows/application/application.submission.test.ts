/**
 * The credit application machine, one action and guard at a time (see application.actions.test.ts): employment,
 * references, events without a value, the URL and the steps reached, and the submission.
 */
import { describe, expect, it } from 'vitest';
import { type ApplicationEvent, applicationView } from '../../../machines/application';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import { requiredFields } from '../../fixtures/forms.ts';
import {
  atAddress,
  atConsent,
  atReferences,
  type Fakes,
  type Flow,
  fails,
  fillAddress,
  fillEmployment,
  fillReferences,
  httpError,
  NOW,
  preapproved,
  product,
  STORE_INPUT,
  settle,
  started,
} from './application.harness.ts';
import {
  CREATE_FAILED,
  errorAlert,
  REJECTED_LIMIT,
  REQUIRED,
  SUBMIT_FAILED,
  TOO_MANY,
} from './application.texts.ts';

fakeTimersFrom(NOW);

/**
 * An event as the screens may send it, with its value missing (a cleared select): read from JSON, as it reaches
 * the machine untyped.
 */
const withoutValue = (type: string, extra: Record<string, unknown>): ApplicationEvent =>
  JSON.parse(JSON.stringify({ type, ...extra }));

/** The submit's body after fillReferences. */
const REFERENCES = {
  personalReferences: [
    { fullName: 'Lucía', phoneNumber: '5511122233' },
    { fullName: 'Jorge', phoneNumber: '5544455566' },
  ],
};

describe('employment and references', () => {
  it('employment: errors on submit, cleared by field; valid goes to references (furthest 3)', async () => {
    const f = await atAddress();
    await fillAddress(f);
    f.send({ type: 'ADDRESS.SUBMIT' });
    f.send({ type: 'EMPLOYMENT.SUBMIT' });
    expect(f.snap().matches('employment')).toBe(true);
    expect(f.ctx().employmentErrors).toEqual({ status: REQUIRED, economicDependents: REQUIRED });
    f.send({ type: 'EMPLOYMENT.CHANGE', field: 'status', value: 'EMPLOYED' });
    expect(f.ctx().employment.status).toBe('EMPLOYED');
    expect(f.ctx().employmentErrors).toEqual({ economicDependents: REQUIRED });
    f.send({ type: 'EMPLOYMENT.SUBMIT' });
    const asked = 'companyName economicDependents monthlySalary position startMonth startYear'.split(' ');
    expect(Object.keys(f.ctx().employmentErrors).sort()).toEqual(asked);
    fillEmployment(f);
    f.send({ type: 'EMPLOYMENT.SUBMIT' });
    expect(f.snap().matches('references')).toBe(true);
    expect(f.ctx().furthest).toBe(3);
  });

  it('references: phone digits up to 10, per index; errors cleared per index and field', async () => {
    const f = await atReferences();
    f.send({ type: 'REFERENCES.SUBMIT' });
    expect(f.snap().matches('references')).toBe(true);
    const empty = requiredFields('0.fullName 0.phoneNumber 1.fullName 1.phoneNumber');
    expect(f.ctx().referenceErrors).toEqual(empty);
    f.send({ type: 'REFERENCE.CHANGE', index: 1, field: 'phoneNumber', value: '(55) 1234-5678 99' });
    expect(f.ctx().references).toEqual([
      { fullName: '', phoneNumber: '' },
      { fullName: '', phoneNumber: '5512345678' },
    ]);
    expect(f.ctx().referenceErrors).toEqual(requiredFields('0.fullName 0.phoneNumber 1.fullName'));
    f.send({ type: 'REFERENCE.CHANGE', index: 0, field: 'fullName', value: ' Ana (55) ' });
    expect(f.ctx().references[0]).toEqual({ fullName: ' Ana (55) ', phoneNumber: '' });
    expect(f.ctx().referenceErrors).toEqual({ '0.phoneNumber': REQUIRED, '1.fullName': REQUIRED });
    fillReferences(f);
    f.send({ type: 'REFERENCES.SUBMIT' });
    expect(f.ctx().origin).toBe('references');
    expect(f.ctx().referenceErrors).toEqual({});
    await settle();
    expect(f.calls['applications.submit']).toEqual([{ id: 'a-1', body: REFERENCES }]);
  });
});

describe('a change without a value', () => {
  it('leaves the field empty, in every form', async () => {
    const f = await atAddress();
    f.send({ type: 'ADDRESS.CHANGE', field: 'streetName', value: 'Durango' });
    f.send(withoutValue('ADDRESS.CHANGE', { field: 'streetName' }));
    expect(f.ctx().address.streetName).toBe('');
    f.send({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '0670' });
    f.send(withoutValue('ADDRESS.CHANGE', { field: 'postalCode' }));
    expect(f.ctx().address.postalCode).toBe('');
    expect(f.snap().matches({ address: 'editing' })).toBe(true);
    // With a lookup of 06700 in place, a postal code without a value is no new code to look up.
    await f.sendAndSettle({ type: 'ADDRESS.CHANGE', field: 'postalCode', value: '06700' });
    expect(f.calls['catalog.lookupPostalCode']).toHaveLength(1);
    f.send(withoutValue('ADDRESS.CHANGE', { field: 'postalCode' }));
    expect(f.snap().matches({ address: 'editing' })).toBe(true);
    expect(f.ctx().lookup).toBeNull();
    await fillAddress(f);
    f.send({ type: 'ADDRESS.SUBMIT' });
    f.send({ type: 'EMPLOYMENT.CHANGE', field: 'position', value: 'Vendedora' });
    f.send(withoutValue('EMPLOYMENT.CHANGE', { field: 'position' }));
    expect(f.ctx().employment.position).toBe('');
    fillEmployment(f);
    f.send({ type: 'EMPLOYMENT.SUBMIT' });
    fillReferences(f);
    f.send(withoutValue('REFERENCE.CHANGE', { index: 0, field: 'fullName' }));
    f.send(withoutValue('REFERENCE.CHANGE', { index: 1, field: 'phoneNumber' }));
    expect(f.ctx().references).toEqual([
      { fullName: '', phoneNumber: '5511122233' },
      { fullName: 'Jorge', phoneNumber: '' },
    ]);
  });

  it('the product: the field empty; a term selection without a term keeps the term', async () => {
    const f = await started(STORE_INPUT);
    product(f, '12000', '10000');
    f.send({ type: 'TERM.SELECT', requestedPeriod: 6 });
    f.send(withoutValue('PRODUCT.CHANGE', { field: 'productPrice' }));
    expect(f.ctx().product).toEqual({ productPrice: '', creditAmount: '10000', requestedPeriod: 6 });
    f.send(withoutValue('TERM.SELECT', {}));
    expect(f.ctx().product.requestedPeriod).toBe(6);
  });
});

describe('the URL and the steps reached', () => {
  /** Sends each route (under /aplicacion-credito) and reads the step the flow is at after it. */
  const visit = (f: Flow, ...routes: string[]) =>
    routes.map((route) => {
      f.send({ type: 'ROUTE.CHANGED', route: `/aplicacion-credito${route}` });
      const value = f.snap().value;
      return typeof value === 'string' ? value : Object.keys(value)[0];
    });

  it('only steps already reached, forward and back', async () => {
    const f = await atAddress();
    // Employment not reached yet; from the product, a route to another step than its neighbour does nothing.
    const [DOMICILIO, EMPLEO, REFERENCIAS] = ['/info-domicilio', '/info-empleo', '/referencias'];
    expect(visit(f, EMPLEO, '', REFERENCIAS, DOMICILIO)).toEqual([
      'address',
      'product',
      'product',
      'address',
    ]);
    await fillAddress(f);
    f.send({ type: 'ADDRESS.SUBMIT' });
    expect(visit(f, REFERENCIAS, DOMICILIO, EMPLEO)).toEqual(['employment', 'address', 'employment']);
    fillEmployment(f);
    f.send({ type: 'EMPLOYMENT.SUBMIT' });
    expect(visit(f, EMPLEO, REFERENCIAS)).toEqual(['employment', 'references']);
  });

  it('resubmitting the product after the forms keeps the furthest step', async () => {
    const f = await atReferences();
    expect(visit(f, '/info-empleo', '/info-domicilio', '')).toEqual(['employment', 'address', 'product']);
    await f.sendAndSettle({ type: 'PRODUCT.SUBMIT' });
    expect(f.snap().matches('address')).toBe(true);
    expect(f.ctx().furthest).toBe(3);
    expect(visit(f, '/info-empleo', '/referencias')).toEqual(['employment', 'references']);
  });

  it('once submitted the forms are closed, the product stays open and goes straight back to permisos', async () => {
    const f = await atReferences();
    fillReferences(f);
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    expect(f.snap().matches('consent')).toBe(true);
    expect(f.ctx().submitted).toBe(true);
    expect(f.calls['applications.resendComplianceCode']).toBeUndefined();
    expect(visit(f, '/info-domicilio', '', '/info-domicilio')).toEqual(['consent', 'product', 'product']);
    f.send({ type: 'PRODUCT.SUBMIT' });
    expect(f.snap().matches({ submission: 'resending' })).toBe(true);
    await settle();
    expect(f.calls['applications.resendComplianceCode']).toEqual([{ id: 'a-1' }]);
    expect(f.calls['applications.create']).toHaveLength(1);
    expect(f.calls['applications.submit']).toHaveLength(1);
    expect(f.snap().matches('consent')).toBe(true);
  });
});

describe('submission', () => {
  it('a profile with its data creates without forms, submits {} and waits for the NIP (countdown 60 s)', async () => {
    const f = await atConsent();
    const productInformation = { productPrice: 10000, creditAmount: 10000, requestedPeriod: 3 };
    expect(f.calls['applications.create']).toEqual([{ type: 'PERSONAL_LOAN', productInformation }]);
    expect(f.calls['applications.submit']).toEqual([{ id: 'a-1', body: {} }]);
    expect(f.ctx().applicationId).toBe('a-1');
    expect(f.ctx().result).toEqual({
      id: 'a-1',
      status: 'PREAPPROVED',
      processedAt: null,
      rejectionReason: null,
      overdueAccounts: undefined,
    });
    expect(f.snap().matches('consent')).toBe(true);
    expect(f.ctx().countdown).toBe(60);
  });

  it('the submit answer without an id keeps the created one', async () => {
    const f = await atConsent({
      'applications.submit': async () => ({ ...preapproved(''), status: 'REJECTED' }),
    });
    expect(f.ctx().result?.id).toBe('a-1');
    expect(f.snap().matches('result')).toBe(true);
  });

  // Where each answer of the submission leads (result, interest offer, permisos): checkApplication in the model.
  it('creation refused: rejected-applications limit (code) and 429 go to the limit screen with their §8 text', async () => {
    const limit = await atConsent({
      'applications.create': fails(400, { code: 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED' }),
    });
    expect(limit.snap().matches('limitExceeded')).toBe(true);
    expect(applicationView(limit.snap()).limitMessage).toBe(REJECTED_LIMIT);
    expect(limit.alerts).toEqual([]);
    const many = await atConsent({ 'applications.create': fails(429) });
    expect(many.snap().matches('limitExceeded')).toBe(true);
    expect(many.ctx().cannotCreateReason).toBe('EXCEEDED_APPLICATIONS_PER_MINUTE');
    expect(applicationView(many.snap()).limitMessage).toBe(TOO_MANY);
  });

  it('a 422 alerts the server text (body or data), else the §8 text; other failures the §8 text', async () => {
    const cases: Array<[unknown, string]> = [
      [
        httpError(422, { body: { message: 'Tu límite disponible es de $5,000.00' } }),
        'Tu límite disponible es de $5,000.00',
      ],
      [httpError(422, { data: { message: 'Monto no permitido' } }), 'Monto no permitido'],
      [httpError(422, { body: { message: '' }, data: { message: 'Otro' } }), CREATE_FAILED],
      [httpError(422, { body: { message: 42 } }), CREATE_FAILED],
      [httpError(422, { body: null, data: null }), CREATE_FAILED],
      [httpError(422), CREATE_FAILED],
      [httpError(500, { body: { message: 'Error interno' } }), CREATE_FAILED],
      [{ code: 'REJECTED_APPLICATIONS_LIMIT_EXCEEDEDX', status: 400 }, CREATE_FAILED],
    ];
    for (const [error, message] of cases) {
      const f = await atConsent({
        'applications.create': async () => {
          throw error;
        },
      });
      expect(f.snap().matches('product')).toBe(true);
      expect(f.alerts).toEqual([errorAlert(message)]);
      expect(f.ctx().product.creditAmount).toBe('10000');
    }
  });

  /** A flow from `at` whose first submit fails (the application is created); `recover()` lets the next one pass. */
  async function afterFailedSubmit(at: (fakes: Fakes) => Promise<Flow>) {
    let fail = true;
    const f = await at({
      'applications.submit': async (i) => {
        if (fail) throw httpError(500);
        return preapproved(i.id);
      },
    });
    return {
      f,
      recover: () => {
        fail = false;
      },
    };
  }

  it('a failure after the references goes back to the references; the next try only submits', async () => {
    const { f, recover } = await afterFailedSubmit(atReferences);
    fillReferences(f);
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    expect(f.snap().matches('references')).toBe(true);
    expect(f.alerts).toEqual([errorAlert(SUBMIT_FAILED)]);
    expect(f.ctx().applicationId).toBe('a-1');
    recover();
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    expect(f.calls['applications.create']).toHaveLength(1);
    expect(f.calls['applications.submit']).toHaveLength(2);
    expect(f.snap().matches('consent')).toBe(true);
  });

  it('back to the product after a failed submit from the references: the forms again, then the references are submitted', async () => {
    const { f, recover } = await afterFailedSubmit(atReferences);
    fillReferences(f);
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    expect(f.snap().matches('references')).toBe(true);
    expect(f.ctx().applicationId).toBe('a-1');
    for (const route of ['/info-empleo', '/info-domicilio', ''])
      f.send({ type: 'ROUTE.CHANGED', route: `/aplicacion-credito${route}` });
    recover();
    // Spec §4: without address and employment the product form leads to info-domicilio, never to a submit
    // without the references (an empty body).
    await f.sendAndSettle({ type: 'PRODUCT.SUBMIT' });
    expect(f.snap().matches('address')).toBe(true);
    expect(f.calls['applications.submit']).toHaveLength(1);
    // Everything typed is still there.
    expect(f.ctx().address.postalCode).toBe('06700');
    f.send({ type: 'ADDRESS.SUBMIT' });
    expect(f.snap().matches('employment')).toBe(true);
    f.send({ type: 'EMPLOYMENT.SUBMIT' });
    expect(f.snap().matches('references')).toBe(true);
    await f.sendAndSettle({ type: 'REFERENCES.SUBMIT' });
    expect(f.calls['applications.create']).toHaveLength(1);
    expect(f.calls['applications.submit']).toEqual([expect.anything(), { id: 'a-1', body: REFERENCES }]);
    expect(f.snap().matches('consent')).toBe(true);
  });

  it('a failed submit of a profile with its data: the product again only submits, with an empty body', async () => {
    const { f, recover } = await afterFailedSubmit(atConsent);
    expect(f.snap().matches('product')).toBe(true);
    recover();
    await f.sendAndSettle({ type: 'PRODUCT.SUBMIT' });
    expect(f.calls['applications.create']).toHaveLength(1);
    const empty = { id: 'a-1', body: {} };
    expect(f.calls['applications.submit']).toEqual([empty, empty]);
    expect(f.snap().matches('consent')).toBe(true);
  });

  it('a failed create after the references: back to the references', async () => {
    const f = await atReferences({ 'applications.create': fails(503) });
    fillReferences(f);
    f.send({ type: 'REFERENCES.SUBMIT' });
    expect(applicationView(f.snap()).screen).toBe('references');
    expect(applicationView(f.snap()).busy).toBe(true);
    await settle();
    expect(f.snap().matches('references')).toBe(true);
    expect(f.ctx().applicationId).toBeNull();
  });
});
