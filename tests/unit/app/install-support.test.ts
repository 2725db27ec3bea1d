/**
 * Install support (src/app/pwa/install.ts) when the app's script runs late: a prerendered page loads it after its
 * first paint, possibly after the `load` event and after the browser offered the install prompt.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: Event) => void;

function fakeWindow(readyState: DocumentReadyState, extra: Record<string, unknown> = {}) {
  const listeners = new Map<string, Listener[]>();
  const register = vi.fn(async () => ({}));
  const win = {
    document: { readyState },
    navigator: { serviceWorker: { register }, userAgent: 'Android' },
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    fire: (type: string, event: Event = new Event(type)) => {
      for (const l of listeners.get(type) ?? []) l(event);
    },
    ...extra,
  };
  return { win, register };
}

beforeEach(() => {
  vi.resetModules();
});

describe('install support', () => {
  it('registers the service worker at load, or at once when the page has loaded already', async () => {
    const { startInstallSupport, SERVICE_WORKER_URL } = await import('../../../src/app/pwa/install');
    const loading = fakeWindow('loading');
    startInstallSupport(loading.win as unknown as Window, true);
    expect(loading.register).not.toHaveBeenCalled();
    loading.win.fire('load');
    expect(loading.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);

    const loaded = fakeWindow('complete');
    startInstallSupport(loaded.win as unknown as Window, true);
    expect(loaded.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);

    const development = fakeWindow('complete');
    startInstallSupport(development.win as unknown as Window, false);
    expect(development.register).not.toHaveBeenCalled();
  });

  it('takes over an install prompt the page kept before the app ran', async () => {
    const install = await import('../../../src/app/pwa/install');
    const choice = {
      prompt: vi.fn(async () => {}),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    };
    const prompt = Object.assign(new Event('beforeinstallprompt'), choice);
    const { win } = fakeWindow('complete', { [install.EARLY_INSTALL_PROMPT]: prompt });
    expect(install.canPromptInstall()).toBe(false);
    install.startInstallSupport(win as unknown as Window, false);
    expect([install.canPromptInstall(), install.EARLY_INSTALL_PROMPT in win]).toEqual([true, false]);
    await install.promptInstall();
    expect(prompt.prompt).toHaveBeenCalledTimes(1);
    expect(install.canPromptInstall()).toBe(false);
  });

  it('keeps a prompt the browser offers later', async () => {
    const install = await import('../../../src/app/pwa/install');
    const { win } = fakeWindow('loading');
    install.startInstallSupport(win as unknown as Window, false);
    const event = new Event('beforeinstallprompt', { cancelable: true });
    win.fire('beforeinstallprompt', event);
    expect([event.defaultPrevented, install.canPromptInstall()]).toEqual([true, true]);
  });
});
