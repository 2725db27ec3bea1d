/**
 * The credit application's API calls (loaded with its page): one function per actor of
 * machines/application, each one contract endpoint through the API client.
 */
import { createApiClient } from '../../api/client';
import {
  acceptAsInterestPayments,
  canCreate,
  create,
  estimatedMonthlyPayment,
  processApplication,
  rejectNoInterestAsInterestPayments,
  resendComplianceCode,
  submit,
} from '../../api/contract/applications';
import { lookupPostalCode, storeNoInterestPayments } from '../../api/contract/catalog';
import { balance } from '../../api/contract/payments';
import { config } from '../../config';

export function createApplicationApi(getToken: () => string | null) {
  const api = createApiClient({ baseUrl: config.apiBaseUrl, getToken });
  return {
    canCreate: (query: { type?: 'STORE' | 'PERSONAL_LOAN' }, signal: AbortSignal) =>
      api.call(canCreate, { query, signal }),
    loadBalances: (signal: AbortSignal) => api.call(balance, { signal }),
    loadNoInterest: (storeId: string, signal: AbortSignal) =>
      api.call(storeNoInterestPayments, { params: { storeId }, signal }),
    estimate: (
      query: Parameters<typeof api.call<typeof estimatedMonthlyPayment>>[1]['query'],
      signal: AbortSignal,
    ) => api.call(estimatedMonthlyPayment, { query, signal }),
    lookupPostalCode: (code: string, signal: AbortSignal) =>
      api.call(lookupPostalCode, { params: { code }, signal }),
    createApplication: (body: Parameters<typeof api.call<typeof create>>[1]['body'], signal: AbortSignal) =>
      api.call(create, { body, signal }),
    submitApplication: (
      id: string,
      body: Parameters<typeof api.call<typeof submit>>[1]['body'],
      signal: AbortSignal,
    ) => api.call(submit, { params: { id }, body, signal }),
    resendCode: (id: string, signal: AbortSignal) =>
      api.call(resendComplianceCode, { params: { id }, signal }),
    processApplication: (id: string, complianceCode: string, signal: AbortSignal) =>
      api.call(processApplication, { params: { id }, body: { complianceCode }, signal }),
    acceptInterest: (id: string, storeId: string | null, signal: AbortSignal) =>
      api.call(acceptAsInterestPayments, { params: { id }, body: { storeId }, signal }),
    rejectInterest: (id: string, signal: AbortSignal) =>
      api.call(rejectNoInterestAsInterestPayments, { params: { id }, signal }),
  };
}

export type ApplicationApi = ReturnType<typeof createApplicationApi>;
