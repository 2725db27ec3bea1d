/**
 * Delays of the sandbox's asynchronous steps. Defaults come from the environment and QA changes them at run time
 * through `POST /api/__sandbox/lending/settings` (0 = instant): a change is stored in the database (`server_state`)
 * and read before every request with the sandbox clock (server/app.ts), so every instance on the database uses it.
 *
 * | variable | default | step |
 * |---|---|---|
 * | `SANDBOX_DOCUMENTS_DELAY_MS` | 5000 | DOCUMENTS_UPLOADED → ANALYSIS (half of it) → APPROVED |
 * | `SANDBOX_SIGNATURE_DELAY_MS` | 3000 | contract signature VALIDATING → SIGNED / INVALID_SIGNATURE |
 * | `SANDBOX_DISBURSEMENT_DELAY_MS` | 5000 | SIGNED → PAID (store notified / funds sent) |
 * | `SANDBOX_CONFIRMATION_DELAY_MS` | 60000 | PAID → CONFIRMED (store confirmed the delivery / bank confirmed the transfer) |
 */
import type { Deps } from '../context.ts';
import { mergeLendingSettings } from '../sandbox/clock-state.ts';

export interface LendingSettings {
  documentsDelayMs: number;
  signatureDelayMs: number;
  disbursementDelayMs: number;
  confirmationDelayMs: number;
}

export const SETTING_KEYS = [
  'documentsDelayMs',
  'signatureDelayMs',
  'disbursementDelayMs',
  'confirmationDelayMs',
] as const;

export const MAX_DELAY_MS = 24 * 60 * 60 * 1000;

function readMs(value: string | undefined, fallback: number): number {
  const n = value === undefined ? Number.NaN : Number(value);
  return Number.isInteger(n) && n >= 0 && n <= MAX_DELAY_MS ? n : fallback;
}

export function defaultSettings(env: Record<string, string | undefined> = process.env): LendingSettings {
  return {
    documentsDelayMs: readMs(env.SANDBOX_DOCUMENTS_DELAY_MS, 5000),
    signatureDelayMs: readMs(env.SANDBOX_SIGNATURE_DELAY_MS, 3000),
    disbursementDelayMs: readMs(env.SANDBOX_DISBURSEMENT_DELAY_MS, 5000),
    confirmationDelayMs: readMs(env.SANDBOX_CONFIRMATION_DELAY_MS, 60_000),
  };
}

const perApp = new WeakMap<Deps, LendingSettings>();

export function settingsOf(deps: Deps): LendingSettings {
  let s = perApp.get(deps);
  if (!s) {
    s = defaultSettings();
    perApp.set(deps, s);
  }
  return s;
}

function apply(s: LendingSettings, patch: Partial<Record<string, unknown>>): LendingSettings {
  for (const key of SETTING_KEYS) {
    const v = patch[key];
    if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_DELAY_MS) s[key] = v;
  }
  return s;
}

/** Takes the settings another instance stored (JSON text of the changed keys), over this app's defaults. */
export function takeStoredSettings(deps: Deps, stored: string | null): void {
  if (stored === null) return;
  try {
    apply(settingsOf(deps), JSON.parse(stored) as Record<string, unknown>);
  } catch {
    // not JSON: keep the current settings
  }
}

/** Changes the delays for every instance: stored in the database, then taken here. */
export async function updateSettings(deps: Deps, patch: Partial<LendingSettings>): Promise<LendingSettings> {
  const changed: Record<string, number> = {};
  for (const key of SETTING_KEYS) if (patch[key] !== undefined) changed[key] = patch[key];
  takeStoredSettings(deps, await mergeLendingSettings(deps.db, changed));
  return apply(settingsOf(deps), changed);
}
