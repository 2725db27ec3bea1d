/**
 * The rules a spec table must have rows for, READ from the app (a code scan, like tests/unit/domain/one-rule.test.ts:
 * the names of the rules, never their values — the tables' expected values are the spec's):
 *
 * - from the modules of `src/domain` that hold the product's bounds and field rules (limits, filingLimits, terms,
 *   validation, clabe, rejections): every number exported (`limits.MIN_AMOUNT`), every object export holding a number
 *   (`filingLimits.PROMOTER_FILING_LIMITS`, `terms.TERM_BANDS`), every key of a `…Rules` object or of what a `…Rules`
 *   function returns (`validation.accountRules.password`), every `validate…` function (`clabe.validateClabe`), every key
 *   of a `…_TEXTS` or `…_CODES` object (`rejections.REJECTION_TEXTS.FICO_SCORE_TOO_LOW`);
 * - from `machines/`: every field rule a flow's machine writes with a size (`exactDigits(5)`, `minLength(10)`,
 *   `minCharacters(PASSWORD_MIN_LENGTH)`) and every exported size constant (`…_LENGTH`, `…_DIGITS` = n), named by
 *   file: `machines/application/form.ts exactDigits(5)`, `machines/password.machine.ts PASSWORD_MIN_LENGTH`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

type Module = Readonly<Record<string, unknown>>;

const hasNumber = (value: unknown): boolean =>
  typeof value === 'number'
    ? Number.isFinite(value)
    : value !== null && typeof value === 'object' && Object.values(value).some(hasNumber);

/** The rule names of some domain modules (`{ limits: await import('src/domain/limits.ts'), … }`). */
export function domainRules(modules: Readonly<Record<string, Module>>): string[] {
  const rules: string[] = [];
  for (const [name, module] of Object.entries(modules)) {
    for (const [key, value] of Object.entries(module)) {
      const id = `${name}.${key}`;
      if (/Rules$/.test(key)) {
        const fields = typeof value === 'function' ? (value as () => object)() : value;
        rules.push(...Object.keys(fields as object).map((field) => `${id}.${field}`));
      } else if (/^validate(?!Fields$)/.test(key) && typeof value === 'function') rules.push(id);
      else if (/_(TEXTS|CODES)$/.test(key) && value !== null && typeof value === 'object')
        rules.push(...Object.keys(value).map((k) => `${id}.${k}`));
      else if (typeof value !== 'function' && hasNumber(value)) rules.push(id);
    }
  }
  return rules;
}

const FIELD_RULE = /\b(exactDigits|exactLength|minLength|maxLength|minCharacters)\((\d+|[A-Z][A-Z0-9_]*)\)/g;
const SIZE_CONSTANT = /^export const ([A-Z][A-Z0-9_]*(?:LENGTH|DIGITS)[A-Z0-9_]*) = \d/gm;

/** The field rules with a size in one source file (`file` as the rule names it). */
export function sourceFieldRules(file: string, source: string): string[] {
  const found = [
    ...[...source.matchAll(FIELD_RULE)].map((m) => `${file} ${m[1]}(${m[2]})`),
    ...[...source.matchAll(SIZE_CONSTANT)].map((m) => `${file} ${m[1]}`),
  ];
  return [...new Set(found)];
}

/** The field rules of every `.ts` file under `dir` (relative to `root`, `/`-separated). */
export function machineFieldRules(root: string, dir = 'machines'): string[] {
  const walk = (path: string): string[] =>
    readdirSync(path).flatMap((name) => {
      const full = join(path, name);
      if (statSync(full).isDirectory()) return walk(full);
      return /\.ts$/.test(name) ? [full] : [];
    });
  return walk(join(root, dir)).flatMap((full) =>
    sourceFieldRules(relative(root, full).split(sep).join('/'), readFileSync(full, 'utf8')),
  );
}
