/**
 * The product step's estimated monthly payment, written once for the credit application and the promoter's quick
 * application (spec §5 "Product form", §9 "Estimate debounce 500 ms"): after a change of price, amount or term the
 * flow enters `settling`; only an estimate that can be fetched (the flow's `canEstimate` guard: an amount within
 * the product's bounds with an offered term) waits `debounce` (ESTIMATE_DEBOUNCE_MS after the last change; a new
 * change starts the wait again), then `GET /applications/estimated-monthly-payment` with the flow's query. Its
 * answer is kept in centavos (`setEstimate`); a failure just shows none.
 *
 *   rest ─change─▶ settling ─[canEstimate]─▶ debouncing ─500 ms─▶ estimating ─▶ rest
 *
 * A flow lists `estimateDelays` and `estimateActions` in its setup, provides the `canEstimate` guard and the
 * `applications.estimatedMonthlyPayment` actor (actors.ts), and spreads `estimateStates(rest, query)` next to the
 * state it rests in.
 */
import { type AnyEventObject, assign, type MachineContext } from 'xstate';
import type { estimatedMonthlyPayment } from '../../src/api/contract/applications';
import type { QueryOf, ResponseOf } from '../../src/api/contract/endpoint';
import { pesosToCentavos } from '../../src/domain/money';
import { ESTIMATE_DEBOUNCE_MS } from '../../src/domain/timers';

export type EstimateQuery = QueryOf<typeof estimatedMonthlyPayment>;
export type EstimateOutput = ResponseOf<typeof estimatedMonthlyPayment>;

/** The flow's `debounce` delay (spec §9: 500 ms after the last change). */
export const estimateDelays = { debounce: ESTIMATE_DEBOUNCE_MS } as const;

type Estimating = MachineContext & { estimate: number | null };

/** `setEstimate`: the server's figure in pesos, kept in centavos. For a flow's setup. */
export function estimateActions<TContext extends Estimating, TEvent extends AnyEventObject>() {
  return {
    setEstimate: assign<TContext, TEvent, { pesos: number }, TEvent, never>(
      (_, params) => ({ estimate: pesosToCentavos(params.pesos) }) as unknown as Partial<TContext>,
    ),
  };
}

/**
 * `settling`, `debouncing` and `estimating`, siblings of `rest` (the state the product form rests in), with the
 * estimate's query built from the flow's context.
 */
export function estimateStates<TContext>(rest: string, query: (context: TContext) => EstimateQuery) {
  return {
    settling: {
      description: 'Transient: wait for the estimate only when it can be fetched.',
      always: [{ guard: 'canEstimate', target: 'debouncing' }, { target: rest }],
    },
    debouncing: {
      description: '500 ms after the last change.',
      after: { debounce: { target: 'estimating' } },
      on: { RESUME: { target: 'debouncing', reenter: true } },
    },
    estimating: {
      description: 'GET /applications/estimated-monthly-payment.',
      invoke: {
        id: 'applications.estimatedMonthlyPayment',
        src: 'applications.estimatedMonthlyPayment',
        input: ({ context }: { context: TContext }) => query(context),
        onDone: {
          target: rest,
          actions: {
            type: 'setEstimate',
            params: ({ event }: { event: { output: EstimateOutput } }) => ({
              pesos: event.output.estimatedMonthlyPayment,
            }),
          },
        },
        onError: { target: rest },
      },
    },
  } as const;
}
