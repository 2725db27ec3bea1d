/** /compras/detalles-de-compra/{id}/tabla-de-pagos: every instalment with its mark (paid, next, not made, advance). */
import type { LoanDetailView } from '../../../machines/account/view';
import { formatMXN } from '../../domain/money';
import { fillPath, PATHS } from '../../paths';
import { Link } from '../../ui/Link';
import { PageTitle } from '../../ui/PageTitle';
import * as css from './account.css';

export function PaymentTableScreen({ view }: { view: LoanDetailView }) {
  if (!view.found) {
    return (
      <section className={css.stack}>
        <PageTitle>Tabla de pagos</PageTitle>
        <p className={css.text}>No encontramos esta compra en tu cuenta.</p>
        <Link to={PATHS.purchases}>Volver a Mi cuenta</Link>
      </section>
    );
  }
  const { loan, schedule } = view;
  return (
    <section className={css.stack}>
      <PageTitle subtitle={`${loan.title} · Folio ${loan.serialNumber}`}>Tabla de pagos</PageTitle>
      <table className={css.table}>
        <caption className={css.muted}>
          {schedule.count > 0 ? schedule.payments : '0 pagos mensuales'} · Total {formatMXN(schedule.total)}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={css.cell}>
              Pago
            </th>
            <th scope="col" className={css.cell}>
              Fecha
            </th>
            <th scope="col" className={`${css.cell} ${css.numeric}`}>
              Monto
            </th>
            <th scope="col" className={css.cell}>
              Estado
            </th>
          </tr>
        </thead>
        <tbody>
          {schedule.rows.map((r) => (
            <tr key={r.number}>
              <th scope="row" className={css.cell}>
                {r.number}
              </th>
              <td className={css.cell}>{r.date}</td>
              <td className={`${css.cell} ${css.numeric}`}>{formatMXN(r.amount)}</td>
              <td className={`${css.cell} ${css.mark[r.mark]}`}>{r.markLabel}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Link to={fillPath(PATHS.purchaseDetails, { applicationId: loan.id })}>Volver a los detalles</Link>
    </section>
  );
}
