/** The documents flow's API calls (loaded when the flow starts): one function per documents-machine actor. */
import { createApiClient } from '../../api/client';
import { kycFlow } from '../../api/contract/clients';
import { transitionToDocumentsUploaded, updateIdentityId } from '../../api/contract/signing';
import { config } from '../../config';

export function createDocumentsApi(getToken: () => string | null) {
  const api = createApiClient({ baseUrl: config.apiBaseUrl, getToken });
  return {
    getKycFlow: (applicationId: string, signal: AbortSignal) =>
      api.call(kycFlow, { params: { applicationId }, signal }),
    saveIdentityId: (id: string, kycIdentityId: string, signal: AbortSignal) =>
      api.call(updateIdentityId, { params: { id }, body: { kycIdentityId }, signal }),
    markDocumentsUploaded: (id: string, signal: AbortSignal) =>
      api.call(transitionToDocumentsUploaded, { params: { id }, signal }),
  };
}
