/** Spec §9 timers live in one module (src/domain/timers.ts); machines use those values, not copies. */
import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED_TIMER_MS } from '../../../machines/login.machine.ts';
import * as password from '../../../machines/password.machine.ts';
import { defaultAlertTimer } from '../../../machines/shared/alerts.ts';
import * as timers from '../../../src/domain/timers.ts';

describe('timers (spec §9)', () => {
  it('has the values of the spec', () => {
    expect(timers).toMatchObject({
      ...{ COUNTDOWN_TICK_MS: 1000, ALERT_TIMER_DEFAULT_MS: 3000, ALERT_TIMER_ERROR_MS: 5000 },
      ...{ ALERT_TIMER_WARNING_MS: 8000, RESET_NOTICE_TIMER_MS: 6000, COPY_CONFIRMATION_TIMER_MS: 1500 },
      ...{ RESEND_WAIT_SECONDS: 60, BUSINESS_RESEND_WAIT_SECONDS: 90, RESET_REDIRECT_SECONDS: 5 },
      ...{ ESTIMATE_DEBOUNCE_MS: 500, STORE_SEARCH_DEBOUNCE_MS: 1000, PROFILE_POLL_MS: 3000 },
    });
  });

  it('is what the alerts and the machines use', () => {
    const { ALERT_TIMER_DEFAULT_MS, ALERT_TIMER_ERROR_MS, ALERT_TIMER_WARNING_MS } = timers;
    const alerts = (['success', 'error', 'warning'] as const).map(defaultAlertTimer);
    expect(alerts).toEqual([ALERT_TIMER_DEFAULT_MS, ALERT_TIMER_ERROR_MS, ALERT_TIMER_WARNING_MS]);
    expect(LOGIN_FAILED_TIMER_MS).toBe(timers.ALERT_TIMER_ERROR_MS);
    expect(password.COUNTDOWN_TICK_MS).toBe(timers.COUNTDOWN_TICK_MS);
    expect(password.RESET_NOTICE_TIMER_MS).toBe(timers.RESET_NOTICE_TIMER_MS);
    expect(password.RESET_REDIRECT_SECONDS).toBe(timers.RESET_REDIRECT_SECONDS);
  });
});
