/**
 * Where the focus goes for a keyboard or screen-reader customer (WCAG 2.4.3, 3.3.1), for every page at once:
 *
 * - **A new step**: after a route change (not the first load) the new page's heading (`<h1 tabIndex={-1}>`,
 *   src/ui/PageTitle.tsx) takes the focus, so its name is read and Tab goes on from the top of the step. A page
 *   renders in the background behind the shell (src/app/AppLayout.tsx): the heading that counts is one that was not
 *   there at the change (another element, or the same with another text). The focus stays where it is when the
 *   customer is already in one of the page's fields (a field that focuses itself) or in a dialog.
 * - **A refused submit**: when a form of the page is sent and comes back with fields marked `aria-invalid`, the
 *   first of them takes the focus: its label, its value and its error (its `aria-describedby`) are read, instead
 *   of nothing while the focus stays on the button.
 *
 * Only what must run at once stays here (which page is new, the heading before the change, the submit listener);
 * the moves themselves are ./stepFocusMoves.ts, loaded after the page's `load` event: a first visit does not
 * download them.
 */

import type { HeadingSnapshot } from './stepFocusMoves';

type Moves = typeof import('./stepFocusMoves');
let moves: Promise<Moves> | null = null;
/** The focus moves (./stepFocusMoves.ts), loaded once. */
export const loadStepFocus = (): Promise<Moves> => {
  moves ??= import('./stepFocusMoves');
  return moves;
};

/** The path each document showed last: kept outside the shell, which remounts when the session changes. */
const shown = new WeakMap<Document, string>();

/** True when `path` is another page than the one this document showed last (false on the first load). */
export function isNewStep(doc: Document, path: string): boolean {
  const last = shown.get(doc);
  shown.set(doc, path);
  return last !== undefined && last !== path;
}

export type { HeadingSnapshot };

export function headingSnapshot(doc: Document | undefined, mainId: string): HeadingSnapshot | null {
  const main = doc?.getElementById(mainId);
  if (!main) return null;
  const element = main.querySelector<HTMLElement>('h1');
  return { element, text: element?.textContent ?? null };
}

/**
 * Call on a route change with the heading that was on screen before it: focuses the new step's heading once it is
 * on screen. Returns a function that stops waiting (the next change, or the shell leaving).
 */
export function focusNewStep(doc: Document, mainId: string, before: HeadingSnapshot | null): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  loadStepFocus()
    .then((m) => {
      if (!stopped) stop = m.focusNewStep(doc, mainId, before);
    })
    .catch(() => {});
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * Listens to the page's form submits; a refused one moves the focus to its first invalid field. The moves load
 * after the page's `load` event (or at the first submit before it).
 */
export function focusRefusedFields(doc: Document, mainId: string): () => void {
  const win = doc.defaultView;
  if (!win) return () => {};
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof win.HTMLFormElement)) return;
    loadStepFocus()
      .then((m) => m.focusRefusedForm(doc, mainId, form))
      .catch(() => {});
  };
  doc.addEventListener('submit', onSubmit, true);
  const preload = () => {
    loadStepFocus().catch(() => {
      moves = null;
    });
  };
  if (doc.readyState === 'complete') preload();
  else win.addEventListener('load', preload, { once: true });
  return () => {
    doc.removeEventListener('submit', onSubmit, true);
    win.removeEventListener('load', preload);
  };
}
