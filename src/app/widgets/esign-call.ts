/**
 * The sandbox e-signature provider over the generic `call` (what `createSandboxEsignProvider` in adapters.ts does
 * over the API client), for the signing page: type-only imports, so the page chunk carries no zod.
 */
import type { AppServices } from '../services';
import type { ContractView, EsignProvider } from './types';

/** The sandbox e-signature provider over the generic call (what `createSandboxEsignProvider` does). */
export function esignProviderOf(
  services: AppServices,
  applicationId: string,
  date: string | null,
): EsignProvider {
  const firstPaymentDate = date ?? undefined;
  return {
    async loadContract(): Promise<ContractView> {
      const res = await services.call('esignSandbox.contract', {
        params: { id: applicationId },
        query: firstPaymentDate ? { firstPaymentDate } : {},
      });
      const { title, sections, schedule } = res.document;
      return { title, sections, schedule };
    },
    async submit({ fullName, signature }) {
      await services.call('esignSandbox.submit', {
        params: { id: applicationId },
        body: { fullName, signatureImage: signature, ...(firstPaymentDate ? { firstPaymentDate } : {}) },
      });
    },
  };
}
