/**
 * The implementation of `ApiCall` (src/api/call.ts): resolves `group.name` in the contract and calls it with the
 * API client. Imports the whole contract, so it belongs to the lazily loaded API chunk only.
 */
import type { ApiCall, EndpointKey } from './call.ts';
import type { ApiClient } from './client.ts';
import type { Endpoint } from './contract/endpoint.ts';
import { contract } from './contract/index.ts';

/** The endpoint named `key`; throws for a name the contract does not have (a programming error). */
export function endpointByKey(key: EndpointKey | string): Endpoint {
  const [group, name] = key.split('.', 2) as [string, string | undefined];
  const endpoints = (contract as Record<string, Record<string, Endpoint> | undefined>)[group];
  const endpoint = name === undefined ? undefined : endpoints?.[name];
  if (!endpoint) throw new Error(`Unknown endpoint: ${key}`);
  return endpoint;
}

export function callContract(client: ApiClient): ApiCall {
  return ((key: EndpointKey, ...args: unknown[]) =>
    // biome-ignore lint/suspicious/noExplicitAny: the key's typing is checked by ApiCall's signature
    client.call(endpointByKey(key), ...(args as [any]))) as ApiCall;
}
