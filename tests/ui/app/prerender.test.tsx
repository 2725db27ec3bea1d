/**
 * Paint before JavaScript: every public entry page prerendered at build time (src/entry-prerender.tsx) is
 * hydrated by the real app (src/main.tsx's `hydrateRoot` for a visitor) without a hydration error, and React
 * keeps the prerendered DOM as it is.
 */
import { act, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '../../../src/api/call';
import { App, createAppRuntime } from '../../../src/app/App';
import { PRERENDERED_PAGES, renderPublicPage, renderSignedInSkeleton } from '../../../src/entry-prerender';
import {
  HAND_OVER,
  keepPrerenderedInputs,
  SUBMIT_BEFORE_HYDRATION,
} from '../../../src/ui/submitBeforeHydration';
import { setNativeValue } from '../../../src/ui/typedBeforeHydration';
import { fakeServices } from './harness';

// React's test mode for `act` (Testing Library's render sets it; this file drives hydrateRoot itself).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/**
 * The build renders in Node and the browser hydrates in another process; here both share one realm, and React's
 * server renderer leaves the context values of its last task (the static router's location…) in the context
 * objects the browser renderer reads. Its next render starts from the root and restores them: one empty render
 * after each page does that.
 */
async function serverRender<T>(render: Promise<T>): Promise<T> {
  const result = await render;
  await prerender(<i />);
  return result;
}

/** Hydrates `container` with the real app (as src/main.tsx does) and waits for the lazy page to hydrate. */
async function hydrateApp(
  container: HTMLElement,
  runtime: ReturnType<typeof createAppRuntime>,
  options: Parameters<typeof hydrateRoot>[2] = {},
): Promise<void> {
  let root: Root | null = null;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App runtime={runtime} />
      </StrictMode>,
      options,
    );
  });
  unmount = () => act(() => root?.unmount());
  // The lazy page chunk loads and React finishes hydrating within a few macrotasks.
  for (let i = 0; i < 20; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
}

/**
 * Renders the real app from scratch over `container` (src/main.tsx with a draft or a session in local storage, so
 * not a hydration) and waits for the lazy page.
 */
async function renderAppOver(
  container: HTMLElement,
  runtime: ReturnType<typeof createAppRuntime>,
): Promise<void> {
  let root: Root | null = null;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <StrictMode>
        <App runtime={runtime} />
      </StrictMode>,
    );
  });
  unmount = () => act(() => root?.unmount());
  for (let i = 0; i < 20; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
}

/**
 * What the prerendered page's inline loader runs before the entry loads (scripts/prerender.tsx): the function's
 * own source, run on its own as the page runs it (nothing from its module).
 */
function runLoaderHandOver() {
  new Function(`(${String(keepPrerenderedInputs)})()`)();
}

afterEach(() => {
  const w = window as unknown as Record<string, unknown>;
  delete w[HAND_OVER];
  delete w[SUBMIT_BEFORE_HYDRATION];
});

/** Presses 'Iniciar sesión' and lets the sign-in go on. */
async function pressSignIn(container: HTMLElement) {
  const submit = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Iniciar sesión');
  await act(async () => submit?.click());
  for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
}

/** The prerendered /login as the browser shows it before any JavaScript has run. */
async function prerenderedLogin() {
  const { html } = await serverRender(renderPublicPage('/login'));
  window.history.replaceState(null, '', '/login');
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  const email = container.querySelector<HTMLInputElement>('input[type="email"]');
  const password = container.querySelector<HTMLInputElement>('input[type="password"]');
  const form = container.querySelector('form');
  if (!email || !password || !form) throw new Error('the prerendered login has no form');
  return { container, email, password, form };
}

/** How the pages are opened: a store's link names the store (without one, /solicitud goes on to /login). */
const QUERY: Readonly<Record<string, string>> = { '/solicitud': '?storeId=7' };

describe('prerendered pages', () => {
  for (const pathname of Object.keys(PRERENDERED_PAGES)) {
    it(`hydrates ${pathname} without a hydration error and keeps its DOM`, async () => {
      const { html, title } = await serverRender(renderPublicPage(pathname));
      expect(html).toContain('<main');
      expect(title).toMatch(/ · Crédito a meses$/);
      window.history.replaceState(null, '', `${pathname}${QUERY[pathname] ?? ''}`);
      const container = document.createElement('div');
      container.id = 'root';
      container.innerHTML = html;
      document.body.append(container);
      const prerendered = container.innerHTML;

      const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const recoverable: unknown[] = [];
      // The API does not answer while the page hydrates (/solicitud looks its store up on load).
      const pending = (() => new Promise(() => {})) as unknown as ApiCall;
      const runtime = createAppRuntime({
        services: () => fakeServices({}, pending),
        token: null,
        history: { kind: 'browser' },
      });
      await hydrateApp(container, runtime, { onRecoverableError: (error) => recoverable.push(error) });

      // The page inside the lazy boundary was hydrated (React has adopted its DOM node), not left waiting.
      const page = container.querySelector('main > *');
      expect(page && Object.keys(page).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
      expect(recoverable).toEqual([]);
      // Development React warns when the server and the browser renderer have used the same context objects (one
      // realm here, never in production): that warning aside, nothing may be logged.
      const logged = consoleErrors.mock.calls.filter(
        ([message]) => !String(message).startsWith('Detected multiple renderers concurrently rendering'),
      );
      expect(logged).toEqual([]);
      expect(container.innerHTML).toBe(prerendered);
      expect(window.location.pathname).toBe(pathname);
      expect(document.title).toBe(title);
    });
  }

  it('keeps what a customer typed before hydration: the sign-in sends it', async () => {
    const { container, email, password } = await prerenderedLogin();
    // Typed into the prerendered inputs, before any JavaScript ran.
    email.value = 'ana.torres@correo.mx';
    password.value = 'Secreta123';

    const services = fakeServices({});
    const runtime = createAppRuntime({ services: () => services, token: null, history: { kind: 'browser' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await hydrateApp(container, runtime);
    expect(email.value).toBe('ana.torres@correo.mx');

    await pressSignIn(container);
    expect(container.textContent).not.toContain('El campo es requerido');
    expect(services['clients.signin']).toHaveBeenCalledWith(
      { email: 'ana.torres@correo.mx', password: 'Secreta123' },
      expect.anything(),
    );
  });

  it('sends a sign-in pressed before hydration once hydrated, with what was typed', async () => {
    const { container, email, password, form } = await prerenderedLogin();
    email.value = 'ana.torres@correo.mx';
    password.value = 'Secreta123';
    // What the page's inline loader does with a native submission (scripts/prerender.tsx).
    (window as unknown as Record<string, unknown>)[SUBMIT_BEFORE_HYDRATION] = form;

    const services = fakeServices({});
    const runtime = createAppRuntime({ services: () => services, token: null, history: { kind: 'browser' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await hydrateApp(container, runtime);
    for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(services['clients.signin']).toHaveBeenCalledTimes(1);
    expect(services['clients.signin']).toHaveBeenCalledWith(
      { email: 'ana.torres@correo.mx', password: 'Secreta123' },
      expect.anything(),
    );
    expect(SUBMIT_BEFORE_HYDRATION in window).toBe(false);
  });

  it('does not submit a form that was not pressed before hydration', async () => {
    const { container } = await prerenderedLogin();
    (window as unknown as Record<string, unknown>)[SUBMIT_BEFORE_HYDRATION] = document.createElement('form');
    const services = fakeServices({});
    const runtime = createAppRuntime({ services: () => services, token: null, history: { kind: 'browser' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await hydrateApp(container, runtime);
    for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(services['clients.signin']).not.toHaveBeenCalled();
    expect(container.textContent).not.toContain('El campo es requerido');
    delete (window as unknown as Record<string, unknown>)[SUBMIT_BEFORE_HYDRATION];
  });

  it('keeps what was typed, and the focus, when the app renders the page from scratch over it', async () => {
    const { email, password, container } = await prerenderedLogin();
    runLoaderHandOver();
    email.value = 'ana.torres@correo.mx';
    password.focus();
    password.value = 'Secr';
    password.setSelectionRange(4, 4);

    const services = fakeServices({});
    const runtime = createAppRuntime({ services: () => services, token: null, history: { kind: 'browser' } });
    await renderAppOver(container, runtime);
    const newEmail = container.querySelector<HTMLInputElement>('input[name="email"]');
    const newPassword = container.querySelector<HTMLInputElement>('input[name="password"]');
    // New elements (not hydrated), showing what was typed into the replaced ones; the next key goes on where the
    // customer was typing.
    expect(newEmail).not.toBe(email);
    expect(newEmail?.value).toBe('ana.torres@correo.mx');
    expect(newPassword?.value).toBe('Secr');
    expect(document.activeElement).toBe(newPassword);
    expect(newPassword?.selectionStart).toBe(4);

    await pressSignIn(container);
    expect(container.textContent).not.toContain('El campo es requerido');
    expect(services['clients.signin']).toHaveBeenCalledWith(
      { email: 'ana.torres@correo.mx', password: 'Secr' },
      expect.anything(),
    );
  });

  it('sends a sign-in pressed before the app rendered the page from scratch, once, with what was typed', async () => {
    const { container, email, password, form } = await prerenderedLogin();
    runLoaderHandOver();
    email.value = 'ana.torres@correo.mx';
    password.value = 'Secreta123';
    (window as unknown as Record<string, unknown>)[SUBMIT_BEFORE_HYDRATION] = form;

    const services = fakeServices({});
    const runtime = createAppRuntime({ services: () => services, token: null, history: { kind: 'browser' } });
    await renderAppOver(container, runtime);
    for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(services['clients.signin']).toHaveBeenCalledTimes(1);
    expect(services['clients.signin']).toHaveBeenCalledWith(
      { email: 'ana.torres@correo.mx', password: 'Secreta123' },
      expect.anything(),
    );
    expect(SUBMIT_BEFORE_HYDRATION in window).toBe(false);
  });

  it('hands nothing over without the loader, nor an input left untouched, nor a focus that had moved away', async () => {
    const { container, email } = await prerenderedLogin();
    email.value = 'ana.torres@correo.mx';
    const services = fakeServices({});
    const runtime = createAppRuntime({ services: () => services, token: null, history: { kind: 'browser' } });
    // No record from the loader: the new form starts empty, as any client render does.
    await renderAppOver(container, runtime);
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe('');
    expect(document.activeElement).toBe(document.body);
  });

  it('does not take the focus back to a field the customer had left before the page was replaced', async () => {
    const { container, email } = await prerenderedLogin();
    runLoaderHandOver();
    email.focus();
    email.value = 'ana.torres@correo.mx';
    email.blur();
    await new Promise((r) => setTimeout(r, 5));
    const services = fakeServices({});
    const runtime = createAppRuntime({ services: () => services, token: null, history: { kind: 'browser' } });
    await renderAppOver(container, runtime);
    const newEmail = container.querySelector<HTMLInputElement>('input[name="email"]');
    expect(newEmail?.value).toBe('ana.torres@correo.mx');
    expect(document.activeElement).not.toBe(newEmail);
  });

  it('hands nothing over once the app has left the prerendered page, even back on the same path', async () => {
    const { container, email, password, form } = await prerenderedLogin();
    runLoaderHandOver();
    email.focus();
    email.value = 'ana.torres@correo.mx';
    password.value = 'Secreta123';
    (window as unknown as Record<string, unknown>)[SUBMIT_BEFORE_HYDRATION] = form;
    // The app left /login before its form was rendered (a signed-in redirect, a link): the page now shown is
    // another one.
    window.history.replaceState(null, '', '/crear-cuenta');
    const services = fakeServices({});
    const runtime = createAppRuntime({ services: () => services, token: null, history: { kind: 'browser' } });
    await renderAppOver(container, runtime);
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe('');
    // Back on /login: the form is empty and nothing is sent.
    const toLogin = container.querySelector<HTMLAnchorElement>('a[href="/login"]');
    expect(toLogin).not.toBeNull();
    await act(async () => toLogin?.click());
    for (let i = 0; i < 20; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe('');
    expect(document.activeElement).not.toBe(container.querySelector('input[name="email"]'));
    expect(services['clients.signin']).not.toHaveBeenCalled();
  });

  it("hands nothing over after a hydration, even back on the page's first history entry", async () => {
    const { container, email, password, form } = await prerenderedLogin();
    runLoaderHandOver();
    const services = fakeServices({});
    const runtime = createAppRuntime({ services: () => services, token: null, history: { kind: 'browser' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await hydrateApp(container, runtime);
    // Typed into the hydrated form, then 'Crear cuenta' followed instead of signing in; the loader's submit
    // listener has kept the form of an earlier press.
    await act(async () => {
      setNativeValue(email, 'ana.torres@correo.mx');
      setNativeValue(password, 'Secreta123');
    });
    (window as unknown as Record<string, unknown>)[SUBMIT_BEFORE_HYDRATION] = form;
    await act(async () => container.querySelector<HTMLAnchorElement>('a[href="/crear-cuenta"]')?.click());
    for (let i = 0; i < 20; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
    // The browser's Back: the first history entry again, the same path and key as at load.
    await act(async () => window.history.back());
    for (let i = 0; i < 30; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
    const again = container.querySelector<HTMLInputElement>('input[name="email"]');
    expect(again).not.toBeNull();
    expect(again).not.toBe(email);
    expect(again?.value).toBe('');
    // Not sent on its own either (an empty form sent would show the required-field messages).
    expect(container.textContent).not.toContain('El campo es requerido');
    expect(services['clients.signin']).not.toHaveBeenCalled();
  });

  it('paints the signed-in shell with the profile spinner for index.html', async () => {
    const html = await serverRender(renderSignedInSkeleton());
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('header')).not.toBeNull();
    expect(container.textContent).toContain('Cargando tu información');
  });
});
