/**
 * The route table, the pure guard decision and the storage rules, without rendering. Every §2 route in the table and
 * where each session lands on it: tests/unit/app/access-table.test.ts (from access.oracle.ts); the drafts' lifetimes
 * at their bounds: the drafts rule model (tests/rules/drafts).
 */
import { describe, expect, it } from 'vitest';
import { applicationMachine } from '../../../machines/application';
import { loginMachine } from '../../../machines/login.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { routesOfMachine } from '../../../machines/shared/route';
import { readDraft, writeDraft } from '../../../src/app/drafts';
import { decideAccess } from '../../../src/app/guards';
import { matchRoute, ROUTES } from '../../../src/app/routes';
import { STORAGE_KEYS } from '../../../src/app/storage';

describe('route table', () => {
  it('holds each path once, matches static segments before parameters, ignores trailing slashes', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(matchRoute('/preguntas-frecuentes/detalle')?.title).toBe('Pregunta frecuente');
    const matched = ['/preguntas-frecuentes/pagos', '/compras/'].map((p) => matchRoute(p)?.path);
    expect(matched).toEqual(['/preguntas-frecuentes/:category', '/compras']);
    expect(matchRoute('/firmar-aplicacion-credito/42/cuenta-clabe')?.access).toBe('client');
    expect(matchRoute('/no-existe')).toBeNull();
  });

  it('every meta.route of the app machines is in the table', () => {
    for (const machine of [sessionMachine, loginMachine, applicationMachine]) {
      for (const route of routesOfMachine(machine.root as never)) {
        expect(matchRoute(route), route).not.toBeNull();
      }
    }
  });
});

describe('decideAccess', () => {
  const where = (pathname: string) => ({ pathname });
  it('waits while the profile loads and offers a retry when it failed', () => {
    expect(decideAccess('loading', 'public', where('/login'))).toEqual({ kind: 'wait' });
    expect(decideAccess('failed', 'client', where('/'))).toEqual({ kind: 'failed' });
  });
  it('unknown paths are still confined for ephemeral, business and suspended sessions', () => {
    const confined = (['ephemeral', 'business', 'suspended'] as const).map((s) =>
      decideAccess(s, null, where('/x')),
    );
    expect(confined).toMatchObject([{ to: '/crear-cuenta/verificar' }, { to: '/promotor' }, { to: '/' }]);
  });
});

describe('storage', () => {
  it('uses exactly the keys of spec §9', () => {
    const keys =
      'pendingApplication applicationResult pendingClientSignup pendingPromoterApplication authToken';
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      [...keys.split(' '), 'pushNotificationsEnabled'].sort(),
    );
  });
  it('reads back a fresh draft, drops an expired or unparsable one', () => {
    writeDraft('pendingPromoterApplication', { a: 1 }, 1000);
    expect(readDraft('pendingPromoterApplication', 2000)).toEqual({ a: 1 });
    expect(readDraft('pendingPromoterApplication', 1000 + 24 * 3_600_000)).toBeNull();
    expect(localStorage.getItem('pendingPromoterApplication')).toBeNull();
    localStorage.setItem('pendingApplication', '{not json');
    expect(readDraft('pendingApplication')).toBeNull();
    expect(localStorage.getItem('pendingApplication')).toBeNull();
  });
});
