/** tabla-de-pagos (spec §2): the schedule of the chosen option. */
import { formatMXN } from '../../domain/money';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import type { StepProps } from './shared';
import * as css from './signing.css';

const HEADERS = ['No.', 'Fecha', 'Capital', 'Interés', 'IVA', 'Pago', 'Saldo'];

export function PaymentTableStep({ actor, view }: StepProps<'paymentTable'>) {
  return (
    <section className={css.page} aria-labelledby="signing-table-title">
      <PageTitle id="signing-table-title">Tabla de pagos</PageTitle>
      {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it (axe scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={css.tableWrap} aria-label="Pagos mensuales" tabIndex={0}>
        <table className={css.table}>
          <caption className={css.muted}>Total a pagar: {formatMXN(view.total)}</caption>
          <thead>
            <tr>
              {HEADERS.map((h) => (
                <th key={h} scope="col" className={css.cell}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.rows.map((r) => (
              <tr key={r.number}>
                <td className={css.cell}>{r.number}</td>
                <td className={css.cell}>{r.date}</td>
                <td className={css.cell}>{formatMXN(r.capital)}</td>
                <td className={css.cell}>{formatMXN(r.interest)}</td>
                <td className={css.cell}>{formatMXN(r.vat)}</td>
                <td className={css.cell}>{formatMXN(r.payment)}</td>
                <td className={css.cell}>{formatMXN(r.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Button variant="primary" block onClick={() => actor.send({ type: 'CONTINUE' })}>
        Continuar
      </Button>
    </section>
  );
}
