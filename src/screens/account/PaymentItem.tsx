/** One payment in a list: method, date, amount, link to its receipt. */
import type { PaymentRow } from '../../../machines/account/view';
import { formatMXN } from '../../domain/money';
import { fillPath, PATHS } from '../../paths';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import * as css from './account.css';

export function PaymentItem({ payment }: { payment: PaymentRow }) {
  return (
    <Card className={css.row}>
      <div className={css.tight}>
        <Link to={fillPath(PATHS.payment, { paymentId: payment.id })}>{payment.method}</Link>
        <span className={css.muted}>{payment.date}</span>
      </div>
      <strong>{formatMXN(payment.appliedAmount)}</strong>
    </Card>
  );
}
