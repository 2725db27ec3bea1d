/**
 * Paint before JavaScript: every public entry page prerendered at build time (src/entry-prerender.tsx) is
 * hydrated by the real app (src/main.tsx's `hydrateRoot` for a visitor) without a hydration error, and React
 * keeps the prerendered DOM as it is.
 */
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sessionStatusOf } from '../../../machines/session.machine';
import { signupMachine } from '../../../machines/signup';
import type { ApiCall } from '../../../src/api/call';
import { App, createAppRuntime } from '../../../src/app/App';
import { signupDraftOf } from '../../../src/app/drafts/signupStart';
import { PRERENDERED_PAGES, renderPublicPage, renderSignedInSkeleton } from '../../../src/entry-prerender';
import { holdPressesBeforeHydration, PRESSED_BEFORE_HYDRATION } from '../../../src/ui/submitBeforeHydration';
import { clientProfile, fakeServices, makeToken, NOW } from './harness';

// React's test mode for `act` (Testing Library's render sets it; this file drives hydrateRoot itself).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  document.body.innerHTML = '';
  localStorage.clear();
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

/**
 * What the prerendered page's inline loader runs before the entry loads (scripts/prerender.tsx): the function's
 * own source, run on its own as the page runs it (nothing from its module), once per page load.
 */
beforeAll(() => {
  new Function(`(${String(holdPressesBeforeHydration)})(${JSON.stringify(PRESSED_BEFORE_HYDRATION)})`)();
});

/** A press of the form's button before any script of the app ran: the page's loader stops the native submission. */
function pressBeforeScripts(form: HTMLFormElement) {
  const submitted = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(submitted);
  expect(submitted.defaultPrevented).toBe(true);
}

/** Lets what the page started go on (a few macrotasks). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
};

/**
 * Hydrates `container` with the real app (as src/main.tsx does: a visitor's page unless a token), console errors
 * muted, and waits for the lazy page to hydrate; the services, the runtime, what React recovered from, the errors.
 */
async function hydrateOn(container: HTMLElement, services = fakeServices({}), token: string | null = null) {
  const clock = token ? { now: NOW } : {};
  const runtime = createAppRuntime({
    services: () => services,
    token,
    ...clock,
    history: { kind: 'browser' },
  });
  const recoverable: unknown[] = [];
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const app = (
    <StrictMode>
      <App runtime={runtime} visitorFirst={token !== null} />
    </StrictMode>
  );
  let root: Root | null = null;
  await act(async () => {
    root = hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) });
  });
  unmount = () => act(() => root?.unmount());
  // The lazy page chunk loads and React finishes hydrating within a few macrotasks.
  for (let i = 0; i < 20; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  return { services, runtime, recoverable, errors };
}

/** Hydrates a visitor's page on fake services and lets what it starts go on; the services, to read their calls. */
async function hydrateVisitor(container: HTMLElement) {
  const { services } = await hydrateOn(container);
  await settle();
  return services;
}

/** The prerendered inputs by name (each must be there). */
function inputsOf<N extends string[]>(
  container: HTMLElement,
  ...names: N
): { [K in keyof N]: HTMLInputElement } {
  return names.map((name) => {
    const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) throw new Error(`the prerendered page has no ${name} field`);
    return input;
  }) as { [K in keyof N]: HTMLInputElement };
}

/** Presses 'Iniciar sesión' and lets the sign-in go on. */
async function pressSignIn(container: HTMLElement) {
  const submit = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Iniciar sesión');
  await act(async () => submit?.click());
  await settle();
}

/** A prerendered page as the browser shows it before any JavaScript has run (its html and title, for the checks). */
async function prerenderedPage(pathname: string, search = '') {
  const { html, title } = await serverRender(renderPublicPage(pathname));
  window.history.replaceState(null, '', `${pathname}${search}`);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  return Object.assign(container, { html, pageTitle: title });
}

/** The prerendered /login as the browser shows it before any JavaScript has run. */
async function prerenderedLogin() {
  const container = await prerenderedPage('/login');
  const email = container.querySelector<HTMLInputElement>('input[type="email"]');
  const password = container.querySelector<HTMLInputElement>('input[type="password"]');
  const form = container.querySelector('form');
  if (!email || !password || !form) throw new Error('the prerendered login has no form');
  return { container, email, password, form };
}

/** A sign-up draft of an earlier visit, on the account step with these values (spec §9's `pendingClientSignup`). */
function storeSignupDraft(account: { email: string; phoneNumber: string; password?: string }) {
  const earlier = createActor(signupMachine, { input: { session: 'anonymous' } }).start();
  earlier.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: account.email });
  earlier.send({ type: 'ACCOUNT.CHANGE', field: 'phoneNumber', value: account.phoneNumber });
  const value = signupDraftOf(earlier.getPersistedSnapshot()) as unknown as { context: { account: object } };
  if (account.password) value.context.account = { ...value.context.account, password: account.password };
  localStorage.setItem('pendingClientSignup', JSON.stringify({ savedAt: Date.now(), value }));
}

/** How the pages are opened: a store's link names the store (without one, /solicitud goes on to /login). */
const QUERY: Readonly<Record<string, string>> = { '/solicitud': '?storeId=7' };

describe('prerendered pages', () => {
  for (const pathname of Object.keys(PRERENDERED_PAGES)) {
    it(`hydrates ${pathname} without a hydration error and keeps its DOM, a draft of another flow stored`, async () => {
      const container = await prerenderedPage(pathname, QUERY[pathname]);
      const { html, pageTitle: title } = container;
      expect(html).toContain('<main');
      expect(title).toMatch(/ · Crédito a meses$/);
      const prerendered = container.innerHTML;
      // src/main.tsx hydrates a visitor's page whatever drafts of other flows are stored (a store's application).
      localStorage.setItem(
        'pendingApplication',
        JSON.stringify({ savedAt: Date.now(), value: { storeId: 's1' } }),
      );

      // The API does not answer while the page hydrates (/solicitud looks its store up on load).
      const pending = (() => new Promise(() => {})) as unknown as ApiCall;
      const { recoverable, errors } = await hydrateOn(container, fakeServices({}, pending));

      // The page inside the lazy boundary was hydrated (React has adopted its DOM node), not left waiting.
      const page = container.querySelector('main > *');
      expect(page && Object.keys(page).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
      expect(recoverable).toEqual([]);
      // Development React warns when the server and the browser renderer have used the same context objects (one
      // realm here, never in production): that warning aside, nothing may be logged.
      const logged = errors.mock.calls.filter(
        ([message]) => !String(message).startsWith('Detected multiple renderers concurrently rendering'),
      );
      expect(logged).toEqual([]);
      expect(container.innerHTML).toBe(prerendered);
      expect(window.location.pathname).toBe(pathname);
      expect(document.title).toBe(title);
    });
  }

  it('keeps what a customer typed before hydration, the focus and the caret: the sign-in sends it', async () => {
    const { container, email, password } = await prerenderedLogin();
    // Typed into the prerendered inputs, before any JavaScript ran; the customer is still in the password.
    email.value = 'ana.torres@correo.mx';
    password.focus();
    password.value = 'Secr';
    password.setSelectionRange(4, 4);

    const { services } = await hydrateOn(container);
    // The same elements, now React's: what they show, the focus and the caret are where the customer left them.
    const kept = [container.querySelector('input[name="email"]'), email.value, document.activeElement];
    expect(kept).toEqual([email, 'ana.torres@correo.mx', password]);
    expect(password.selectionStart).toBe(4);

    await pressSignIn(container);
    expect(container.textContent).not.toContain('El campo es requerido');
    expect(services['clients.signin']).toHaveBeenCalledWith(
      { email: 'ana.torres@correo.mx', password: 'Secr' },
      expect.anything(),
    );
  });

  it('sends a sign-in pressed before hydration once, when hydrated, with what was typed', async () => {
    const { container, email, password, form } = await prerenderedLogin();
    email.value = 'ana.torres@correo.mx';
    password.value = 'Secreta123';
    // The press before any JavaScript of the app: the page's loader stops the native submission (no GET with the
    // password in the URL) and marks the form.
    pressBeforeScripts(form);

    const services = await hydrateVisitor(container);
    const typed = { email: 'ana.torres@correo.mx', password: 'Secreta123' };
    expect(services['clients.signin'].mock.calls).toEqual([[typed, expect.anything()]]);
    expect(PRESSED_BEFORE_HYDRATION in form).toBe(false);
  });

  it('submits nothing on its own when nothing was pressed, and leaves the presses React handles alone', async () => {
    const { container, email, form } = await prerenderedLogin();
    email.value = 'ana.torres@correo.mx';
    const services = await hydrateVisitor(container);
    expect(services['clients.signin']).not.toHaveBeenCalled();
    expect(container.textContent).not.toContain('El campo es requerido');

    // Hydrated, a press is React's: the loader's listener does not mark the form.
    await pressSignIn(container);
    expect(PRESSED_BEFORE_HYDRATION in form).toBe(false);
  });

  it("a client's session on /promotor: hydrated as a visitor's page, what was typed kept, then the session", async () => {
    const container = await prerenderedPage('/promotor');
    const [phone] = inputsOf(container, 'phoneNumber');
    phone.focus();
    phone.value = '5512';
    let answer: (profile: typeof clientProfile) => void = () => {};
    const services = fakeServices({ 'clients.me': () => new Promise((resolve) => (answer = resolve)) });
    // src/main.tsx: the loader left the page shown (a client stays on /promotor), a token stored.
    const hydrated = await hydrateOn(container, services, makeToken('client'));
    expect(hydrated.recoverable).toEqual([]);
    // The same input, with what was typed and the focus (read while the profile loads, then once it is the client's).
    const held = () => [
      container.querySelector('input[name="phoneNumber"]'),
      phone.value,
      document.activeElement,
    ];
    expect(held()).toEqual([phone, '5512', phone]);
    expect(container.querySelector('[role="status"]')?.textContent ?? '').not.toContain('Cargando');
    const page = container.querySelector('main > *');

    await act(async () => answer(clientProfile));
    await settle();
    // The session is the client's now, and the page the same elements, still holding the text.
    expect(sessionStatusOf(hydrated.runtime.session.getSnapshot())).toBe('client');
    expect(container.querySelector('main > *')).toBe(page);
    expect(held()).toEqual([phone, '5512', phone]);
  });

  it('/crear-cuenta with a sign-up draft on its form: hydrated, the typed field kept, the others from the draft', async () => {
    const container = await prerenderedPage('/crear-cuenta');
    const [email, phone] = inputsOf(container, 'email', 'phoneNumber');
    // A draft of an earlier visit on the account step, sent with a wrong e-mail (its error kept in the draft);
    // before the scripts ran, the e-mail was typed again.
    const earlier = createActor(signupMachine, { input: { session: 'anonymous' } }).start();
    earlier.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: 'antes@' });
    earlier.send({ type: 'ACCOUNT.CHANGE', field: 'phoneNumber', value: '5512345678' });
    earlier.send({ type: 'ACCOUNT.SUBMIT' });
    expect(earlier.getSnapshot().context.accountErrors.email).toBeDefined();
    const value = signupDraftOf(earlier.getPersistedSnapshot());
    localStorage.setItem('pendingClientSignup', JSON.stringify({ savedAt: Date.now(), value }));
    email.focus();
    email.value = 'ahora@correo.mx';

    expect((await hydrateOn(container)).recoverable).toEqual([]);
    const shown = [container.querySelector('input[name="email"]'), email.value, document.activeElement];
    expect([...shown, phone.value]).toEqual([email, 'ahora@correo.mx', email, '(551) 234-5678']);
  });

  it("/crear-cuenta with a sign-up draft, pressed before hydration: checked once, with what was typed and the draft's phone", async () => {
    const container = await prerenderedPage('/crear-cuenta');
    const [email, password] = inputsOf(container, 'email', 'password');
    const form = container.querySelector('form');
    if (!form) throw new Error('the prerendered sign-up has no form');
    storeSignupDraft({ email: 'antes@correo.mx', phoneNumber: '5512345678' });
    // Typed and pressed before the scripts ran: the loader stops the native submission and marks the form.
    email.value = 'ahora@correo.mx';
    password.value = 'Clave-Segura-2026';
    pressBeforeScripts(form);

    const services = await hydrateVisitor(container);
    // The draft's phone is in the form before the press goes on: one check, the account step left.
    const checked = { email: 'ahora@correo.mx', phoneNumber: '5512345678' };
    expect(services['clients.exists'].mock.calls).toEqual([[checked, expect.anything()]]);
    expect(window.location.pathname).toBe('/crear-cuenta/datos-personales');
    expect(PRESSED_BEFORE_HYDRATION in form).toBe(false);
  });

  it("/crear-cuenta with a sign-up draft that holds a password: the draft's e-mail and phone go in, never its password", async () => {
    const container = await prerenderedPage('/crear-cuenta');
    const [password] = inputsOf(container, 'password');
    // The app never writes one (src/app/drafts/signupStart.ts); a draft of an older version, or written by hand, may.
    storeSignupDraft({ email: 'antes@correo.mx', phoneNumber: '5512345678', password: 'Antigua-2025' });

    await hydrateOn(container);
    const [email, phone] = inputsOf(container, 'email', 'phoneNumber');
    const form = [
      container.querySelector('input[name="password"]'),
      email.value,
      phone.value,
      password.value,
    ];
    expect(form).toEqual([password, 'antes@correo.mx', '(551) 234-5678', '']);
  });

  it('paints the signed-in shell with the profile spinner for index.html', async () => {
    const html = await serverRender(renderSignedInSkeleton());
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('header')).not.toBeNull();
    expect(container.textContent).toContain('Cargando tu información');
  });
});
