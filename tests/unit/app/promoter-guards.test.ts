/**
 * Spec §6 for the promoter area, on the pure guard decision over the whole route table: a promoter reaches only
 * /promotor and /promotor/*; anyone else on /promotor/* goes to /promotor, whose landing is open to all.
 */
import { describe, expect, it } from 'vitest';
import type { SessionStatus } from '../../../machines/session.machine';
import { decideAccess } from '../../../src/app/guards';
import { matchRoute, ROUTES } from '../../../src/app/routes';

const promoterPaths = ROUTES.map((r) => r.path).filter(
  (p) => p === '/promotor' || p.startsWith('/promotor/'),
);
const quickPaths = promoterPaths.filter((p) => p !== '/promotor');
const otherPaths = ROUTES.map((r) => r.path.replace(/:([A-Za-z]+)/g, 'x1')).filter(
  (p) => !p.startsWith('/promotor'),
);

const decide = (status: SessionStatus, pathname: string) =>
  decideAccess(status, matchRoute(pathname)?.access ?? null, { pathname });

describe('promoter area guards', () => {
  it('the route table has the landing and every quick-application page', () => {
    expect(promoterPaths).toContain('/promotor');
    expect(quickPaths.length).toBeGreaterThanOrEqual(10);
  });

  it.each(promoterPaths)('a promoter may be on %s', (path) => {
    expect(decide('business', path)).toEqual({ kind: 'allow' });
  });

  it.each(otherPaths)('a promoter on %s goes to /promotor', (path) => {
    expect(decide('business', path)).toEqual({ kind: 'redirect', to: '/promotor' });
  });

  it.each(['anonymous', 'client'] as const)('a %s on every /promotor/* page goes to /promotor', (status) => {
    for (const path of quickPaths)
      expect(decide(status, path), path).toEqual({ kind: 'redirect', to: '/promotor' });
  });

  it.each(['anonymous', 'client'] as const)('a %s may open the /promotor landing (not guarded)', (status) => {
    expect(decide(status, '/promotor')).toEqual({ kind: 'allow' });
  });

  it('an unverified client on /promotor/* goes to its verification page, a suspended client to /', () => {
    expect(decide('ephemeral', '/promotor/permisos')).toEqual({
      kind: 'redirect',
      to: '/crear-cuenta/verificar',
    });
    expect(decide('suspended', '/promotor/permisos')).toEqual({ kind: 'redirect', to: '/' });
  });
});
