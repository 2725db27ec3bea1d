/**
 * Typed adapters between the widgets and the API (all HTTP goes through `src/api/client.ts`):
 *
 * - `createSandboxEsignProvider(api, { applicationId, firstPaymentDate })`: the `EsignProvider` the sandbox
 *   e-signature widget uses — reads the contract and sends `{ fullName, signatureImage }` through the sandbox
 *   e-signature provider calls of the contract (`esignSandbox.*`). The app then polls the profile's
 *   `contractSignatureStatus` (VALIDATING → SIGNED / INVALID_SIGNATURE).
 * - `createIdentityAdapter(api)`: starts the identity flow (`GET /clients/kyc/:applicationId`, the widget's
 *   `flowId`) and, when the widget finishes with an identity id, stores it (`PATCH /applications/:id/identityId`)
 *   and moves the application to documents uploaded (`POST .../transition-to-documents-uploaded`).
 * - `createSandboxIdentityProvider(api)`: the `IdentityProvider` the sandbox identity widget uses — finishes the
 *   flow at the sandbox identity provider (`kycSandbox.finish`), which answers the flow's identity id.
 */
import type { ApiClient } from '../../api/client';
import { kycFlow, kycSandboxFinish } from '../../api/contract/clients';
import type { ResponseOf } from '../../api/contract/endpoint';
import {
  esignSandboxContract,
  esignSandboxSubmit,
  transitionToDocumentsUploaded,
  updateIdentityId,
} from '../../api/contract/signing';
import type { ContractView, EsignProvider, IdentityProvider } from './types';

export interface EsignTarget {
  applicationId: string;
  /** The first payment date the client chose (one of the approved options); the first option when left out. */
  firstPaymentDate?: string;
}

export interface SandboxEsignProvider extends EsignProvider {
  /** The status of the signature right after sending it (already SIGNED / INVALID_SIGNATURE with no delay). */
  readonly lastStatus: () => 'VALIDATING' | 'SIGNED' | 'INVALID_SIGNATURE' | null;
}

export function createSandboxEsignProvider(api: ApiClient, target: EsignTarget): SandboxEsignProvider {
  let last: 'VALIDATING' | 'SIGNED' | 'INVALID_SIGNATURE' | null = null;
  return {
    async loadContract(): Promise<ContractView> {
      const res = await api.call(esignSandboxContract, {
        params: { id: target.applicationId },
        query: target.firstPaymentDate ? { firstPaymentDate: target.firstPaymentDate } : {},
      });
      const { title, sections, schedule } = res.document;
      return { title, sections, schedule };
    },
    async submit({ fullName, signature }): Promise<void> {
      const res = await api.call(esignSandboxSubmit, {
        params: { id: target.applicationId },
        body: {
          fullName,
          signatureImage: signature,
          ...(target.firstPaymentDate ? { firstPaymentDate: target.firstPaymentDate } : {}),
        },
      });
      last = res.contractSignatureStatus;
    },
    lastStatus: () => last,
  };
}

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
