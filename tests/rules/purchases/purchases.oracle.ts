/** Mi cuenta's rules (spec §2 "Mi cuenta", §4 "Mi cuenta"), copied from the spec. */
export const PURCHASES_SPEC = {
  /** §2: the tabs. */
  tabs: ['Activas', 'Pagadas', 'Pagos'],
  /** §4: "Activas lists PAID or CONFIRMED applications with a balance and empty liquidatedAt". */
  listedStatuses: ['PAID', 'CONFIRMED'] as readonly string[],
  /** §4: "A loan is Vencida if overdueBalance > 0, else Al corriente" (§2 badges: red, green). */
  badge: (overdueBalance: number) => (overdueBalance > 0 ? 'Vencida' : 'Al corriente'),
} as const;
