/**
 * Typed adapters between the widgets and the API (all HTTP goes through `src/api/client.ts`):
 *
 * - `createIdentityAdapter(api)`: starts the identity flow (`GET /clients/kyc/:applicationId`, the widget's
 *   `flowId`) and, when the widget finishes with an identity id, stores it (`PATCH /applications/:id/identityId`)
 *   and moves the application to documents uploaded (`POST .../transition-to-documents-uploaded`).
 * - `createSandboxIdentityProvider(api)`: the `IdentityProvider` the sandbox identity widget uses — finishes the
 *   flow at the sandbox identity provider (`kycSandbox.finish`), which answers the flow's identity id.
 *
 * The e-signature widget's provider is the signing page's `esignProviderOf` (./esign-call.ts): over the generic
 * call, with a key per signature.
 */
import type { ApiClient } from '../../api/client';
import { kycFlow, kycSandboxFinish } from '../../api/contract/clients';
import type { ResponseOf } from '../../api/contract/endpoint';
import { transitionToDocumentsUploaded, updateIdentityId } from '../../api/contract/signing';
import type { IdentityProvider } from './types';

export interface IdentityFlow {
  /** The widget's `flowId`. */
  flowId: string;
  /** The provider's hosted link, when there is one. */
  url: string | null;
}

export interface IdentityAdapter {
  start(applicationId: string, signal?: AbortSignal): Promise<IdentityFlow>;
  /** The widget finished with `identityId`: store it, then move to documents uploaded. */
  finish(
    applicationId: string,
    identityId: string,
    signal?: AbortSignal,
  ): Promise<{ status: ResponseOf<typeof transitionToDocumentsUploaded>['status'] }>;
}

export function createIdentityAdapter(api: ApiClient): IdentityAdapter {
  return {
    async start(applicationId, signal) {
      const res = await api.call(kycFlow, { params: { applicationId }, ...(signal ? { signal } : {}) });
      return { flowId: res.kycFlowId, url: res.url ?? null };
    },
    async finish(applicationId, identityId, signal) {
      const s = signal ? { signal } : {};
      await api.call(updateIdentityId, {
        params: { id: applicationId },
        body: { kycIdentityId: identityId },
        ...s,
      });
      const res = await api.call(transitionToDocumentsUploaded, { params: { id: applicationId }, ...s });
      return { status: res.status };
    },
  };
}

export function createSandboxIdentityProvider(api: ApiClient): IdentityProvider {
  return {
    async finish(flowId) {
      const res = await api.call(kycSandboxFinish, { params: { flowId } });
      return { identityId: res.identityId };
    },
  };
}
