/**
 * /compras/detalles-de-compra/{id} (active) and /compras/pagadas/{id} (liquidated): the loan, its payment
 * schedule block (spec §2), the early payoff and the signed contract (beyond the spec) and its payments.
 */
import { MESSAGES } from '../../../machines/account/messages';
import type { LoanDetailView } from '../../../machines/account/view';
import { formatMXN } from '../../domain/money';
import { fillPath, PATHS } from '../../paths';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { PageTitle } from '../../ui/PageTitle';
import { ContractFileButtons, type ContractFileButtonsProps } from '../signing/ContractFileButtons';
import * as css from './account.css';
import { LoanSummary } from './LoanSummary';
import { PaymentItem } from './PaymentItem';

export interface LoanDetailScreenProps {
  readonly view: LoanDetailView;
  readonly paid: boolean;
  /** Reads or downloads the signed contract (beyond the spec). */
  readonly contract?: ContractFileButtonsProps;
}

export function LoanDetailScreen({ view, paid, contract }: LoanDetailScreenProps) {
  const title = paid ? 'Compra pagada' : 'Detalles de compra';
  if (!view.found) {
    return (
      <section className={css.stack}>
        <PageTitle>{title}</PageTitle>
        <p className={css.text}>No encontramos esta compra en tu cuenta.</p>
        <Link to={PATHS.purchases}>Volver a Mi cuenta</Link>
      </section>
    );
  }
  const { loan, schedule, payoff, payments } = view;
  return (
    <section className={css.stack}>
      <PageTitle>{title}</PageTitle>
      {view.failedToObtainBalance ? (
        <Card>
          <p className={css.text}>{MESSAGES.balanceScreen}</p>
        </Card>
      ) : null}
      <LoanSummary loan={loan} />
      <Card className={css.stack}>
        <h2 id="schedule-heading" className={css.heading}>
          Calendario de pagos
        </h2>
        <dl className={css.definition}>
          <dt className={css.term}>Número de pagos mensuales</dt>
          <dd className={css.value}>{schedule.count}</dd>
          {schedule.firstDiffers ? (
            <>
              <dt className={css.term}>Primer pago</dt>
              <dd className={css.value}>{formatMXN(schedule.firstAmount)}</dd>
            </>
          ) : null}
          <dt className={css.term}>Pago mensual</dt>
          <dd className={css.value}>{formatMXN(schedule.monthlyAmount)}</dd>
          {schedule.lastDiffers ? (
            <>
              <dt className={css.term}>Último pago</dt>
              <dd className={css.value}>{formatMXN(schedule.lastAmount)}</dd>
            </>
          ) : null}
          <dt className={css.term}>Total de pagos</dt>
          <dd className={css.value}>{formatMXN(schedule.total)}</dd>
        </dl>
        {schedule.count > 0 ? <p className={css.text}>{schedule.payments}.</p> : null}
        <ol className={css.timeline} aria-label="Pagos">
          {schedule.rows.map((r) => (
            <li key={r.number} className={css.timelineItem}>
              <strong>{r.label}</strong>
              <span>{r.date}</span>
              <span className={css.mark[r.mark]}>{r.markLabel}</span>
            </li>
          ))}
        </ol>
        <Link to={fillPath(PATHS.purchasePaymentTable, { applicationId: loan.id })}>Ver tabla de pagos</Link>
      </Card>
      {payoff ? (
        <Card className={css.stack}>
          <h2 id="payoff-heading" className={css.heading}>
            Liquidar o adelantar pagos
          </h2>
          <p className={css.text}>Para liquidar hoy ({payoff.date}) paga:</p>
          <p className={css.amount}>{formatMXN(payoff.payoffAmount)}</p>
          <dl className={css.definition}>
            <dt className={css.term}>Capital pendiente</dt>
            <dd className={css.value}>{formatMXN(payoff.capital)}</dd>
            <dt className={css.term}>Intereses a la fecha</dt>
            <dd className={css.value}>{formatMXN(payoff.interest)}</dd>
            <dt className={css.term}>IVA de los intereses</dt>
            <dd className={css.value}>{formatMXN(payoff.iva)}</dd>
          </dl>
          <p className={css.text}>
            Sin penalización. Si liquidas hoy te ahorras {formatMXN(payoff.savings)} de intereses e IVA de tus
            pagos futuros. También puedes adelantar pagos: lo que pagues de más se abona a tu capital y los
            pagos que cubras por completo antes de su fecha ya no generan intereses.
          </p>
          <Link to={PATHS.paymentOptions}>Ver formas de pago</Link>
        </Card>
      ) : null}
      {contract ? (
        <Card className={css.stack}>
          <h2 className={css.heading}>Tu contrato</h2>
          <p className={css.text}>El contrato que firmaste, con tus pagos, la tasa y el CAT de tu crédito.</p>
          <ContractFileButtons onView={contract.onView} onDownload={contract.onDownload} />
        </Card>
      ) : null}
      <Card className={css.stack}>
        <h2 className={css.heading}>Pagos de esta compra</h2>
        {payments.length === 0 ? (
          <p className={css.text}>{MESSAGES.noPayments}</p>
        ) : (
          <ul className={css.list}>
            {payments.map((p) => (
              <li key={p.id}>
                <PaymentItem payment={p} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Link to={PATHS.purchases}>Volver a Mi cuenta</Link>
    </section>
  );
}
