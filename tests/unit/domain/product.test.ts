/**
 * The product check (src/domain/product.ts): spec §5 "Product form (store)", §6 and §9, walked at each bound, one
 * below and one above, for both application types. The same check runs in the customer's and the promoter's
 * product steps and in the server's create; each refusal carries its reason and its one text.
 */
import { describe, expect, it } from 'vitest';
import { asCentavos, type Centavos, pesos } from '../../../src/domain/money.ts';
import {
  checkProduct,
  firstRefusal,
  PERSONAL_LOAN_PRICE_MESSAGE,
  type ProductInput,
  TERM_REQUIRED_MESSAGE,
} from '../../../src/domain/product.ts';

const MIN = 'El monto mínimo es de $2,000';
const MAX = 'El monto máximo es de $50,000';
const CAP = 'El préstamo personal es de hasta $20,000';
const TERM = { reason: 'TERM_NOT_OFFERED', text: 'Selecciona una opción para el plazo' };
const cents = (n: number) => asCentavos(n);
const refused = (reason: string, text: string) => ({ reason, text });

type Amount = Centavos | null;
const product = (
  type: ProductInput['type'],
  price: Amount,
  amount: Amount,
  term: number,
  limit?: Centavos,
) => ({
  ...{ type, productPrice: price, creditAmount: amount, requestedPeriod: term },
  ...(limit === undefined ? {} : { limit }),
});
const store = (price: Amount, amount: Amount, term = 3, limit?: Centavos): ProductInput =>
  product('STORE', price, amount, term, limit);
const loan = (amount: Amount, term = 3, limit?: Centavos, price = amount): ProductInput =>
  product('PERSONAL_LOAN', price, amount, term, limit);

describe('the texts', () => {
  it('are the spec words where it has them', () => {
    expect(TERM_REQUIRED_MESSAGE).toBe('Selecciona una opción para el plazo');
    expect(PERSONAL_LOAN_PRICE_MESSAGE).toBe('En el préstamo personal el precio es el monto solicitado.');
  });
});

describe('a store purchase', () => {
  it('a valid product has no refusal', () => {
    const valid = [store(pesos(2_000), pesos(2_000), 3), store(pesos(10_000), pesos(9_000), 12)];
    for (const input of [...valid, store(pesos(50_000), pesos(45_000), 24)])
      expect(checkProduct(input)).toStrictEqual({});
  });

  it('the price goes from 2,000 to 50,000', () => {
    expect(checkProduct(store(cents(199_999), pesos(2_000))).productPrice).toEqual(
      refused('PRICE_BELOW_MIN', MIN),
    );
    expect(checkProduct(store(pesos(2_000), pesos(2_000))).productPrice).toBeUndefined();
    expect(checkProduct(store(pesos(50_000), pesos(2_000))).productPrice).toBeUndefined();
    expect(checkProduct(store(cents(5_000_001), pesos(2_000))).productPrice).toEqual(
      refused('PRICE_ABOVE_MAX', MAX),
    );
  });

  it('the amount is at least 2,000', () => {
    expect(checkProduct(store(pesos(10_000), cents(199_999))).creditAmount).toEqual(
      refused('AMOUNT_BELOW_MIN', MIN),
    );
    expect(checkProduct(store(pesos(10_000), pesos(2_000))).creditAmount).toBeUndefined();
  });

  it('the amount is at most 90 % of a valid price', () => {
    expect(checkProduct(store(pesos(10_000), pesos(9_000), 6))).toStrictEqual({});
    expect(checkProduct(store(pesos(10_000), cents(900_001), 6)).creditAmount).toEqual(
      refused('AMOUNT_ABOVE_FINANCEABLE', 'Puedes financiar hasta el 90% del precio: $9,000.00'),
    );
    // 90 % of 2,100 is under 2,000: the price itself is financeable.
    expect(checkProduct(store(pesos(2_100), pesos(2_100))).creditAmount).toBeUndefined();
    expect(checkProduct(store(pesos(2_100), cents(210_001))).creditAmount).toEqual(
      refused('AMOUNT_ABOVE_FINANCEABLE', 'Puedes financiar hasta el 90% del precio: $2,100.00'),
    );
  });

  it('without a valid price the amount is held to 50,000', () => {
    expect(checkProduct(store(pesos(60_000), pesos(50_000), 24)).creditAmount).toBeUndefined();
    expect(checkProduct(store(pesos(60_000), cents(5_000_001), 24)).creditAmount).toEqual(
      refused('AMOUNT_ABOVE_MAX', MAX),
    );
    expect(checkProduct(store(null, pesos(50_000), 24)).creditAmount).toBeUndefined();
    expect(checkProduct(store(null, cents(5_000_001), 24)).creditAmount).toEqual(
      refused('AMOUNT_ABOVE_MAX', MAX),
    );
    expect(checkProduct(store(cents(199_999), pesos(45_000), 24)).creditAmount).toBeUndefined();
  });

  it('a known limit comes first, with its figure', () => {
    expect(checkProduct(store(pesos(10_000), pesos(5_000), 6, pesos(5_000))).creditAmount).toBeUndefined();
    expect(checkProduct(store(pesos(10_000), cents(500_001), 6, pesos(5_000))).creditAmount).toEqual(
      refused('AMOUNT_ABOVE_LIMIT', 'Tu límite disponible es de $5,000.00'),
    );
    expect(checkProduct(store(pesos(10_000), pesos(1_000), 3, pesos(500))).creditAmount?.reason).toBe(
      'AMOUNT_BELOW_MIN',
    );
  });

  it('empty or unreadable fields are the form’s to say', () => {
    expect(checkProduct(store(null, null))).toStrictEqual({ requestedPeriod: TERM });
  });
});

describe('a personal loan', () => {
  it('its price is its amount', () => {
    expect(checkProduct(loan(pesos(10_000), 6))).toStrictEqual({});
    expect(checkProduct(loan(pesos(10_000), 6, undefined, pesos(12_000))).productPrice).toEqual(
      refused('PERSONAL_LOAN_PRICE', PERSONAL_LOAN_PRICE_MESSAGE),
    );
    expect(checkProduct(loan(pesos(10_000), 6, undefined, null)).productPrice).toBeUndefined();
  });

  it('the amount goes from 2,000 to the 20,000 cap when no limit is given', () => {
    expect(checkProduct(loan(cents(199_999))).creditAmount).toEqual(refused('AMOUNT_BELOW_MIN', MIN));
    expect(checkProduct(loan(pesos(2_000))).creditAmount).toBeUndefined();
    expect(checkProduct(loan(pesos(20_000), 18)).creditAmount).toBeUndefined();
    expect(checkProduct(loan(cents(2_000_001), 18)).creditAmount).toEqual(refused('AMOUNT_ABOVE_CAP', CAP));
  });

  it('a given limit holds the cap (the limit of §6 is never over it) and there is no 90 % rule', () => {
    expect(checkProduct(loan(cents(2_000_001), 18, pesos(60_000))).creditAmount).toBeUndefined();
    expect(checkProduct(loan(pesos(9_500), 6, pesos(20_000), pesos(9_500))).creditAmount).toBeUndefined();
    expect(checkProduct(loan(cents(800_001), 6, pesos(8_000))).creditAmount).toEqual(
      refused('AMOUNT_ABOVE_LIMIT', 'Tu límite disponible es de $8,000.00'),
    );
  });

  it('uses the first four bands only', () => {
    expect(checkProduct(loan(pesos(20_000), 18)).requestedPeriod).toBeUndefined();
    expect(checkProduct(loan(pesos(20_000), 24)).requestedPeriod).toEqual(TERM);
  });
});

describe('the term', () => {
  it('must be one of the amount band (§9)', () => {
    expect(checkProduct(store(pesos(10_000), pesos(4_000), 6)).requestedPeriod).toBeUndefined();
    expect(checkProduct(store(pesos(10_000), pesos(4_000), 9)).requestedPeriod).toEqual(TERM);
    expect(checkProduct(store(pesos(10_000), pesos(4_000), 0)).requestedPeriod).toEqual(TERM);
  });

  it('has no band outside the bounds or without an amount', () => {
    expect(checkProduct(store(pesos(10_000), cents(199_999), 3)).requestedPeriod).toEqual(TERM);
    expect(checkProduct(store(pesos(60_000), cents(5_000_001), 24)).requestedPeriod).toEqual(TERM);
    expect(checkProduct(store(pesos(10_000), null, 3)).requestedPeriod).toEqual(TERM);
  });
});

describe('the first refusal (what the server answers)', () => {
  it('price, then amount, then term', () => {
    const all = checkProduct(store(cents(199_999), cents(199_999), 24));
    expect(Object.keys(all)).toEqual(['productPrice', 'creditAmount', 'requestedPeriod']);
    expect(firstRefusal(all)?.reason).toBe('PRICE_BELOW_MIN');
    const first = (amount: Centavos, term: number) =>
      firstRefusal(checkProduct(store(pesos(10_000), amount, term)))?.reason;
    expect([first(cents(199_999), 24), first(pesos(9_000), 15)]).toEqual([
      'AMOUNT_BELOW_MIN',
      'TERM_NOT_OFFERED',
    ]);
    expect(firstRefusal(checkProduct(store(pesos(10_000), pesos(9_000), 12)))).toBeNull();
  });
});
