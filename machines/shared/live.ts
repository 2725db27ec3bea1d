/**
 * A call made by an invoked actor whose actor was stopped (its signal aborted: the page went away, or React's
 * StrictMode remount, which restarts the same child actors) never settles, so its late answer cannot reach the
 * flow that replaced it. Every flow's `actors.ts` wraps its calls in it.
 */
export function live<T>(signal: AbortSignal, call: () => Promise<T>): Promise<T> {
  const never = new Promise<T>(() => {});
  return call().then(
    (value) => (signal.aborted ? never : value),
    (error: unknown) => (signal.aborted ? never : Promise.reject(error)),
  );
}
