/** Every flow of the registry has its Spanish name for the atlas (sidebar and summary show it beside the id). */
import { describe, expect, it } from 'vitest';
import { FLOW_NAMES, flowName } from '../../../scripts/statecharts/atlas/flow-names.ts';
import { models } from '../../model/registry.ts';

describe('flow names', () => {
  it('names every machine of the registry in Spanish, and only those', () => {
    expect(Object.keys(FLOW_NAMES).sort()).toEqual(models.map((m) => m.name).sort());
    expect(flowName('signup')).toBe('Registro');
    expect(flowName('unknown')).toBe('unknown');
  });
});
