/**
 * What the promoter's UI tests share: the app with the promoter's profile (one store) and a fake API answered by
 * endpoint key (`servicesWith`: anything not given goes to the shared fakes), the quick application's screens loaded
 * up front, and the open app closed (storage cleared) after each test.
 */
import { afterEach, beforeAll, vi } from 'vitest';
import type { EndpointKey } from '../../../src/api/call';
import { preloadQuickApplicationScreens } from '../../../src/screens/promoter/QuickApplicationScreen';
import { fakeServices, openApp, promoterProfile, type Rendered, reload } from '../../ui/app/harness';

export type Handler = (options: { params?: unknown; query?: unknown; body?: unknown }) => Promise<unknown>;

/** One call the app made: its endpoint key and what it sent. */
export interface Call {
  readonly key: string;
  readonly options: { params?: unknown; query?: unknown; body?: unknown };
}

/** The shared fakes plus the promoter endpoints, answered by `handlers`; every call is recorded. */
export function servicesWith(handlers: Partial<Record<EndpointKey, Handler>>) {
  const base = fakeServices({
    'promoters.me': async () => ({
      ...promoterProfile,
      stores: [{ id: 's-1', name: 'Muebles Centro', sector: 'HOME_AND_FURNITURE' }],
    }),
  });
  const calls: Call[] = [];
  const call = (async (
    key: EndpointKey,
    options: { params?: unknown; query?: unknown; body?: unknown } = {},
  ) => {
    calls.push({ key, options });
    const handler = handlers[key];
    if (handler) return handler(options);
    return base.call(key as never, options as never);
  }) as typeof base.call;
  return { services: { ...base, call }, calls };
}

let current: Rendered | null = null;

/** Registers the shared set-up of a promoter UI test file. */
export function promoterAppSuite(): void {
  // The later screens are lazy chunks: loaded up front, they render as soon as they are reached.
  beforeAll(preloadQuickApplicationScreens);
  afterEach(() => {
    current?.unmount();
    current = null;
    localStorage.clear();
  });
  vi.setConfig({ testTimeout: 30_000 });
}

/** Opens the app at `url` with these services (closed after the test). */
export function openPromoterApp(url: string, services: Rendered['services']): Rendered {
  current = openApp(url, services);
  return current;
}

/** A reload of the open app at its URL. */
export function reloadPromoterApp(): Rendered {
  if (!current) throw new Error('no app is open');
  current = reload(current);
  return current;
}
