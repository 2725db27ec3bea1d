/**
 * Route paths have one home, src/paths.ts: the app (route table, guards, shell, hosts, session), the screens
 * (`<Link to={PATHS.…}>`) and the machines import PATHS instead of writing the strings again.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../src/paths';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const SCREENS = filesUnder(join(ROOT, 'src/screens'));

const CHECKED = [
  ...filesUnder(join(ROOT, 'src/app')).filter((f) => !f.includes('/devtools/')),
  ...SCREENS,
  ...['login', 'session', 'password'].map((m) => join(ROOT, `machines/${m}.machine.ts`)),
  ...filesUnder(join(ROOT, 'machines/signup')),
];

const withoutComments = (file: string) =>
  readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|(^|\s)\/\/.*$/gm, '$1');

/** Every path of the table but `/`, which is too short to search for. */
const LITERALS = Object.values(PATHS).filter((p) => p !== '/');

describe('paths', () => {
  it('are written once: no file of the app, the screens or the machines repeats one', () => {
    const repeated: string[] = [];
    for (const file of CHECKED) {
      const code = withoutComments(file);
      for (const path of LITERALS) {
        if (new RegExp(`['"\`]${path.replace(/[/-]/g, '\\$&')}['"\`/?]`).test(code))
          repeated.push(`${relative(ROOT, file)}: ${path}`);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('screens link with PATHS: no <Link to> holds a path string (not even "/")', () => {
    expect(SCREENS.length).toBeGreaterThan(10);
    const literal: string[] = [];
    for (const file of SCREENS) {
      const code = withoutComments(file);
      for (const m of code.matchAll(/\bto=\s*(?:["'`]|\{\s*["'`])(\/[^"'`]*)/g))
        literal.push(`${relative(ROOT, file)}: to="${m[1]}"`);
    }
    expect(literal).toEqual([]);
  });
});
