/**
 * Production builds leave the statecharts atlas out of the machines (scripts/build-plugins.ts, `stripFlowAtlas`):
 * every machine that declares one loses exactly its `meta: { atlas }`, nothing else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutAtlas } from '../../../scripts/build-plugins.ts';

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
