/**
 * Route paths have one home, src/paths.ts: the app (route table, guards, shell, hosts, session) and the login,
 * session and password machines import PATHS instead of writing the strings again.
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

const CHECKED = [
  ...filesUnder(join(ROOT, 'src/app')).filter(
    // Not this branch's to change: the sign-up host moves with the sign-up machine.
    (f) => !f.endsWith('pages/SignupRoute.tsx') && !f.includes('/devtools/'),
  ),
  ...['login', 'session', 'password'].map((m) => join(ROOT, `machines/${m}.machine.ts`)),
];

/** Every path of the table but `/`, which is too short to search for. */
const LITERALS = Object.values(PATHS).filter((p) => p !== '/');

describe('paths', () => {
  it('are written once: no file of the app or of the login, session and password machines repeats one', () => {
    const repeated: string[] = [];
    for (const file of CHECKED) {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|(^|\s)\/\/.*$/gm, '$1');
      for (const path of LITERALS) {
        if (new RegExp(`['"\`]${path.replace(/[/-]/g, '\\$&')}['"\`/?]`).test(code))
          repeated.push(`${relative(ROOT, file)}: ${path}`);
      }
    }
    expect(repeated).toEqual([]);
  });
});
