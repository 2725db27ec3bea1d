/**
 * Customer-service contact, read from the build configuration:
 * `VITE_SUPPORT_PHONE` (10 digits) and `VITE_MESSAGING_URL` (messaging-app chat link).
 */

const env = import.meta.env as Record<string, string | undefined>;

/** The support phone, digits only (empty when not configured). */
export const supportPhone: string = (env.VITE_SUPPORT_PHONE ?? '').replace(/\D/g, '');

/** The messaging-app contact link (empty when not configured). */
export const messagingUrl: string = env.VITE_MESSAGING_URL ?? '';
