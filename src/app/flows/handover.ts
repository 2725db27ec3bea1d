/**
 * `useSignInHandover(to)`: on /login (the promoter's NIP form only hands over: PromoterLandingRoute.tsx), the customer's first focus (to type) fetches the hand-over
 * (src/app/handover.ts) and warms the page the sign-in goes to (`to`); `handOver(token, landing)`, called when the sign-in
 * answers, sends the reads of the page it goes to with the new token. A form typed into before the scripts ran (the prerendered
 * /login) has the focus already: it warms at once.
 */
import { useCallback, useEffect } from 'react';

const load = () => import('../handover');

export function useSignInHandover(to: string): (token: string, landing?: string) => void {
  useEffect(() => {
    const warm = () => void load().then((h) => h.warm(to));
    if (document.activeElement instanceof HTMLInputElement) return warm();
    document.addEventListener('focusin', warm, { once: true });
    return () => document.removeEventListener('focusin', warm);
  }, [to]);
  return useCallback(
    (token: string, landing: string = to) => void load().then((h) => h.handOver(token, landing)),
    [to],
  );
}
