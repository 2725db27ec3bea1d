/** A decorative icon per store sector (spec §3 sectors; OTHERS for anything else). */
export const SECTOR_ICONS: Readonly<Record<string, string>> = {
  ACCESORIES: '👜',
  FASHION: '👗',
  TRANSPORT: '🚗',
  HEALTH_AND_BEAUTY: '💄',
  ELECTRONICS: '📱',
  EXPERIENCES: '🎟️',
  HOME_AND_FURNITURE: '🛋️',
  LUXURY: '💎',
  GAMES_AND_TOYS: '🧸',
  TRAVEL: '✈️',
  WEDDING: '💍',
  OTHERS: '🛍️',
};

export const sectorIcon = (sector: string): string => SECTOR_ICONS[sector] ?? SECTOR_ICONS.OTHERS ?? '';
