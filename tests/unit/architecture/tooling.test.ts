/**
 * Tooling apart (tooling/README.md): the bench, cluster and mutation tooling lives in the `tooling/` workspace.
 * Nothing outside it imports from it, and the packages only the tooling declares (tooling/package.json, not the
 * root's) are imported from `tooling/` alone: a bench or mutation script left in `scripts/` or `tests/` fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { listSources, type Module, moduleOf, ROOT, treeModules, under } from './scan.ts';

type Package = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
const readJson = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Package;
const names = (pkg: Package) => Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });

/** The packages declared by tooling/package.json and not by the root: the tooling's own. */
function toolingPackages(root: Package, tooling: Package) {
  const product = new Set(names(root));
  return names(tooling).filter((name) => !product.has(name));
}

function toolingViolations(modules: readonly Module[], packages: readonly string[]): string[] {
  return modules
    .filter((m) => !under(m.file, 'tooling'))
    .flatMap((m) =>
      m.edges
        .filter((e) => (e.local ? under(e.to, 'tooling') : packages.includes(e.to)))
        .map((e) => `${m.file} imports ${e.ref.specifier} (tooling/ only)`),
    );
}

describe('architecture: tooling apart', () => {
  const packages = toolingPackages(readJson('package.json'), readJson('tooling/package.json'));

  test('the tooling owns its packages: StrykerJS, autocannon, Lighthouse, chrome-launcher', () => {
    const own = ['@stryker-mutator/core', 'autocannon', 'lighthouse', 'chrome-launcher'];
    expect(packages).toEqual(expect.arrayContaining(own));
  });

  test('no file outside tooling/ imports the tooling or a package only the tooling declares', () => {
    const modules = ['src', 'machines', 'server', 'scripts', 'tests']
      .flatMap(listSources)
      .map((file) => moduleOf(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(modules.some((m) => under(m.file, 'scripts'))).toBe(true);
    expect(toolingViolations(modules, packages)).toEqual([]);
  });

  test('a planted bench script in scripts/ and a product file importing the cluster fail the rule', () => {
    const planted = treeModules({
      'scripts/bench-web.ts': "import lighthouse from 'lighthouse';\n",
      'src/app/x.ts': "import { startCluster } from '../../tooling/cluster/cluster.ts';\n",
      'tooling/cluster/cluster.ts': 'export const startCluster = 1;\n',
      'tooling/bench/web.ts': "import lighthouse from 'lighthouse';\n",
    });
    expect(toolingViolations(planted, packages)).toEqual([
      'scripts/bench-web.ts imports lighthouse (tooling/ only)',
      'src/app/x.ts imports ../../tooling/cluster/cluster.ts (tooling/ only)',
    ]);
  });
});
