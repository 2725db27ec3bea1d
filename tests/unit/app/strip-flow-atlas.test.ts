/**
 * Production builds leave the statecharts atlas out of the machines (scripts/build-plugins.ts, `stripFlowAtlas`):
 * every machine that declares one loses exactly its `meta: { atlas }`, nothing else; the atlas objects, then unused,
 * are left out of every chunk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import type { FlowAtlas } from '../../../machines/shared/atlas.ts';
import { withoutAtlas, withoutDescriptions } from '../../../scripts/build-plugins.ts';

const MACHINES = resolve(import.meta.dirname, '..', '..', '..', 'machines');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('stripFlowAtlas', () => {
  it('removes `meta: { atlas }` and only that', () => {
    const code = "createMachine({\n  id: 'x',\n  meta: { atlas: xAtlas },\n  initial: 'a',\n});";
    expect(withoutAtlas(code)).toBe("createMachine({\n  id: 'x',\n  \n  initial: 'a',\n});");
    expect(withoutAtlas("meta: { route: '/x' },")).toBe("meta: { route: '/x' },");
  });

  it('finds the atlas of every machine that declares one', () => {
    const declaring = sources(MACHINES)
      .map((file) => readFileSync(file, 'utf8'))
      .filter((code) => /^import \{ \w+Atlas \} from/m.test(code));
    expect(declaring.length).toBeGreaterThanOrEqual(13);
    for (const code of declaring) {
      const stripped = withoutAtlas(code);
      expect(stripped).not.toMatch(/meta: \{ atlas/);
      expect(code.length - stripped.length).toBeLessThan(60);
    }
  });
});

describe('the descriptions of states and transitions', () => {
  it('are removed when they are string literals, and nothing else is', () => {
    const code =
      "a: {\n  description:\n    'x \\'y\\' ' +\n    \"z's\",\n  tags: ['busy'],\n}, b: { description: \"'F': s.\", on: {} }";
    expect(withoutDescriptions(code)).toBe("a: {\n  \n  tags: ['busy'],\n}, b: {  on: {} }");
    // An alert's text comes in a variable, never as a literal of a machine: kept.
    const variable = 'c: { description: input.description }';
    expect(withoutDescriptions(variable)).toBe(variable);
  });

  it('leaves no state or transition description in any machine', () => {
    for (const file of sources(MACHINES)) {
      const stripped = withoutDescriptions(readFileSync(file, 'utf8'));
      expect(stripped).not.toMatch(/\bdescription:\s*['"]/);
    }
  });
});

describe('an atlas no machine reads', () => {
  const atlasFiles = sources(MACHINES).filter(
    (file) => /atlas\.ts$/.test(file) && !file.endsWith(join('shared', 'atlas.ts')),
  );

  it('is in no chunk of a production build, even when a lazy chunk imports it and the entry defines atlases', async () => {
    expect(atlasFiles.length).toBeGreaterThanOrEqual(13);
    // As in the app: the entry's session machine calls `defineAtlas` (so it lives in the entry chunk) and each flow's
    // chunk imports its atlas, whose `meta` the plugin removed. A call across chunks is kept unless the function is
    // known to be free of side effects (machines/shared/atlas.ts).
    const lazy = atlasFiles
      .map((file, i) => `import * as atlas${i} from ${JSON.stringify(file)};`)
      .join('\n');
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: resolve(MACHINES, '..'),
      plugins: [
        {
          name: 'atlas-fixture',
          resolveId: (id) => (id.startsWith('fixture:') ? `\0${id}` : null),
          load(id) {
            if (id === '\0fixture:entry')
              return `import { defineAtlas } from ${JSON.stringify(join(MACHINES, 'shared', 'atlas.ts'))};\nexport const used = defineAtlas({ titles: {}, labels: {} });\nexport const later = () => import('fixture:lazy');`;
            if (id === '\0fixture:lazy') return `${lazy}\nexport const x = 1;`;
            return null;
          },
        },
      ],
      build: { write: false, rolldownOptions: { input: 'fixture:entry', preserveEntrySignatures: 'strict' } },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((o) => o.output);
    const code = chunks.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
    const titles = await Promise.all(
      atlasFiles.map(async (file) => {
        const mod = (await import(file)) as Record<string, FlowAtlas>;
        return Object.values(mod).flatMap((atlas) => Object.values(atlas.titles));
      }),
    );
    for (const title of titles.flat().filter(Boolean)) expect(code).not.toContain(`\`${title}\``);
  });
});
