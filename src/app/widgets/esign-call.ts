/**
 * The sandbox e-signature widget's provider over the generic `call`, for the signing page: it reads the contract
 * and sends `{ fullName, signatureImage }` through the sandbox e-signature calls (`esignSandbox.*`); the app then
 * polls the profile's `contractSignatureStatus` (VALIDATING → SIGNED / INVALID_SIGNATURE). No contract import, so
 * the page chunk carries no zod (the keys are the signing machine's own, machines/shared/keys.ts, already there).
 */
import { afterAnswer, type CallKeys, newCallKeys, operationKey } from '../../../machines/shared/keys';
import type { AppServices } from '../services';
import type { ContractView, EsignProvider } from './types';

const SUBMIT = 'esignSandbox.submit';

/**
 * The keys of each application's signature sent through the widget, for the page's life (machines/shared/keys.ts):
 * pressed again after an answer that never came, the same signature goes with the same key, so the server answers
 * what it did the first time instead of sending it again; a definite answer moves it to a new key. A widget opened
 * again for the same application keeps them.
 */
const submitKeys = new Map<string, CallKeys>();

/** The sandbox e-signature provider of one application, the first payment date chosen (or the first offered). */
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
      const keys = submitKeys.get(applicationId) ?? newCallKeys();
      try {
        await services.call(SUBMIT, {
          params: { id: applicationId },
          body: { fullName, signatureImage: signature, ...(firstPaymentDate ? { firstPaymentDate } : {}) },
          operationKey: operationKey(keys, SUBMIT, applicationId),
        });
        submitKeys.set(applicationId, afterAnswer(keys, SUBMIT, applicationId));
      } catch (error) {
        submitKeys.set(applicationId, afterAnswer(keys, SUBMIT, applicationId, error));
        throw error;
      }
    },
  };
}
