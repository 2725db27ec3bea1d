import { describe, expect, it } from 'vitest';
import {
  STORE_SEARCH_LIMIT,
  STORE_SECTOR_LABELS,
  STORE_SECTORS,
  sectorLabel,
} from '../../../src/domain/stores';

describe('stores (spec §3 sectors, §9 search limit)', () => {
  it('labels each of the 12 sectors in Spanish, exactly', () => {
    expect(Object.keys(STORE_SECTOR_LABELS).sort()).toEqual([...STORE_SECTORS].sort());
    expect(STORE_SECTOR_LABELS).toEqual({
      ACCESORIES: 'Accesorios',
      FASHION: 'Moda',
      TRANSPORT: 'Transporte',
      HEALTH_AND_BEAUTY: 'Salud y belleza',
      ELECTRONICS: 'Electronicos',
      EXPERIENCES: 'Experiencia',
      HOME_AND_FURNITURE: 'Casa y muebles',
      LUXURY: 'Lujo',
      GAMES_AND_TOYS: 'Juegos y juguetes',
      TRAVEL: 'Viajes',
      WEDDING: 'Bodas',
      OTHERS: 'Otros',
    });
  });

  it('reads an unknown sector as OTHERS, inherited object keys included', () => {
    expect(sectorLabel('HEALTH_AND_BEAUTY')).toBe('Salud y belleza');
    expect(sectorLabel('SPACESHIPS')).toBe('Otros');
    expect(sectorLabel('')).toBe('Otros');
    expect(sectorLabel('constructor')).toBe('Otros');
  });

  it('searches at most 5 stores', () => {
    expect(STORE_SEARCH_LIMIT).toBe(5);
  });
});
