/**
 * Home (`/`, spec §2 "Home", §4 "Home tracker", §6 credit limit): loads the applications (with the profile) and
 * the balances, and tells the screen which of the three homes to show: the application tracker, or the
 * credit-limit dashboard (the suspension notice is decided by the session before this machine runs).
 *
 * Small machine, one file: loading (the applications and the balances, in parallel) → ready | failed (RETRY): a
 * failed list fails the home, a failed balance read does not. `homeView` derives what the screen shows: a failed
 * balance read is not a failed home (the §8 warning, and no figure that may be false); a client with no limit yet
 * reads what they may ask for (§6), not a zero. The
 * tracker's "upload documents" step is a separate piece the host plugs in (the credit application's documents
 * machine); this machine only says the step is current.
 *
 * Beyond the spec: the applications a promoter filed in the client's name that wait for their consent
 * (PENDING_CLIENT_CONSENT) are listed under either home (`pendingConsentView`); the client may cancel one:
 * ready.idle ─CANCEL─▶ confirming ─CONFIRM_CANCEL─▶ cancelling ─done─▶ loading (the list again) │ ─error─▶ idle.
 */
import { assign, enqueueActions, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { Application, list } from '../src/api/contract/applications';
import type { ResponseOf } from '../src/api/contract/endpoint';
import type { balance } from '../src/api/contract/payments';
import { availableLimit, balancesFromPesos, creditAvailable } from '../src/domain/limits';
import { type Centavos, pesosToCentavos } from '../src/domain/money';
import { BALANCE_SCREEN_TEXT, balanceWarning } from './account/balance';
import { homeAtlas } from './home.atlas';
import type { AlertEmitted } from './shared/alerts';
import { type ApiCall, unprovidedCall } from './shared/call';
import { afterAnswer, type CallKeys, newCallKeys, operationKey } from './shared/keys';

export type HomeData = {
  readonly applications: ResponseOf<typeof list>;
  /** `null`: the balances could not be read (spec §8: the balance warning, and no figure that may be false). */
  readonly balances: ResponseOf<typeof balance>['balances'] | null;
};

export interface HomeInput {
  /** The customer-service phone of the §8 balance warning (configuration). */
  readonly supportPhone: string;
  /**
   * The figures kept from the last visit of this session's token (src/app/profileCache.ts): shown at once, marked
   * stale ("Actualizando…"), until the first load answers; never after it (nor after a failed one).
   */
  readonly cached?: HomeData | null;
}

export interface HomeContext {
  readonly data: HomeData | null;
  /** What the load under way has answered so far (a failed balance read: `balances: null`). */
  readonly loaded: Partial<HomeData>;
  readonly supportPhone: string;
  /** The kept figures shown, marked stale, while the first load runs; null once it has answered or failed. */
  readonly cached: HomeData | null;
  /** The promoter's application the client is cancelling (asked to confirm, then the call). */
  readonly cancelling: string | null;
  /** What the last cancellation did, for the notice above the list. */
  readonly cancelNotice: 'cancelled' | 'failed' | null;
  /** The cancellation's operation keys (machines/shared/keys.ts): a lost answer, pressed again, replays it. */
  readonly keys: CallKeys;
}

export type HomeEvent =
  | { readonly type: 'RETRY' }
  | { readonly type: 'CANCEL'; readonly applicationId: string }
  | { readonly type: 'CONFIRM_CANCEL' }
  | { readonly type: 'KEEP' };

/** The status of an application a promoter filed in the client's name that waits for their consent. */
export const PENDING_CONSENT = 'PENDING_CLIENT_CONSENT';

/** The home's calls, named by endpoint: the page provides them with its `call` (`homeActors(call)`). */
export const homeActors = (call: ApiCall) => ({
  /** GET /applications (with the profile). */
  'applications.list': fromPromise<HomeData['applications']>(({ signal }) =>
    call('applications.list', { query: {}, signal }),
  ),
  /** GET the balances of the client's loans. */
  'payments.balance': fromPromise<ResponseOf<typeof balance>>(({ signal }) =>
    call('payments.balance', { signal }),
  ),
  /** POST /applications/:id/cancel. */
  'applications.cancel': fromPromise<unknown, { applicationId: string; operationKey: string }>(
    ({ input, signal }) =>
      call('applications.cancel', {
        params: { id: input.applicationId },
        operationKey: input.operationKey,
        signal,
      }),
  ),
});

/** The machine's state targets, written once. */
export const TO = {
  failed: '#home.failed',
  loading: '#home.loading',
} as const;

export const homeMachine = setup({
  types: {
    input: {} as HomeInput,
    context: {} as HomeContext,
    events: {} as HomeEvent,
    emitted: {} as AlertEmitted,
  },
  actors: homeActors(unprovidedCall),
  guards: {
    /** Only an application listed as waiting for the client's consent can be cancelled. */
    isPendingConsent: ({ context }, params: { applicationId: string }) =>
      context.data?.applications.items.some(
        (a) => a.id === params.applicationId && a.status === PENDING_CONSENT,
      ) === true,
  },
  actions: {
    /** Spec §8: the balances could not be read: the 8 s warning with the support phone. */
    warnMissingBalances: enqueueActions(({ context, enqueue }) => {
      if (context.data?.balances === null)
        enqueue.emit({ type: 'alert', ...balanceWarning(context.supportPhone) });
    }),
  },
}).createMachine({
  id: 'home',
  meta: { atlas: homeAtlas },
  context: ({ input }) => ({
    data: null,
    loaded: {},
    supportPhone: input.supportPhone,
    cached: input.cached ?? null,
    cancelling: null,
    cancelNotice: null,
    keys: newCallKeys(),
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The applications and the balances load in parallel.',
      type: 'parallel',
      entry: assign({ loaded: {} }),
      states: {
        applications: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'applications.list',
                src: 'applications.list',
                onDone: {
                  target: 'loaded',
                  actions: assign({
                    loaded: ({ context, event }) => ({ ...context.loaded, applications: event.output }),
                  }),
                },
                onError: { target: TO.failed },
              },
            },
            loaded: { type: 'final' },
          },
        },
        balances: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'payments.balance',
                src: 'payments.balance',
                onDone: {
                  target: 'loaded',
                  actions: assign({
                    loaded: ({ context, event }) => ({ ...context.loaded, balances: event.output.balances }),
                  }),
                },
                // A failed balance read is not a failed home: `balances: null` (the warning, spec §8).
                onError: {
                  target: 'loaded',
                  actions: assign({ loaded: ({ context }) => ({ ...context.loaded, balances: null }) }),
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
      },
      onDone: {
        target: 'ready',
        actions: [
          assign({ data: ({ context }) => context.loaded as HomeData, loaded: {}, cached: null }),
          'warnMissingBalances',
        ],
      },
    },
    failed: { entry: assign({ cached: null }), on: { RETRY: { target: 'loading' } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            CANCEL: {
              guard: {
                type: 'isPendingConsent',
                params: ({ event }) => ({ applicationId: event.applicationId }),
              },
              target: 'confirming',
              actions: assign({ cancelling: ({ event }) => event.applicationId, cancelNotice: null }),
            },
          },
        },
        confirming: {
          on: {
            CONFIRM_CANCEL: { target: 'cancelling' },
            KEEP: { target: 'idle', actions: assign({ cancelling: null }) },
          },
        },
        cancelling: {
          tags: ['busy'],
          invoke: {
            id: 'applications.cancel',
            src: 'applications.cancel',
            input: ({ context }) => ({
              applicationId: context.cancelling ?? '',
              operationKey: operationKey(context.keys, 'applications.cancel', context.cancelling),
            }),
            onDone: {
              target: TO.loading,
              actions: assign({
                cancelling: null,
                cancelNotice: 'cancelled',
                keys: ({ context }) => afterAnswer(context.keys, 'applications.cancel', context.cancelling),
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                cancelling: null,
                cancelNotice: 'failed',
                keys: ({ context, event }) =>
                  afterAnswer(context.keys, 'applications.cancel', context.cancelling, event.error),
              }),
            },
          },
        },
      },
    },
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

/** With no credit limit yet (0, no decision): the most each kind of application may ask for (spec §6). */
export interface CanAskFor {
  readonly store: Centavos;
  readonly personalLoan: Centavos;
}

export type HomeView =
  | { readonly screen: 'loading' }
  | { readonly screen: 'failed' }
  | {
      readonly screen: 'tracker';
      readonly application: Application;
      readonly step: TrackerStep;
      /** The figures are the ones kept from the last visit, being loaded again ("Actualizando…"). */
      readonly updating: boolean;
    }
  | {
      readonly screen: 'dashboard';
      /** The figures are the ones kept from the last visit, being loaded again ("Actualizando…"). */
      readonly updating: boolean;
      /** The profile's limit; 0 while none is assigned. */
      readonly creditLimit: Centavos;
      /**
       * Limit − (overdue + current), floored at 0 (spec §9); `null` when it cannot be told truly: no limit yet
       * (see `canAskFor`), or the balances could not be read (see `balanceMessage`).
       */
      readonly available: Centavos | null;
      /** Spec §8: the balances could not be read: this text instead of the figure (and the warning). */
      readonly balanceMessage: string | null;
      /** No limit yet: what the client may ask for instead of a zero that reads as a refusal; else null. */
      readonly canAskFor: CanAskFor | null;
      /** Loans being paid (PAID or CONFIRMED, not liquidated). */
      readonly activeLoans: number;
    };

export function homeView(s: SnapshotFrom<HomeMachine>): HomeView {
  if (s.matches('failed')) return { screen: 'failed' };
  const data = s.context.data;
  // The kept figures, the same derivations as the fresh ones, marked stale until the load answers.
  if (s.matches('loading') && s.context.cached !== null) return figuresView(s.context.cached, true);
  if (!s.matches('ready') || data === null) return { screen: 'loading' };
  return figuresView(data, false);
}

function figuresView(data: HomeData, updating: boolean): Exclude<HomeView, { screen: 'loading' | 'failed' }> {
  const tracked = data.applications.items.find((a) => trackerStep(a.status) !== null);
  if (tracked)
    return { screen: 'tracker', application: tracked, step: trackerStep(tracked.status)!, updating };
  const limit = pesosToCentavos(data.applications.profile.creditLimit);
  const balances =
    data.balances === null
      ? null
      : balancesFromPesos(data.balances.map((b) => b.creditBalance.currentMonthsBalance));
  // The caps are upper bounds: true even when the balances could not be read.
  const inUse = balances ?? [];
  return {
    screen: 'dashboard',
    updating,
    creditLimit: limit,
    available: limit > 0 && balances !== null ? creditAvailable(limit, balances) : null,
    balanceMessage: balances === null ? BALANCE_SCREEN_TEXT : null,
    canAskFor:
      limit > 0
        ? null
        : {
            store: availableLimit('STORE', limit, inUse),
            personalLoan: availableLimit('PERSONAL_LOAN', limit, inUse),
          },
    activeLoans: data.applications.items.filter(
      (a) => (a.status === 'PAID' || a.status === 'CONFIRMED') && a.liquidatedAt === null,
    ).length,
  };
}

/** One application a promoter filed in the client's name, waiting for their consent. */
export interface PendingConsentItem {
  readonly id: string;
  readonly serialNumber: string;
  readonly storeName: string | null;
  readonly amount: Centavos;
}

/** What the list of applications waiting for the client's consent shows (under either home). */
export interface PendingConsentView {
  readonly items: readonly PendingConsentItem[];
  /** The application the client is asked to confirm cancelling (null: none). */
  readonly confirming: PendingConsentItem | null;
  /** The cancellation is being sent. */
  readonly busy: boolean;
  readonly notice: 'cancelled' | 'failed' | null;
}

export function pendingConsentView(s: SnapshotFrom<HomeMachine>): PendingConsentView {
  const items: PendingConsentItem[] = (s.context.data?.applications.items ?? [])
    .filter((a) => a.status === PENDING_CONSENT)
    .map((a) => ({
      id: a.id,
      serialNumber: a.serialNumber,
      storeName: a.store?.name ?? null,
      amount: pesosToCentavos(a.creditAmount),
    }));
  const asked = s.matches({ ready: 'confirming' }) || s.matches({ ready: 'cancelling' });
  return {
    items: s.matches('ready') ? items : [],
    confirming: asked ? (items.find((i) => i.id === s.context.cancelling) ?? null) : null,
    busy: s.hasTag('busy'),
    notice: s.context.cancelNotice,
  };
}

export function samePendingConsentView(a: PendingConsentView, b: PendingConsentView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function sameHomeView(a: HomeView, b: HomeView): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
