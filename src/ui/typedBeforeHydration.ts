import {
  type ChangeEvent,
  type ChangeEventHandler,
  type Ref,
  type RefCallback,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { PRESSED_BEFORE_HYDRATION, takePressBeforeHydration } from './submitBeforeHydration';

/**
 * A prerendered page (scripts/prerender.tsx) shows its form before its JavaScript runs, and React hydrates it
 * (src/main.tsx): the inputs stay the same elements, so what a customer typed in the meantime, the focus and the
 * caret stay on screen. The field's state (the flow machine's context) still holds what the page was rendered
 * with, so on mount a field whose input shows something else hands that text to its own `onChange`, as typing
 * would. On a client render an input shows its `value` at mount, and this does nothing.
 */
export function useTypedBeforeHydration(
  value: unknown,
  onChange: ChangeEventHandler<HTMLInputElement> | undefined,
  givenRef: Ref<HTMLInputElement> | undefined,
): RefCallback<HTMLInputElement> {
  const own = useRef<HTMLInputElement | null>(null);
  const mounted = useRef({ value, onChange });
  useLayoutEffect(() => {
    const input = own.current;
    const rendered = mounted.current.value;
    if (!input || rendered === undefined || rendered === null || input.value === String(rendered)) return;
    mounted.current.onChange?.({ target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>);
  }, []);
  return (node) => {
    own.current = node;
    if (typeof givenRef === 'function') return givenRef(node);
    if (givenRef) givenRef.current = node;
  };
}

/**
 * A customer on a slow phone may fill a prerendered form and press its button before React hydrates it: the
 * page's loader stopped that submission and marked the form (`holdPressesBeforeHydration`,
 * src/ui/submitBeforeHydration.ts). Once hydrated, the marked form submits again, as if the button had been
 * pressed now: its fields have handed what was typed to the machine first (their layout effects run before this
 * passive effect). Any other form does nothing.
 */
export function useSubmitBeforeHydration(): RefObject<HTMLFormElement | null> {
  const own = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    const form = own.current;
    if (!form || !(PRESSED_BEFORE_HYDRATION in form)) return;
    // After this commit's effects: in development, StrictMode remounts the tree, and the flow's actor restarts
    // from its snapshot (an invoked call would run twice). Only the effect still mounted then submits.
    let mounted = true;
    queueMicrotask(() => {
      if (mounted && takePressBeforeHydration(form)) form.requestSubmit();
    });
    return () => {
      mounted = false;
    };
  }, []);
  return own;
}
