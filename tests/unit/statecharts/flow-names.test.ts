/**
 * Every flow of the registry has its Spanish name for the atlas (sidebar and summary show it beside the id); every
 * rule outside the flows its Spanish name and the app functions it models, which its file exports.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOW_NAMES, flowName, RULE_NAMES } from '../../../scripts/statecharts/atlas/flow-names.ts';
import { models, ruleModels } from '../../model/registry.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');

describe('flow names', () => {
  it('names every machine of the registry in Spanish, and only those', () => {
    expect(Object.keys(FLOW_NAMES).sort()).toEqual(models.map((m) => m.name).sort());
    expect([flowName('signup'), flowName('unknown')]).toEqual(['Registro', 'unknown']);
  });

  it('names every rule outside the flows, with the functions it models, exported by their file', () => {
    expect(Object.keys(RULE_NAMES).sort()).toEqual(ruleModels.map((m) => m.name).sort());
    expect(flowName('shellMenu')).toBe('Menú lateral por rol');
    for (const [name, rule] of Object.entries(RULE_NAMES)) {
      const source = readFileSync(resolve(root, rule.source), 'utf8');
      for (const fn of rule.functions)
        expect(source, `${name}: ${rule.source} exports ${fn}`).toMatch(
          new RegExp(`export (function|const) ${fn}\\b`),
        );
      // The rule's machine or its model imports those functions.
      const model = ['rules', 'model']
        .map((f) => readFileSync(resolve(root, 'tests', 'rules', name, `${name}.${f}.ts`), 'utf8'))
        .join('\n');
      for (const fn of rule.functions)
        expect(model, `${name} imports ${fn}`).toMatch(new RegExp(`import \\{[^}]*\\b${fn}\\b[^}]*\\} from`));
    }
  });
});
