/**
 * One-time codes generated server-side: activation codes (4 digits), promoter NIPs, compliance codes and
 * signing NIPs (6 digits) and password-reset tokens (random, sent as a link).
 * Every code expires after 10 minutes, locks after 5 wrong tries, is single-use, and a new one can be
 * requested only after the resend wait (60 s; 90 s when a promoter asks for a client's activation code).
 *
 * Secrets are kept as HMAC-SHA256 with a server key (derived from the token secret), bound to the code's kind and
 * subject, so a copy of the table does not give the codes away (a bare hash of a 4-digit code is reversed by
 * trying the 10,000 values). The live activation code, which a promoter may read for the client, is kept encrypted
 * (AES-256-GCM with another derived key). The resend wait is checked inside the insert's transaction under a
 * per-subject advisory lock, so concurrent requests cannot issue two codes.
 *
 * The six-digit codes of an application (the credit-check NIP and the signing NIP, whose subject is the application)
 * also have a daily and a lifetime budget (`CODE_LIMITS`): codes issued and wrong tries in a rolling 24 hours, and
 * in the application's whole life. They are counted from the codes' own rows (kept, never deleted), under the same
 * advisory lock, so every instance on the database sees the same budget. A caller may add groups (`CodeGroup`):
 * budgets several subjects share — a client's consent NIPs over all their applications — checked under each
 * group's lock, so a new subject brings no fresh budget.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  randomInt,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { RESEND_WAIT_SECONDS } from '../src/domain/timers.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/client.ts';
import { oneTimeCodes } from './db/schema.ts';

export type CodeKind = 'activation' | 'promoter-nip' | 'compliance' | 'signing' | 'password-reset';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS = 5;
// The resend waits are the app's own (spec §9), defined once in the domain.
export { BUSINESS_RESEND_WAIT_SECONDS, RESEND_WAIT_SECONDS } from '../src/domain/timers.ts';
/** At most this many codes per kind and subject in a rolling hour (bounds guessing across resends). */
export const MAX_CODES_PER_HOUR = 10;

/** A budget of codes issued and of wrong tries. */
export interface CodeBudget {
  readonly codes: number;
  readonly wrongTries: number;
}

/**
 * The budgets of the application's six-digit codes, per kind and application: a day (rolling 24 hours, counted by
 * the time each code was issued) and the application's whole life. At most 30 wrong tries ever: a guesser holding
 * the session but not the phone has at most a 0.003 % chance (30 in 1,000,000), against 1.8 % with the hourly cap
 * alone. A customer who mistypes gets 10 wrong tries (two codes locked) and 10 codes a day.
 */
export const CODE_LIMITS: Partial<Record<CodeKind, CodeLimits>> = {
  compliance: { day: { codes: 10, wrongTries: 10 }, lifetime: { codes: 30, wrongTries: 30 } },
  signing: { day: { codes: 10, wrongTries: 10 }, lifetime: { codes: 30, wrongTries: 30 } },
};

export const DAY_MS = 24 * 3600_000;

const DIGITS: Record<CodeKind, number> = {
  activation: 4,
  'promoter-nip': 6,
  compliance: 6,
  signing: 6,
  'password-reset': 0,
};

/**
 * A budget used up: `day` until the oldest code of the day leaves the 24 hours (`retryAfterSeconds`), `lifetime`
 * for good (the application gets no more codes of this kind; `retryAfterSeconds` is null).
 */
export type CodeLimit = (
  | { readonly limit: 'day'; readonly retryAfterSeconds: number }
  | { readonly limit: 'lifetime'; readonly retryAfterSeconds: null }
) & {
  /** The group whose budget is used up (`CodeGroup.key`); absent: the subject's own. */
  readonly group?: string;
};

/** The day's and the lifetime budgets of one subject or one group. */
export interface CodeLimits {
  readonly day: CodeBudget;
  readonly lifetime: CodeBudget;
}

/**
 * A budget several subjects share: the codes of every subject of the group count together (a client's consent NIPs
 * over all their applications). Issuing and checking a code of a group take the group's lock, then read its
 * subjects (so a subject added meanwhile is counted) and refuse when its budget is used up.
 */
export interface CodeGroup {
  /** Names the group: its lock, and `CodeLimit.group` when its budget is used up. */
  readonly key: string;
  readonly limits: CodeLimits;
  /** The group's subjects, read under its lock. */
  readonly subjects: (ex: Db) => Promise<readonly string[]>;
}

export type IssueResult =
  | { ok: true; code: string; expiresAt: Date }
  | { ok: false; reason: 'wait'; retryAfterSeconds: number }
  | ({ ok: false; reason: 'limit' } & CodeLimit);

export type VerifyOutcome = 'ok' | 'wrong' | 'expired' | 'locked' | 'missing' | CodeLimit;

export interface Codes {
  /** Issues a new code (the previous one stops working) unless the last one is younger than `waitSeconds`. */
  issue(
    kind: CodeKind,
    subject: string,
    opts?: { waitSeconds?: number; groups?: readonly CodeGroup[] },
  ): Promise<IssueResult>;
  /**
   * Checks a code; success consumes it. Wrong tries count; the 5th wrong try locks it. A kind with `CODE_LIMITS`
   * answers the used-up budget instead, without checking the code; so does a used-up budget of one of `groups`.
   */
  verify(
    kind: CodeKind,
    subject: string,
    code: string,
    opts?: { groups?: readonly CodeGroup[] },
  ): Promise<VerifyOutcome>;
  /**
   * The first used-up budget of `groups` for one more code (read without their locks: a look before issuing), on
   * `ex` (the caller's transaction, if any).
   */
  groupLimit(kind: CodeKind, groups: readonly CodeGroup[], ex?: Db): Promise<CodeLimit | null>;
  /** The live activation code of a subject (readable by promoters, spec §6), or null. */
  current(kind: CodeKind, subject: string): Promise<{ code: string; expiresAt: Date } | null>;
  /** Seconds until a new code may be sent (0 when it may be sent now). */
  resendWait(kind: CodeKind, subject: string, waitSeconds?: number): Promise<number>;
  /** Finds the subject of a live password-reset token and consumes it. */
  redeemToken(kind: 'password-reset', token: string): Promise<string | null>;
}

const HOUR_MS = 3600_000;

type Executor = Pick<Db, 'select' | 'update' | 'insert' | 'execute'>;

const deriveKey = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest();

/** Seals a short secret (the live activation code) as `iv.ciphertext.tag` (base64url). */
function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, ct, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

function open(key: Buffer, sealed: string): string | null {
  const [iv, ct, tag] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !ct || !tag || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ct), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

function generate(kind: CodeKind): string {
  const digits = DIGITS[kind];
  if (digits === 0) return randomBytes(32).toString('base64url');
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createCodes(db: Db, clock: Clock, secret: string): Codes {
  const hashKey = deriveKey(secret, 'one-time-codes/hmac');
  const sealKey = deriveKey(secret, 'one-time-codes/seal');
  /** Digit codes are bound to kind and subject; reset tokens (looked up by hash alone) to their kind. */
  const hmac = (kind: CodeKind, subject: string | null, code: string) =>
    createHmac('sha256', hashKey)
      .update(subject === null ? `${kind}\u0000${code}` : `${kind}\u0000${subject}\u0000${code}`)
      .digest('hex');
  const hashOf = (kind: CodeKind, subject: string, code: string) =>
    hmac(kind, DIGITS[kind] === 0 ? null : subject, code);

  const latest = async (kind: CodeKind, subject: string) => {
    const rows = await db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.kind, kind), eq(oneTimeCodes.subject, subject)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    return rows[0];
  };

  const waitOn = async (ex: Executor, kind: CodeKind, subject: string, waitSeconds: number) => {
    const now = clock.now().getTime();
    const recent = await ex
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.kind, kind),
          eq(oneTimeCodes.subject, subject),
          gt(oneTimeCodes.createdAt, new Date(now - HOUR_MS)),
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(MAX_CODES_PER_HOUR);
    const last = recent[0];
    if (!last) return 0;
    const sinceLast = Math.ceil(waitSeconds - (now - last.createdAt.getTime()) / 1000);
    const oldest = recent[MAX_CODES_PER_HOUR - 1];
    const hourly = oldest ? Math.ceil((oldest.createdAt.getTime() + HOUR_MS - now) / 1000) : 0;
    return Math.max(0, sinceLast, hourly);
  };

  /**
   * The day's or the lifetime budget `subjects` have used up together, if any. `issuing`: one more code would pass
   * the codes budget; either way, wrong tries at the budget stop both issuing and checking.
   */
  const usedUpBy = async (
    ex: Executor,
    kind: CodeKind,
    subjects: readonly string[],
    limits: CodeLimits,
    issuing: boolean,
  ): Promise<CodeLimit | null> => {
    if (subjects.length === 0) return null;
    const rows = await ex
      .select({ createdAt: oneTimeCodes.createdAt, attempts: oneTimeCodes.attempts })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.kind, kind), inArray(oneTimeCodes.subject, [...subjects])))
      .orderBy(oneTimeCodes.createdAt);
    const over = (budget: CodeBudget, codes: { attempts: number }[]) =>
      (issuing && codes.length >= budget.codes) ||
      codes.reduce((sum, r) => sum + r.attempts, 0) >= budget.wrongTries;
    if (over(limits.lifetime, rows)) return { limit: 'lifetime', retryAfterSeconds: null };
    const now = clock.now().getTime();
    const today = rows.filter((r) => r.createdAt.getTime() > now - DAY_MS);
    if (!over(limits.day, today)) return null;
    // The budget frees when enough of the day's oldest codes leave the 24 hours.
    let rest = today;
    while (rest.length > 0 && over(limits.day, rest)) rest = rest.slice(1);
    const freedBy = today[today.length - rest.length - 1]!;
    return {
      limit: 'day',
      retryAfterSeconds: Math.max(1, Math.ceil((freedBy.createdAt.getTime() + DAY_MS - now) / 1000)),
    };
  };

  /**
   * Takes the locks of the groups (in key order, so two requests never wait on each other) and of the subject,
   * then answers the first used-up budget: the subject's own (`CODE_LIMITS`), then each group's.
   */
  const lockAndCheck = async (
    tx: Db,
    kind: CodeKind,
    subject: string,
    groups: readonly CodeGroup[],
    issuing: boolean,
  ): Promise<CodeLimit | null> => {
    const ordered = [...groups].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    for (const group of ordered) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:group:${group.key}`}, 0))`,
      );
    }
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${subject}`}, 0))`);
    const own = CODE_LIMITS[kind];
    const limit = own ? await usedUpBy(tx, kind, [subject], own, issuing) : null;
    if (limit) return limit;
    for (const group of ordered) {
      const subjects = new Set([...(await group.subjects(tx)), subject]);
      const used = await usedUpBy(tx, kind, [...subjects], group.limits, issuing);
      if (used) return { ...used, group: group.key };
    }
    return null;
  };

  return {
    async groupLimit(kind, groups, ex = db) {
      for (const group of groups) {
        const used = await usedUpBy(ex, kind, await group.subjects(ex), group.limits, true);
        if (used) return { ...used, group: group.key };
      }
      return null;
    },
    resendWait: (kind, subject, waitSeconds = RESEND_WAIT_SECONDS) => waitOn(db, kind, subject, waitSeconds),
    async issue(kind, subject, opts) {
      return db.transaction(async (tx): Promise<IssueResult> => {
        // One issuer per kind and subject (and group) at a time: the wait is checked and the code inserted under
        // these locks (held until the transaction ends), so concurrent requests cannot both pass the wait.
        const limit = await lockAndCheck(tx as unknown as Db, kind, subject, opts?.groups ?? [], true);
        if (limit) return { ok: false, reason: 'limit', ...limit };
        const wait = await waitOn(tx, kind, subject, opts?.waitSeconds ?? RESEND_WAIT_SECONDS);
        if (wait > 0) return { ok: false, reason: 'wait', retryAfterSeconds: wait };
        const now = clock.now();
        const code = generate(kind);
        const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
        // The previous live code of this subject stops working.
        await tx
          .update(oneTimeCodes)
          .set({ consumedAt: now })
          .where(
            and(
              eq(oneTimeCodes.kind, kind),
              eq(oneTimeCodes.subject, subject),
              isNull(oneTimeCodes.consumedAt),
            ),
          );
        await tx.insert(oneTimeCodes).values({
          id: randomUUID(),
          kind,
          subject,
          secretHash: hashOf(kind, subject, code),
          code: kind === 'activation' ? seal(sealKey, code) : null,
          createdAt: now,
          expiresAt,
        });
        return { ok: true, code, expiresAt };
      });
    },
    async verify(kind, subject, code, opts) {
      return db.transaction(async (tx): Promise<VerifyOutcome> => {
        const groups = opts?.groups ?? [];
        if (CODE_LIMITS[kind] || groups.length > 0) {
          // The same locks as issuing: the budgets are read and a wrong try counted one request at a time.
          const limit = await lockAndCheck(tx as unknown as Db, kind, subject, groups, false);
          if (limit) return limit;
        }
        const rows = await tx
          .select()
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.kind, kind), eq(oneTimeCodes.subject, subject)))
          .orderBy(desc(oneTimeCodes.createdAt))
          .limit(1)
          .for('update');
        const row = rows[0];
        if (!row || row.consumedAt) return 'missing';
        if (row.lockedAt) return 'locked';
        const now = clock.now();
        if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
        if (sameHash(row.secretHash, hashOf(kind, subject, code))) {
          await tx.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, row.id));
          return 'ok';
        }
        const attempts = row.attempts + 1;
        await tx
          .update(oneTimeCodes)
          .set({ attempts, lockedAt: attempts >= MAX_ATTEMPTS ? now : null })
          .where(eq(oneTimeCodes.id, row.id));
        return 'wrong';
      });
    },
    async current(kind, subject) {
      const row = await latest(kind, subject);
      if (!row?.code || row.consumedAt || row.lockedAt) return null;
      if (row.expiresAt.getTime() <= clock.now().getTime()) return null;
      const code = open(sealKey, row.code);
      return code === null ? null : { code, expiresAt: row.expiresAt };
    },
    async redeemToken(kind, token) {
      if (!token || token.length > 200) return null;
      const hash = hmac(kind, null, token);
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(oneTimeCodes)
          .where(
            and(
              eq(oneTimeCodes.kind, kind),
              eq(oneTimeCodes.secretHash, hash),
              isNull(oneTimeCodes.consumedAt),
            ),
          )
          .limit(1)
          .for('update');
        const row = rows[0];
        const now = clock.now();
        if (!row || row.lockedAt || row.expiresAt.getTime() <= now.getTime()) return null;
        await tx.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, row.id));
        return row.subject;
      });
    },
  };
}
