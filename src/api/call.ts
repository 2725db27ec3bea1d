/**
 * One generic, typed way to call any endpoint of the contract by its name, `group.name` as in
 * `contract` (src/api/contract/index.ts):
 *
 *   const { token } = await call('clients.signin', { body: { email, password }, signal });
 *
 * This module holds TYPES ONLY (every import is `import type`), so the app's entry and page chunks can name
 * endpoints without downloading zod or the client. The implementation (`callContract`, src/api/contract-call.ts)
 * lives in the lazily loaded API chunk (src/app/api-services.ts); src/app/lazy-services.ts loads it on the first
 * call. A new endpoint is written once in the contract and once where it is called.
 */
import type { CallArgs } from './client.ts';
import type { ResponseOf } from './contract/endpoint.ts';
import type { contract } from './contract/index.ts';

type Contract = typeof contract;

/** `'clients.signin'`, `'promoters.me'`, … : every endpoint of the contract by group and name. */
export type EndpointKey = {
  [G in keyof Contract]: `${G & string}.${keyof Contract[G] & string}`;
}[keyof Contract];

/** The endpoint named by a key: `EndpointOf<'clients.signin'>` is `typeof signin`. */
export type EndpointOf<K extends EndpointKey> = K extends `${infer G extends keyof Contract}.${infer N}`
  ? N extends keyof Contract[G]
    ? Contract[G][N]
    : never
  : never;

/** Calls the endpoint named `key` (params, query, body and signal as the API client takes them). */
export type ApiCall = <K extends EndpointKey>(
  key: K,
  ...args: CallArgs<EndpointOf<K>>
) => Promise<ResponseOf<EndpointOf<K>>>;
