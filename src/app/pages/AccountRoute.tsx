/**
 * Mi cuenta (spec §2): /compras, /compras/detalles-de-compra/{id} (+ /tabla-de-pagos), /compras/pagadas/{id},
 * /compras/pagos/{paymentId} and /compras/aplicacion-de-pagos. Each page reads through the one loader
 * (machines/shared/loader.ts) what `accountLoads` (machines/account/actors.ts) reads with `services.call`. A
 * failed balance read is not a failed page: the rest shows, with the 8 s warning of spec §8
 * (`failedToObtainBalance`). A loan's page reads or downloads its signed contract (src/app/contract-file.ts).
 */
import { useLocation, useParams } from 'react-router';
import {
  type AccountData,
  accountLoads,
  balanceWarning,
  loanDetailView,
  paymentRow,
  purchasesView,
} from '../../../machines/account';
import { config } from '../../config';
import { PATHS } from '../../paths';
import { ApplicationOrderScreen } from '../../screens/account/ApplicationOrderScreen';
import { LoaderFrame } from '../../screens/account/LoaderFrame';
import { LoanDetailScreen } from '../../screens/account/LoanDetailScreen';
import { PaymentReceiptScreen } from '../../screens/account/PaymentReceiptScreen';
import { PaymentTableScreen } from '../../screens/account/PaymentTableScreen';
import { PurchasesScreen } from '../../screens/account/PurchasesScreen';
import { useAlerts } from '../alerts';
import { contractActions } from '../contract-file';
import { useLoader } from '../flows/useLoader';
import { matchRoute } from '../routes';
import { useServices } from '../services-context';

const balanceNotice = (data: AccountData) =>
  data.balances === null ? balanceWarning(config.supportPhone) : null;

function PurchasesPage() {
  const services = useServices();
  const { view, retry } = useLoader(accountLoads(services.call).account, { notice: balanceNotice });
  return (
    <LoaderFrame title="Mi cuenta" view={view} onRetry={retry}>
      {(data) => <PurchasesScreen view={purchasesView(data)} />}
    </LoaderFrame>
  );
}

function LoanPage({ applicationId, page }: { applicationId: string; page: 'details' | 'table' | 'paid' }) {
  const services = useServices();
  const alerts = useAlerts();
  const { onViewContract, onDownloadContract } = contractActions(
    services,
    () => ({ applicationId }),
    (message) => alerts.show({ message, alertType: 'error' }),
  );
  const { view, retry } = useLoader((signal) => accountLoads(services.call).loan(applicationId, signal), {
    notice: balanceNotice,
  });
  const title =
    page === 'table' ? 'Tabla de pagos' : page === 'paid' ? 'Compra pagada' : 'Detalles de compra';
  return (
    <LoaderFrame title={title} view={view} onRetry={retry}>
      {(data) =>
        page === 'table' ? (
          <PaymentTableScreen view={loanDetailView(data)} />
        ) : (
          <LoanDetailScreen
            view={loanDetailView(data)}
            paid={page === 'paid'}
            contract={{ onView: onViewContract, onDownload: onDownloadContract }}
          />
        )
      }
    </LoaderFrame>
  );
}

function PaymentPage({ paymentId }: { paymentId: string }) {
  const services = useServices();
  const { view, retry } = useLoader(accountLoads(services.call).account);
  return (
    <LoaderFrame title="Detalle de pago" view={view} onRetry={retry}>
      {(data) => {
        const payment = data.payments.find((p) => p.id === paymentId);
        return (
          <PaymentReceiptScreen
            payment={payment ? paymentRow(payment, data.applications) : null}
            onPrint={() => window.print()}
          />
        );
      }}
    </LoaderFrame>
  );
}

export function AccountRoute() {
  const { pathname } = useLocation();
  const { applicationId = '', paymentId = '' } = useParams();
  switch (matchRoute(pathname)?.path) {
    case PATHS.purchaseDetails:
      return <LoanPage key={`d-${applicationId}`} applicationId={applicationId} page="details" />;
    case PATHS.purchasePaymentTable:
      return <LoanPage key={`t-${applicationId}`} applicationId={applicationId} page="table" />;
    case PATHS.paidPurchase:
      return <LoanPage key={`p-${applicationId}`} applicationId={applicationId} page="paid" />;
    case PATHS.payment:
      return <PaymentPage key={paymentId} paymentId={paymentId} />;
    case PATHS.paymentApplicationOrder:
      return <ApplicationOrderScreen />;
    default:
      return <PurchasesPage />;
  }
}

export default AccountRoute;
