/**
 * Every shared timer of spec §9, written once. Machines (delays, alert timers, countdowns) and the app import
 * these names instead of repeating the numbers. Pure data, no imports: safe for machines, screens and server.
 *
 * Milliseconds end in `_MS`, whole seconds (a countdown the user sees) in `_SECONDS`.
 */

/** One countdown tick: resend waits and the reset redirect count down one second at a time. */
export const COUNTDOWN_TICK_MS = 1000;

// Alerts (toasts), spec §9 "Alert timers".
/** Default (success) alert. */
export const ALERT_TIMER_DEFAULT_MS = 3000;
/** Most error alerts. */
export const ALERT_TIMER_ERROR_MS = 5000;
/** Warnings (balance, missing transfer reference). */
export const ALERT_TIMER_WARNING_MS = 8000;
/** The reset-password notice. */
export const RESET_NOTICE_TIMER_MS = 6000;
/** 'Copiado al porta papeles'. */
export const COPY_CONFIRMATION_TIMER_MS = 1500;

// Resend waits and countdowns, spec §9.
/** Activation code, compliance code and signing PIN. */
export const RESEND_WAIT_SECONDS = 60;
/** The business role (promoter) resending a client's activation code. */
export const BUSINESS_RESEND_WAIT_SECONDS = 90;
/** Redirect after a successful password reset. */
export const RESET_REDIRECT_SECONDS = 5;

// Debounces and polling, spec §9.
/** The monthly-payment estimate of the product form. */
export const ESTIMATE_DEBOUNCE_MS = 500;
/** The store search. */
export const STORE_SEARCH_DEBOUNCE_MS = 1000;
/** The profile poll while a contract signature is validated. */
export const PROFILE_POLL_MS = 3000;
