/** The real AppServices: the API client over the contract endpoints (src/api). */
import { createApiClient } from '../api/client';
import {
  activate as clientActivate,
  activationCodeStatus as clientActivationCodeStatus,
  create as clientCreate,
  curpLookup as clientCurpLookup,
  exists as clientExists,
  me as clientMe,
  recoverPassword as clientRecoverPassword,
  resendActivationCode as clientResendActivationCode,
  resetPassword as clientResetPassword,
  signin as clientSignin,
  updateEmail as clientUpdateEmail,
} from '../api/contract/clients';
import { me as promoterMe } from '../api/contract/promoters';
import { config } from '../config';
import type { AppServices } from './services';

export function createApiServices(getToken: () => string | null): AppServices {
  const api = createApiClient({ baseUrl: config.apiBaseUrl, getToken });
  return {
    loadProfile: (signal) => api.call(clientMe, { signal }),
    loadPromoterProfile: (signal) => api.call(promoterMe, { signal }),
    signIn: (body, signal) => api.call(clientSignin, { body, signal }),
    recoverPassword: (body, signal) => api.call(clientRecoverPassword, { body, signal }),
    resetPassword: (body, signal) => api.call(clientResetPassword, { body, signal }),
    checkAccount: (body, signal) => api.call(clientExists, { body, signal }),
    lookupCurp: (curp, signal) => api.call(clientCurpLookup, { params: { curp }, signal }),
    createAccount: (body, signal) => api.call(clientCreate, { body, signal }),
    activateAccount: (body, signal) => api.call(clientActivate, { body, signal }),
    resendActivationCode: (signal) => api.call(clientResendActivationCode, { signal }),
    updateSignupEmail: (body, signal) => api.call(clientUpdateEmail, { body, signal }),
    activationCodeStatus: (signal) => api.call(clientActivationCodeStatus, { signal }),
  };
}
