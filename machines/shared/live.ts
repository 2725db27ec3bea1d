/**
 * A call made by an invoked actor whose actor was stopped (its signal aborted: the page went away, or React's
 * StrictMode remount, which restarts the same child actors) never settles, so its late answer cannot reach the
 * flow that replaced it. Who uses it: of the four flows with a folder, only the credit application's `actors.ts`
 * wraps its calls in it (signing, sign-up and the promoter's quick application call `call` directly); the pages of
 * home, documents, store search and store link give their machine's actors `liveCall(services.call)`
 * (src/app/flows/live.ts), which wraps every call, and the confirmation-limit page wraps its balance load.
 */
export function live<T>(signal: AbortSignal, call: () => Promise<T>): Promise<T> {
  const never = new Promise<T>(() => {});
  return call().then(
    (value) => (signal.aborted ? never : value),
    (error: unknown) => (signal.aborted ? never : Promise.reject(error)),
  );
}
