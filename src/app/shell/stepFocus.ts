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
 */

const FIELD = 'input, select, textarea';
const WAIT_MS = 3000;

function inDialog(el: Element): boolean {
  return el.closest('dialog[open], [role="dialog"], [aria-modal="true"]') !== null;
}

/** True when the focus is somewhere a move would take the customer away from what they are doing. */
function busyElsewhere(doc: Document, main: HTMLElement): boolean {
  const active = doc.activeElement;
  if (!active || active === doc.body || !active.isConnected) return false;
  if (inDialog(active)) return true;
  return main.contains(active) && active.matches(FIELD);
}

const headingOf = (main: HTMLElement) => main.querySelector<HTMLElement>('h1');

/** The path each document showed last: kept outside the shell, which remounts when the session changes. */
const shown = new WeakMap<Document, string>();

/** True when `path` is another page than the one this document showed last (false on the first load). */
export function isNewStep(doc: Document, path: string): boolean {
  const last = shown.get(doc);
  shown.set(doc, path);
  return last !== undefined && last !== path;
}

/** The heading on screen now (read before a route change's commit, while the old page still shows). */
export interface HeadingSnapshot {
  readonly element: HTMLElement | null;
  readonly text: string | null;
}

export function headingSnapshot(doc: Document | undefined, mainId: string): HeadingSnapshot | null {
  const main = doc?.getElementById(mainId);
  if (!main) return null;
  const element = headingOf(main);
  return { element, text: element?.textContent ?? null };
}

/**
 * Call on a route change with the heading that was on screen before it: focuses the new step's heading once it is
 * on screen. Returns a function that stops waiting (the next change, or the shell leaving).
 */
export function focusNewStep(doc: Document, mainId: string, before: HeadingSnapshot | null): () => void {
  const win = doc.defaultView;
  const main = doc.getElementById(mainId);
  if (!win || !main) return () => {};
  const start = win.performance.now();
  let frame = 0;
  const look = () => {
    const heading = headingOf(main);
    const waited = win.performance.now() - start;
    const fresh = heading !== null && (heading !== before?.element || heading.textContent !== before?.text);
    if (heading && (fresh || waited >= WAIT_MS / 2)) {
      if (!busyElsewhere(doc, main)) {
        // A page whose heading is not a PageTitle (an entry page) gets the same: focusable by script only.
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
      return;
    }
    if (waited < WAIT_MS) frame = win.requestAnimationFrame(look);
  };
  frame = win.requestAnimationFrame(look);
  return () => win.cancelAnimationFrame(frame);
}

/** Listens to the page's form submits; a refused one moves the focus to its first invalid field. */
export function focusRefusedFields(doc: Document, mainId: string): () => void {
  const win = doc.defaultView;
  if (!win) return () => {};
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof win.HTMLFormElement)) return;
    const main = doc.getElementById(mainId);
    if (!main?.contains(form) || inDialog(form)) return;
    // The machine answers the submit in the same task; its errors are on screen by the second frame.
    win.requestAnimationFrame(() =>
      win.requestAnimationFrame(() => {
        if (!form.isConnected) return;
        const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
        const active = doc.activeElement;
        if (!invalid || (active instanceof win.HTMLElement && active.getAttribute('aria-invalid') === 'true'))
          return;
        invalid.focus();
      }),
    );
  };
  doc.addEventListener('submit', onSubmit, true);
  return () => doc.removeEventListener('submit', onSubmit, true);
}
