/**
 * One shape per API call (docs/architecture.md, "Services and actors"): flows call `call('group.name', …)`,
 * typed by the contract; the client and the zod contract stay in the lazily loaded API chunk.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ApiCall, EndpointKey, EndpointOf } from '../../../src/api/call.ts';
import type { ApiClient } from '../../../src/api/client.ts';
import { processApplication } from '../../../src/api/contract/applications.ts';
import type { searchStores } from '../../../src/api/contract/catalog.ts';
import { type curpLookup, signin } from '../../../src/api/contract/clients.ts';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf } from '../../../src/api/contract/endpoint.ts';
import { allEndpoints, contract } from '../../../src/api/contract/index.ts';
import { callContract, endpointByKey, GROUPS } from '../../../src/api/contract-call.ts';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

const lookup = (key: string) => {
  const [group, name] = key.split('.') as [keyof typeof contract, string];
  return (contract[group] as Record<string, unknown>)[name];
};

describe('call: endpoints by name', () => {
  it('resolves every endpoint of the contract by `group.name`', async () => {
    const keys = Object.entries(contract).flatMap(([group, endpoints]) =>
      Object.keys(endpoints).map((name) => `${group}.${name}`),
    );
    expect(keys).toHaveLength(allEndpoints.length);
    const resolved = await Promise.all(keys.map((key) => endpointByKey(key)));
    expect(resolved).toEqual(keys.map((key) => lookup(key)));
    await expect(endpointByKey('clients.signin')).resolves.toBe(signin);
    await expect(endpointByKey('applications.process')).resolves.toBe(processApplication);
  });

  it('loads every group of the contract, each the very group', async () => {
    expect(Object.keys(GROUPS).sort()).toEqual(Object.keys(contract).sort());
    for (const [group, load] of Object.entries(GROUPS)) {
      expect(await load()).toBe(contract[group as keyof typeof contract]);
    }
  });

  it('refuses a name the contract does not have', async () => {
    await expect(endpointByKey('clients.nope')).rejects.toThrow('Unknown endpoint: clients.nope');
    await expect(endpointByKey('nope')).rejects.toThrow('Unknown endpoint: nope');
    await expect(endpointByKey('clients.toString')).rejects.toThrow('Unknown endpoint');
  });

  it('hands the endpoint and the options to the API client', async () => {
    const client: ApiClient = { call: vi.fn(async () => ({ token: 't' })) as ApiClient['call'] };
    const call = callContract(client);
    const signal = new AbortController().signal;
    const body = { email: 'a@b.mx', password: 'x' };
    await expect(call('clients.signin', { body, signal })).resolves.toEqual({ token: 't' });
    expect(client.call).toHaveBeenCalledWith(signin, { body, signal });
  });

  it('types input and answer from the contract', () => {
    expectTypeOf<EndpointOf<'clients.signin'>>().toEqualTypeOf<typeof signin>();
    expectTypeOf<BodyOf<typeof signin>>().toEqualTypeOf<{ email: string; password: string }>();
    expectTypeOf<ResponseOf<typeof signin>>().toEqualTypeOf<{ token: string }>();
    expectTypeOf<ParamsOf<typeof curpLookup>>().toEqualTypeOf<{ curp: string }>();
    expectTypeOf<QueryOf<typeof searchStores>>().not.toBeNever();
    expectTypeOf<'clients.signin'>().toExtend<EndpointKey>();
    expectTypeOf<'clients.nope'>().not.toExtend<EndpointKey>();
    expectTypeOf<ReturnType<typeof call<'clients.signin'>>>().toEqualTypeOf<Promise<{ token: string }>>();
    const call: ApiCall = async () => {
      throw new Error('not called');
    };
    // @ts-expect-error the body of clients.signin needs a password
    void (() => call('clients.signin', { body: { email: 'a@b.mx' } }));
  });
});

describe('lazy API chunk', () => {
  it('loads the client and the contract once, on the first call', async () => {
    vi.resetModules();
    const createApiCall = vi.fn(() => (async (key: string) => ({ key })) as unknown as ApiCall);
    vi.doMock('../../../src/app/api-services.ts', () => ({ createApiCall }));
    const { createLazyCall } = await import('../../../src/app/lazy-services.ts');
    const getToken = () => 'tok';
    const call = createLazyCall(getToken);
    expect(createApiCall).not.toHaveBeenCalled();
    await expect(call('clients.me')).resolves.toEqual({ key: 'clients.me' });
    await call('promoters.me');
    expect(createApiCall).toHaveBeenCalledTimes(1);
    expect(createApiCall).toHaveBeenCalledWith(getToken);
    vi.doUnmock('../../../src/app/api-services.ts');
  });

  it("brings the `clients` group with the API chunk on a client's first call, not on another's", async () => {
    vi.resetModules();
    const loaded: string[] = [];
    const createApiCall = vi.fn(() => (async (key: string) => ({ key })) as unknown as ApiCall);
    const chunk = (name: string) => () => ({ createApiCall, loaded: loaded.push(name) });
    vi.doMock('../../../src/app/api-services-clients.ts', chunk('API chunk with the clients group'));
    vi.doMock('../../../src/app/api-services.ts', chunk('API chunk'));
    const { createLazyCall } = await import('../../../src/app/lazy-services.ts');
    await createLazyCall(() => 'tok')('clients.me');
    expect(loaded).toEqual(['API chunk with the clients group']);
    await createLazyCall(() => 'tok')('promoters.me');
    expect(loaded).toEqual(['API chunk with the clients group', 'API chunk']);
    const source = readFileSync(resolve(ROOT, 'src/app/api-services-clients.ts'), 'utf8');
    expect(source).toMatch(/^import '..\/api\/contract\/clients';$/m);
    vi.doUnmock('../../../src/app/api-services-clients.ts');
    vi.doUnmock('../../../src/app/api-services.ts');
  });

  /**
   * What a module downloads with it: its static, non-type imports, transitively (a dynamic `import()` is a
   * separate chunk). `import type` / `export type` are erased; `import { type A }` counts as a runtime import.
   */
  function staticClosure(entry: string): Set<string> {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      if (!file.startsWith('/')) return; // a package
      const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
      const pattern = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
      for (const m of source.matchAll(pattern)) {
        if (m[1]) continue;
        const specifier = m[2] as string;
        const parts = specifier.split('/');
        if (!specifier.startsWith('.')) {
          visit(parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
          continue;
        }
        const base = resolve(dirname(file), specifier);
        const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
        const found = candidates.find((c) => existsSync(c) && statSync(c).isFile());
        if (found && !found.endsWith('.css.ts') && !found.endsWith('.css')) visit(found);
      }
    };
    visit(resolve(ROOT, entry));
    return seen;
  }

  const apiOnly = (files: Set<string>) =>
    [...files]
      .filter((f) => f === 'zod' || f.includes('/src/api/contract/') || f.endsWith('/src/api/client.ts'))
      .map((f) => f.replace(`${ROOT}/`, ''));

  it.each(
    [
      'src/main.tsx src/app/pages/LoginRoute.tsx src/app/pages/PasswordRoute.tsx src/app/pages/SignupRoute.tsx',
      'src/app/pages/HomeRoute.tsx src/app/pages/ApplicationRoute.tsx src/app/pages/StoreEntryRoutes.tsx',
      'src/app/pages/DocumentsFlow.tsx src/app/pages/LazyDocumentsFlow.tsx',
      'src/screens/documents/DocumentsUploadedScreen.tsx',
    ].flatMap((line) => line.split(' ')),
  )('%s (entry or page chunk) carries no zod, contract or client', (entry) => {
    expect(apiOnly(staticClosure(entry))).toEqual([]);
  });

  it('the API chunk does carry them (the check above can see them)', () => {
    expect(apiOnly(staticClosure('src/app/api-services.ts'))).toEqual(
      expect.arrayContaining(['zod', 'src/api/client.ts', 'src/api/contract/common.ts']),
    );
  });

  it('every contract group is a chunk of its own, fetched by its first call (none inside the API chunk)', () => {
    const groups = apiOnly(staticClosure('src/app/api-services.ts')).filter(
      (f) => f.startsWith('src/api/contract/') && !/\/(common|endpoint)\.ts$/.test(f),
    );
    expect(groups).toEqual([]);
  });
});
