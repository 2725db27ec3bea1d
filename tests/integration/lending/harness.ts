/**
 * Harness of the lending integration tests: the shared test API (tests/integration/helpers.ts) plus helpers to walk
 * the lending life cycle through the API alone (sign-up by CURP persona, applications, NIPs from the outbox...).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CURP_PERSONAS } from '../../../server/catalog/data/people.ts';
import { type Clock, systemClock } from '../../../server/clock.ts';
import { applications as applicationsTable, clients, credentials } from '../../../server/db/schema.ts';
import type { ResponseOf } from '../../../src/api/contract/endpoint.ts';
import type { contract } from '../../../src/api/contract/index.ts';
import { curpCheckDigit, generateCurp } from '../../../src/domain/curp.ts';
import { generateRfc } from '../../../src/domain/rfc.ts';
import { MARIA_CURP } from '../../fixtures/samples.ts';
import {
  lastMessage,
  type RequestOptions,
  startTestApi,
  TEST_PASSWORD,
  type TestApi,
  type TestClient,
  type TestResponse,
} from '../helpers.ts';

export type Api = TestApi;

/** What the contract's calls the lending tests read answer: the offers, the list and the balances. */
export type Offers = ResponseOf<typeof contract.signing.approvedProductsConditions>;
export type ApplicationList = ResponseOf<typeof contract.applications.list>;
export type Balances = ResponseOf<typeof contract.payments.balance>;

/**
 * The day every lending test starts on: offers, first payment dates, CATs, due dates and expiries depend on the
 * date, so they run on a fixed sandbox clock (noon in Mexico City; it ticks from there and moves with the
 * sandbox's clock controls). `npm test` passes on any real date. 2026-11-23 is the day a long first period
 * (39 and 70 days) once broke the CAT test.
 */
export const LENDING_TEST_START = '2026-11-23T18:00:00.000Z';

/** A sandbox clock that starts at `iso` and then runs in real time. */
export function clockStartingAt(iso: string): Clock {
  const origin = Date.parse(iso);
  const realStart = Date.now();
  return systemClock(() => origin + (Date.now() - realStart));
}

/** The test API (migrated and seeded, lending routes mounted by `server/app.ts`), on the fixed test clock. */
export async function startLendingApi(
  startsAt: string = LENDING_TEST_START,
  env: Record<string, string> = {},
): Promise<TestApi> {
  const api = await startTestApi(env, { clock: clockStartingAt(startsAt) });
  // The seed's rows carry the database's real time; its accounts set their password before the test clock starts
  // (else their tokens, issued on the test clock, would predate the password and be refused).
  await api.db.update(credentials).set({ passwordChangedAt: new Date(Date.parse(startsAt) - 60_000) });
  return api;
}

export async function call<T = Record<string, unknown>>(
  api: TestApi,
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<TestResponse<T>> {
  return api.request<T>(method, path.startsWith('/api') ? path : `/api${path}`, opts);
}

type Body = Record<string, unknown>;

/**
 * One caller's requests, a line each: `by(api, c).post('/applications/x/submit', body)` is
 * `call(api, 'POST', '/applications/x/submit', { token: c.token, body })`. The caller is a client, a token
 * or nobody (`undefined`: no token).
 */
export function by(api: TestApi, who: { token: string } | string | undefined) {
  const token = typeof who === 'string' ? who : who?.token;
  const send =
    (method: string) =>
    <T = Body>(path: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>(api, method, path, {
        ...(token ? { token } : {}),
        ...(body === undefined ? {} : { body }),
        ...(headers ? { headers } : {}),
      });
  return { get: send('GET'), post: send('POST'), patch: send('PATCH') };
}

/** Signs the client in again (its session expired meanwhile): the new token replaces the old one. */
export async function signInAgain(api: TestApi, client: TestClient): Promise<void> {
  const credentials = { email: client.email, password: client.password };
  const res = await call<{ token: string }>(api, 'POST', '/clients/signin', { body: credentials });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${res.text}`);
  client.token = res.body.token;
}

/** Moves the sandbox clock on (and the due steps with it). */
export const advance = (api: TestApi, minutes: number) =>
  call(api, 'POST', '/__sandbox/clock/advance', { body: { minutes } });

/** The application's status events (the sandbox's history), oldest first. */
export async function history(api: TestApi, id: string) {
  type Event = { from: string | null; to: string; reason: string; at: string; actor: string };
  return (await call<{ events: Event[] }>(api, 'GET', `/__sandbox/applications/${id}/history`)).body.events;
}

/** A test client with an identity (`setIdentity`): a fresh CURP unless one is given. */
export async function lendingClient(
  api: TestApi,
  identity: Parameters<typeof setIdentity>[2] = {},
  options: { activated?: boolean } = {},
): Promise<TestClient> {
  const client = await api.createClient(options);
  await setIdentity(api, client, identity);
  return client;
}

/** Gives a test client a CURP (a bureau persona, or a fresh one with no bureau file) and full name. */
export async function setIdentity(
  api: TestApi,
  client: TestClient,
  identity: {
    curp?: string;
    name?: string;
    firstSurname?: string;
    secondSurname?: string;
    creditLimitCentavos?: number;
  },
): Promise<void> {
  await api.db
    .update(clients)
    .set({
      curp:
        identity.curp ??
        `ZZZZ${randomUUID().replace(/\D/g, '').slice(0, 6).padEnd(6, '0')}HDFXXX${Math.floor(Math.random() * 90 + 10)}`,
      ...(identity.name ? { name: identity.name } : {}),
      ...(identity.firstSurname ? { firstSurname: identity.firstSurname } : {}),
      ...(identity.secondSurname ? { secondSurname: identity.secondSurname } : {}),
      ...(identity.creditLimitCentavos !== undefined
        ? { creditLimitCentavos: identity.creditLimitCentavos }
        : {}),
    })
    .where(eq(clients.id, client.id));
}

export const ADDRESS = {
  streetName: 'Av. Juárez',
  exteriorNumber: '100',
  interiorNumber: null,
  postalCode: '44100',
  neighborhood: 'Centro',
  municipality: 'Guadalajara',
  city: 'Guadalajara',
  state: 'Jalisco',
  addressType: 'RENTED',
  monthlyRent: 5000,
  movedInSince: '2020-01-01',
  maritalStatus: 'SINGLE',
} as const;

export const EMPLOYMENT = {
  status: 'EMPLOYED',
  economicDependents: 1,
  companyName: 'Comercializadora Ejemplo',
  position: 'Analista',
  monthlySalary: 25000,
  startDate: '2019-03-01',
} as const;

export const REFERENCES = [
  { fullName: 'Laura Gómez Ruiz', phoneNumber: '3312345678' },
  { fullName: 'Pedro Sánchez Mora', phoneNumber: '3387654321' },
];

export const STORE_ID = '5e000000-0000-4000-8000-000000000017';

export interface ProductInput {
  type?: 'STORE' | 'PERSONAL_LOAN';
  price?: number;
  amount?: number;
  term?: number;
  storeId?: string | null;
}

/** A client's POST /applications body: a $10,000 personal loan over 6 months by default, with the profile. */
export function applicationBody(p: ProductInput = {}, withProfile = true) {
  const type = p.type ?? 'PERSONAL_LOAN';
  const amount = p.amount ?? 10_000;
  const term = p.term ?? 6;
  return {
    type,
    productInformation: { productPrice: p.price ?? amount, creditAmount: amount, requestedPeriod: term },
    storeId: type === 'STORE' ? (p.storeId === undefined ? STORE_ID : p.storeId) : null,
    utm: { source: 'clients-webapp', medium: 'organic' },
    ...(withProfile ? { clientAddress: ADDRESS, clientEmployment: EMPLOYMENT } : {}),
  };
}

/** POST /applications (client), with address and employment the first time. */
export function createApplication(api: Api, client: TestClient, p: ProductInput = {}, withProfile = true) {
  type Created = { id: string; serialNumber: string; code?: string; message?: string };
  return by(api, client).post<Created>('/applications', applicationBody(p, withProfile));
}

export interface ProcessResult {
  id: string;
  status: string;
  processedAt: string | null;
  rejectionReason: string | null;
  overdueAccounts?: number;
}

/** Submit + NIP from the outbox + process: the decision. */
export async function applyAndProcess(
  api: TestApi,
  client: TestClient,
  p: ProductInput = {},
): Promise<ProcessResult> {
  const created = await createApplication(api, client, p);
  if (created.status !== 200) throw new Error(`create: ${created.status} ${created.text}`);
  const id = created.body.id;
  const submitted = await call<ProcessResult>(api, 'POST', `/applications/${id}/submit`, {
    token: client.token,
    body: { personalReferences: REFERENCES },
  });
  if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${submitted.text}`);
  if (submitted.body.processedAt) return submitted.body;
  const nip = (await lastMessage(api, client.phoneNumber)).code!;
  const processed = await call<ProcessResult>(api, 'POST', `/applications/${id}/process`, {
    token: client.token,
    body: { complianceCode: nip },
  });
  if (processed.status !== 200) throw new Error(`process: ${processed.status} ${processed.text}`);
  return processed.body;
}

export async function force(
  api: TestApi,
  client: TestClient,
  outcome: string,
  extra: Record<string, unknown> = {},
) {
  const res = await call(api, 'POST', '/__sandbox/decisions', {
    body: { email: client.email, outcome, ...extra },
  });
  if (res.status !== 201) throw new Error(`force: ${res.status} ${res.text}`);
}

/** The sandbox's lending delays, in ms: identity documents, e-signature validation, disbursement. */
export function setDelays(
  api: TestApi,
  documentsDelayMs: number,
  signatureDelayMs: number,
  disbursementDelayMs: number,
) {
  return call(api, 'POST', '/__sandbox/lending/settings', {
    body: { documentsDelayMs, signatureDelayMs, disbursementDelayMs },
  });
}

/** Every lending step at once (no sandbox delays). */
export async function instant(api: TestApi) {
  await setDelays(api, 0, 0, 0);
}

/** The application's status as the client's list (GET /applications) shows it. */
export async function applicationStatus(
  api: TestApi,
  client: TestClient,
  id: string,
): Promise<string | undefined> {
  const list = await call<{ items: { id: string; status: string }[] }>(api, 'GET', '/applications', {
    token: client.token,
  });
  return list.body.items.find((i) => i.id === id)?.status;
}

/**
 * The identity widget's part, as the app does it: opens the application's identity flow, finishes it at the sandbox
 * identity provider and returns the identity id the provider holds for it (the only one PATCH identityId accepts).
 */
export async function verifyIdentity(
  api: TestApi,
  client: TestClient,
  applicationId: string,
): Promise<string> {
  const flow = await call<{ kycFlowId: string }>(api, 'GET', `/clients/kyc/${applicationId}`, {
    token: client.token,
  });
  if (flow.status !== 200) throw new Error(`kyc flow: ${flow.status}`);
  const done = await call<{ identityId: string }>(
    api,
    'POST',
    `/kyc-sandbox/flows/${flow.body.kycFlowId}/finish`,
    { token: client.token },
  );
  if (done.status !== 200) throw new Error(`kyc finish: ${done.status}`);
  return done.body.identityId;
}

/** Identity verified and accepted (PATCH identityId) for a PREAPPROVED application. */
export async function acceptIdentity(
  api: TestApi,
  client: TestClient,
  applicationId: string,
): Promise<string> {
  const identityId = await verifyIdentity(api, client, applicationId);
  const res = await call(api, 'PATCH', `/applications/${applicationId}/identityId`, {
    token: client.token,
    body: { kycIdentityId: identityId },
  });
  if (res.status !== 200) throw new Error(`identityId: ${res.status}`);
  return identityId;
}

/** A tiny valid PNG data URL (a drawn signature). */
export const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The first payment dates an APPROVED application is offered (GET approved-products-conditions). */
export async function offerDates(api: TestApi, client: TestClient, id: string): Promise<string[]> {
  const res = await by(api, client).get<Offers>(`/applications/${id}/approved-products-conditions`);
  if (res.status !== 200) throw new Error(`conditions: ${res.status} ${res.text}`);
  return res.body.approvedProducts.map((p) => p.firstPaymentDate);
}

/** From APPROVED to PAID: offers → contract (e-sign) → signing PIN → sign. Returns the chosen offer date. */
export async function signAndDisburse(api: TestApi, client: TestClient, id: string, fullName: string) {
  const date = (await offerDates(api, client, id))[0]!;
  const esign = await call(api, 'POST', `/esign-sandbox/applications/${id}/signature`, {
    token: client.token,
    body: { firstPaymentDate: date, fullName, signatureImage: SIGNATURE_PNG },
  });
  if (esign.status !== 201) throw new Error(`esign: ${esign.status} ${esign.text}`);
  const sent = await call(api, 'POST', `/applications/${id}/send-signature-code`, { token: client.token });
  if (sent.status !== 200) throw new Error(`send code: ${sent.status} ${sent.text}`);
  const pin = (await lastMessage(api, client.phoneNumber)).code!;
  const signed = await call<{ status: string }>(api, 'POST', `/applications/${id}/sign`, {
    token: client.token,
    body: { firstPaymentDate: date, signatureCode: pin },
  });
  if (signed.status !== 200) throw new Error(`sign: ${signed.status} ${signed.text}`);
  return date;
}

/** The full name most lending tests give their client (what `fullName` of an e-signature must match). */
export const ANA_PRUEBA = { name: 'ANA', firstSurname: 'PRUEBA', secondSurname: 'TEST' };

/**
 * A client (`ANA PRUEBA TEST` unless named otherwise) whose forced-APPROVED application (a personal loan by
 * default) is signed and disbursed: the client, the application id and the first payment date chosen.
 */
export async function disbursedLoan(
  api: TestApi,
  product: ProductInput = { type: 'PERSONAL_LOAN', amount: 6_000, term: 3 },
  identity = ANA_PRUEBA,
  fullName = 'Ana Prueba Test',
) {
  const c = await lendingClient(api, identity);
  await force(api, c, 'APPROVED');
  const { id } = await applyAndProcess(api, c, product);
  const date = await signAndDisburse(api, c, id, fullName);
  return { c, id, date };
}

export interface Persona {
  curp: string;
  name: string;
  firstSurname: string;
  secondSurname: string;
  sex: 'H' | 'M';
  dateOfBirth: string;
  stateOfBirth: string;
  taxpayerId: string;
}

/** A persona of the sandbox's CURP registry (server/catalog/data/people.ts), with the RFC of its data. */
export function registryPersona(curp: string): Persona {
  const persona = CURP_PERSONAS.find((p) => p.curp === curp);
  if (!persona) throw new Error(`no registry persona ${curp}`);
  return { ...persona, taxpayerId: generateRfc(persona)! };
}

/** María Fernanda López García (score 780): APPROVED. */
export const MARIA = registryPersona(MARIA_CURP);

/** Sign-up through the API: create the account, read the e-mailed code from the outbox, activate. */
export async function signUp(
  api: TestApi,
  persona: Persona,
  contact: { email: string; phoneNumber: string },
  referralCode?: string,
): Promise<TestClient> {
  const password = TEST_PASSWORD;
  const created = await call<{ token: string }>(api, 'POST', '/clients', {
    body: {
      ...persona,
      ...{
        nationality: 'MEXICO',
        countryOfBirth: 'MEXICO',
        dateOfBirth: `${persona.dateOfBirth}T00:00:00.000Z`,
      },
      ...contact,
      password,
      termsAndConditions: true,
      ...(referralCode ? { referralCode } : {}),
    },
  });
  if (created.status !== 201) throw new Error(`sign-up: ${created.status} ${created.text}`);
  const code = (await lastMessage(api, contact.email)).code!;
  const activated = await call<{ token: string }>(api, 'POST', '/clients/activate', {
    token: created.body.token,
    body: { activationCode: code },
  });
  if (activated.status !== 200) throw new Error(`activate: ${activated.status} ${activated.text}`);
  const me = await call<{ id: string; settings: { id: string } }>(api, 'GET', '/clients/me', {
    token: activated.body.token,
  });
  return {
    id: me.body.id,
    email: contact.email,
    phoneNumber: contact.phoneNumber,
    password,
    token: activated.body.token,
    settingsId: me.body.settings.id,
  };
}

/**
 * A made-up adult that no bureau file knows, with a genuine CURP and RFC (the server checks both against the
 * data): a random birth date (1960–1999) and homonymy digit (position 17, assigned by RENAPO) keep the CURP
 * unique; the full name stays ANA PRUEBA TEST.
 */
export function freshPersona(): Persona {
  const person = {
    name: 'ANA',
    firstSurname: 'PRUEBA',
    secondSurname: 'TEST',
    sex: 'H' as const,
    dateOfBirth: new Date(Date.UTC(1960, 0, 1) + Math.floor(Math.random() * 14_600) * 86_400_000)
      .toISOString()
      .slice(0, 10),
    stateOfBirth: 'JALISCO',
  };
  const first16 = generateCurp(person)!.slice(0, 16) + String(Math.floor(Math.random() * 10));
  return { ...person, curp: first16 + curpCheckDigit(first16), taxpayerId: generateRfc(person)! };
}

/** The `client` a promoter files for a brand-new client: a persona (a fresh one by default) at a phone. */
export function newClientOf(phoneNumber: string, persona: Persona = freshPersona()) {
  const { curp, name, firstSurname, secondSurname, sex } = persona;
  const dateOfBirth = `${persona.dateOfBirth}T00:00:00.000Z`;
  return { phoneNumber, curp, name, firstSurname, secondSurname, sex, dateOfBirth };
}

/** A promoter's $4,000 store purchase (of $5,000, 3 months) at her store: add `clientId` or `client`. */
export const PROMOTER_PURCHASE = {
  type: 'STORE',
  storeId: STORE_ID,
  productInformation: { productPrice: 5_000, creditAmount: 4_000, requestedPeriod: 3 },
} as const;

/** A promoter's application for a brand-new client (a fresh persona): CREATED, the consent NIP sent by SMS. */
export async function promoterApplicationForNewClient(
  api: TestApi,
  promoterToken: string,
  phoneNumber: string,
): Promise<{ id: string; clientId: string }> {
  const res = await call<{ id: string }>(api, 'POST', '/applications', {
    token: promoterToken,
    body: { ...PROMOTER_PURCHASE, client: newClientOf(phoneNumber) },
  });
  if (res.status !== 200) throw new Error(`promoter create: ${res.status} ${res.text}`);
  const row = (
    await api.db.select({ id: clients.id }).from(clients).where(eq(clients.phoneNumber, phoneNumber))
  )[0];
  if (!row) throw new Error('the new client was not stored');
  return { id: res.body.id, clientId: row.id };
}

/** The quick-application form of a student with no dependents (`POST /promoters/quick-applications/:id`). */
export function quickForm(email: string) {
  return {
    email,
    addressType: 'OWNED',
    movedInSince: '2018-06-01',
    maritalStatus: 'SINGLE',
    employment: { status: 'UNEMPLOYED', economicDependents: 0 },
    personalReferences: REFERENCES,
  };
}

/**
 * Takes a promoter's CREATED application through the preliminary model (forced PASSED_PRELIMINARY_MODEL, NIP
 * from the SMS) and the quick application: it then waits for the client's activation code, which is answered.
 */
export async function toActivationCode(
  api: TestApi,
  promoterToken: string,
  id: string,
  phoneNumber: string,
  email: string,
): Promise<string> {
  const nip = (await lastMessage(api, phoneNumber)).code!;
  await call(api, 'POST', '/__sandbox/decisions', {
    body: { phone: phoneNumber, outcome: 'PASSED_PRELIMINARY_MODEL' },
  });
  const pre = await call<ProcessResult>(api, 'POST', `/applications/${id}/pre-process`, {
    token: promoterToken,
    body: { complianceCode: nip },
  });
  if (pre.body.status !== 'PASSED_PRELIMINARY_MODEL')
    throw new Error(`pre-process: ${pre.status} ${pre.text}`);
  const quick = await call(api, 'POST', `/promoters/quick-applications/${id}`, {
    token: promoterToken,
    body: quickForm(email),
  });
  if (quick.status !== 200) throw new Error(`quick application: ${quick.status} ${quick.text}`);
  const code = (await api.deps.outbox.list(email, 5)).find((m) => m.kind === 'activation-code')?.code;
  if (!code) throw new Error('no activation code e-mailed');
  return code;
}

/**
 * An application row straight in the database, for a test that needs credit held: CREATED is a promoter's,
 * consented at the store (it holds its amount; a client's own undecided one holds none).
 */
export async function insertApplication(
  api: TestApi,
  clientId: string,
  status: string,
  amountCentavos: number,
  type: 'STORE' | 'PERSONAL_LOAN' = 'STORE',
): Promise<string> {
  const id = randomUUID();
  const now = api.deps.clock.now();
  await api.db.insert(applicationsTable).values({
    id,
    serialNumber: `SOL-${id.slice(0, 8)}`,
    clientId,
    type,
    storeId: type === 'STORE' ? STORE_ID : null,
    filedByPromoter: status === 'CREATED',
    consentedAt: status === 'CREATED' ? now : null,
    status,
    productPriceCentavos: amountCentavos,
    creditAmountCentavos: amountCentavos,
    requestedPeriod: 6,
    approvedPeriod: status === 'APPROVED' ? 6 : null,
    processedAt: status === 'APPROVED' ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}
