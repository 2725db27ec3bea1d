/**
 * What the prerendered page's inline loader (scripts/prerender.tsx) keeps for the app before its JavaScript runs.
 * No React here: the build script imports it.
 */

/**
 * The last form submitted natively: the loader never lets one go to the server as a GET (the e-mail and password
 * would be in the URL), and keeps it here for `useSubmitBeforeHydration` (src/ui/typedBeforeHydration.ts).
 */
export const SUBMIT_BEFORE_HYDRATION = '__submitBeforeHydration';

/** Where `keepPrerenderedInputs` leaves its `PrerenderedHandOver`. */
export const HAND_OVER = '__handOver';

/**
 * How a replaced prerendered page hands over to the page React rendered in its place. With a draft or a session
 * in local storage, React renders a prerendered page from scratch instead of hydrating it (src/main.tsx), and the
 * inputs a customer was typing into are replaced by new ones.
 */
export interface PrerenderedHandOver {
  /**
   * A new input named as a replaced one (no longer in the document) takes what was typed there, the way typing
   * would (its `input` event reaches React's `onChange`), and the focus and caret if it had them: nothing typed is
   * lost and the next key lands in the same field. Each replaced input hands over once. True when it did.
   */
  input(input: HTMLInputElement): boolean;
  /**
   * Whether `submitted` is a replaced prerendered form whose fields handed over to `form` (it submits instead).
   */
  form(submitted: unknown, form: HTMLFormElement): boolean;
}

/**
 * Run by the loader once the page is parsed, before the entry loads (serialized into the page: it uses nothing
 * from outside its body). It keeps the page's named inputs, follows which has the focus, and leaves the
 * hand-over on `window`. Everything it answers holds only while the history entry it was loaded on is the one
 * shown: any navigation of the app (push or replace) gives the entry a new key (React Router's, in
 * `history.state`), so a later visit of the same path gets nothing.
 */
export function keepPrerenderedInputs(): void {
  const inputs: HTMLInputElement[] = Array.prototype.slice.call(
    document.querySelectorAll('#root input[name]'),
  );
  const path = location.pathname;
  const key = (history.state as { key?: unknown } | null)?.key;
  const done: HTMLInputElement[] = [];
  let focused =
    inputs.indexOf(document.activeElement as HTMLInputElement) >= 0 ? document.activeElement : null;
  for (const input of inputs) {
    input.addEventListener('focus', () => {
      focused = input;
    });
    // A blur because the input left the document (the page replaced) keeps it as the one to focus again.
    input.addEventListener('blur', () => {
      setTimeout(() => {
        if (input.isConnected && focused === input) focused = null;
      }, 0);
    });
  }
  // No local functions: this body is serialized, and a named arrow would carry a build helper with it.
  // The hand-over happens in the app's first commit of fields, or never: a hydrated page's inputs are the app's
  // own, and a later visit of the page (even its first history entry again, with the browser's Back) gets nothing.
  let open = true;
  const handOver: PrerenderedHandOver & { current(): HTMLInputElement[] } = {
    current() {
      const now = (history.state as { key?: unknown } | null)?.key;
      return open && location.pathname === path && now === key ? inputs : [];
    },
    input(input) {
      const candidates = this.current();
      // Every field of that first commit asks before this task ends (their layout effects run in one go).
      if (open) setTimeout(() => (open = false), 0);
      const old = candidates.filter(
        (o) => o !== input && o.name === input.name && !o.isConnected && done.indexOf(o) < 0,
      )[0];
      if (!old) return false;
      done.push(old);
      if (old.value !== old.defaultValue && old.value !== input.value) {
        // As typing would: React tracks the value it last set, the native setter goes around it.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, old.value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (focused === old) {
        input.focus();
        try {
          input.setSelectionRange(old.selectionStart, old.selectionEnd);
        } catch {
          // e-mail and number inputs have no caret to set: the focus is enough.
        }
      }
      return true;
    },
    form(submitted, form) {
      return (
        submitted instanceof HTMLFormElement &&
        !submitted.isConnected &&
        done.some((i) => i.form === submitted && form.elements.namedItem(i.name) !== null)
      );
    },
  };
  (window as unknown as Record<string, unknown>).__handOver = handOver;
}
