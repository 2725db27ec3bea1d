/**
 * The quick application's context: where a flow starts (`initialContext`), what kind of client the phone check
 * found, the data step's values of a known client, and the `POST /applications` body of the promoter variant.
 * Pure functions of the context; the machine's setup (setup.ts) uses them.
 */
import type { PromoterClientCheck } from '../../src/api/contract/promoters';
import { type DataMode, type DataValues, EMPTY_DATA, EMPTY_FINISH, EMPTY_PRODUCT, trimmedData } from './form';
import * as M from './messages';
import type {
  ClientKind,
  CreateApplicationInput,
  DetailCorrections,
  IsRegisteredOutput,
  PromoterContext,
  PromoterInput,
} from './types';

/** What the data step asks (form.ts `DataMode`): a new client, one whose data the promoter corrects, or neither. */
export function dataModeOf(client: PromoterClientCheck | null): DataMode {
  if (client === null) return 'new';
  return client.detailsEditable === true && client.activatedAt === null ? 'editable' : 'readOnly';
}

/**
 * The data step's values of a client already registered: the name is theirs (read-only); the CURP, address and
 * e-mail on file, which the promoter may correct only in the 'editable' mode.
 */
export function fromClient(client: PromoterClientCheck): DataValues {
  const a = client.address;
  const editable = dataModeOf(client) === 'editable';
  return {
    ...EMPTY_DATA,
    curp: client.curp ?? '',
    name: client.name,
    firstSurname: client.firstSurname,
    secondSurname: client.secondSurname,
    ...(editable ? { email: client.email ?? '' } : {}),
    ...(editable && a
      ? {
          streetName: a.streetName,
          exteriorNumber: a.exteriorNumber,
          interiorNumber: a.interiorNumber ?? '',
          postalCode: a.postalCode,
          neighborhood: a.neighborhood,
        }
      : {}),
  };
}

/**
 * The corrections of an 'editable' client the data step holds (what differs from the data on file), as the
 * `update-details` client fields; null when there is none (or the client is not editable).
 */
export function detailCorrections(context: PromoterContext): DetailCorrections | null {
  const client = context.client;
  if (client === null || dataModeOf(client) !== 'editable') return null;
  const d = trimmedData(context.data);
  const out: { -readonly [K in keyof DetailCorrections]: DetailCorrections[K] } = {};
  if (d.curp !== (client.curp ?? '')) out.curp = d.curp;
  if (d.email !== '' && d.email.toLowerCase() !== (client.email ?? '').toLowerCase()) out.email = d.email;
  const a = client.address;
  const address = {
    streetName: d.streetName,
    exteriorNumber: d.exteriorNumber,
    interiorNumber: d.interiorNumber === '' ? null : d.interiorNumber,
    postalCode: d.postalCode,
    neighborhood: d.neighborhood,
  };
  const same =
    a !== null &&
    (['streetName', 'exteriorNumber', 'postalCode', 'neighborhood'] as const).every(
      (k) => a[k] === address[k],
    ) &&
    (a.interiorNumber ?? null) === address.interiorNumber;
  if (!same) {
    const place =
      context.neighborhoods.find((n) => n.neighborhood === d.neighborhood) ??
      (a && a.postalCode === d.postalCode ? a : undefined);
    out.address = {
      ...address,
      ...(place?.municipality ? { municipality: place.municipality } : {}),
      ...(place?.city ? { city: place.city } : {}),
      ...(place?.state ? { state: place.state } : {}),
    };
  }
  return Object.keys(out).length > 0 ? out : null;
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
