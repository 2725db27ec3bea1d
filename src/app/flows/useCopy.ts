/** Copies a text to the clipboard and confirms with 'Copiado al porta papeles' for 1500 ms (spec §8, §9). */
import { useCallback } from 'react';
import { copiedAlert } from '../../../machines/account/messages';
import { useAlerts } from '../alerts';

export function useCopy(): (text: string) => void {
  const { show } = useAlerts();
  return useCallback(
    (text: string) => {
      const done = () => show(copiedAlert);
      if (navigator.clipboard?.writeText) navigator.clipboard.writeText(text).then(done, done);
      else done();
    },
    [show],
  );
}
