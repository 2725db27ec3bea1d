/**
 * A small machine over Mi cuenta's rules (machines/account/view.ts: `purchasesView`, `standingLabel`), so its tabs
 * and badges get a model in the same harness (issue 25): the data loads, then the tabs Activas, Pagadas, Pagos in
 * any order. What each tab lists and each loan's badge are the app's view of the loaded data.
 */
import { assign, setup } from 'xstate';
import type { AccountData } from '../../../machines/account/types.ts';
import { type PurchasesView, purchasesView } from '../../../machines/account/view.ts';
import { defineAtlas } from '../../../machines/shared/atlas.ts';

export interface PurchasesContext {
  readonly data: AccountData | null;
  readonly view: PurchasesView | null;
}

export type PurchasesEvent =
  | { type: 'LOAD'; data: AccountData }
  | { type: 'TAB'; tab: 'activas' | 'pagadas' | 'pagos' };

export const purchasesMachine = setup({
  types: { context: {} as PurchasesContext, events: {} as PurchasesEvent },
  guards: {
    isPaidTab: ({ event }) => event.type === 'TAB' && event.tab === 'pagadas',
    isPaymentsTab: ({ event }) => event.type === 'TAB' && event.tab === 'pagos',
  },
  actions: {
    load: assign(({ event }) =>
      event.type === 'LOAD' ? { data: event.data, view: purchasesView(event.data) } : {},
    ),
  },
}).createMachine({
  id: 'purchases',
  // The atlas shows the rule apart from the flows ("Reglas fuera de los flujos"): its states, in Spanish.
  meta: {
    atlas: defineAtlas({
      titles: {
        loading: 'Cargando Mi cuenta',
        activas: 'Pestaña Activas',
        pagadas: 'Pestaña Pagadas',
        pagos: 'Pestaña Pagos',
      },
      labels: {
        LOAD: 'Llegan los préstamos (con o sin saldos)',
        'TAB [isPaidTab]': 'Abre Pagadas',
        'TAB [isPaymentsTab]': 'Abre Pagos',
        TAB: 'Abre Activas',
      },
      happyPath: {
        name: 'Ve sus préstamos activos, luego los pagados',
        screens: ['loading', 'activas', 'pagadas', 'activas'],
      },
    }),
  },
  context: { data: null, view: null },
  initial: 'loading',
  states: {
    loading: { on: { LOAD: { target: 'activas', actions: 'load' } } },
    activas: {},
    pagadas: {},
    pagos: {},
  },
  on: {
    TAB: [
      { guard: 'isPaidTab', target: '.pagadas' },
      { guard: 'isPaymentsTab', target: '.pagos' },
      { target: '.activas' },
    ],
  },
});
