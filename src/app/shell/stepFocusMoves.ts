/**
 * The focus moves of ./stepFocus.ts (a new step's heading, a refused submit's first invalid field): a chunk of their
 * own, loaded after the page's `load` event (or at the first route change or submit before it), so a first visit
 * does not download them.
 */
/** The heading on screen now (read before a route change's commit, while the old page still shows). */
export interface HeadingSnapshot {
  readonly element: HTMLElement | null;
  readonly text: string | null;
}

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

/** After a submit of `form`: when it comes back refused, its first invalid field takes the focus. */
export function focusRefusedForm(doc: Document, mainId: string, form: HTMLFormElement): void {
  const win = doc.defaultView;
  if (!win) return;
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
}
