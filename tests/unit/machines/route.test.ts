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

  it('keeps a placeholder whose parameter is missing, or when there are no parameters at all', () => {
    /** The route of a one-state machine at `route`, with these route parameters in its context. */
    const routeWith = (route: string, context: { routeParams?: Record<string, string> }) => {
      const machine = setup({
        types: { context: {} as { routeParams?: Record<string, string> } },
      }).createMachine({
        ...{ id: 'one', context, initial: 'a' },
        states: { a: { meta: { route } } },
      });
      return routeOf(createActor(machine).start().getSnapshot());
    };
    const clabe = '/firmar-aplicacion-credito/:applicationId/cuenta-clabe';
    expect(routeWith(clabe, { routeParams: { other: 'x' } })).toBe(clabe);
    const signing = '/firmar-aplicacion-credito/:applicationId';
    expect(routeWith(signing, {})).toBe(signing);
  });

  it('of two routed states at the same depth (parallel regions), the first declared one; none routed → null', () => {
    const parallel = setup({}).createMachine({
      id: 'parallel',
      type: 'parallel',
      states: {
        form: { initial: 'editing', states: { editing: { meta: { route: '/promotor/permisos' } } } },
        sms: { initial: 'waiting', states: { waiting: { meta: { route: '/promotor/otra' } } } },
      },
    });
    expect(routeOf(createActor(parallel).start().getSnapshot())).toBe('/promotor/permisos');
    const transient = setup({}).createMachine({ id: 'transient', initial: 'a', states: { a: {} } });
    expect(routeOf(createActor(transient).start().getSnapshot())).toBeNull();
  });

  it('lists the route patterns sorted, whatever order the states declare them in', () => {
    const unsorted = setup({}).createMachine({
      id: 'unsorted',
      initial: 'b',
      states: { b: { meta: { route: '/b' } }, a: { meta: { route: '/a' } }, c: { meta: { route: '/b' } } },
    });
    expect(routesOfMachine(unsorted.root as never)).toEqual(['/a', '/b']);
  });

  it('lists every route pattern a machine declares', () => {
    expect(routesOfMachine(flow.root as never)).toEqual([
      '/firmar-aplicacion-credito/:applicationId',
      '/firmar-aplicacion-credito/:applicationId/seleccionar-plazo',
    ]);
  });

  it('compares paths without trailing slashes', () => {
    expect([normalizePath('/compras///'), normalizePath('/')]).toEqual(['/compras', '/']);
    expect([sameRoute('/login/', '/login'), sameRoute('/login', '/logins')]).toEqual([true, false]);
  });
});
