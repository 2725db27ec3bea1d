/**
 * The contract's rent and income rules are src/domain's (limits.ts): the same bound and the same text the forms
 * show, for the customer's address and employment and for the promoter's quick application (spec §5, §9).
 */
import { describe, expect, it } from 'vitest';
import { address, employment, isEnoughIncome, isEnoughRent } from '../../../src/api/contract/common.ts';
import { quickApplicationForm } from '../../../src/api/contract/promoters.ts';
import { aroundPesos, BOUND_TEXTS, BOUNDS } from '../../model/oracle/spec.ts';

const RENT = BOUND_TEXTS.minRent;
const INCOME = BOUND_TEXTS.minIncome;
/** One centavo under the minimum, and the minimum, in pesos (the contract's unit). */
const [RENT_BELOW, RENT_AT] = aroundPesos(BOUNDS.minRent);
const [INCOME_BELOW, INCOME_AT] = aroundPesos(BOUNDS.minIncome);

const home = {
  ...{ streetName: 'Av. Juárez', exteriorNumber: '10', interiorNumber: null, postalCode: '06000' },
  ...{ neighborhood: 'Centro', addressType: 'RENTED' as const, movedInSince: '2020-01-01' },
  maritalStatus: 'SINGLE' as const,
};
const job = {
  ...{ status: 'EMPLOYED' as const, economicDependents: 0 },
  ...{ companyName: 'ACME', position: 'Ventas', startDate: '2019-01-01' },
};
type Parsed = {
  success: boolean;
  error?: { issues: ReadonlyArray<{ message: string; path: PropertyKey[] }> };
};
const issues = (result: Parsed) =>
  (result.error?.issues ?? []).map((i) => ({ message: i.message, path: i.path.join('.') }));

describe('the rent and income rules of the contract', () => {
  it('take pesos: missing fails, an amount that is not whole centavos is left to `pesos`', () => {
    const rents = [null, undefined, RENT_BELOW, RENT_AT, BOUNDS.minRent - 0.001].map((r) => isEnoughRent(r));
    expect(rents).toEqual([false, false, false, true, true]);
    expect([isEnoughIncome(INCOME_BELOW), isEnoughIncome(INCOME_AT)]).toEqual([false, true]);
  });

  it('a rented home with rent under the minimum reads the one rent text', () => {
    for (const monthlyRent of [RENT_BELOW, null])
      expect(issues(address.safeParse({ ...home, monthlyRent }))).toEqual([
        { message: RENT, path: 'monthlyRent' },
      ]);
    expect(address.safeParse({ ...home, monthlyRent: RENT_AT }).success).toBe(true);
    expect(address.safeParse({ ...home, addressType: 'OWNED', monthlyRent: null }).success).toBe(true);
  });

  it('a working status with income under the minimum reads the one income text', () => {
    const below = issues(employment.safeParse({ ...job, monthlySalary: INCOME_BELOW }));
    expect(below).toEqual([{ message: INCOME, path: 'monthlySalary' }]);
    expect(employment.safeParse({ ...job, monthlySalary: INCOME_AT }).success).toBe(true);
    const homemaker = { status: 'HOMEMAKER', economicDependents: 0, monthlySalary: 10 };
    expect(employment.safeParse(homemaker).success).toBe(true);
  });

  it('the quick application says the same rent text', () => {
    const personalReferences = [
      { fullName: 'Ana Pérez', phoneNumber: '5512345678' },
      { fullName: 'Luis Gómez', phoneNumber: '5587654321' },
    ];
    const form = {
      ...{
        email: 'maria@correo.mx',
        addressType: 'RENTED',
        monthlyRent: RENT_BELOW,
        movedInSince: '2020-01-01',
      },
      ...{ maritalStatus: 'SINGLE', employment: { ...job, monthlySalary: 15000 }, personalReferences },
    };
    expect(issues(quickApplicationForm.safeParse(form))).toEqual([{ message: RENT, path: 'monthlyRent' }]);
    expect(quickApplicationForm.safeParse({ ...form, monthlyRent: RENT_AT }).success).toBe(true);
  });
});
