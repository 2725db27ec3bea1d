/**
 * Opens the generated atlas page (INDEX_HTML) in jsdom with the given data, results and traffic (what
 * `atlas/data.js`, `atlas/results.js` and `atlas/traffic.js` set), at a hash route, and returns its text.
 */
import { createRequire } from 'node:module';
import type { AtlasMachine } from '../../../scripts/statecharts/atlas/html.ts';
import { INDEX_HTML } from '../../../scripts/statecharts/atlas/html.ts';
import type { Results } from '../../../scripts/statecharts/atlas/results.ts';

interface Jsdom {
  window: Window & typeof globalThis;
}
/** jsdom (the UI tests' environment), loaded untyped: only its constructor is used. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    html: string,
    options: { url: string; runScripts: 'dangerously'; beforeParse(window: Window): void },
  ) => Jsdom;
};

export function atlasText(
  hash: string,
  data: { machines: AtlasMachine[] },
  results: Results | null,
  traffic: unknown = null,
): string {
  const dom = new JSDOM(INDEX_HTML, {
    url: `http://localhost/statecharts/index.html${hash}`,
    runScripts: 'dangerously',
    beforeParse(window) {
      const w = window as unknown as Record<string, unknown>;
      w.ATLAS = data;
      w.ATLAS_RESULTS = results ?? undefined;
      w.ATLAS_TRAFFIC = traffic ?? undefined;
    },
  });
  const main = dom.window.document.getElementById('main');
  const text = main?.textContent ?? '';
  dom.window.close();
  return text.replace(/\s+/g, ' ');
}

/** One small flow machine of the atlas, measured on `commit`. */
export function loginMachine(commit: string | null = 'abc1234'): AtlasMachine {
  const run = commit ? `${commit} 2026-11-01 10:00 UTC` : 'sin medir';
  type Level = AtlasMachine['coverage']['levels'][number];
  const machine: Level = {
    level: 'machine',
    states: [1, 1],
    transitions: [1, 1],
    uncovered: [],
    run,
    commit,
  };
  return {
    ...{ name: 'login', kind: 'flow', title: 'Inicio de sesión', machineId: 'login' },
    description: 'Inicio de sesión.',
    screens: [
      { key: 'form', title: 'Formulario', route: '/login', happy: true, final: false, shot: null, stays: [] },
    ] as unknown as AtlasMachine['screens'],
    flowSvg: '<svg></svg>',
    journeys: [{ id: 'J01', name: 'Entra', happy: true, start: 'form', steps: [], variants: 0, tests: 1 }],
    coverage: { levels: [machine], routed: [{ key: 'form', route: '/login' }], classes: [] },
  };
}
