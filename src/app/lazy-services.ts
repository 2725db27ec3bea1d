/**
 * AppServices whose implementation (the API client and the zod contract) is a separate chunk, fetched on the
 * first call. A visitor's first page (e.g. /login) does not download the API layer until it is needed;
 * a returning client's profile call starts it right away, in parallel with the page's own chunk.
 */
import type { AppServices } from './services';

/** Every service; each one loads the implementation, then forwards the call to it. */
const SERVICE_NAMES = [
  'loadProfile',
  'loadPromoterProfile',
  'signIn',
  'recoverPassword',
  'resetPassword',
  'checkAccount',
  'lookupCurp',
  'createAccount',
  'activateAccount',
  'resendActivationCode',
  'updateSignupEmail',
] as const satisfies readonly (keyof AppServices)[];

// Fails to compile when a service is added to AppServices but not to SERVICE_NAMES.
const everyServiceListed: Exclude<keyof AppServices, (typeof SERVICE_NAMES)[number]> extends never
  ? true
  : never = true;
void everyServiceListed;

type Service = (...args: unknown[]) => Promise<unknown>;

export function createLazyServices(getToken: () => string | null): AppServices {
  let loaded: Promise<AppServices> | null = null;
  const services = () => {
    loaded ??= import('./api-services').then((m) => m.createApiServices(getToken));
    return loaded;
  };
  const lazy: Partial<Record<keyof AppServices, Service>> = {};
  for (const name of SERVICE_NAMES) {
    lazy[name] = async (...args) => ((await services())[name] as Service)(...args);
  }
  return lazy as unknown as AppServices;
}
