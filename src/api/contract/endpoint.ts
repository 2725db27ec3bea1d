/**
 * The shape of one API call, shared by the app (src/api/client.ts) and the sandbox server (server/).
 * Schemas are written with `zod/mini` so the app bundle stays small.
 *
 * Paths use `:name` placeholders (`/clients/:id/activation-code`) and are relative to the API base (`/api`).
 */
import type * as z from 'zod/mini';

export type Audience = 'client' | 'client-ephemeral' | 'business';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// biome-ignore lint/suspicious/noExplicitAny: the generic bound of any zod/mini schema
export type Schema = z.ZodMiniType<any, any>;

export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  /**
   * The endpoint's key, `group.name` as `contract` registers it (`signing.sign`): the name machines call it by, and
   * the OpenAPI operationId, the log and metrics label and the idempotency hash's call name.
   */
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
  /**
   * The answer to one audience when it differs from `response` (narrower: e.g. a promoter reads a decision without
   * its reason). The server's response check uses it for that audience's tokens; the app parses `response`.
   */
  readonly responses?: Readonly<Partial<Record<Audience, Schema>>>;
  /** Audiences whose token is accepted; `public` needs no token. */
  readonly auth: 'public' | readonly Audience[];
  /** PUT/PATCH calls the server declares safe to repeat; GET is always idempotent. */
  readonly idempotent?: boolean;
  /**
   * A POST that moves money or state and accepts an `Idempotency-Key` header: the app sends one key per operation
   * (the flow's key for it and a digest of the request: every press and retry of it) and the server applies it
   * once (docs/api.md).
   */
  readonly idempotencyKey?: boolean;
  /** HTTP statuses the spec names for this call, with what they mean (documentation + OpenAPI). */
  readonly errors?: Readonly<Record<number, string>>;
  /**
   * The answer is a file, not JSON: the body is `content` sent with this media type and
   * `Content-Disposition: attachment; filename="<fileName>"`. The response schema must be `fileResponse`
   * (`{ fileName, content }`): the server's handler returns that object, and the client rebuilds it from the
   * body and the header.
   */
  readonly file?: FileMediaType;
}

/** Media types an endpoint may answer as a file (text documents only: the client reads them as text). */
export type FileMediaType = 'text/html';

export function defineEndpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return e;
}

type Out<S> = S extends Schema ? z.output<S> : undefined;
type In<S> = S extends Schema ? z.input<S> : undefined;

export type ParamsOf<E> =
  E extends Endpoint<infer P, Schema | undefined, Schema | undefined, Schema> ? In<P> : never;
export type QueryOf<E> =
  E extends Endpoint<Schema | undefined, infer Q, Schema | undefined, Schema> ? In<Q> : never;
export type BodyOf<E> =
  E extends Endpoint<Schema | undefined, Schema | undefined, infer B, Schema> ? In<B> : never;
export type ResponseOf<E> =
  E extends Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, infer R> ? Out<R> : never;
