/**
 * The sector icon of a store (spec §3 sectors; OTHERS for anything else): a monogram badge of the sector, drawn
 * with text so it renders on every device (emoji fonts are not everywhere).
 */
import { sectorLabel } from '../../../machines/storeSearch.machine';

export const sectorIcon = (sector: string): string => sectorLabel(sector).charAt(0).toUpperCase();
