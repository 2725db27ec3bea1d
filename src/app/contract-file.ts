/**
 * The client's credit contract (`GET /applications/{id}/contract`, an HTML file) read in a new tab or kept as a
 * file. The API needs the bearer token, so the file is fetched through the one `call` and handed to the browser
 * as an object URL: a download keeps the server's file name (`contrato-<folio>.html`); reading opens it in a
 * tab opened right away (inside the click, so no pop-up blocker stops it) and pointed at the file once it
 * arrives. Used by the signing flow host and Mi cuenta; screens only receive the two callbacks.
 */
import type { AppServices } from './services';

export type ContractAction = 'view' | 'download';

/** How long an object URL stays valid: long enough for the tab or the download to read it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

export const CONTRACT_FAILED_MESSAGE: Readonly<Record<ContractAction, string>> = {
  view: 'No pudimos abrir tu contrato, vuelve a intentarlo.',
  download: 'No pudimos descargar tu contrato, vuelve a intentarlo.',
};

export interface ContractRequest {
  readonly applicationId: string;
  /** Before signing: the chosen first payment date (the server ignores it once signed). */
  readonly firstPaymentDate?: string | null | undefined;
}

export async function openContract(
  services: AppServices,
  { applicationId, firstPaymentDate }: ContractRequest,
  action: ContractAction,
): Promise<void> {
  const tab = action === 'view' ? window.open('', '_blank') : null;
  try {
    const file = await services.call('signing.contract', {
      params: { id: applicationId },
      query: firstPaymentDate ? { firstPaymentDate } : {},
    });
    const url = URL.createObjectURL(new Blob([file.content], { type: 'text/html;charset=utf-8' }));
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
    // A tab the browser refused to open: the file is downloaded instead.
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
      return;
    }
    const link = document.createElement('a');
    link.href = url;
    link.download = file.fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The two callbacks a screen gets: each reports a failure with its own alert. */
export function contractActions(
  services: AppServices,
  request: () => ContractRequest,
  onFailure: (message: string) => void,
): { readonly onViewContract: () => void; readonly onDownloadContract: () => void } {
  const run = (action: ContractAction) => () =>
    void openContract(services, request(), action).catch(() => onFailure(CONTRACT_FAILED_MESSAGE[action]));
  return { onViewContract: run('view'), onDownloadContract: run('download') };
}
