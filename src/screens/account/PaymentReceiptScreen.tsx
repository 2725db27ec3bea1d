/** /compras/pagos/{paymentId}: the payment as a receipt a person can save or print. */
import type { PaymentRow } from '../../../machines/account/view';
import { formatMXN } from '../../domain/money';
import { PATHS } from '../../paths';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { PageTitle } from '../../ui/PageTitle';
import * as css from './account.css';

export interface PaymentReceiptScreenProps {
  readonly payment: PaymentRow | null;
  readonly onPrint: () => void;
}

export function PaymentReceiptScreen({ payment, onPrint }: PaymentReceiptScreenProps) {
  if (!payment) {
    return (
      <section className={css.stack}>
        <PageTitle>Detalle de pago</PageTitle>
        <p className={css.text}>No encontramos este pago en tu cuenta.</p>
        <Link to={PATHS.purchases}>Volver a Mi cuenta</Link>
      </section>
    );
  }
  return (
    <section className={css.stack}>
      <PageTitle>Comprobante de pago</PageTitle>
      <Card className={`${css.stack} ${css.receipt}`}>
        <dl className={css.definition}>
          <dt className={css.term}>Forma de pago</dt>
          <dd className={css.value}>{payment.method}</dd>
          <dt className={css.term}>Fecha</dt>
          <dd className={css.value}>{payment.date}</dd>
          <dt className={css.term}>Monto recibido</dt>
          <dd className={css.value}>{formatMXN(payment.originalAmount)}</dd>
          <dt className={css.term}>Monto aplicado</dt>
          <dd className={css.value}>{formatMXN(payment.appliedAmount)}</dd>
          {payment.unappliedAmount > 0 ? (
            <>
              <dt className={css.term}>Monto no aplicado</dt>
              <dd className={css.value}>{formatMXN(payment.unappliedAmount)}</dd>
            </>
          ) : null}
          <dt className={css.term}>Folio del pago</dt>
          <dd className={css.value}>{payment.id}</dd>
        </dl>
        <h2 className={css.subheading}>Se aplicó a</h2>
        {payment.applications.length === 0 ? (
          <p className={css.muted}>Este pago no se aplicó a ninguna compra.</p>
        ) : (
          <ul className={css.list}>
            {payment.applications.map((a) => (
              <li key={a.id} className={css.row}>
                <span>{a.title}</span>
                <strong>{formatMXN(a.amount)}</strong>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <div className={`${css.stack} ${css.noPrint}`}>
        <Button onClick={onPrint}>Imprimir o guardar comprobante</Button>
        <Link to={PATHS.paymentApplicationOrder}>¿Cómo se aplican mis pagos?</Link>
        <Link to={PATHS.purchases}>Volver a Mi cuenta</Link>
      </div>
    </section>
  );
}
