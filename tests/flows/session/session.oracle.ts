/** The spec's session (§3 "Session / auth state", §4 "Session", §2 "Home"), copied from the spec. */
export const SESSION_SPEC = {
  /** §2 "Home (/)": a suspended notice 'Tu cuenta ha sido suspendida'. */
  suspended: { route: '/', heading: 'Tu cuenta ha sido suspendida' },
  /** §4: "A profile fetch returning 404 logs the user out." */
  logoutStatuses: [404],
  /** §4: "logout clears all local storage and the auth state". */
  tokenKey: 'authToken',
} as const;
