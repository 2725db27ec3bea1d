/**
 * A screen of a flow that loads on first use (its own chunk), like `React.lazy`, plus `preload()`: once its module
 * has loaded, the screen renders at once (no Suspense fallback, not even on its first render). Flow hosts use it
 * for the screens after the first, so a first visit downloads only the first screen; tests preload them so that
 * what they assert right after a transition is the screen itself.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyScreen<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the screen's module (once); resolves when the screen can render. */
  readonly preload: () => Promise<unknown>;
};

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: { default: ComponentType<P> } | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = { default: component };
        return loaded;
      },
      (error: unknown) => {
        loading = null; // a failed download is tried again on the next render
        throw error;
      },
    );
    return loading;
  };
  // A thenable that has already resolved: React renders the component without suspending.
  const ready = (module: { default: ComponentType<P> }) =>
    // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one resolves synchronously
    ({ then: (resolve: (m: typeof module) => void) => resolve(module) }) as unknown as Promise<typeof module>;
  const Screen = lazy(() => (loaded ? ready(loaded) : preload()));
  return Object.assign(Screen, { preload });
}

/** Preloads every screen given (test set-up, or a host that knows which screen comes next). */
export function preloadScreens(
  screens: readonly { readonly preload: () => Promise<unknown> }[],
): Promise<void> {
  return Promise.all(screens.map((s) => s.preload())).then(() => undefined);
}
