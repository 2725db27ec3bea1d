/**
 * Mi cuenta's tabs and badges (spec §2, §4): loans of every status, with and without a balance, liquidated or not;
 * the overdue balance at 0 (the bound: Al corriente), one centavo above and well above (Vencida); the balances
 * unread. The oracle is §4's rule for each tab and badge, written from the spec.
 */
import { expect } from 'vitest';
import type { AccountData } from '../../../machines/account/types.ts';
import { standingLabel } from '../../../machines/account/view.ts';
import { balanceOf, loanApplication } from '../../fixtures/account.ts';
import { defineModel } from '../../model/harness/types.ts';
import { PURCHASES_SPEC as SPEC } from './purchases.oracle.ts';
import { PURCHASES_ROWS } from './purchases.rows.ts';
import { purchasesMachine } from './purchases.rules.ts';

type Snapshot = ReturnType<typeof purchasesMachine.getInitialSnapshot>;

const LIQUIDATED = '2026-05-01T18:00:00.000Z';
const loan = (id: string, status: string, liquidatedAt: string | null = null) =>
  loanApplication({ id, serialNumber: `SOL-${id}`, status: status as never, liquidatedAt });

/** Every class of loan Mi cuenta tells apart, with its overdue balance (pesos) where it has a balance. */
const APPLICATIONS = [
  loan('paid-current', 'PAID'),
  loan('confirmed-cent', 'CONFIRMED'),
  loan('paid-overdue', 'PAID'),
  loan('paid-liquidated', 'PAID', LIQUIDATED),
  loan('confirmed-liquidated', 'CONFIRMED', LIQUIDATED),
  loan('paid-no-balance', 'PAID'),
  loan('signed', 'SIGNED'),
  loan('approved', 'APPROVED'),
];
const BALANCES = [
  balanceOf('paid-current', { overdueBalance: 0 }),
  balanceOf('confirmed-cent', { overdueBalance: 0.01 }),
  balanceOf('paid-overdue', { overdueBalance: 1000 }),
  balanceOf('signed', { overdueBalance: 500 }),
  balanceOf('paid-liquidated', { overdueBalance: 0, totalBalance: 0 }),
];

export const LOADS: readonly AccountData[] = [
  { applications: APPLICATIONS, balances: BALANCES, payments: [], creditLimit: 30_000 },
  // §4: a rejected balance fetch (failedToObtainBalance).
  { applications: APPLICATIONS, balances: null, payments: [], creditLimit: 30_000 },
];

export const purchasesModel = defineModel({
  name: 'purchases',
  description:
    'Mi cuenta: pestañas Activas, Pagadas y Pagos, y la insignia Vencida / Al corriente de cada préstamo.',
  machine: purchasesMachine,
  events: (s) =>
    s.matches('loading')
      ? LOADS.map((data) => ({ type: 'LOAD', data }) as const)
      : (['activas', 'pagadas', 'pagos'] as const).map((tab) => ({ type: 'TAB', tab }) as const),
  serializeContext: (c) => (c.data ? c.data.balances !== null : null),
  describeEvent: (e) =>
    e.type === 'LOAD'
      ? `LOAD ${e.data.balances === null ? 'sin saldos' : 'con saldos'}`
      : e.type === 'TAB'
        ? `TAB ${e.tab}`
        : undefined,
  machineLevel: { states: {} },
  oracle: { screen: () => null, check: ({ snapshot }) => checkPurchases(snapshot) },
  ui: null,
});

function checkPurchases(s: Snapshot): void {
  const { data, view } = s.context;
  if (!data || !view) return;
  const balanceOfLoan = (id: string) => data.balances?.find((b) => b.applicationId === id);
  const disbursed = data.applications.filter((a) => SPEC.listedStatuses.includes(a.status));
  const active = disbursed.filter((a) => a.liquidatedAt === null && balanceOfLoan(a.id) !== undefined);
  const paid = disbursed.filter((a) => a.liquidatedAt !== null);
  expect(
    view.active.map((l) => l.id),
    'Activas',
  ).toEqual(active.map((a) => a.id));
  expect(
    view.paid.map((l) => l.id),
    'Pagadas',
  ).toEqual(paid.map((a) => a.id));
  expect(view.failedToObtainBalance).toBe(data.balances === null);
  for (const card of view.active) {
    const overdue = balanceOfLoan(card.id)!.creditBalance.currentMonthsBalance.overdueBalance;
    const expected = SPEC.badge(overdue);
    expect(standingLabel(card.standing), `${card.id}: overdue ${overdue}`).toBe(expected);
    PURCHASES_ROWS.use(
      overdue === 0
        ? 'Al corriente at 0'
        : overdue === 0.01
          ? 'Vencida one centavo above'
          : 'Vencida well above',
    );
    PURCHASES_ROWS.use(`Activas ${card.id.startsWith('paid') ? 'PAID' : 'CONFIRMED'}` as never);
  }
  if (paid.length) PURCHASES_ROWS.use('Pagadas liquidated');
  if (data.balances === null) PURCHASES_ROWS.use('balances unread');
  if (data.applications.some((a) => !SPEC.listedStatuses.includes(a.status)))
    PURCHASES_ROWS.use('not disbursed, not listed');
  if (data.balances && disbursed.some((a) => a.liquidatedAt === null && !balanceOfLoan(a.id)))
    PURCHASES_ROWS.use('no balance, not active');
  PURCHASES_ROWS.use(
    `tab ${s.matches('pagadas') ? 'Pagadas' : s.matches('pagos') ? 'Pagos' : 'Activas'}` as never,
  );
}
