/**
 * The UI driver of a model run on the app's browser router: Testing Library's `screen`, a user-event instance
 * that types without a timer between keys (fake timers advance instead) and the page's `pathname + search`.
 */
import { screen } from '@testing-library/react';
import userEvent, { type Options } from '@testing-library/user-event';
import { vi } from 'vitest';
import type { UiDriver } from './types.ts';

export function browserDriver(options: Omit<Options, 'delay' | 'advanceTimers'> = {}): UiDriver {
  const user = userEvent.setup({
    delay: null,
    advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    ...options,
  });
  const location = () => `${window.location.pathname}${window.location.search}`;
  return { screen, user, location };
}
