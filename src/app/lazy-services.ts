/**
 * AppServices whose implementation (the API client and the zod contract) is a separate chunk, fetched on the
 * first call. A visitor's first page (e.g. /login) does not download the API layer until it is needed;
 * a returning client's profile call starts it right away, in parallel with the page's own chunk.
 */
import type { AppServices } from './services';

export function createLazyServices(getToken: () => string | null): AppServices {
  let loaded: Promise<AppServices> | null = null;
  const services = () => {
    loaded ??= import('./api-services').then((m) => m.createApiServices(getToken));
    return loaded;
  };
  return {
    loadProfile: async (signal) => (await services()).loadProfile(signal),
    loadPromoterProfile: async (signal) => (await services()).loadPromoterProfile(signal),
    signIn: async (body, signal) => (await services()).signIn(body, signal),
    recoverPassword: async (body, signal) => (await services()).recoverPassword(body, signal),
    resetPassword: async (body, signal) => (await services()).resetPassword(body, signal),
    checkAccount: async (body, signal) => (await services()).checkAccount(body, signal),
    lookupCurp: async (curp, signal) => (await services()).lookupCurp(curp, signal),
    createAccount: async (body, signal) => (await services()).createAccount(body, signal),
    activateAccount: async (body, signal) => (await services()).activateAccount(body, signal),
    resendActivationCode: async (signal) => (await services()).resendActivationCode(signal),
    updateSignupEmail: async (body, signal) => (await services()).updateSignupEmail(body, signal),
    activationCodeStatus: async (signal) => (await services()).activationCodeStatus(signal),
  };
}
