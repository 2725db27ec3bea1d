/** A loan's card on /compras and the top of its detail page: badge, balance, progress paid. */
import { type LoanCard, standingLabel } from '../../../machines/account/view';
import { formatMXN } from '../../domain/money';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { ProgressBar } from '../../ui/ProgressBar';
import * as css from './account.css';

export function StandingBadge({ standing }: { standing: LoanCard['standing'] }) {
  if (standing === null) return null;
  return <span className={css.badge[standing]}>{standingLabel(standing)}</span>;
}

export function LoanSummary({
  loan,
  to,
  heading = 'h2',
}: {
  loan: LoanCard;
  to?: string;
  heading?: 'h2' | 'h3';
}) {
  const Heading = heading;
  const paidOff = loan.liquidatedAt !== null;
  return (
    <Card className={css.stack}>
      <div className={css.row}>
        <div className={css.tight}>
          <Heading className={css.heading}>{to ? <Link to={to}>{loan.title}</Link> : loan.title}</Heading>
          <span className={css.muted}>Folio {loan.serialNumber}</span>
        </div>
        {paidOff ? (
          <span className={css.badge.current}>Liquidada</span>
        ) : (
          <StandingBadge standing={loan.standing} />
        )}
      </div>
      <dl className={css.definition}>
        <dt className={css.term}>Monto del crédito</dt>
        <dd className={css.value}>{formatMXN(loan.creditAmount)}</dd>
        {paidOff ? null : (
          <>
            <dt className={css.term}>Saldo para liquidar hoy</dt>
            <dd className={css.value}>{formatMXN(loan.totalBalance)}</dd>
            {loan.overdueBalance > 0 ? (
              <>
                <dt className={css.term}>Saldo vencido</dt>
                <dd className={css.value}>{formatMXN(loan.overdueBalance)}</dd>
              </>
            ) : null}
            {loan.nextDueLabel ? (
              <>
                <dt className={css.term}>{loan.nextDueLabel}</dt>
                <dd className={css.value}>{formatMXN(loan.nextMonthsOverdue)}</dd>
              </>
            ) : null}
          </>
        )}
        <dt className={css.term}>Total pagado</dt>
        <dd className={css.value}>{formatMXN(loan.paymentsTotal)}</dd>
      </dl>
      <ProgressBar value={loan.progress} label={`Pagado de ${loan.title}`} />
      <span className={css.muted}>{loan.progress}% pagado</span>
    </Card>
  );
}
