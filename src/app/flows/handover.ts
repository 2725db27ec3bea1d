/**
 * `useSignInHandover(to)`: on a sign-in form, the customer's first focus or keystroke fetches the hand-over
 * (src/app/handover.ts) and warms the page the sign-in goes to (`to`); `handOver(token, landing)`, called when the sign-in
 * answers, sends the reads of the page it goes to with the new token. A form typed into before the scripts ran (the prerendered
 * /login) has the focus already: it warms at once.
 */
import { useCallback, useEffect } from 'react';

const load = () => import('../handover');

export function useSignInHandover(to: string): (token: string, landing?: string) => void {
  useEffect(() => {
    const warm = () => {
      stop();
      void load().then((h) => h.warm(to));
    };
    const stop = () => {
      document.removeEventListener('focusin', warm);
      document.removeEventListener('input', warm);
    };
    if (document.activeElement instanceof HTMLInputElement) warm();
    else {
      document.addEventListener('focusin', warm);
      document.addEventListener('input', warm);
    }
    return stop;
  }, [to]);
  return useCallback(
    (token: string, landing: string = to) => void load().then((h) => h.handOver(token, landing)),
    [to],
  );
}
