/**
 * The spec's draft rules (§5 "Draft expiry", §9 "Draft lifetimes", §9 local storage keys), copied from the spec.
 * §9 gives the lifetimes as numbers ("application 14, signup 12, promoter 1") with their units in §5: the
 * application's are days ("older than 14 days"); for sign-up and promoter §5 says "time unit: not shown": the
 * project's readings are 12 hours (sign-up) and 1 day (the promoter issue's), written here.
 */
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const DRAFTS_SPEC = {
  lifetimes: {
    /** §5: "dropped if older than 14 days": kept at exactly 14 days. */
    pendingApplication: { ms: 14 * DAY, droppedAt: 'after' },
    /** §5: "dropped after more than 12": kept at exactly 12 h. */
    pendingClientSignup: { ms: 12 * HOUR, droppedAt: 'after' },
    /** §5: "when at least 1 old": dropped at exactly 1 day. */
    pendingPromoterApplication: { ms: DAY, droppedAt: 'at' },
  } as Readonly<Record<string, { ms: number; droppedAt: 'after' | 'at' }>>,
  /** §9 key with no lifetime in the spec (the last decision, until logout clears local storage, §4 Session). */
  untilLogout: ['applicationResult'] as readonly string[],
  /** §5: whether a draft of `key` saved `age` ms ago is past its lifetime. */
  expired(key: string, age: number): boolean {
    const rule = DRAFTS_SPEC.lifetimes[key];
    if (!rule) return false;
    return rule.droppedAt === 'at' ? age >= rule.ms : age > rule.ms;
  },
} as const;
