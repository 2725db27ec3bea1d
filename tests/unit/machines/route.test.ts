import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { normalizePath, routeOf, routesOfMachine, sameRoute } from '../../../machines/shared/route';

const flow = setup({
  types: { context: {} as { routeParams: { applicationId: string } }, events: {} as { type: 'NEXT' } },
}).createMachine({
  id: 'flow',
  context: { routeParams: { applicationId: 'a b/7' } },
  initial: 'wrapper',
  states: {
    wrapper: {
      meta: { route: '/firmar-aplicacion-credito/:applicationId' },
      initial: 'plazo',
      states: {
        plazo: {
          meta: { route: '/firmar-aplicacion-credito/:applicationId/seleccionar-plazo' },
          on: { NEXT: 'enviando' },
        },
        enviando: {},
      },
    },
  },
});

describe('routeOf', () => {
  it('takes the deepest declared route and fills its parameters (encoded)', () => {
    const actor = createActor(flow).start();
    expect(routeOf(actor.getSnapshot())).toBe('/firmar-aplicacion-credito/a%20b%2F7/seleccionar-plazo');
    actor.send({ type: 'NEXT' });
    // A state without a route of its own falls back to its closest ancestor that has one.
    expect(routeOf(actor.getSnapshot())).toBe('/firmar-aplicacion-credito/a%20b%2F7');
  });

  it('lists every route pattern a machine declares', () => {
    expect(routesOfMachine(flow.root as never)).toEqual([
      '/firmar-aplicacion-credito/:applicationId',
      '/firmar-aplicacion-credito/:applicationId/seleccionar-plazo',
    ]);
  });

  it('compares paths without trailing slashes', () => {
    expect(normalizePath('/compras///')).toBe('/compras');
    expect(normalizePath('/')).toBe('/');
    expect(sameRoute('/login/', '/login')).toBe(true);
    expect(sameRoute('/login', '/logins')).toBe(false);
  });
});
