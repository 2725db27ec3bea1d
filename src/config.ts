/**
 * App configuration, read once from the build environment (`import.meta.env`, i.e. `VITE_*` variables in the
 * environment or a `.env` file when running `vite build` / `npm run dev`):
 *
 * - `VITE_API_BASE_URL`   API base URL. Default `/api` (same origin, the sandbox API). Set it to use a real API.
 * - `VITE_SUPPORT_PHONE`  Customer-service phone, 10 digits. Default `5555555555` (shown as (555) 555-5555).
 * - `VITE_MESSAGING_URL`  Messaging-app contact link. Default `https://wa.me/52<support phone>`.
 * - `VITE_PUSH_PUBLIC_KEY` VAPID public key for web push. Optional: without it push subscription is not offered.
 */

export interface AppConfig {
  readonly apiBaseUrl: string;
  /** 10 digits, no separators. */
  readonly supportPhone: string;
  readonly messagingUrl: string;
  readonly pushPublicKey: string | undefined;
}

type Env = Readonly<Record<string, unknown>>;

const DEFAULT_SUPPORT_PHONE = '5555555555';

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Builds the configuration from an environment record (exported for tests). */
export function readConfig(env: Env): AppConfig {
  const digits = read(env, 'VITE_SUPPORT_PHONE')?.replace(/\D/g, '').slice(-10);
  const supportPhone = digits && digits.length === 10 ? digits : DEFAULT_SUPPORT_PHONE;
  return {
    apiBaseUrl: (read(env, 'VITE_API_BASE_URL') ?? '/api').replace(/\/+$/, '') || '/',
    supportPhone,
    messagingUrl: read(env, 'VITE_MESSAGING_URL') ?? `https://wa.me/52${supportPhone}`,
    pushPublicKey: read(env, 'VITE_PUSH_PUBLIC_KEY'),
  };
}

export const config: AppConfig = readConfig(import.meta.env ?? {});
