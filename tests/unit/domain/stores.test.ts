import { describe, expect, it } from 'vitest';
import {
  STORE_SEARCH_LIMIT,
  STORE_SECTOR_LABELS,
  STORE_SECTORS,
  sectorLabel,
} from '../../../src/domain/stores';
import { STORE_SEARCH_SPEC } from '../../flows/storeSearch/storeSearch.oracle';

describe('stores (spec §3 sectors, §9 search limit)', () => {
  it('labels each of the 12 sectors in Spanish, exactly', () => {
    expect(Object.keys(STORE_SECTOR_LABELS).sort()).toEqual([...STORE_SECTORS].sort());
    // §3, as the spec oracle holds it.
    expect(STORE_SECTOR_LABELS).toEqual(STORE_SEARCH_SPEC.sectors);
  });

  it('reads an unknown sector as OTHERS, inherited object keys included', () => {
    expect(sectorLabel('HEALTH_AND_BEAUTY')).toBe('Salud y belleza');
    for (const sector of ['SPACESHIPS', '', 'constructor']) expect(sectorLabel(sector)).toBe('Otros');
  });

  it('searches at most 5 stores', () => {
    expect(STORE_SEARCH_LIMIT).toBe(STORE_SEARCH_SPEC.limit);
  });
});
