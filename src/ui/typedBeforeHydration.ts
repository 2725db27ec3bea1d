import { type Ref, type RefCallback, useLayoutEffect, useRef } from 'react';

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
