/**
 * The implementation of `ApiCall` (src/api/call.ts): resolves `group.name` in the contract and calls it with the
 * API client. Part of the lazily loaded API chunk (src/app/api-services.ts).
 *
 * Every group is its own chunk, fetched with its first call, so the chunk does not carry the whole contract: a
 * returning client's first call (`clients.me`) fetches the `clients` group, a promoter's (`promoters.me`) the
 * `promoters` group; zod travels in the API chunk itself (the `api` chunk group, vite.config.ts). `GROUPS` must name every group of `contract`
 * (the type says so), each resolving to that very group.
 */
import type { ApiCall, EndpointKey } from './call.ts';
import type { ApiClient } from './client.ts';
import type { Endpoint } from './contract/endpoint.ts';
import type { contract } from './contract/index.ts';

type Contract = typeof contract;

export const GROUPS: { readonly [G in keyof Contract]: () => Promise<Contract[G]> } = {
  clients: () => import('./contract/clients.ts').then((m) => m.clientsApi),
  promoters: () => import('./contract/promoters.ts').then((m) => m.promotersApi),
  catalog: () => import('./contract/catalog.ts').then((m) => m.catalogApi),
  applications: () => import('./contract/applications.ts').then((m) => m.applicationsApi),
  signing: () => import('./contract/signing.ts').then((m) => m.signingApi),
  esignSandbox: () => import('./contract/signing.ts').then((m) => m.esignSandboxApi),
  kycSandbox: () => import('./contract/clients.ts').then((m) => m.kycSandboxApi),
  payments: () => import('./contract/payments.ts').then((m) => m.paymentsApi),
  push: () => import('./contract/push.ts').then((m) => m.pushApi),
  analytics: () => import('./contract/analytics.ts').then((m) => m.analyticsApi),
};

/** The endpoint named `key`; rejects for a name the contract does not have (a programming error). */
export async function endpointByKey(key: EndpointKey | string): Promise<Endpoint> {
  const [group, name] = key.split('.', 2) as [string, string | undefined];
  const load = Object.hasOwn(GROUPS, group) ? GROUPS[group as keyof Contract] : undefined;
  const endpoints = (load ? await load() : undefined) as Record<string, Endpoint> | undefined;
  const endpoint =
    name !== undefined && endpoints && Object.hasOwn(endpoints, name) ? endpoints[name] : undefined;
  if (!endpoint) throw new Error(`Unknown endpoint: ${key}`);
  return endpoint;
}

export function callContract(client: ApiClient): ApiCall {
  return (async (key: EndpointKey, ...args: unknown[]) =>
    // biome-ignore lint/suspicious/noExplicitAny: the key's typing is checked by ApiCall's signature
    client.call(await endpointByKey(key), ...(args as [any]))) as ApiCall;
}
