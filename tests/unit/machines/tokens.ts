import type { Profile } from '../../../src/api/contract/clients';
import type { PromoterProfile } from '../../../src/api/contract/promoters';

/** Unsigned test JWTs: the client never checks signatures, only the audience and the expiry. */
function b64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

export function makeToken(
  aud: 'client' | 'client-ephemeral' | 'business' | string[],
  options: { expInSeconds?: number; now?: number; sub?: string } = {},
): string {
  const now = options.now ?? NOW;
  const exp = Math.floor(now / 1000) + (options.expInSeconds ?? 3600);
  const payload = { sub: options.sub ?? '1', aud: Array.isArray(aud) ? aud : [aud], exp };
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.signature`;
}

export const clientProfile: Profile = {
  id: 'c-1',
  name: 'Ana Luisa',
  firstSurname: 'Torres',
  secondSurname: 'Méndez',
  email: 'ana@correo.mx',
  phoneNumber: '5512345678',
  curp: 'TOMA950717MYNRNN02',
  taxpayerId: 'TOMA950717AB1',
  interbankCode: null,
  isInterbankCodeVerified: false,
  isSuspended: false,
  creditLimit: 0,
  referralCode: 'ANA200',
  identificationNumber: null,
  transferPaymentReference: null,
  cashPaymentReference: null,
  contractSignatureStatus: null,
  currentAddressId: null,
  currentEmploymentId: null,
  personalLoanNoInterestPaymentsEligible: false,
  activatedAt: '2026-01-01T00:00:00.000Z',
  settings: { id: 's-1', transactionalNotifications: true, promotionalNotifications: false },
};

export const promoterProfile: PromoterProfile = {
  id: 'p-7',
  name: 'Pedro',
  firstSurname: 'Ramírez',
  phoneNumber: '5587654321',
  stores: [],
};
