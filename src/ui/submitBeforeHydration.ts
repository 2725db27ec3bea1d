/**
 * A press of a prerendered form's button before the app's scripts ran. No React here: the build script
 * (scripts/prerender.tsx) puts `holdPressesBeforeHydration` into the page's inline loader.
 */

/** The mark the loader leaves on a form whose button was pressed before hydration. */
export const PRESSED_BEFORE_HYDRATION = 'pressedBeforeHydration';

/**
 * Run by the page's inline loader (its source is serialized into the page: it uses nothing from outside its
 * body). A form nobody handled (no React yet) is never submitted natively, which would send a GET with the
 * e-mail and password in the URL: the submission is stopped and the form marked with `mark`, for
 * `useSubmitBeforeHydration` (src/ui/typedBeforeHydration.ts) to submit once hydrated. A submission React handled
 * (its `onSubmit` prevents the default before this listener, on the document, hears it) is left alone.
 */
export function holdPressesBeforeHydration(mark: string): void {
  document.addEventListener('submit', (event) => {
    if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    (event.target as unknown as Record<string, unknown>)[mark] = true;
  });
}

/** Whether `form` was pressed before hydration; the mark is taken (a form submits again once). */
export function takePressBeforeHydration(form: HTMLFormElement): boolean {
  const marks = form as unknown as Record<string, unknown>;
  if (marks[PRESSED_BEFORE_HYDRATION] !== true) return false;
  delete marks[PRESSED_BEFORE_HYDRATION];
  return true;
}
