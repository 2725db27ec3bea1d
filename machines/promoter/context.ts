/**
 * The quick application's context: where a flow starts (`initialContext`), what kind of client the phone check
 * found, the data step's values of a known client, and the `POST /applications` body of the promoter variant.
 * Pure functions of the context; the machine's setup (setup.ts) uses them.
 */
import type { PromoterClientCheck } from '../../src/api/contract/promoters';
import { EMPTY_DATA, EMPTY_FINISH, EMPTY_PRODUCT, trimmedData } from './form';
import * as M from './messages';
import type {
  ClientKind,
  CreateApplicationInput,
  IsRegisteredOutput,
  PromoterContext,
  PromoterInput,
} from './types';

/** The data step's values of a client already registered (the name and CURP are theirs, read-only). */
export function fromClient(client: PromoterClientCheck) {
  return {
    ...EMPTY_DATA,
    curp: client.curp ?? '',
    name: client.name,
    firstSurname: client.firstSurname,
    secondSurname: client.secondSurname,
  };
}

export function initialContext(input: PromoterInput): PromoterContext {
  const stores = input.stores ?? [];
  return {
    promoterId: input.promoterId ?? null,
    stores,
    storeId: stores[0]?.id ?? null,
    now: input.now ?? Date.now(),
    resendWaitSeconds: input.resendWaitSeconds ?? M.BUSINESS_RESEND_WAIT_SECONDS,
    checkPhone: '',
    checkError: null,
    clientKind: null,
    client: null,
    data: EMPTY_DATA,
    dataErrors: {},
    curpResponse: null,
    neighborhoods: [],
    product: EMPTY_PRODUCT,
    productErrors: {},
    consent: { nip: '', authorize: false, ownBehalf: false },
    consentErrors: {},
    application: input.pickUp ? { id: input.pickUp.applicationId, clientId: input.pickUp.clientId } : null,
    result: null,
    finish: EMPTY_FINISH,
    finishErrors: {},
    activationCode: '',
    codeError: null,
    shownCode: null,
    countdown: 0,
    estimate: null,
  };
}

export function clientKindOf(output: IsRegisteredOutput): ClientKind {
  if (!output.isRegistered || !output.client) return 'new';
  return output.client.activatedAt ? 'registered' : 'incomplete';
}

/** The `POST /applications` body of the promoter variant. */
export function createBody(context: PromoterContext, product: CreateApplicationInput['productInformation']) {
  const d = trimmedData(context.data);
  const base = {
    type: 'STORE' as const,
    productInformation: product,
    storeId: context.storeId,
    promoterId: context.promoterId,
  };
  if (context.client) return { ...base, clientId: context.client.id };
  const c = context.curpResponse;
  const place = context.neighborhoods.find((n) => n.neighborhood === d.neighborhood);
  return {
    ...base,
    client: {
      phoneNumber: d.phoneNumber,
      curp: d.curp,
      name: d.name,
      firstSurname: d.firstSurname,
      secondSurname: d.secondSurname,
      ...(c ? { sex: c.sex, dateOfBirth: c.dateOfBirth, nationality: c.nationality } : {}),
      ...(c ? { countryOfBirth: c.countryOfBirth, stateOfBirth: c.stateOfBirth } : {}),
    },
    clientAddress: {
      streetName: d.streetName,
      exteriorNumber: d.exteriorNumber,
      interiorNumber: d.interiorNumber === '' ? null : d.interiorNumber,
      postalCode: d.postalCode,
      neighborhood: d.neighborhood,
      ...(place ? { municipality: place.municipality, city: place.city, state: place.state } : {}),
    },
  };
}
