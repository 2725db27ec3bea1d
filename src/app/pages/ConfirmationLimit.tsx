/**
 * /confirmacion with a credit limit (spec §2, §6): the available limit for a store purchase — the limit minus the
 * overdue and current balances (`GET /applications/balance` through the one loader) — with the same rule the
 * product step and the server enforce (src/domain/limits.ts `availableToAsk`, over the balance's `inUse`). A failed balance read shows no figure: the §8
 * text and the 8 s warning. Loaded on first use by StoreEntryRoutes (the other entry pages do not need it).
 */
import { BALANCE_SCREEN_TEXT, balanceWarning } from '../../../machines/account/balance';
import type { Store } from '../../api/contract/common';
import { config } from '../../config';
import { availableToAsk, creditUsesFromPesos } from '../../domain/limits';
import { formatMXN, pesosToCentavos } from '../../domain/money';
import { type ConfirmationLimit, ConfirmationScreen } from '../../screens/store/ConfirmationScreen';
import { live } from '../flows/live';
import { useLoader } from '../flows/useLoader';
import { useServices } from '../services-context';

export interface ConfirmationWithLimitProps {
  readonly store: Store;
  /** The profile's credit limit, pesos (over 0). */
  readonly creditLimit: number;
  readonly onStart: () => void;
}

export function ConfirmationWithLimit({ store, creditLimit, onStart }: ConfirmationWithLimitProps) {
  const services = useServices();
  const { view } = useLoader((signal) => live(signal, () => services.call('payments.balance', { signal })), {
    failureAlert: balanceWarning(config.supportPhone),
  });
  const limit: ConfirmationLimit =
    view.status === 'ready'
      ? {
          status: 'available',
          text: formatMXN(
            availableToAsk(
              'STORE',
              pesosToCentavos(creditLimit),
              creditUsesFromPesos(
                view.data.inUse ?? view.data.balances.map((b) => b.creditBalance.currentMonthsBalance),
              ),
            ),
          ),
        }
      : view.status === 'failed'
        ? { status: 'unknown', text: BALANCE_SCREEN_TEXT }
        : { status: 'loading' };
  return <ConfirmationScreen store={store} limit={limit} onStart={onStart} />;
}
