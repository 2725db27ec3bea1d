/**
 * Stores of the catalog (spec §3 sectors, §9 search limit), written once. Pure data, no imports: the contract, the
 * store search machine, screens and server all read these names.
 */

/** The 12 store sectors of spec §3. */
export const STORE_SECTORS = [
  'ACCESORIES',
  'FASHION',
  'TRANSPORT',
  'HEALTH_AND_BEAUTY',
  'ELECTRONICS',
  'EXPERIENCES',
  'HOME_AND_FURNITURE',
  'LUXURY',
  'GAMES_AND_TOYS',
  'TRAVEL',
  'WEDDING',
  'OTHERS',
] as const;
export type StoreSector = (typeof STORE_SECTORS)[number];

/** Spanish labels of the 12 store sectors (spec §3); OTHERS is also the fallback. */
export const STORE_SECTOR_LABELS: Readonly<Record<StoreSector, string>> = {
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
};

/** The label of a sector; anything unknown reads as OTHERS. */
export const sectorLabel = (sector: string): string =>
  Object.hasOwn(STORE_SECTOR_LABELS, sector)
    ? STORE_SECTOR_LABELS[sector as StoreSector]
    : STORE_SECTOR_LABELS.OTHERS;

/** Store search limit of spec §9 (GET /stores?limit=5). */
export const STORE_SEARCH_LIMIT = 5;
