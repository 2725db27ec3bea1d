import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  backoffDelay,
  createApiClient,
  isRetryable,
  retryAfterMs,
  retryDelayMs,
} from '../../../src/api/client.ts';
import { processApplication, submit } from '../../../src/api/contract/applications.ts';
import { getStore, searchStores } from '../../../src/api/contract/catalog.ts';
import {
  create as createClient,
  me,
  resetPassword,
  signin,
  updateInterbankCode,
} from '../../../src/api/contract/clients.ts';
import { applicationContract } from '../../../src/api/contract/signing.ts';
import { ApiError, ContractError, NetworkError } from '../../../src/api/errors.ts';
import { clientProfile, MARIA_CURP } from '../../fixtures/samples.ts';
import { foundInMexico } from '../../fixtures/signup.ts';

interface Recorded {
  url: string;
  init: RequestInit;
}

type Reply = Response | Error | ((init: RequestInit) => Promise<Response>);

/** A scripted fetch: each call takes the next reply (the last one repeats). */
function fakeFetch(...replies: Reply[]) {
  const calls: Recorded[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit): Promise<Response> => {
    calls.push({ url, init });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (reply === undefined) throw new Error('no scripted reply');
    if (reply instanceof Error) throw reply;
    if (typeof reply === 'function') return reply(init);
    return reply.clone();
  });
  return { fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const profileBody = clientProfile;
const ok200 = () => json(200, profileBody);
const unavailable503 = (message = 'x') => json(503, { httpCode: 503, code: 'UNAVAILABLE', message });
/** What a rejected call settles to (an error), for the assertions on it. */
const failureOf = (pending: Promise<unknown>) => pending.catch((e: unknown) => e);

const fastRetry = { baseDelayMs: 1, maxDelayMs: 4 };
const PROCESS_APP_1 = { params: { id: 'app-1' }, body: { complianceCode: '123456' } };
const CONTRACT_A1 = { params: { id: 'a-1' }, query: {} };

function client(fetch: ReturnType<typeof fakeFetch>['fetch'], token: string | null = 'tok-123') {
  return createApiClient({ baseUrl: '/api/', getToken: () => token, fetch, retry: fastRetry });
}

let errorLog: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  errorLog.mockRestore();
});

describe('retries', () => {
  it('retries a GET on 503 and returns the next answer', async () => {
    const f = fakeFetch(unavailable503(), json(200, profileBody));
    const profile = await client(f.fetch).call(me);
    expect(f.fetch).toHaveBeenCalledTimes(2);
    expect(profile.email).toBe('ana@correo.mx');
  });

  it('retries a GET on 502, 504 and network errors', async () => {
    const f = fakeFetch(
      new Response('bad gateway', { status: 502 }),
      new TypeError('fetch failed'),
      json(504, {}),
      json(200, profileBody),
    );
    await expect(client(f.fetch).call(me)).resolves.toMatchObject({ id: 'c-1' });
    expect(f.fetch).toHaveBeenCalledTimes(4);
  });

  it('gives up after 3 retries with the last answer', async () => {
    const f = fakeFetch(unavailable503('Servicio no disponible'));
    const error = await failureOf(client(f.fetch).call(me));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(f.fetch).toHaveBeenCalledTimes(4);
  });

  it('gives up after 3 retries of network errors with a NetworkError', async () => {
    const f = fakeFetch(new TypeError('fetch failed'));
    const error = await failureOf(client(f.fetch).call(me));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).endpointId).toBe('clients.me');
    expect(f.fetch).toHaveBeenCalledTimes(4);
  });

  it('never retries a POST, on 503 or on a network error', async () => {
    const f = fakeFetch(unavailable503(), json(200, { token: 't' }));
    const body = { email: 'a@b.mx', password: 'secreto123' };
    await expect(client(f.fetch).call(signin, { body })).rejects.toMatchObject({ status: 503 });
    expect(f.fetch).toHaveBeenCalledTimes(1);

    const g = fakeFetch(new TypeError('fetch failed'), json(200, { token: 't' }));
    await expect(client(g.fetch).call(signin, { body })).rejects.toBeInstanceOf(NetworkError);
    expect(g.fetch).toHaveBeenCalledTimes(1);
  });

  it('retries an idempotent PATCH but not a non-idempotent one', async () => {
    const ok = { interbankCode: '002010077777777771', isInterbankCodeVerified: false };
    const f = fakeFetch(json(502, {}), json(200, ok));
    await expect(
      client(f.fetch).call(updateInterbankCode, { body: { interbankCode: '002010077777777771' } }),
    ).resolves.toEqual(ok);
    expect(f.fetch).toHaveBeenCalledTimes(2);

    const g = fakeFetch(json(503, {}), json(200, { token: 't' }));
    await expect(
      client(g.fetch).call(resetPassword, { body: { token: 'reset', password: 'nuevaclave1' } }),
    ).rejects.toMatchObject({ status: 503 });
    expect(g.fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry 4xx or 500', async () => {
    for (const status of [400, 401, 404, 409, 429, 500]) {
      const f = fakeFetch(json(status, { httpCode: status, code: 'X', message: 'x' }), ok200());
      await expect(client(f.fetch).call(me)).rejects.toMatchObject({ status });
      expect(f.fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('classifies endpoints and backs off exponentially with a cap', () => {
    const endpoints = [me, updateInterbankCode, resetPassword, signin, { ...signin, idempotent: true }];
    expect(endpoints.map((e) => isRetryable(e))).toEqual([true, true, false, false, false]);
    expect([0, 1, 2, 3, 4].map((a) => backoffDelay(a, 250, 2000))).toEqual([250, 500, 1000, 2000, 2000]);
  });
});

describe('Retry-After', () => {
  const unavailable = (retryAfter: string) =>
    new Response(
      JSON.stringify({ httpCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'x', retryAfterSeconds: 2 }),
      { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter } },
    );
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a keyed call answered 503 with Retry-After: 2 is sent again, with its key, after 2 s (not before)', async () => {
    vi.useFakeTimers();
    const processed = { id: 'app-1', status: 'APPROVED', processedAt: null, rejectionReason: null };
    const f = fakeFetch(unavailable('2'), json(200, processed));
    const pending = client(f.fetch).call(processApplication, PROCESS_APP_1);
    await vi.advanceTimersByTimeAsync(1_900);
    expect(f.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(f.fetch).toHaveBeenCalledTimes(2);
    await pending.catch(() => {});
    const keys = f.calls.map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('three retries at 2 s each outlast a 5-second outage of a GET', async () => {
    vi.useFakeTimers();
    const outageEnds = Date.now() + 5_000;
    const f = fakeFetch(async () => (Date.now() < outageEnds ? unavailable('2') : json(200, profileBody)));
    const pending = client(f.fetch).call(me);
    await vi.advanceTimersByTimeAsync(6_100);
    await expect(pending).resolves.toMatchObject({ id: 'c-1' });
    expect(f.fetch).toHaveBeenCalledTimes(4);
  });

  it('reads seconds and HTTP dates, ignores garbage, and waits at most 10 s', () => {
    const limits = { baseDelayMs: 250, maxDelayMs: 2000, maxRetryAfterMs: 10_000 };
    const with_ = (h: string | null) =>
      new Response(null, { status: 503, headers: h === null ? {} : { 'Retry-After': h } });
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Sun, 29 Nov 2026 10:00:05 GMT', Date.parse('2026-11-29T10:00:00Z'))).toBe(5000);
    expect([retryAfterMs('pronto'), retryAfterMs(null)]).toEqual([null, null]);
    const headers = [with_('2'), with_(null), with_('-1'), with_('3600'), null];
    expect(headers.map((h) => retryDelayMs(0, h, limits))).toEqual([2000, 250, 250, 10_000, 250]);
    expect(retryDelayMs(3, with_('0'), limits)).toBe(2000);
  });
});

describe('errors', () => {
  it('unwraps the error body: status, data and code', async () => {
    const errorBody = { httpCode: 409, code: 'WRONG_NIP', message: 'Has ingresado un NIP incorrecto.' };
    const f = fakeFetch(json(409, errorBody));
    const error = await failureOf(client(f.fetch).call(processApplication, PROCESS_APP_1));
    expect(error).toBeInstanceOf(ApiError);
    const { status, data, body, code, endpointId } = error as ApiError;
    expect({ status, data, body, code, endpointId }).toEqual({
      status: 409,
      data: errorBody,
      body: errorBody,
      code: 'WRONG_NIP',
      endpointId: 'applications.process',
    });
  });

  it('keeps a body that is not the error shape as raw data', async () => {
    const f = fakeFetch(new Response('<html>Bad gateway</html>', { status: 500 }));
    const error = (await failureOf(client(f.fetch).call(me))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.data, error.body, error.code]).toEqual(['<html>Bad gateway</html>', null, undefined]);

    const g = fakeFetch(json(422, { errors: ['x'] }), new Response(null, { status: 404 }));
    const unprocessable = { status: 422, data: { errors: ['x'] }, body: null };
    await expect(client(g.fetch).call(me)).rejects.toMatchObject(unprocessable);
    await expect(client(g.fetch).call(me)).rejects.toMatchObject({ status: 404, data: null });
  });
});

describe('contract validation', () => {
  it('rejects a malformed response with a logged ContractError, without personal data', async () => {
    const onContractError = vi.fn();
    const broken = { ...profileBody, phoneNumber: '33-1234-5678', settings: undefined };
    const f = fakeFetch(json(200, broken));
    const api = createApiClient({ baseUrl: '/api', getToken: () => 't', fetch: f.fetch, onContractError });
    const error = (await failureOf(api.call(me))) as ContractError;
    expect(error).toBeInstanceOf(ContractError);
    expect([error.endpointId, error.part]).toEqual(['clients.me', 'response']);
    expect(error.issues.map((i) => i.path).sort()).toEqual(['phoneNumber', 'settings']);
    expect(onContractError).toHaveBeenCalledWith(error);
    expect(errorLog).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(errorLog.mock.calls);
    expect(logged).toContain('clients.me');
    for (const personal of ['33-1234-5678', 'ana@correo.mx']) expect(logged).not.toContain(personal);
    expect(error.message).not.toContain('33-1234-5678');
  });

  it('rejects a success answer that is not JSON', async () => {
    const f = fakeFetch(new Response('OK', { status: 200 }));
    await expect(client(f.fetch).call(me)).rejects.toMatchObject({ name: 'ContractError', part: 'response' });
  });

  it('validates the request body before sending', async () => {
    const f = fakeFetch(json(200, { token: 't' }));
    const error = await failureOf(
      // @ts-expect-error the password is missing: a programming error the type check catches too
      client(f.fetch).call(signin, { body: { email: 'no-es-correo' } }),
    );
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).part).toBe('body');
    expect(f.fetch).not.toHaveBeenCalled();
  });

  it('sends the normalized body (trimmed, lower-cased e-mail; upper-cased CURP)', async () => {
    const f = fakeFetch(json(200, { token: 't' }));
    const names = { name: 'María Fernanda', firstSurname: 'López', secondSurname: 'García' };
    const person = { ...foundInMexico, ...names };
    const contact = { email: '  Maria@Example.MX ', phoneNumber: '3312345678', password: 'secreto123' };
    const body = { ...person, ...contact, curp: 'logf900514mjcprr02', taxpayerId: 'LOGF900514AB1' };
    await client(f.fetch).call(createClient, { body: { ...body, termsAndConditions: true } });
    const sent = JSON.parse(String(f.calls[0]?.init.body)) as Record<string, unknown>;
    expect(sent.email).toBe('maria@example.mx');
    expect(sent.curp).toBe(MARIA_CURP);
  });

  it('normalizes rejection reasons with a trailing space', async () => {
    const processedAt = '2026-01-02T03:04:05.000Z';
    const rejected = { id: 'app-1', status: 'REJECTED', processedAt, rejectionReason: 'OVERDUE_BALANCE ' };
    const f = fakeFetch(json(200, rejected));
    const result = await client(f.fetch).call(submit, { params: { id: 'app-1' }, body: {} });
    expect(result.rejectionReason).toBe('OVERDUE_BALANCE');
  });
});

describe('request', () => {
  it('sends the bearer token, cookies, JSON and the method', async () => {
    const f = fakeFetch(json(200, { token: 'new' }));
    await client(f.fetch, 'tok-123').call(signin, { body: { email: 'a@b.mx', password: 'x' } });
    const { url, init } = f.calls[0]!;
    expect([url, init.method, init.credentials]).toEqual(['/api/clients/signin', 'POST', 'include']);
    const mime = 'application/json';
    const sent = { Authorization: 'Bearer tok-123', 'Content-Type': mime, Accept: mime };
    expect(init.headers).toMatchObject(sent);
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.mx', password: 'x' });
  });

  it('reads the token on every call and omits the header without one', async () => {
    let token: string | null = null;
    const f = fakeFetch(json(200, profileBody));
    const api = createApiClient({ baseUrl: '/api', getToken: () => token, fetch: f.fetch });
    await api.call(me);
    token = 'later';
    await api.call(me);
    const [first, second] = f.calls.map((c) => c.init.headers as Record<string, string>);
    expect([first?.Authorization, first?.['Content-Type'], f.calls[0]?.init.body]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(second?.Authorization).toBe('Bearer later');
  });

  it('encodes path params and serializes the query', async () => {
    const f = fakeFetch(json(200, { storeExists: false, store: null }));
    await client(f.fetch).call(getStore, { params: { storeId: 'a b/c?d' } });
    expect(f.calls[0]?.url).toBe('/api/business/stores/a%20b%2Fc%3Fd');

    const g = fakeFetch(json(200, { stores: [{ id: 's1', name: 'Café Olé', sector: 'SOMETHING_NEW' }] }));
    const { stores } = await client(g.fetch).call(searchStores, { query: { name: ' Café & té ', limit: 5 } });
    expect(g.calls[0]?.url).toBe('/api/stores?name=Caf%C3%A9+%26+t%C3%A9&limit=5');
    expect(stores[0]?.sector).toBe('OTHERS');
  });

  it('validates path params before sending', async () => {
    const f = fakeFetch(json(200, { storeExists: false, store: null }));
    const empty = client(f.fetch).call(getStore, { params: { storeId: '' } });
    await expect(empty).rejects.toMatchObject({ name: 'ContractError', part: 'params' });
    expect(f.fetch).not.toHaveBeenCalled();
  });

  it('uses an absolute base URL', async () => {
    const f = fakeFetch(json(200, profileBody));
    const baseUrl = 'https://api.example.mx/api/';
    const api = createApiClient({ baseUrl, getToken: () => null, fetch: f.fetch });
    await api.call(me);
    expect(f.calls[0]?.url).toBe('https://api.example.mx/api/clients/me');
  });
});

describe('abort', () => {
  /** A fetch that never answers until its signal aborts, like the real one. */
  const hanging = (init: RequestInit) =>
    new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });

  it('passes the signal through and rejects with an AbortError, without retrying', async () => {
    const f = fakeFetch(hanging);
    const controller = new AbortController();
    const pending = client(f.fetch).call(me, { signal: controller.signal });
    await vi.waitFor(() => expect(f.fetch).toHaveBeenCalledTimes(1));
    expect(f.calls[0]?.init.signal).toBe(controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(f.fetch).toHaveBeenCalledTimes(1);
  });

  it('does not call fetch with an already aborted signal', async () => {
    const f = fakeFetch(json(200, profileBody));
    const controller = new AbortController();
    controller.abort(new DOMException('Stop', 'AbortError'));
    const aborted = client(f.fetch).call(me, { signal: controller.signal });
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(f.fetch).not.toHaveBeenCalled();
  });

  it('stops retrying once aborted during the backoff', async () => {
    const controller = new AbortController();
    const f = fakeFetch(json(503, {}), (init) =>
      init.signal?.aborted ? Promise.reject(init.signal.reason) : Promise.resolve(json(200, profileBody)),
    );
    const retry = { baseDelayMs: 30, maxDelayMs: 30 };
    const api = createApiClient({ baseUrl: '/api', getToken: () => null, fetch: f.fetch, retry });
    const pending = api.call(me, { signal: controller.signal });
    await vi.waitFor(() => expect(f.fetch).toHaveBeenCalledTimes(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(f.fetch.mock.calls.length).toBeLessThanOrEqual(2);
  });
});

describe('types', () => {
  it('infers params, body and response from the endpoint', () => {
    const { fetch } = fakeFetch(json(200, {}));
    const api = createApiClient({ baseUrl: '/api', getToken: () => null, fetch });
    type Api = typeof api;
    expectTypeOf<ReturnType<typeof api.call<typeof me>>>()
      .resolves.toHaveProperty('creditLimit')
      .toEqualTypeOf<number>();
    expectTypeOf<ReturnType<typeof api.call<typeof signin>>>().resolves.toEqualTypeOf<{ token: string }>();
    // Options are optional when nothing is required, mandatory otherwise.
    expectTypeOf<Parameters<Api['call']>>().toBeArray();
    const typeOnly = (call: Api['call']) => {
      void call(me);
      // @ts-expect-error params are required for getStore
      void call(getStore);
      // @ts-expect-error the body must match the contract
      void call(signin, { body: { email: 1 } });
    };
    expect(typeof typeOnly).toBe('function');
  });
});

describe('bundle shape', () => {
  it('the client does not import the whole contract (pages import endpoints per file)', async () => {
    const { readFile } = await import('node:fs/promises');
    for (const file of ['../../../src/api/client.ts', '../../../src/api/errors.ts']) {
      const source = await readFile(new URL(file, import.meta.url), 'utf8');
      const imports = [...source.matchAll(/^import[^;]*from '([^']+)'/gm)].map((m) => m[1]);
      expect(imports.filter((i) => i?.includes('contract/index') || i === './contract')).toEqual([]);
    }
  });
});

describe('file endpoints (the contract file)', () => {
  const html = '<!doctype html><title>Contrato de crédito SOL-00000001</title>';
  const file = (disposition: string | null) => {
    const named: Record<string, string> = disposition ? { 'Content-Disposition': disposition } : {};
    return new Response(html, {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', ...named },
    });
  };

  it('answers { fileName, content } from the body and Content-Disposition, asking for the media type', async () => {
    const { fetch, calls } = fakeFetch(file('attachment; filename="contrato-SOL-00000001.html"'));
    const query = { firstPaymentDate: '2027-01-01' };
    const res = await client(fetch).call(applicationContract, { params: { id: 'a-1' }, query });
    expect(res).toEqual({ fileName: 'contrato-SOL-00000001.html', content: html });
    expect(calls[0]?.url).toBe('/api/applications/a-1/contract?firstPaymentDate=2027-01-01');
    const asked = { Accept: 'text/html, application/json', Authorization: 'Bearer tok-123' };
    expect(calls[0]?.init.headers).toMatchObject(asked);
  });

  it('a file without a usable name breaks the contract; an error is still the JSON error body', async () => {
    for (const disposition of [null, 'attachment; filename="../../etc/passwd"', 'inline']) {
      const { fetch } = fakeFetch(file(disposition));
      const answer = client(fetch).call(applicationContract, CONTRACT_A1);
      await expect(answer).rejects.toBeInstanceOf(ContractError);
    }
    const notFound = { httpCode: 404, code: 'NOT_FOUND', message: 'No encontramos la solicitud.' };
    const { fetch } = fakeFetch(json(404, notFound));
    const error = await failureOf(client(fetch).call(applicationContract, CONTRACT_A1));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });
});
