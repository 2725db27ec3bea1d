/** The route table, the pure guard decision and the storage rules, without rendering. */
import { describe, expect, it } from 'vitest';
import { applicationMachine } from '../../../machines/application';
import { loginMachine } from '../../../machines/login.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { routesOfMachine } from '../../../machines/shared/route';
import { DRAFT_LIFETIMES_MS, isDraftExpired, readDraft, writeDraft } from '../../../src/app/drafts';
import { decideAccess } from '../../../src/app/guards';
import { matchRoute, ROUTES } from '../../../src/app/routes';
import { STORAGE_KEYS } from '../../../src/app/storage';
import { SPEC_ROUTES } from './access.oracle';

describe('route table', () => {
  it("has every route of spec §2 (the access oracle's list), each once", () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const { route: p } of SPEC_ROUTES) expect(paths, p).toContain(p);
  });

  it('matches static segments before parameters, ignores trailing slashes', () => {
    expect(matchRoute('/preguntas-frecuentes/detalle')?.title).toBe('Pregunta frecuente');
    expect(matchRoute('/preguntas-frecuentes/pagos')?.path).toBe('/preguntas-frecuentes/:category');
    expect(matchRoute('/compras/')?.path).toBe('/compras');
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
  it('visitor: guarded → /login with origin; verification → /login; /promotor/* → /promotor', () => {
    expect(decideAccess('anonymous', 'client', { pathname: '/perfil', search: '?a=1' })).toEqual({
      kind: 'redirect',
      to: '/login',
      state: { from: '/perfil?a=1' },
    });
    expect(decideAccess('anonymous', 'verification', where('/crear-cuenta/verificar'))).toMatchObject({
      to: '/login',
    });
    expect(decideAccess('anonymous', 'business', where('/promotor/permisos'))).toEqual({
      kind: 'redirect',
      to: '/promotor',
    });
    expect(decideAccess('anonymous', 'public', where('/login'))).toEqual({ kind: 'allow' });
    expect(decideAccess('anonymous', null, where('/no-existe'))).toEqual({ kind: 'allow' });
  });
  it('unknown paths are still confined for ephemeral, business and suspended sessions', () => {
    expect(decideAccess('ephemeral', null, where('/x'))).toMatchObject({ to: '/crear-cuenta/verificar' });
    expect(decideAccess('business', null, where('/x'))).toMatchObject({ to: '/promotor' });
    expect(decideAccess('suspended', null, where('/x'))).toMatchObject({ to: '/' });
  });
});

describe('storage', () => {
  it('uses exactly the keys of spec §9', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      [
        'pendingApplication',
        'applicationResult',
        'pendingClientSignup',
        'pendingPromoterApplication',
        'authToken',
        'pushNotificationsEnabled',
      ].sort(),
    );
  });
  it('draft lifetimes: application 14 days, sign-up 12 hours (more than), promoter 1 day (at least)', () => {
    const h = 3_600_000;
    expect(DRAFT_LIFETIMES_MS.pendingApplication).toBe(14 * 24 * h);
    expect(isDraftExpired('pendingApplication', 0, 14 * 24 * h)).toBe(false);
    expect(isDraftExpired('pendingApplication', 0, 14 * 24 * h + 1)).toBe(true);
    expect(isDraftExpired('pendingClientSignup', 0, 12 * h)).toBe(false);
    expect(isDraftExpired('pendingClientSignup', 0, 12 * h + 1)).toBe(true);
    expect(isDraftExpired('pendingPromoterApplication', 0, 24 * h - 1)).toBe(false);
    expect(isDraftExpired('pendingPromoterApplication', 0, 24 * h)).toBe(true);
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
