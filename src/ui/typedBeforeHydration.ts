import { type Ref, type RefCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { HAND_OVER, type PrerenderedHandOver, SUBMIT_BEFORE_HYDRATION } from './submitBeforeHydration';

/** Sets an input's value the way a user would, so React's `onChange` sees it (controlled or not). */
export function setNativeValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (setter) setter.call(input, value);
  else input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A prerendered page (scripts/prerender.tsx) shows its form before its JavaScript runs, so a customer on a slow
 * phone may type before React hydrates. React keeps what the input shows but its state (the machine's context)
 * still holds the prerendered value, so the form would answer 'El campo es requerido' beside a filled field.
 * On mount, a controlled field whose input shows something else than its `value` hands that text to its
 * `onChange`, the way typing would: the value React tracks is set back to the prerendered one, the typed text
 * put in with the native setter, and an `input` event dispatched. On a client render the input always shows its
 * `value` at mount, so this does nothing there.
 */
export function useTypedBeforeHydration(
  value: unknown,
  givenRef: Ref<HTMLInputElement> | undefined,
): RefCallback<HTMLInputElement> {
  const own = useRef<HTMLInputElement | null>(null);
  const initial = useRef(value);
  useLayoutEffect(() => {
    const input = own.current;
    const rendered = initial.current;
    if (!input || rendered === undefined || rendered === null) return;
    // Rendered from scratch over the prerendered page: the replaced input hands over instead (src/main.tsx).
    if (handOver()?.input(input)) return;
    const typed = input.value;
    if (typed === String(rendered)) return;
    // React tracks the value it last set: back to the prerendered one, then the typed text as typing would.
    input.value = String(rendered);
    setNativeValue(input, typed);
  }, []);
  return (node) => {
    own.current = node;
    if (typeof givenRef === 'function') return givenRef(node);
    if (givenRef) givenRef.current = node;
  };
}

/** What the prerendered page's loader left for a page React rendered in its place (none on other pages). */
const handOver = () => (window as unknown as Record<string, PrerenderedHandOver | undefined>)[HAND_OVER];

/**
 * A customer on a slow phone may fill a prerendered form and press its button before React hydrates: the loader
 * stops that submission and keeps its form (SUBMIT_BEFORE_HYDRATION). Once hydrated, the form submits again, as
 * if the button had been pressed now: its fields have handed what was typed to the machine first (their layout
 * effects, `useTypedBeforeHydration`, run before this passive effect). When React rendered the page from scratch
 * instead, the new form with the same fields submits in the kept one's place; any other form does nothing.
 */
export function useSubmitBeforeHydration(): RefCallback<HTMLFormElement> {
  const own = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    const form = own.current;
    const kept = window as unknown as Record<string, unknown>;
    const submitted = kept[SUBMIT_BEFORE_HYDRATION];
    if (!form || (submitted !== form && !handOver()?.form(submitted, form))) return;
    // After this commit's effects: in development, StrictMode remounts the tree, and the flow's actor restarts
    // from its snapshot (an invoked call would run twice). Only the effect still mounted then submits.
    let mounted = true;
    queueMicrotask(() => {
      if (!mounted || kept[SUBMIT_BEFORE_HYDRATION] !== submitted) return;
      delete kept[SUBMIT_BEFORE_HYDRATION];
      form.requestSubmit();
    });
    return () => {
      mounted = false;
    };
  }, []);
  return (node) => {
    own.current = node;
  };
}
