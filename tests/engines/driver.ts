/**
 * What the cross-engine journeys need from a browser, whatever drives it: Firefox through WebDriver BiDi
 * (puppeteer-core, ./firefox.ts) and WebKit through classic WebDriver (WebKitWebDriver, ./webkit.ts). Elements are
 * found in the page the way the Chromium suite's locators find them (an accessible name, a label, a text), by one
 * script shared by both engines (FIND below), so the journeys read like the Playwright ones and assert the same.
 */

export type Find =
  | { readonly label: string | RegExp }
  | {
      readonly role: 'button' | 'link' | 'heading' | 'radio' | 'checkbox' | 'dialog';
      readonly name?: string | RegExp;
    }
  /** A visible element whose text contains the string (or matches the pattern), as Playwright's getByText. */
  | { readonly text: string | RegExp };

/** An element found in the page (an engine's own handle). */
export type Handle = unknown;

export interface Engine {
  readonly name: 'firefox' | 'webkit';
  readonly version: string;
  goto(url: string): Promise<void>;
  /** Runs `script` (the body of a function; `arguments` holds `args`) in the page and returns its result. */
  run<T>(script: string, ...args: unknown[]): Promise<T>;
  /** Runs `script` in the page and returns the element it returns (or null). */
  element(script: string, ...args: unknown[]): Promise<Handle | null>;
  click(el: Handle): Promise<void>;
  /** Replaces the field's text with `text`, typed key by key. */
  type(el: Handle, text: string): Promise<void>;
  /** Picks the option of the select `el` whose value is `value`, as a person would. */
  choose(el: Handle, value: string): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  reload(): Promise<void>;
  screenshot(path: string): Promise<void>;
  /** Errors the engine reported itself (console errors, uncaught errors), besides the page's own recorder. */
  engineErrors(): readonly string[];
  close(): Promise<void>;
}

/** Serialises a `Find` for the page (a RegExp travels as its source and flags). */
function wire(f: Find): unknown {
  const enc = (v: string | RegExp | undefined) =>
    v instanceof RegExp ? { re: v.source, flags: v.flags } : v === undefined ? null : { eq: v };
  if ('label' in f) return { kind: 'label', name: enc(f.label) };
  if ('role' in f) return { kind: 'role', role: f.role, name: enc(f.name) };
  return { kind: 'text', name: enc(f.text) };
}

/**
 * The in-page finder: the first visible element matching the query. Accessible names are computed the simple way
 * the app's markup needs (aria-label, aria-labelledby, a <label for>, a wrapping label, then the text).
 */
const FIND = `
const q = arguments[0];
const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim();
const match = (s) => q.name === null || (q.name.eq !== undefined ? norm(s) === q.name.eq : new RegExp(q.name.re, q.name.flags).test(norm(s)));
const contains = (s) => (q.name.eq !== undefined ? norm(s).includes(q.name.eq) : new RegExp(q.name.re, q.name.flags).test(norm(s)));
const visible = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length) && getComputedStyle(el).visibility !== 'hidden';
const byIds = (ids) => ids.split(/\\s+/).map((id) => document.getElementById(id)).filter(Boolean).map((e) => e.textContent).join(' ');
const labelOf = (el) => {
  if (el.getAttribute('aria-label')) return el.getAttribute('aria-label');
  if (el.getAttribute('aria-labelledby')) return byIds(el.getAttribute('aria-labelledby'));
  if (el.labels && el.labels.length) return [...el.labels].map((l) => l.textContent).join(' ');
  return null;
};
const nameOf = (el) => labelOf(el) ?? el.textContent;
const ROLES = {
  button: 'button, [role="button"], input[type="submit"], input[type="button"]',
  link: 'a[href], [role="link"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  radio: 'input[type="radio"], [role="radio"]',
  checkbox: 'input[type="checkbox"], [role="checkbox"]',
  dialog: 'dialog[open], [role="dialog"]',
};
let found = null;
if (q.kind === 'label') {
  found = [...document.querySelectorAll('input, select, textarea')].find((el) => visible(el) || el.type === 'radio' || el.type === 'checkbox' ? labelOf(el) !== null && match(labelOf(el)) : false) ?? null;
} else if (q.kind === 'role') {
  found = [...document.querySelectorAll(ROLES[q.role])].find((el) => (visible(el) || (el.labels && [...el.labels].some(visible))) && match(nameOf(el))) ?? null;
} else {
  const all = [...document.querySelectorAll('body *')].filter((el) => visible(el) && contains(el.textContent));
  found = all.find((el) => ![...el.children].some((c) => all.includes(c))) ?? null;
}
return found;`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class StepError extends Error {}

const describe = (f: Find) => JSON.stringify(f, (_k, v) => (v instanceof RegExp ? String(v) : v));

/** The journeys' vocabulary over an engine: waits like Playwright's (poll until true or 20 s, then fail). */
export class Browser {
  constructor(
    readonly engine: Engine,
    readonly base: string,
    private readonly timeoutMs = 20_000,
  ) {}

  async until<T>(
    what: string,
    probe: () => Promise<T | null | undefined | false>,
    timeoutMs = this.timeoutMs,
  ): Promise<T> {
    const end = Date.now() + timeoutMs;
    let last: unknown;
    for (;;) {
      try {
        const v = await probe();
        if (v) return v;
      } catch (e) {
        last = e;
      }
      if (Date.now() > end)
        throw new StepError(
          `${this.engine.name}: timed out waiting for ${what}${last ? ` (${String(last)})` : ''}`,
        );
      await sleep(150);
    }
  }

  find(f: Find, timeoutMs?: number): Promise<Handle> {
    return this.until(describe(f), () => this.engine.element(FIND, wire(f)), timeoutMs);
  }

  async visible(f: Find, timeoutMs?: number): Promise<void> {
    await this.find(f, timeoutMs);
  }

  async absent(f: Find): Promise<void> {
    await this.until(`no ${describe(f)}`, async () => (await this.engine.element(FIND, wire(f))) === null);
  }

  async click(f: Find): Promise<void> {
    await this.engine.click(await this.find(f));
  }

  async fill(label: string | RegExp, text: string): Promise<void> {
    await this.engine.type(await this.find({ label }), text);
  }

  /** Picks the option whose value is `value` in the select labelled `label`. */
  async select(label: string | RegExp, value: string): Promise<void> {
    const select = await this.find({ label });
    await this.until(`option ${value} of ${String(label)}`, () =>
      this.engine.run<boolean>(
        'return [...arguments[0].options].some((o) => o.value === arguments[1] || o.label === arguments[1])',
        select,
        value,
      ),
    );
    await this.engine.choose(select, value);
    await this.until(`${String(label)} = ${value}`, () =>
      this.engine.run<boolean>(
        'const o = arguments[0].selectedOptions[0]; return !!o && (o.value === arguments[1] || o.label === arguments[1])',
        select,
        value,
      ),
    );
  }

  value(label: string | RegExp): Promise<string> {
    return this.find({ label }).then((el) => this.engine.run<string>('return arguments[0].value', el));
  }

  path(): Promise<string> {
    return this.engine.run<string>('return location.pathname + location.search');
  }

  async at(pattern: RegExp): Promise<void> {
    await this.until(`the URL ${pattern}`, async () => pattern.test(await this.path()));
  }

  /**
   * Waits until the page has stopped loading code (no new resource for 600 ms): leaving a page while it still
   * imports a chunk makes Firefox report that import as failed, which would be this suite's noise, not the app's.
   */
  async settle(): Promise<void> {
    let last = -1;
    let stableSince = Date.now();
    await this.until('the page to stop loading', async () => {
      const n = await this.engine
        .run<number>("return performance.getEntriesByType('resource').length")
        .catch(() => -1);
      if (n !== last) {
        last = n;
        stableSince = Date.now();
      }
      return Date.now() - stableSince >= 600;
    });
  }

  async goto(path: string): Promise<void> {
    await this.settle();
    await this.engine.goto(`${this.base}${path}`);
    await this.record();
  }

  /** Installs the page's error recorder (uncaught errors, rejections, CSP violations) in the current document. */
  async record(): Promise<void> {
    await this.engine.run(`if (!window.__engineErrors) {
      window.__engineErrors = [];
      addEventListener('error', (e) => window.__engineErrors.push('error: ' + (e.message || e.type)));
      addEventListener('unhandledrejection', (e) => window.__engineErrors.push('rejection: ' + String(e.reason)));
      document.addEventListener('securitypolicyviolation', (e) => window.__engineErrors.push('csp: ' + e.violatedDirective + ' ' + e.blockedURI));
    }`);
  }

  /** Errors recorded in the current document plus the engine's own; none is expected. */
  async errors(): Promise<string[]> {
    const page = await this.engine.run<string[] | null>('return window.__engineErrors ?? null');
    return [...(page ?? []), ...this.engine.engineErrors()];
  }

  /** Waits until the prerendered or rendered form is React's (so typing reaches the app). */
  async hydrated(): Promise<void> {
    await this.until('the app to take over the page', () =>
      this.engine.run<boolean>(
        "const i = document.querySelector('main input, main button'); return !!i && Object.keys(i).some((k) => k.startsWith('__reactFiber$'));",
      ),
    );
  }
}
