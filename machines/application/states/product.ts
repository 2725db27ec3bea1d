import { PATHS } from '../../../src/paths';
import { estimateStates } from '../../shared/estimate';
import { estimateQuery } from '../bodies';
import { applicationSetup, TO } from '../setup';

const submit = [
  { guard: 'isProductValid', target: TO.submission, actions: 'fromProduct' },
  { actions: 'showProductErrors' },
] as const;

/**
 * /aplicacion-credito: price (store), amount and term; the estimated monthly payment is fetched 500 ms after the
 * last change (spec §5, §9), for an amount within the product's bounds (src/domain/limits) with an offered term.
 */
export const product = applicationSetup.createStateConfig({
  meta: { route: PATHS.application },
  initial: 'editing',
  on: {
    'PRODUCT.CHANGE': { target: '.settling', actions: 'setProductField' },
    'TERM.SELECT': { target: '.settling', actions: 'setTerm' },
    'PRODUCT.SUBMIT': [...submit],
    'ROUTE.CHANGED': {
      guard: { type: 'isStepRoute', params: { step: 'address' } },
      target: TO.address,
    },
  },
  states: {
    editing: {},
    ...estimateStates('editing', estimateQuery),
  },
});
