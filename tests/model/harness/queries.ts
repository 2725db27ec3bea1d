/**
 * Fast DOM lookups for UI-level assertions and executors, which run at every step of every path.
 *
 * Testing Library's `*ByRole` works out the role and the visibility (computed styles up the tree) of every element
 * of the page for each query: under jsdom that is several milliseconds a query, and the model queries the same few
 * controls hundreds of times. These scan only the candidate elements and compare accessible names the simple way
 * (`aria-label`, else the text), which is what the app's buttons and headings use. Prefer `getByLabelText` for
 * fields (cheap: it starts from the labels).
 */

export const normalize = (text: string | null | undefined): string =>
  (text ?? '').replace(/\s+/g, ' ').trim();

/** The accessible name of a control as the app writes them: its `aria-label`, else its text. */
export function nameOf(element: Element): string {
  return normalize(element.getAttribute('aria-label') ?? element.textContent);
}

/** The buttons of the page with this name. */
export function buttonsNamed(name: string): HTMLButtonElement[] {
  return [...document.querySelectorAll('button')].filter((b) => nameOf(b) === name);
}

/** The one button with this name, or null; throws when several share it. */
export function queryButton(name: string): HTMLButtonElement | null {
  const found = buttonsNamed(name);
  if (found.length > 1) throw new Error(`${found.length} buttons are named "${name}"`);
  return found[0] ?? null;
}

/** The one button with this name; throws (listing the buttons on the page) when there is none. */
export function getButton(name: string): HTMLButtonElement {
  const found = queryButton(name);
  if (!found) {
    const names = [...document.querySelectorAll('button')].map((b) => `"${nameOf(b)}"`).join(', ');
    throw new Error(`No button named "${name}" (buttons: ${names || 'none'})`);
  }
  return found;
}

/** The text of the page's main heading (`<h1>`), or null when none is shown. */
export function pageHeading(): string | null {
  const headings = document.querySelectorAll('h1');
  if (headings.length > 1) throw new Error(`${headings.length} <h1> on the page`);
  return headings[0] ? normalize(headings[0].textContent) : null;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The form control labelled exactly `label` (through its `<label>`); throws when there is none or several. */
export function getField(label: string): Field {
  const controls = [...document.querySelectorAll('label')]
    .filter((l) => normalize(l.textContent) === label)
    .map((l) => l.control)
    .filter(
      (c): c is Field =>
        c instanceof HTMLInputElement || c instanceof HTMLSelectElement || c instanceof HTMLTextAreaElement,
    );
  if (controls.length !== 1) throw new Error(`${controls.length} fields are labelled "${label}"`);
  return controls[0]!;
}

/**
 * Testing Library (fireEvent wrapped in React's act, waitFor), loaded on first use: the models are imported in node
 * too (machine tests, the statecharts generator), which then need not load React DOM.
 */
export function testingLibrary(): Promise<typeof import('@testing-library/react')> {
  return import('@testing-library/react');
}
