/**
 * One name per call (issue 42): the handler of every contract endpoint calls the service function named by the
 * endpoint's key (`signing.sendSignatureCode` → `sendSignatureCode(…)`, or `area.name(…)` such as
 * `applications.process(…)`), so a newcomer who reads a key in a machine finds its server code by that name.
 * The route modules are registered against a recorder; each handler's source must call its key's name.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '../../../src/api/contract/endpoint.ts';
import { allEndpoints, contract } from '../../../src/api/contract/index.ts';

type Recorded = { endpoint: Endpoint; handler: (...args: never[]) => unknown };
const recorded = vi.hoisted((): Recorded[] => []);

// Both binders (every area's, and the lending areas' wrapper of it) record instead of routing.
vi.mock('../../../server/http/route.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createRouteBinder: () => (endpoint: Endpoint, handler: Recorded['handler']) => {
    recorded.push({ endpoint, handler });
  },
}));
vi.mock('../../../server/lending/access.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  lendingBinder: () => (endpoint: Endpoint, handler: Recorded['handler']) => {
    recorded.push({ endpoint, handler });
  },
}));

async function registerAll() {
  const { ROUTE_MODULES } = await import('../../../server/app.ts');
  const router = { use: () => undefined, on: () => undefined, get: () => undefined, post: () => undefined };
  const deps = { config: { sandbox: false, trustedProxies: [] } };
  // biome-ignore lint/suspicious/noExplicitAny: a recorder stands in for the router and the dependencies
  for (const register of ROUTE_MODULES) register(router as any, deps as any);
}

/** The endpoint's key, `group.name` as `contract` registers it. */
function keyOf(endpoint: Endpoint): string {
  for (const [group, endpoints] of Object.entries(contract)) {
    for (const [name, e] of Object.entries(endpoints as Record<string, Endpoint>)) {
      if (e === endpoint) return `${group}.${name}`;
    }
  }
  throw new Error(`not in the contract: ${endpoint.id}`);
}

/** Whether the source calls `name(` directly or as a member (`area.name(`, or `(0, m.name)(` once compiled). */
const calls = (source: string, name: string) => new RegExp(`(^|[^A-Za-z0-9_$])${name}\\)?\\(`).test(source);

describe('server handlers are named by their endpoint key', () => {
  it('routes every contract endpoint once, each handler calling the function named by its key', async () => {
    await registerAll();
    expect(recorded.map((r) => r.endpoint.id).sort()).toEqual(allEndpoints.map((e) => e.id).sort());
    const misnamed = recorded
      .map(({ endpoint, handler }) => ({ key: keyOf(endpoint), source: handler.toString() }))
      .filter(({ key, source }) => !calls(source, key.split('.')[1]!))
      .map(({ key, source }) => `${key}: ${source.replace(/\s+/g, ' ').slice(0, 120)}`);
    expect(misnamed).toEqual([]);
  });

  it('the check itself: a handler calling another name is caught, a member call is accepted', () => {
    expect(calls('(ctx) => declineInterest(deps, ctx)', 'rejectNoInterestAsInterestPayments')).toBe(false);
    expect(calls('(ctx) => resendSignatureCode(deps, ctx)', 'sendSignatureCode')).toBe(false);
    expect(calls('(ctx) => (0, __vi_import_1__.process)(deps, ctx)', 'process')).toBe(true);
    expect(calls('(ctx) => applications.process(deps, ctx)', 'process')).toBe(true);
  });
});
