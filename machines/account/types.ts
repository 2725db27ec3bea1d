/** What the Mi cuenta views load, typed from the contract (type-only imports: zod never reaches the chunk). */
import type { Application } from '../../src/api/contract/applications';
import type { Profile } from '../../src/api/contract/clients';
import type { ResponseOf } from '../../src/api/contract/endpoint';
import type {
  ApplicationBalance,
  Payment,
  payoff,
  ScheduledInstalment,
} from '../../src/api/contract/payments';

export type { Application, ApplicationBalance, Payment, Profile, ScheduledInstalment };
export type Payoff = ResponseOf<typeof payoff>;

/** /compras and the pages under it: the applications, their balances (null when they could not be read, spec §4
 * failedToObtainBalance) and the payments. */
export interface AccountData {
  readonly applications: readonly Application[];
  readonly balances: readonly ApplicationBalance[] | null;
  readonly payments: readonly Payment[];
  /** The profile's credit limit in pesos (0 = none assigned yet). */
  readonly creditLimit: number;
}

/** A loan's detail: the account data plus its payment table and, for an active loan, today's payoff. */
export interface LoanDetailData extends AccountData {
  readonly applicationId: string;
  readonly schedule: readonly ScheduledInstalment[];
  readonly payoff: Payoff | null;
}

/** The profile's two notification toggles (spec §2 /perfil). */
export type SettingKind = 'transactional' | 'promotional';

export interface SettingsValues {
  readonly transactional: boolean;
  readonly promotional: boolean;
}

/** One toggle to save: PATCH /clients/me/settings/{settingsId}/{kind} with its new value. */
export interface SaveSettingInput {
  readonly settingsId: string;
  readonly kind: SettingKind;
  readonly value: boolean;
}
