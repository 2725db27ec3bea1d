/**
 * The credit application machine beyond its model: §5 rules, §6 cap, §8 texts (as literal spec strings), the
 * estimate debounce, the NIP countdown, the bodies sent and where the flow ends.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type ApplicationInput,
  applicationMachine,
  applicationView,
  createBody,
  EMPTY_ADDRESS,
  EMPTY_EMPLOYMENT,
  initialContext,
  limitMessageOf,
  limitOf,
  REJECTION_TEXTS,
  rejectionText,
  termButtons,
  validateAddress,
  validateConsent,
  validateEmployment,
  validateProduct,
  validateReferences,
} from '../../../machines/application';
import { REJECTION_REASONS } from '../../../src/api/contract/common';
import { pesos } from '../../../src/domain/money';
import { NOW } from '../../fixtures/samples';
import {
  around,
  BOUND_TEXTS,
  BOUNDS,
  DEFAULT_REJECTION,
  overdueAccountsText,
} from '../../model/oracle/spec.ts';
import { INPUTS } from './application.model';

describe('§8 texts, literally', () => {
  it('cannot-create reasons', () => {
    expect(limitMessageOf('REJECTED_APPLICATIONS_LIMIT_EXCEEDED')).toBe(
      'Excediste el número de solicitudes rechazadas, por favor intenta nuevamente en un mes.',
    );
    expect(limitMessageOf('EXCEEDED_APPLICATIONS_PER_MINUTE')).toBe(
      'Estás intentando subir demasiadas solicitudes, por favor intenta de nuevo en 2 minutos.',
    );
    expect(limitMessageOf('ANY_OTHER')).toBe(
      'Estás intentando subir demasiadas solicitudes, por favor intenta de nuevo en 2 minutos.',
    );
  });

  it('another reason shows the server’s text when it gives one (can-create answers what creating would)', () => {
    const inProgress = 'Ya tienes una solicitud en proceso.';
    expect(limitMessageOf('APPLICATION_IN_PROGRESS', inProgress)).toBe(inProgress);
    expect(limitMessageOf('APPLICATION_IN_PROGRESS', '')).toBe(
      'Estás intentando subir demasiadas solicitudes, por favor intenta de nuevo en 2 minutos.',
    );
    // The spec's own reasons keep the spec's texts, whatever the server says.
    expect(limitMessageOf('REJECTED_APPLICATIONS_LIMIT_EXCEEDED', inProgress)).toBe(
      'Excediste el número de solicitudes rechazadas, por favor intenta nuevamente en un mes.',
    );
    expect(limitMessageOf('EXCEEDED_APPLICATIONS_PER_MINUTE', inProgress)).toBe(
      'Estás intentando subir demasiadas solicitudes, por favor intenta de nuevo en 2 minutos.',
    );
  });

  it('one text per rejection reason of the contract, distinct, plus the default for unknown codes', () => {
    expect(Object.keys(REJECTION_TEXTS).sort()).toEqual([...REJECTION_REASONS].sort());
    const texts = REJECTION_REASONS.map((r) => rejectionText(r));
    expect(new Set(texts).size).toBe(REJECTION_REASONS.length);
    expect(rejectionText('SOMETHING_NEW')).toBe(DEFAULT_REJECTION.copy);
    expect(rejectionText(null)).toBe(rejectionText('SOMETHING_NEW'));
    // Codes spelt with a trailing space match too (spec §8).
    expect(rejectionText('FRAUDULENT_BEHAVIOR ')).toBe(REJECTION_TEXTS.FRAUDULENT_BEHAVIOR);
    expect(rejectionText('FRAUDULENT_BEHAVIOR')).toContain('6 meses');
    expect(rejectionText('FAILED_RISK_MODEL')).toContain('24 horas hábiles');
  });

  it('OVERDUE_ACCOUNTS shows the count', () => {
    expect(rejectionText('OVERDUE_ACCOUNTS', 3)).toBe(overdueAccountsText(3));
    expect(rejectionText('OVERDUE_ACCOUNTS', 1)).toBe(overdueAccountsText(1));
  });
});

describe('§5 product form, §6 cap, §9 bands', () => {
  const noLimit = limitOf({ type: 'STORE', creditLimit: 0, balances: [] });
  it('cap: 50,000 store and 20,000 personal loan without a limit; limit minus balances otherwise', () => {
    expect(noLimit).toBe(pesos(50_000));
    expect(limitOf({ type: 'PERSONAL_LOAN', creditLimit: 0, balances: [] })).toBe(pesos(20_000));
    expect(
      limitOf({
        type: 'STORE',
        creditLimit: 15000,
        balances: [{ overdueBalance: 500, currentBalance: 2000 }],
      }),
    ).toBe(pesos(12_500));
    expect(limitOf({ type: 'PERSONAL_LOAN', creditLimit: 30000, balances: [] })).toBe(pesos(20_000));
  });

  it('price 2,000 – 50,000, amount within 90 % and the limit, a term of the band', () => {
    expect(
      validateProduct({ productPrice: '', creditAmount: '', requestedPeriod: 3 }, 'STORE', noLimit),
    ).toEqual({
      productPrice: 'El campo es requerido',
      creditAmount: 'El campo es requerido',
    });
    expect(
      validateProduct({ productPrice: '1999', creditAmount: '2000', requestedPeriod: 3 }, 'STORE', noLimit)
        .productPrice,
    ).toBe('El monto mínimo es de $2,000');
    expect(
      validateProduct({ productPrice: '60000', creditAmount: '2000', requestedPeriod: 3 }, 'STORE', noLimit)
        .productPrice,
    ).toBe('El monto máximo es de $50,000');
    expect(
      validateProduct({ productPrice: '10000', creditAmount: '9500', requestedPeriod: 3 }, 'STORE', noLimit)
        .creditAmount,
    ).toBe('Puedes financiar hasta el 90% del precio: $9,000.00');
    expect(
      validateProduct(
        { productPrice: '20000', creditAmount: '14000', requestedPeriod: 3 },
        'STORE',
        pesos(12_500),
      ).creditAmount,
    ).toBe('Tu límite disponible es de $12,500.00');
    expect(
      validateProduct({ productPrice: '10000', creditAmount: '2500', requestedPeriod: 6 }, 'STORE', noLimit)
        .requestedPeriod,
    ).toBe('Selecciona una opción para el plazo');
    expect(
      validateProduct({ productPrice: '10000', creditAmount: '9000', requestedPeriod: 12 }, 'STORE', noLimit),
    ).toEqual({});
    expect(
      validateProduct(
        { productPrice: '', creditAmount: '10000', requestedPeriod: 18 },
        'PERSONAL_LOAN',
        pesos(20_000),
      ),
    ).toEqual({});
  });

  it('term buttons: bands, personal loan first four, disabled under 1,999, MSI badge', () => {
    const store = termButtons(
      { productPrice: '', creditAmount: '25000', requestedPeriod: 3 },
      'STORE',
      [6],
      false,
    );
    expect(store.terms.map((t) => t.months)).toEqual([3, 6, 9, 12, 15, 18, 24]);
    expect(store.terms.filter((t) => t.noInterest).map((t) => t.months)).toEqual([6]);
    const personal = termButtons(
      { productPrice: '', creditAmount: '20000', requestedPeriod: 3 },
      'PERSONAL_LOAN',
      [],
      true,
    );
    expect(personal.terms.map((t) => t.months)).toEqual([3, 6, 9, 12, 15, 18]);
    expect(personal.terms.filter((t) => t.noInterest).map((t) => t.months)).toEqual([3, 6, 9, 12]);
    expect(
      termButtons({ productPrice: '', creditAmount: '1500', requestedPeriod: 3 }, 'STORE', [], false)
        .disabled,
    ).toBe(true);
  });
});

describe('§5 address, employment, references, consent', () => {
  const lookup = {
    postalCode: '06700',
    municipality: 'Cuauhtémoc',
    city: 'Ciudad de México',
    state: 'Ciudad de México',
    neighborhoods: ['Roma Norte'],
  };
  const [RENT_BELOW, RENT_AT] = around(BOUNDS.minRent);
  const address = {
    ...EMPTY_ADDRESS,
    streetName: 'Av. Álvaro Obregón',
    exteriorNumber: '121',
    postalCode: '06700',
    neighborhood: 'Roma Norte',
    addressType: 'RENTED',
    monthlyRent: RENT_BELOW,
    movedInMonth: '01',
    movedInYear: '2026',
    maritalStatus: 'SINGLE',
  };
  it('rent ≥ its minimum only when RENTED; moved-in before today; postal code looked up', () => {
    // NOW is 15 January 2026: January 2026 counts as past (its 1st is before today), February does not.
    expect(validateAddress(address, lookup, NOW)).toEqual({ monthlyRent: BOUND_TEXTS.minRent });
    expect(validateAddress({ ...address, addressType: 'OWNED' }, lookup, NOW)).toEqual({});
    expect(validateAddress({ ...address, monthlyRent: RENT_AT, movedInMonth: '02' }, lookup, NOW)).toEqual({
      movedInMonth: 'La fecha debe ser menor al día de hoy',
    });
    expect(validateAddress({ ...address, monthlyRent: RENT_AT }, null, NOW).postalCode).toBe(
      'El código postal ingresado no es válido',
    );
    expect(validateAddress(EMPTY_ADDRESS, null, NOW).streetName).toBe('El campo es requerido');
    expect(validateAddress(EMPTY_ADDRESS, null, NOW).interiorNumber).toBeUndefined();
  });

  it('employment details only when EMPLOYED, INDEPENDENT or RETIRED', () => {
    expect(
      validateEmployment({ ...EMPTY_EMPLOYMENT, status: 'HOMEMAKER', economicDependents: '0' }, NOW),
    ).toEqual({});
    expect(
      Object.keys(
        validateEmployment({ ...EMPTY_EMPLOYMENT, status: 'RETIRED', economicDependents: '6' }, NOW),
      ).sort(),
    ).toEqual(['companyName', 'monthlySalary', 'position', 'startMonth', 'startYear']);
    const working = {
      status: 'EMPLOYED',
      companyName: 'X',
      position: 'Y',
      monthlySalary: '900',
      startMonth: '02',
      startYear: '2021',
      economicDependents: '1',
    };
    expect(validateEmployment(working, NOW)).toEqual({ monthlySalary: BOUND_TEXTS.minIncome });
  });

  it('references: name required, phone at least 10; consent: both boxes and a 6-digit NIP', () => {
    expect(
      validateReferences([
        { fullName: '', phoneNumber: '55123' },
        { fullName: 'Ana', phoneNumber: '5512345678' },
      ]),
    ).toEqual({
      '0.fullName': 'El campo es requerido',
      '0.phoneNumber': 'El campo debe tener al menos 10 dígitos',
    });
    expect(validateConsent({ creditCheck: false, ownBehalf: true, nip: '12345' })).toEqual({
      creditCheck: 'Debe aceptar este campo',
      nip: 'El campo debe tener al menos 6 dígitos',
    });
    expect(validateConsent({ creditCheck: true, ownBehalf: true, nip: '123456' })).toEqual({});
  });
});

/** The machine with actors that answer at once (or as given). */
function run(input: ApplicationInput, actors: Record<string, (input: never) => Promise<unknown>> = {}) {
  const defaults: Record<string, (input: never) => Promise<unknown>> = {
    'applications.canCreate': async () => ({ canCreateApplication: true, reason: null }),
    'payments.balance': async () => ({ balances: [] }),
    'catalog.storeNoInterestPayments': async () => ({ noInterestPayments: [] }),
    'applications.estimatedMonthlyPayment': async () => ({ estimatedMonthlyPayment: 1000 }),
  };
  const all = { ...defaults, ...actors };
  const machine = applicationMachine.provide({
    actors: Object.fromEntries(
      Object.entries(all).map(([name, fn]) => [name, fromPromise(({ input }) => fn(input as never))]),
    ) as never,
  });
  const alerts: string[] = [];
  const actor = createActor(machine, { input });
  actor.on('alert', (e) => alerts.push(e.message));
  actor.start();
  return { actor, alerts };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('machine behaviour', () => {
  // A store application without a store: application.actions.test.ts ('nothing before the zero delay, then the §8
  // alert and /') asserts the same and more.
  it('the estimate is fetched once, 500 ms after the last change', async () => {
    vi.useFakeTimers();
    try {
      const estimates: unknown[] = [];
      const { actor } = run(INPUTS.store, {
        'applications.estimatedMonthlyPayment': async (query) => {
          estimates.push(query);
          return { estimatedMonthlyPayment: 1843.21 };
        },
      });
      await flush();
      expect(actor.getSnapshot().matches('product')).toBe(true);
      actor.send({ type: 'PRODUCT.CHANGE', field: 'productPrice', value: '12000' });
      actor.send({ type: 'PRODUCT.CHANGE', field: 'creditAmount', value: '1000' });
      await vi.advanceTimersByTimeAsync(300);
      actor.send({ type: 'PRODUCT.CHANGE', field: 'creditAmount', value: '10000' });
      await vi.advanceTimersByTimeAsync(499);
      expect(estimates).toEqual([]);
      expect(applicationView(actor.getSnapshot()).estimating).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      await flush();
      expect(estimates).toEqual([{ creditAmount: 10000, requestedPeriod: 3, type: 'STORE', storeId: 's-1' }]);
      const view = applicationView(actor.getSnapshot());
      expect(view.estimateText).toBe('$1,843.21');
      // Cost before consent: total = payment × term, CAT from src/domain/cat.ts.
      expect(view.cost?.totalText).toBe('$5,529.63');
      expect(view.cost?.catText).toMatch(/^\d+\.\d%$/);
      // A term change asks again; an amount change resets the term to 3.
      actor.send({ type: 'TERM.SELECT', requestedPeriod: 6 });
      await vi.advanceTimersByTimeAsync(500);
      await flush();
      expect(estimates).toHaveLength(2);
      actor.send({ type: 'PRODUCT.CHANGE', field: 'creditAmount', value: '9000' });
      expect(actor.getSnapshot().context.product.requestedPeriod).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('creates with address and employment after the forms, submits the references, then the NIP', async () => {
    const bodies: unknown[] = [];
    const { actor, alerts } = run(
      { ...INPUTS.store, resendWaitSeconds: 60 },
      {
        'catalog.lookupPostalCode': async () => ({
          postalCodes: [
            {
              postalCode: '06700',
              neighborhood: 'Roma Norte',
              municipality: 'Cuauhtémoc',
              city: 'CDMX',
              state: 'CDMX',
            },
          ],
        }),
        // What is sent; the operation keys have their own tests (application.keys.test.ts).
        'applications.create': async (input: { body: unknown }) => {
          bodies.push(input.body);
          return { id: 'a-1' };
        },
        'applications.submit': async ({ operationKey: _, ...input }: { operationKey: string }) => {
          bodies.push(input);
          return { id: 'a-1', status: 'PREAPPROVED', processedAt: null, rejectionReason: null };
        },
        'applications.process': async () => {
          throw { status: 409, code: 'WRONG_NIP' };
        },
      },
    );
    await flush();
    for (const [field, value] of [
      ['productPrice', '12000'],
      ['creditAmount', '10000'],
    ] as const)
      actor.send({ type: 'PRODUCT.CHANGE', field, value });
    actor.send({ type: 'PRODUCT.SUBMIT' });
    await flush();
    expect(actor.getSnapshot().matches('address')).toBe(true);
    expect(applicationView(actor.getSnapshot())).toMatchObject({
      progress: 25,
      title: 'Datos de tu domicilio...',
    });
    const fill: Array<[string, string]> = [
      ['streetName', ' Av. Álvaro Obregón '],
      ['exteriorNumber', '121'],
      ['postalCode', '06700'],
      ['addressType', 'OWNED'],
      ['movedInMonth', '03'],
      ['movedInYear', '2020'],
      ['maritalStatus', 'SINGLE'],
    ];
    for (const [field, value] of fill) {
      actor.send({ type: 'ADDRESS.CHANGE', field: field as never, value });
      await flush();
    }
    expect(actor.getSnapshot().context.address.neighborhood).toBe('Roma Norte');
    actor.send({ type: 'ADDRESS.SUBMIT' });
    expect(applicationView(actor.getSnapshot())).toMatchObject({ progress: 50, screen: 'employment' });
    actor.send({ type: 'EMPLOYMENT.CHANGE', field: 'status', value: 'UNEMPLOYED' });
    actor.send({ type: 'EMPLOYMENT.CHANGE', field: 'economicDependents', value: '0' });
    actor.send({ type: 'EMPLOYMENT.SUBMIT' });
    expect(applicationView(actor.getSnapshot())).toMatchObject({ progress: 75, title: 'Referencias...' });
    for (const [index, field, value] of [
      [0, 'fullName', 'Lucía'],
      [0, 'phoneNumber', '55-1112-2233'],
      [1, 'fullName', 'Jorge'],
      [1, 'phoneNumber', '5544455566'],
    ] as const)
      actor.send({ type: 'REFERENCE.CHANGE', index, field, value });
    actor.send({ type: 'REFERENCES.SUBMIT' });
    await flush();
    expect(bodies[0]).toEqual({
      type: 'STORE',
      productInformation: { productPrice: 12000, creditAmount: 10000, requestedPeriod: 3 },
      storeId: 's-1',
      promoterId: 'p-7',
      utm: { medium: 'organic', source: 'clients-webapp' },
      clientAddress: {
        streetName: 'Av. Álvaro Obregón',
        exteriorNumber: '121',
        interiorNumber: null,
        postalCode: '06700',
        neighborhood: 'Roma Norte',
        municipality: 'Cuauhtémoc',
        city: 'CDMX',
        state: 'CDMX',
        addressType: 'OWNED',
        monthlyRent: null,
        movedInSince: '2020-03-01',
        maritalStatus: 'SINGLE',
      },
      clientEmployment: { status: 'UNEMPLOYED', economicDependents: 0 },
    });
    expect(bodies[1]).toEqual({
      id: 'a-1',
      body: {
        personalReferences: [
          { fullName: 'Lucía', phoneNumber: '5511122233' },
          { fullName: 'Jorge', phoneNumber: '5544455566' },
        ],
      },
    });
    const snapshot = actor.getSnapshot();
    expect(applicationView(snapshot)).toMatchObject({
      screen: 'consent',
      progress: 100,
      title: 'Permisos...',
    });
    expect(snapshot.context.countdown).toBe(60);
    // No way back to the references once submitted.
    actor.send({ type: 'ROUTE.CHANGED', route: '/aplicacion-credito/referencias' });
    expect(actor.getSnapshot().matches('consent')).toBe(true);
    actor.send({ type: 'CONSENT.CHANGE', field: 'creditCheck', value: true });
    actor.send({ type: 'CONSENT.CHANGE', field: 'ownBehalf', value: true });
    actor.send({ type: 'CONSENT.CHANGE', field: 'nip', value: '12a3456' });
    actor.send({ type: 'CONSENT.SUBMIT' });
    await flush();
    expect(alerts).toEqual(['Has ingresado un NIP incorrecto.']);
    expect(actor.getSnapshot().context.consent.nip).toBe('');
    actor.stop();
  });

  it('the other NIP failure names the support phone; resend only after the countdown', async () => {
    vi.useFakeTimers();
    try {
      const resends: unknown[] = [];
      const { actor, alerts } = run(
        { ...INPUTS.personal, resendWaitSeconds: 60 },
        {
          'applications.create': async () => ({ id: 'a-1' }),
          'applications.submit': async () => ({
            id: 'a-1',
            status: 'PREAPPROVED',
            processedAt: null,
            rejectionReason: null,
          }),
          'applications.process': async () => {
            throw { status: 500 };
          },
          'applications.resendComplianceCode': async (input) => {
            resends.push(input);
            return { sent: true };
          },
        },
      );
      await flush();
      actor.send({ type: 'PRODUCT.CHANGE', field: 'creditAmount', value: '10000' });
      actor.send({ type: 'PRODUCT.SUBMIT' });
      await flush();
      expect(actor.getSnapshot().matches('consent')).toBe(true);
      actor.send({ type: 'CODE.RESEND' });
      expect(resends).toEqual([]);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(applicationView(actor.getSnapshot())).toMatchObject({ countdown: 1, canResend: false });
      await vi.advanceTimersByTimeAsync(1000);
      expect(applicationView(actor.getSnapshot()).canResend).toBe(true);
      actor.send({ type: 'CODE.RESEND' });
      await flush();
      expect(resends).toEqual([{ id: 'a-1' }]);
      expect(actor.getSnapshot().context.countdown).toBe(60);
      actor.send({ type: 'CONSENT.CHANGE', field: 'creditCheck', value: true });
      actor.send({ type: 'CONSENT.CHANGE', field: 'ownBehalf', value: true });
      actor.send({ type: 'CONSENT.CHANGE', field: 'nip', value: '123456' });
      actor.send({ type: 'CONSENT.SUBMIT' });
      await flush();
      expect(alerts).toEqual([
        'No pudimos procesar tu solicitud vuelve a intentarlo, si el problema persiste comuníquese con soporte al (555) 555-5555',
      ]);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('results: APPROVED goes to term selection when the contract is signed, else to the contract', () => {
    const approved = {
      ...INPUTS.personal,
      result: { id: 'a-9', status: 'APPROVED' as const, processedAt: 'x', rejectionReason: null },
    };
    const signed = run(approved).actor;
    expect(applicationView(signed.getSnapshot()).result).toMatchObject({
      kind: 'APPROVED',
      title: '¡Tu solicitud ha sido autorizada!',
      action: 'Elegir plazo',
    });
    expect(applicationView(signed.getSnapshot()).result?.text).toContain('15 días');
    signed.send({ type: 'FINISH' });
    expect(signed.getSnapshot().output).toEqual({
      redirectTo: '/firmar-aplicacion-credito/a-9/seleccionar-plazo',
    });
    const unsigned = run({ ...approved, profile: { ...approved.profile, contractSigned: false } }).actor;
    unsigned.send({ type: 'FINISH' });
    expect(unsigned.getSnapshot().output).toEqual({ redirectTo: '/firmar-aplicacion-credito/a-9' });
    const promoter = run(INPUTS.promoterResult).actor;
    expect(applicationView(promoter.getSnapshot()).result).toMatchObject({
      kind: 'REJECTED',
      action: 'Finalizar',
      // Issue 23: the promoter reads the decision, never the customer's reason.
      text: 'Por privacidad, el motivo solo se le comunica al cliente: lo recibe por SMS en su teléfono.',
    });
    expect(applicationView(promoter.getSnapshot()).result?.text).not.toBe(REJECTION_TEXTS.FICO_SCORE_TOO_LOW);
    expect(applicationView(promoter.getSnapshot()).showMenu).toBe(true);
    promoter.send({ type: 'FINISH' });
    expect(promoter.getSnapshot().output).toEqual({ redirectTo: '/promotor' });
  });

  it('a personal loan sends no store and no price of its own', () => {
    const c = initialContext({ ...INPUTS.personal, storeId: 's-1' });
    const body = createBody({
      ...c,
      product: { productPrice: '', creditAmount: '12000', requestedPeriod: 6 },
    });
    expect(body).toEqual({
      type: 'PERSONAL_LOAN',
      productInformation: { productPrice: 12000, creditAmount: 12000, requestedPeriod: 6 },
      utm: c.utm, // the landing's marketing parameters go with it (§2)
    });
  });
});

describe('entry texts and sector labels', () => {
  it('the store link texts of §8 and the empty search text of §2, literally', async () => {
    const link = await import('../../../machines/storeLink.machine');
    const search = await import('../../../machines/storeSearch.machine');
    expect(link.STORE_ID_REQUIRED_MESSAGE).toBe(
      'Se necesita usar un link de tienda para crear una solicitud.',
    );
    expect(link.STORE_NOT_FOUND_MESSAGE).toBe('No se encontró la tienda solicitada.');
    expect(search.NO_STORE_FOUND_MESSAGE).toBe('No encontramos una tienda con ese nombre');
    expect(search.STORE_SEARCH_LIMIT).toBe(5);
  });

  it('the sector labels are the contract ones, OTHERS for anything else', async () => {
    const { STORE_SECTOR_LABELS } = await import('../../../src/api/contract/catalog');
    const { sectorLabel } = await import('../../../machines/storeSearch.machine');
    for (const [sector, label] of Object.entries(STORE_SECTOR_LABELS))
      expect(sectorLabel(sector)).toBe(label);
    expect(sectorLabel('ELECTRONICS')).toBe('Electronicos');
    expect(sectorLabel('SPACE')).toBe('Otros');
    expect(sectorLabel('toString')).toBe('Otros');
  });
});
