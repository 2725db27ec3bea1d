/**
 * The in-app /statecharts page (src/app/devtools/statecharts, in a build with VITE_STATECHARTS=true) names the flows
 * as the atlas does, in Spanish (statecharts/index.json carries each flow's title), and shows the screens'
 * thumbnails on the screen flow (every `../shots/…` of the flow SVGs is a file the page bundles, pointed at its
 * bundled URL).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOW_NAMES } from '../../../scripts/statecharts/atlas/flow-names.ts';
import { withThumbnails } from '../../../src/app/devtools/statecharts/thumbnails.ts';

const OUT = resolve(import.meta.dirname, '..', '..', '..', 'statecharts');
const index = JSON.parse(readFileSync(join(OUT, 'index.json'), 'utf8')) as {
  machines: Array<{ name: string; title?: string }>;
};

describe('the in-app statecharts page', () => {
  it("names every flow with the atlas's Spanish name", () => {
    expect(index.machines.length).toBeGreaterThan(0);
    for (const m of index.machines) expect(m.title, m.name).toBe(FLOW_NAMES[m.name]);
    expect(index.machines.find((m) => m.name === 'signing')?.title).toBe('Firma del contrato');
  });

  it('points every thumbnail of the screen flows at a bundled file', () => {
    const bundled = (f: string) => `/assets/${f.replace('.webp', '-h4sh.webp')}`;
    const shots = Object.fromEntries(
      readdirSync(join(OUT, 'shots')).map((f) => [`/statecharts/shots/${f}`, bundled(f)]),
    );
    let images = 0;
    for (const file of readdirSync(join(OUT, 'atlas')).filter((f) => f.endsWith('.flow.svg'))) {
      const svg = readFileSync(join(OUT, 'atlas', file), 'utf8');
      const referenced = [...svg.matchAll(/href="\.\.\/shots\/([^"]+)"/g)].map((m) => m[1]);
      const out = withThumbnails(svg, shots);
      expect(out, file).not.toContain('../shots/');
      for (const name of referenced) expect(out, file).toContain(`href="${bundled(name!)}"`);
      images += referenced.length;
    }
    expect(images).toBeGreaterThan(10);
  });

  it('leaves out a thumbnail that is not bundled, keeping the rest of the drawing', () => {
    const svg = '<svg><g><image href="../shots/x--a.webp" x="1" y="2"/><text>A</text></g></svg>';
    expect(withThumbnails(svg, {})).toBe('<svg><g><text>A</text></g></svg>');
    const other = withThumbnails(svg, { '/s/x--a.webp': '/assets/a.webp' });
    expect(other).toBe('<svg><g><image href="/assets/a.webp" x="1" y="2"/><text>A</text></g></svg>');
  });
});
