/**
 * /alternativas-de-pago, /bbva, /oxxo, /transferencia-electronica (spec §2): the references come from a fresh
 * profile read through the one loader; a missing transfer reference shows the 8 s warning with the support
 * contact (spec §9). Copy buttons confirm with 'Copiado al porta papeles' for 1500 ms.
 */
import { useLocation } from 'react-router';
import { transferReferenceWarning } from '../../../machines/account';
import type { Profile } from '../../../machines/account/types';
import { config } from '../../config';
import { PATHS } from '../../paths';
import { LoaderFrame } from '../../screens/account/LoaderFrame';
import {
  BbvaScreen,
  OxxoScreen,
  PaymentOptionsScreen,
  TransferScreen,
} from '../../screens/payments/PaymentOptionsScreens';
import { useCopy } from '../flows/useCopy';
import { useLoader } from '../flows/useLoader';
import { matchRoute } from '../routes';
import { useServices } from '../services-context';

const support = { phone: config.supportPhone, messagingUrl: config.messagingUrl };

function ReferencesPage({ page }: { page: 'bbva' | 'oxxo' | 'transfer' }) {
  const services = useServices();
  const onCopy = useCopy();
  const { view, retry } = useLoader((signal) => services.call('clients.me', { signal }), {
    notice: (profile: Profile) =>
      page === 'transfer' && !profile.transferPaymentReference
        ? transferReferenceWarning(config.supportPhone)
        : null,
  });
  const title =
    page === 'bbva'
      ? 'Depósito en BBVA'
      : page === 'oxxo'
        ? 'Pago en efectivo en OXXO'
        : 'Transferencia electrónica';
  return (
    <LoaderFrame title={title} view={view} onRetry={retry}>
      {(profile) => {
        const props = {
          ...support,
          onCopy,
          references: {
            cashReference: profile.cashPaymentReference,
            transferReference: profile.transferPaymentReference,
          },
        };
        if (page === 'bbva') return <BbvaScreen {...props} />;
        if (page === 'oxxo') return <OxxoScreen {...props} />;
        return <TransferScreen {...props} />;
      }}
    </LoaderFrame>
  );
}

export function PaymentOptionsRoute() {
  const { pathname } = useLocation();
  switch (matchRoute(pathname)?.path) {
    case PATHS.paymentBbva:
      return <ReferencesPage key="bbva" page="bbva" />;
    case PATHS.paymentOxxo:
      return <ReferencesPage key="oxxo" page="oxxo" />;
    case PATHS.paymentTransfer:
      return <ReferencesPage key="transfer" page="transfer" />;
    default:
      return <PaymentOptionsScreen {...support} />;
  }
}

export default PaymentOptionsRoute;
