/**
 * Every rule of the app has its rows in a spec table (issue 40): the rules are read from `src/domain` and the flows'
 * machines by name (domain-rules.ts); each must have, in some flow's table, rows on both sides (one the spec accepts,
 * one it refuses), a refusal row, or an entry saying which walks hold it (`coveredBy`) or what tests it until it has
 * rows (`pending`, listed below as a benchmark line). A rule added to src/domain or a sized field rule added to a
 * machine without its rows fails here (the planted fixtures show it). The tables' bounds are the spec's; where a
 * table puts a bound of the domain (`at`), the domain must have it there too.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as clabe from '../../../src/domain/clabe.ts';
import * as filingLimits from '../../../src/domain/filingLimits.ts';
import * as limits from '../../../src/domain/limits.ts';
import * as rejections from '../../../src/domain/rejections.ts';
import * as terms from '../../../src/domain/terms.ts';
import * as validation from '../../../src/domain/validation.ts';
import { domainRules, machineFieldRules, sourceFieldRules } from './domain-rules.ts';
import * as planted from './fixtures/planted-domain.ts';
import { TABLES } from './index.ts';
import { boundRowId, type FlowTable, fieldRowId } from './table.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const DOMAIN = { limits, filingLimits, terms, validation, clabe, rejections };

/** The rules of the app no table holds: neither rows on both sides, nor a refusal row, nor an entry. */
function rulesWithoutRows(rules: readonly string[], tables: readonly FlowTable[]): string[] {
  const held = new Set<string>();
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const table of tables) {
    for (const row of [...table.fields, ...table.bounds])
      (row.expect === null ? accepted : refused).add(row.rule);
    for (const row of table.refusals) if (row.rule) held.add(row.rule);
    for (const rule of [...Object.keys(table.coveredBy ?? {}), ...Object.keys(table.pending ?? {})])
      held.add(rule);
  }
  for (const rule of accepted) if (refused.has(rule)) held.add(rule);
  return rules.filter((rule) => !held.has(rule));
}

const appRules = () => [...domainRules(DOMAIN), ...machineFieldRules(ROOT)];

describe('the spec tables hold every rule of the app', () => {
  it('reads the rules by name from src/domain and the machines', () => {
    const rules = appRules();
    for (const rule of [
      'limits.PERSONAL_LOAN_CAP',
      'terms.TERM_BANDS',
      'validation.accountRules.password',
      'clabe.validateClabeConfirmation',
      'rejections.REJECTION_TEXTS.FICO_SCORE_TOO_LOW',
      'machines/password.machine.ts PASSWORD_MIN_LENGTH',
      'machines/application/form.ts exactDigits(5)',
    ])
      expect(rules).toContain(rule);
  });

  it('every rule has its rows (accepted and refused), a refusal row, or an entry saying what holds it', () => {
    const rules = appRules();
    const pending = TABLES.flatMap((t) => Object.keys(t.pending ?? {}));
    const rows = TABLES.reduce((n, t) => n + t.fields.length + t.bounds.length + t.refusals.length, 0);
    console.log(
      `[tables] ${rules.length} rules of the app, ${rows} rows in ${TABLES.length} tables; ${pending.length} rules without model rows yet: ${pending.join(', ')}`,
    );
    expect(rulesWithoutRows(rules, TABLES)).toEqual([]);
  });

  it('an entry names a rule the app has (no stale entry)', () => {
    const rules = new Set(appRules());
    const entries = TABLES.flatMap((t) => [
      ...Object.keys(t.coveredBy ?? {}),
      ...Object.keys(t.pending ?? {}),
    ]);
    expect(entries.filter((rule) => !rules.has(rule))).toEqual([]);
  });

  it('a planted bound, field rule and validator of src/domain without rows fail', () => {
    const rules = domainRules({ ...DOMAIN, planted });
    expect(rulesWithoutRows(rules, TABLES)).toEqual([
      'planted.MAX_REFERENCES',
      'planted.referenceRules.relationship',
      'planted.validateRelationship',
    ]);
    // A field added to an existing rule set is a new rule too.
    const account = { ...validation.accountRules, rfc: validation.rfc };
    expect(rulesWithoutRows(domainRules({ validation: { accountRules: account } }), TABLES)).toEqual([
      'validation.accountRules.rfc',
    ]);
  });

  it('a planted sized field rule in a machine without rows fails', () => {
    const source = readFileSync(resolve(ROOT, 'tests/model/tables/fixtures/planted-form.txt'), 'utf8');
    const rules = sourceFieldRules('machines/promoter/rfc.ts', source);
    expect(rulesWithoutRows(rules, TABLES)).toEqual([
      'machines/promoter/rfc.ts exactDigits(13)',
      'machines/promoter/rfc.ts RFC_DIGITS',
    ]);
  });

  it('each table names its rows once', () => {
    for (const table of TABLES) {
      const ids = [...table.fields.map(fieldRowId), ...table.bounds.map(boundRowId)];
      expect(new Set(ids).size, table.flow).toBe(ids.length);
    }
  });
});

describe("the tables' bounds are where the domain puts them", () => {
  // Money bounds of limits.ts (centavos): the table's `at` rows of the rule must include the domain's value.
  for (const name of [
    'MIN_AMOUNT',
    'MAX_AMOUNT',
    'PERSONAL_LOAN_CAP',
    'MIN_MONTHLY_RENT',
    'MIN_MONTHLY_INCOME',
  ] as const) {
    it(`limits.${name}`, () => {
      const at = TABLES.flatMap((t) => t.bounds).filter(
        (b) => b.rule === `limits.${name}` && b.side === 'at',
      );
      expect(at.length).toBeGreaterThan(0);
      const domain: Readonly<Record<string, unknown>> = limits;
      expect(at.map((b) => b.value)).toContain(domain[name]);
    });
  }
});
