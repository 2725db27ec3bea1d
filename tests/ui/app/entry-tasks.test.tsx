/**
 * src/main.tsx splits its start-up work over the main thread's tasks (docs/performance.md, "The start-up in three
 * tasks"): over the signed-in skeleton (or an empty #root) the entry module runs alone, the session (its machine
 * built and started) in the next task, React's root in the one after, its first render a transition (in slices);
 * over a returning client's kept figures React renders at once. A visitor's prerendered page is hydrated in the
 * entry's own task, as before: what is typed before hydration hands over (src/ui/typedBeforeHydration.ts).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_ID, PROGRESS_MARK } from '../../../src/app/prerenderedStart';

const calls = vi.hoisted(() => [] as string[]);
const stored = vi.hoisted(() => ({ token: null as string | null }));

vi.mock('../../../src/app/App', () => ({
  App: () => null,
  createAppRuntime: () => {
    calls.push('session');
    return {};
  },
}));
vi.mock('react', async (original) => ({
  ...(await original<typeof import('react')>()),
  startTransition: (update: () => void) => {
    calls.push('transition');
    update();
  },
}));
vi.mock('react-dom/client', () => ({
  createRoot: () => {
    calls.push('root');
    return { render: () => calls.push('render') };
  },
  hydrateRoot: () => calls.push('hydrate'),
}));
vi.mock('../../../src/app/analytics', () => ({ startAnalytics: () => {} }));
vi.mock('../../../src/app/pwa/install', () => ({ startInstallSupport: () => {} }));
vi.mock('../../../src/app/pwa/staleChunks', () => ({ startStaleChunkRecovery: () => {} }));
vi.mock('../../../src/app/router', () => ({ preloadPage: () => Promise.resolve() }));
vi.mock('../../../src/app/session/initialToken', () => ({ takeInitialToken: () => stored.token }));

/** One task of the main thread later (a timer queued now runs after the ones queued before it). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function runEntry() {
  vi.resetModules();
  await import('../../../src/main');
}

beforeEach(async () => {
  // The tasks a previous test's entry left queued run first.
  await nextTask();
  await nextTask();
  calls.length = 0;
  stored.token = null;
  document.documentElement.removeAttribute(PROGRESS_MARK);
  document.body.innerHTML = '<div id="root"></div>';
});

describe('the entry over the signed-in skeleton', () => {
  beforeEach(() => {
    stored.token = 'a.b.c';
    document.documentElement.setAttribute(PROGRESS_MARK, '');
    document.body.innerHTML = `<div id="root" data-prerendered><form>page</form></div><div id="${PROGRESS_ID}"><p>Cargando tu información</p></div>`;
  });

  it('starts the session in the next task and React in the one after, never in the entry module', async () => {
    await runEntry();
    expect(calls).toEqual([]);
    await nextTask();
    expect(calls).toEqual(['session']);
    await nextTask();
    // The shell renders in slices over the skeleton.
    expect(calls).toEqual(['session', 'root', 'transition', 'render']);
  });

  it("renders over a returning client's kept figures at once, not in slices", async () => {
    document.body.innerHTML = '<div id="root"><section inert>$ 12,000.00</section></div>';
    await runEntry();
    await nextTask();
    await nextTask();
    expect(calls).toEqual(['session', 'root', 'render']);
    expect(document.getElementById('root')?.textContent).toBe('$ 12,000.00');
  });

  it('moves the skeleton into #root for React to render over', async () => {
    await runEntry();
    await nextTask();
    const root = document.getElementById('root');
    expect(root?.textContent).toBe('Cargando tu información');
    expect(root?.hasAttribute('data-prerendered')).toBe(false);
    expect(document.getElementById(PROGRESS_ID)).toBeNull();
  });
});

describe('the entry on a page not prerendered', () => {
  it('starts the session and React in tasks of their own as well', async () => {
    stored.token = 'a.b.c';
    await runEntry();
    expect(calls).toEqual([]);
    await nextTask();
    await nextTask();
    expect(calls).toEqual(['session', 'root', 'transition', 'render']);
  });
});

describe("the entry on a visitor's prerendered page", () => {
  it('hydrates it in the entry module, before anything typed could be lost', async () => {
    document.body.innerHTML = '<div id="root" data-prerendered><form>page</form></div>';
    await runEntry();
    expect(calls).toEqual(['session', 'transition', 'hydrate']);
  });
});
