/** The real AppServices: the API client over the contract endpoints (src/api). */
import { createApiClient } from '../api/client';
import { me as clientMe, signin as clientSignin } from '../api/contract/clients';
import { me as promoterMe } from '../api/contract/promoters';
import { config } from '../config';
import type { AppServices } from './services';

export function createApiServices(getToken: () => string | null): AppServices {
  const api = createApiClient({ baseUrl: config.apiBaseUrl, getToken });
  return {
    loadProfile: (signal) => api.call(clientMe, { signal }),
    loadPromoterProfile: (signal) => api.call(promoterMe, { signal }),
    signIn: (body, signal) => api.call(clientSignin, { body, signal }),
  };
}
