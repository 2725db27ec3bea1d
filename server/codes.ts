/**
 * One-time codes generated server-side: activation codes (4 digits), promoter NIPs, compliance codes and
 * signing PINs (6 digits) and password-reset tokens (random, sent as a link).
 * Every code expires after 10 minutes, locks after 5 wrong tries, is single-use, and a new one can be
 * requested only after the resend wait (60 s; 90 s when a promoter asks for a client's activation code).
 */
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from './clock.ts';
import type { Db } from './db/client.ts';
import { oneTimeCodes } from './db/schema.ts';

export type CodeKind = 'activation' | 'promoter-nip' | 'compliance' | 'signing' | 'password-reset';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS = 5;
export const RESEND_WAIT_SECONDS = 60;
export const BUSINESS_RESEND_WAIT_SECONDS = 90;
/** At most this many codes per kind and subject in a rolling hour (bounds guessing across resends). */
export const MAX_CODES_PER_HOUR = 10;

const DIGITS: Record<CodeKind, number> = {
  activation: 4,
  'promoter-nip': 6,
  compliance: 6,
  signing: 6,
  'password-reset': 0,
};

export type IssueResult =
  | { ok: true; code: string; expiresAt: Date }
  | { ok: false; reason: 'wait'; retryAfterSeconds: number };

export type VerifyOutcome = 'ok' | 'wrong' | 'expired' | 'locked' | 'missing';

export interface Codes {
  /** Issues a new code (the previous one stops working) unless the last one is younger than `waitSeconds`. */
  issue(kind: CodeKind, subject: string, opts?: { waitSeconds?: number }): Promise<IssueResult>;
  /** Checks a code; success consumes it. Wrong tries count; the 5th wrong try locks it. */
  verify(kind: CodeKind, subject: string, code: string): Promise<VerifyOutcome>;
  /** The live activation code of a subject (readable by promoters, spec §6), or null. */
  current(kind: CodeKind, subject: string): Promise<{ code: string; expiresAt: Date } | null>;
  /** Seconds until a new code may be sent (0 when it may be sent now). */
  resendWait(kind: CodeKind, subject: string, waitSeconds?: number): Promise<number>;
  /** Finds the subject of a live password-reset token and consumes it. */
  redeemToken(kind: 'password-reset', token: string): Promise<string | null>;
}

const HOUR_MS = 3600_000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

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

export function createCodes(db: Db, clock: Clock): Codes {
  const latest = async (kind: CodeKind, subject: string) => {
    const rows = await db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.kind, kind), eq(oneTimeCodes.subject, subject)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    return rows[0];
  };

  const resendWait = async (kind: CodeKind, subject: string, waitSeconds = RESEND_WAIT_SECONDS) => {
    const now = clock.now().getTime();
    const recent = await db
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

  return {
    resendWait,
    async issue(kind, subject, opts) {
      const wait = await resendWait(kind, subject, opts?.waitSeconds ?? RESEND_WAIT_SECONDS);
      if (wait > 0) return { ok: false, reason: 'wait', retryAfterSeconds: wait };
      const now = clock.now();
      const code = generate(kind);
      const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
      await db.transaction(async (tx) => {
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
          secretHash: sha256(code),
          code: kind === 'activation' ? code : null,
          createdAt: now,
          expiresAt,
        });
      });
      return { ok: true, code, expiresAt };
    },
    async verify(kind, subject, code) {
      return db.transaction(async (tx) => {
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
        if (sameHash(row.secretHash, sha256(code))) {
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
      return { code: row.code, expiresAt: row.expiresAt };
    },
    async redeemToken(kind, token) {
      if (!token || token.length > 200) return null;
      const hash = sha256(token);
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
