/**
 * The file roles inside a flow folder (docs/architecture.md, "One job per file name"): what each file of
 * `machines/<flow>/` holds and who imports it, the same in every flow. A flow folder is one with a setup.ts; each
 * rule reads the modules (the working tree's, or a planted tree's from `treeModules`) and answers its violations.
 *
 * - setup.ts is the only file that calls `setup(` (or `.extend(`); it exports the flow's `TO` and the one
 *   `<flow>Setup = setup({…})`;
 * - states/*.ts take the setup object from ../setup, nowhere else;
 * - actions.ts exports a plain `<flow>Actions = {…}` written with the shared `set`/`say`
 *   (machines/shared/actions.ts): no `assign(`/`emit(` of its own;
 * - types.ts exports no function;
 * - the form rules (`validate…`) are declared in form.ts only;
 * - the starting context (`initialContext`) is declared in setup.ts only;
 * - a `'#<flow>.…'` target (a plain or a template literal) is written in setup.ts only.
 */
import { flowOf, type Violation } from './house.ts';
import { lineOf, type Module, stripSource } from './scan.ts';

const violation = (file: string, text: string): Violation => ({ file, flow: flowOf(file), text });

/** `machines/<flow>/` folders that have a setup.ts: the flows the roles apply to. */
export function roleFlows(modules: readonly Module[]): string[] {
  return modules
    .flatMap((m) => /^machines\/([A-Za-z]+)\/setup\.ts$/.exec(m.file)?.[1] ?? [])
    .filter((flow) => flow !== 'shared')
    .sort();
}

/** Every match of `pattern` in `code`, as `file:line → what (why)`. */
const matches = (m: Module, code: string, pattern: RegExp, why: string): Violation[] =>
  [...code.matchAll(pattern)].map((x) =>
    violation(m.file, `${m.file}:${lineOf(code, x.index)} → ${x[0].trim()} (${why})`),
  );

export function roleViolations(modules: readonly Module[]): Violation[] {
  const found: Violation[] = [];
  for (const flow of roleFlows(modules)) {
    const dir = `machines/${flow}/`;
    const files = modules.filter((m) => m.file.startsWith(dir));
    const name = (m: Module) => m.file.slice(dir.length);
    for (const m of files) {
      const file = name(m);
      const strings = stripSource(m.source, 'keep');
      if (file !== 'setup.ts') {
        found.push(
          ...matches(
            m,
            m.code,
            /(?<![\w$.])setup\s*\(|\.extend\s*\(/g,
            'only setup.ts builds the setup object',
          ),
          ...matches(
            m,
            m.code,
            /\b(?:function|const|let)\s+initialContext\b/g,
            'the starting context is declared in setup.ts',
          ),
          ...matches(
            m,
            strings,
            new RegExp(`(['"\`])#(?:${flow}\\.|\\$\\{)[^'"\`\\n]*\\1`, 'g'),
            'a target is a TO constant of setup.ts',
          ),
        );
      }
      if (file !== 'form.ts') {
        found.push(
          ...matches(
            m,
            m.code,
            /^export\s+(?:function|const)\s+validate\w*/gm,
            'a form rule (validate…) is declared in form.ts',
          ),
        );
      }
      if (file.startsWith('states/')) {
        for (const edge of m.edges) {
          const clause = m.source.slice(edge.ref.index, edge.ref.index + 400).split(/\bfrom\b/)[0] ?? '';
          if (new RegExp(`\\b${flow}Setup\\b`).test(clause) && edge.ref.specifier !== '../setup') {
            found.push(
              violation(
                m.file,
                `${m.file} → ${flow}Setup from '${edge.ref.specifier}' (a state takes the setup object from ../setup)`,
              ),
            );
          }
        }
      }
      if (file === 'types.ts') {
        found.push(
          ...matches(
            m,
            m.code,
            /^export\s+(?:async\s+)?function\s+\w+|^export\s+const\s+\w+\s*(?::[^=]+)?=\s*(?:async\s*)?(?:\([^)]*\)|\w+)\s*(?::[^=]+)?=>/gm,
            'types.ts holds types, no function',
          ),
        );
      }
      if (file === 'actions.ts') {
        found.push(
          ...matches(
            m,
            m.code,
            /(?<![\w$.])(?:assign|emit)\s*(?:<[^>]*>)?\s*\(/g,
            'an action is written with set/say',
          ),
        );
        if (!new RegExp(`^export const ${flow}Actions = \\{`, 'm').test(m.code)) {
          found.push(
            violation(m.file, `${m.file} → no \`export const ${flow}Actions = {\` (a plain actions object)`),
          );
        }
        if (!m.edges.some((e) => e.to === 'machines/shared/actions.ts')) {
          found.push(
            violation(m.file, `${m.file} → set/say not from machines/shared/actions.ts (one vocabulary)`),
          );
        }
      }
    }
    const setup = files.find((m) => name(m) === 'setup.ts')!;
    if (!new RegExp(`^export const ${flow}Setup = setup\\(`, 'm').test(setup.code)) {
      found.push(
        violation(
          setup.file,
          `${setup.file} → no \`export const ${flow}Setup = setup(\` (the one setup object)`,
        ),
      );
    }
    if (!/^export const TO = /m.test(setup.code)) {
      found.push(
        violation(setup.file, `${setup.file} → no \`export const TO\` (every target, written once)`),
      );
    }
  }
  return found;
}
