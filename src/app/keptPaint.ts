/**
 * The home's kept figures painted by index.html before any module runs, on a returning client's next visit of `/`.
 *
 * - The app: once the home shows fresh figures, `paintOf` reads the home's section as rendered and keeps it beside
 *   the profile and the figures (`paint` of the `lastProfile` entry, src/app/profileCache.ts: the same token only,
 *   never a suspended profile, cleared at logout), marked as kept: `aria-busy` and the "Actualizando…" status
 *   beside the title, as the home machine marks its kept figures. Only text and a few tags and attributes are
 *   kept (text, lists, the icons' shapes; no link target, no handler, no style, no image); a section with any
 *   other tag is not kept.
 * - index.html (written by scripts/prerender.tsx, nothing from outside these functions' bodies): `keptPaintStart`
 *   in the head, after the early batch (which exists only for a client's unexpired token), finds the entry of that
 *   token and adds the page's style sheets it names as render-blocking; `paintKept`, right after #root, puts the
 *   section in place of the skeleton's spinner, inert. React's first render replaces it (src/main.tsx: createRoot),
 *   with the same figures still marked until the home's answer, then the fresh ones (tests/e2e/second-visit.spec.ts).
 */

/** A kept node: text, or a tag with its attributes and children. */
export type PaintNode = string | [tag: string, attrs: Record<string, string>, ...children: PaintNode[]];

/** What the `lastProfile` entry keeps as `paint`. */
export interface KeptPaint {
  /** The style sheets of the page when it was read (the page's chunks' own among them). */
  readonly sheets: readonly string[];
  readonly tree: PaintNode;
}

/** The tags and attributes kept (the inline painter checks the same ones). */
const TAGS = /^(section|div|h[1-6]|p|ul|ol|li|span|strong|em|small|a|svg|path|circle|rect)$/;
const ATTRS =
  /^(class|id|role|aria-[a-z]+|viewBox|d|fill|stroke(-[a-z]+)?|width|height|cx|cy|r|rx|opacity|focusable)$/;

function nodeOf(element: Element): PaintNode | null {
  const tag = element.tagName.toLowerCase();
  if (!TAGS.test(tag)) return null;
  const attrs: Record<string, string> = {};
  for (const a of Array.from(element.attributes)) if (ATTRS.test(a.name)) attrs[a.name] = a.value;
  const children: PaintNode[] = [];
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === 3) children.push(child.nodeValue ?? '');
    else if (child.nodeType === 1) {
      const node = nodeOf(child as Element);
      if (node === null) return null;
      children.push(node);
    }
  }
  return [tag, attrs, ...children];
}

/**
 * The fresh home `section` as kept figures: busy, with `mark` (the "Actualizando…" status) after its title; null
 * when it holds anything not kept.
 */
export function paintOf(section: Element, mark: PaintNode, sheets: readonly string[]): KeptPaint | null {
  const node = nodeOf(section);
  if (node === null || typeof node === 'string') return null;
  const [tag, attrs, title, ...rest] = node;
  if (title === undefined) return null;
  return { sheets, tree: [tag, { ...attrs, 'aria-busy': 'true' }, title, mark, ...rest] };
}

/** The document's style sheets under /assets/ (the entry's and the pages' chunks'). */
export function assetSheets(doc: Document): string[] {
  return Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    .map((l) => new URL(l.href, doc.baseURI).pathname)
    .filter((p) => p.startsWith('/assets/'));
}

/**
 * index.html's head: on `/`, with the early batch's token (a client's, unexpired), the kept paint of that token's
 * entry, its style sheets added as render-blocking (allowed only while the body is not parsed yet) and the tree
 * left for `paintKept`. Serialized into the page: nothing from outside its body.
 */
export function keptPaintStart(): void {
  try {
    const w = window as unknown as Record<string, unknown>;
    const token = (w.__early as { token?: string } | undefined)?.token;
    if (!token || location.pathname !== '/') return;
    const entry = JSON.parse(localStorage.getItem('lastProfile') || 'null');
    const paint =
      entry?.v === 1 && entry.token === token && entry.profile?.isSuspended === false && entry.paint;
    if (!paint || !Array.isArray(paint.sheets)) return;
    for (const href of paint.sheets) {
      if (typeof href !== 'string' || !href.startsWith('/assets/')) continue;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute('blocking', 'render');
      document.head.appendChild(link);
    }
    w.__kept = paint.tree;
  } catch {
    // An unreadable entry: the skeleton stays.
  }
}

/** A kept node as elements (only the kept tags and attributes; anything else throws). Serialized too. */
export function keptNode(n: unknown): Node {
  if (typeof n === 'string') return document.createTextNode(n);
  const [tag, attrs, ...children] = n as [string, Record<string, string>, ...unknown[]];
  if (!/^(section|div|h[1-6]|p|ul|ol|li|span|strong|em|small|a|svg|path|circle|rect)$/.test(tag))
    throw new Error(tag);
  const element = /^(svg|path|circle|rect)$/.test(tag)
    ? document.createElementNS('http://www.w3.org/2000/svg', tag)
    : document.createElement(tag);
  for (const name of Object.keys(attrs))
    if (
      /^(class|id|role|aria-[a-z]+|viewBox|d|fill|stroke(-[a-z]+)?|width|height|cx|cy|r|rx|opacity|focusable)$/.test(
        name,
      )
    )
      element.setAttribute(name, String(attrs[name]));
  for (const child of children) element.appendChild(keptNode(child));
  return element;
}

/**
 * index.html, after #root: the kept section (built by `keptNode`) in place of the skeleton's spinner, inert.
 * Serialized too.
 */
export function paintKept(build: (n: unknown) => Node): void {
  try {
    const tree = (window as unknown as Record<string, unknown>).__kept;
    const main = document.getElementById('contenido');
    if (!tree || !main) return;
    const section = build(tree) as HTMLElement;
    section.inert = true;
    main.replaceChildren(section);
  } catch {
    // A tree of another shape: the skeleton stays.
  }
}
