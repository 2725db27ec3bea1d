/**
 * Home (`/`, spec §2 "Home", §4 "Home tracker", §6 credit limit): loads the applications (with the profile) and
 * the balances, and tells the screen which of the three homes to show: the application tracker, or the
 * credit-limit dashboard (the suspension notice is decided by the session before this machine runs).
 *
 * Small machine, one file: loading → ready | failed (RETRY). `homeView` derives what the screen shows. The
 * tracker's "upload documents" step is a separate piece the host plugs in (the credit application's documents
 * machine); this machine only says the step is current.
 */
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { Application, list } from '../src/api/contract/applications';
import type { ResponseOf } from '../src/api/contract/endpoint';
import type { balance } from '../src/api/contract/payments';
import { creditAvailable } from '../src/domain/limits';
import { type Centavos, pesosToCentavos } from '../src/domain/money';
import { homeAtlas } from './home.atlas';

export type HomeData = {
  readonly applications: ResponseOf<typeof list>;
  readonly balances: ResponseOf<typeof balance>['balances'];
};

export interface HomeContext {
  readonly data: HomeData | null;
}

export type HomeEvent = { readonly type: 'RETRY' };

const notProvided = async (): Promise<never> => {
  throw new Error('loadHome not provided');
};

export const homeMachine = setup({
  types: { context: {} as HomeContext, events: {} as HomeEvent },
  actors: {
    /** GET /applications and GET /applications/balance. */
    loadHome: fromPromise<HomeData, void>(notProvided),
  },
}).createMachine({
  id: 'home',
  meta: { atlas: homeAtlas },
  context: { data: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadHome',
        src: 'loadHome',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    failed: { on: { RETRY: { target: 'loading' } } },
    ready: {},
  },
});

export type HomeMachine = typeof homeMachine;

/** Statuses the tracker shows (spec §4 "Home tracker"). */
export const TRACKED_STATUSES = [
  'PREAPPROVED',
  'VALIDATING_SIGNATURE',
  'DOCUMENTS_UPLOADED',
  'ANALYSIS',
  'APPROVED',
  'SIGNED',
] as const;

/** The tracker's current step: upload documents, documents in review, choose terms, payment confirmation. */
export type TrackerStep = 'documents' | 'review' | 'chooseTerm' | 'confirmation';

export function trackerStep(status: string): TrackerStep | null {
  switch (status) {
    case 'PREAPPROVED':
      return 'documents';
    case 'VALIDATING_SIGNATURE':
    case 'DOCUMENTS_UPLOADED':
    case 'ANALYSIS':
      return 'review';
    case 'APPROVED':
      return 'chooseTerm';
    case 'SIGNED':
      return 'confirmation';
    default:
      return null;
  }
}

export type HomeView =
  | { readonly screen: 'loading' }
  | { readonly screen: 'failed' }
  | { readonly screen: 'tracker'; readonly application: Application; readonly step: TrackerStep }
  | {
      readonly screen: 'dashboard';
      readonly creditLimit: Centavos;
      /** Limit − (overdue + current), floored at 0 (spec §9). */
      readonly available: Centavos;
      /** Loans being paid (PAID or CONFIRMED, not liquidated). */
      readonly activeLoans: number;
    };

export function homeView(s: SnapshotFrom<HomeMachine>): HomeView {
  if (s.matches('failed')) return { screen: 'failed' };
  const data = s.context.data;
  if (!s.matches('ready') || data === null) return { screen: 'loading' };
  const tracked = data.applications.items.find((a) => trackerStep(a.status) !== null);
  if (tracked) return { screen: 'tracker', application: tracked, step: trackerStep(tracked.status)! };
  const limit = pesosToCentavos(data.applications.profile.creditLimit);
  const balances = data.balances.map((b) => ({
    overdueBalance: pesosToCentavos(b.creditBalance.currentMonthsBalance.overdueBalance),
    currentBalance: pesosToCentavos(b.creditBalance.currentMonthsBalance.currentBalance),
  }));
  return {
    screen: 'dashboard',
    creditLimit: limit,
    available: creditAvailable(limit, balances),
    activeLoans: data.applications.items.filter(
      (a) => (a.status === 'PAID' || a.status === 'CONFIRMED') && a.liquidatedAt === null,
    ).length,
  };
}

export function sameHomeView(a: HomeView, b: HomeView): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
