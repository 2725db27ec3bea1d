/**
 * The quick application's request bodies built from its context: `POST /applications` of the promoter variant
 * (with the product form's `productBody`), the corrections `update-details` sends, the estimate's query and the
 * last step's `finishBody`. The forms' values and rules are in form.ts; this file maps them to the API's names.
 */
import { centavosToPesos, parseMXN, pesos } from '../../src/domain/money';
import { operationKey } from '../shared/keys';
import { type FinishValues, isWorking, type ProductValues, trimmedData } from './form';
import { dataModeOf } from './rules';
import type {
  CreateApplicationInput,
  DetailCorrections,
  EstimateInput,
  PreProcessInput,
  PromoterContext,
  UpdateDetailsInput,
} from './types';

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

/** `POST /applications/:id/update-details`: the client's corrections (detailCorrections) for the application. */
export function updateDetailsInput(context: PromoterContext): UpdateDetailsInput {
  return {
    applicationId: context.application?.id ?? '',
    body: { client: { id: context.client?.id ?? '', ...detailCorrections(context) } },
  };
}

/** `GET /applications/estimated-monthly-payment`: the product's amount and term, a store purchase. */
export function estimateQuery(context: PromoterContext): EstimateInput {
  const body = productBody(context.product);
  return {
    creditAmount: body.creditAmount,
    requestedPeriod: body.requestedPeriod,
    type: 'STORE' as const,
    ...(context.storeId ? { storeId: context.storeId } : {}),
  };
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

/** The product form as the API takes it (`productInformation`): amounts in pesos, the term in months. */
export function productBody(values: ProductValues) {
  return {
    productPrice: centavosToPesos(parseMXN(values.productPrice) ?? pesos(0)),
    creditAmount: centavosToPesos(parseMXN(values.creditAmount) ?? pesos(0)),
    requestedPeriod: Number(values.requestedPeriod),
  };
}

const peso = (value: string) => centavosToPesos(parseMXN(value) ?? pesos(0));

/** The `POST /promoters/quick-applications/:id` body. */
export function finishBody(v: FinishValues) {
  const working = isWorking(v.status);
  return {
    email: v.email.trim(),
    addressType: v.addressType as 'OWNED' | 'RENTED' | 'GUEST' | 'MORTGAGE',
    monthlyRent: v.addressType === 'RENTED' ? peso(v.monthlyRent) : null,
    movedInSince: `${v.movedInSince.trim()}-01`,
    maritalStatus: v.maritalStatus as
      | 'SINGLE'
      | 'MARRIED_SEPARATE_PROPERTY'
      | 'MARRIED_CONJUGAL_PARTNERSHIP'
      | 'DIVORCED'
      | 'WIDOWED',
    employment: {
      status: v.status as 'EMPLOYED' | 'INDEPENDENT' | 'RETIRED' | 'HOMEMAKER' | 'UNEMPLOYED',
      economicDependents: Number(v.economicDependents),
      ...(working
        ? {
            companyName: v.companyName.trim(),
            position: v.position.trim(),
            monthlySalary: peso(v.monthlySalary),
            startDate: `${v.startDate.trim()}-01`,
          }
        : {}),
    },
    personalReferences: [
      { fullName: v['0.fullName'].trim(), phoneNumber: v['0.phoneNumber'] },
      { fullName: v['1.fullName'].trim(), phoneNumber: v['1.phoneNumber'] },
    ],
  };
}

/** The `applications.preProcess` actor's input: the customer's NIP under the API's name for it, and its key. */
export function preProcessInput(context: PromoterContext): PreProcessInput {
  return {
    id: context.application?.id ?? '',
    body: { complianceCode: context.consent.nip },
    operationKey: operationKey(context.keys, 'applications.preProcess', context.application?.id ?? null),
  };
}
