/**
 * The loan badge's text (machines/account/view.ts `standingLabel`, spec §2 "Loan badges: Vencida (red) or Al
 * corriente (green)", §4 "A loan is Vencida if overdueBalance > 0, else Al corriente"), with the card that decides
 * it at the bound: an overdue balance of 0 and of one centavo.
 */
import { describe, expect, it } from 'vitest';
import { loanCard, standingLabel } from '../../../machines/account/view';
import { balanceOf, loanApplication } from '../../fixtures/account';

describe('the loan badge', () => {
  it('says Vencida for an overdue loan and Al corriente otherwise; nothing when the balance is unknown', () => {
    expect(standingLabel('overdue')).toBe('Vencida');
    expect(standingLabel('current')).toBe('Al corriente');
    expect(standingLabel(null)).toBeNull();
  });

  it('turns Vencida one centavo above an overdue balance of 0', () => {
    const at = loanCard(loanApplication(), balanceOf('a-1', { overdueBalance: 0 }));
    const above = loanCard(loanApplication(), balanceOf('a-1', { overdueBalance: 0.01 }));
    expect(standingLabel(at.standing)).toBe('Al corriente');
    expect(standingLabel(above.standing)).toBe('Vencida');
    expect(standingLabel(loanCard(loanApplication(), undefined).standing)).toBeNull();
  });
});
