/**
 * tabla-de-pagos (spec §2): the schedule of the chosen option. On a phone every figure is readable without a
 * sideways scroll: each payment is a block of label–value pairs (signing.css.ts `table`).
 */
import type { ScheduleRow } from '../../../machines/signing/view';
import type { Centavos } from '../../domain/money';
import { formatMXN } from '../../domain/money';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import type { StepProps } from './shared';
import * as css from './signing.css';

type Column = { label: string; value(row: ScheduleRow): string; className?: string };

const money = (pick: (row: ScheduleRow) => Centavos) => (row: ScheduleRow) => formatMXN(pick(row));

const COLUMNS: readonly Column[] = [
  { label: 'No.', value: (r) => String(r.number) },
  { label: 'Fecha', value: (r) => r.date },
  { label: 'Capital', value: money((r) => r.capital) },
  { label: 'Interés', value: money((r) => r.interest) },
  { label: 'IVA', value: money((r) => r.vat) },
  { label: 'Pago', value: money((r) => r.payment), className: css.paymentCell },
  { label: 'Saldo', value: money((r) => r.balance) },
];

export function PaymentTableStep({ actor, view }: StepProps<'paymentTable'>) {
  return (
    <section className={css.page} aria-labelledby="signing-table-title">
      <PageTitle id="signing-table-title">Tabla de pagos</PageTitle>
      {/* Explicit roles: the table is laid out as blocks, which drops the native ones in some browsers. */}
      {/* biome-ignore-start lint/a11y/noRedundantRoles: kept on purpose, see above */}
      <table className={css.table} role="table">
        <caption className={css.tableCaption}>Total a pagar: {formatMXN(view.total)}</caption>
        <thead className={css.tableHead} role="rowgroup">
          <tr role="row">
            {COLUMNS.map((c) => (
              <th key={c.label} scope="col" role="columnheader">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={css.tableBody} role="rowgroup">
          {view.rows.map((r) => (
            <tr key={r.number} className={css.tableRow} role="row">
              {COLUMNS.map((c) => (
                <td key={c.label} className={`${css.cell} ${c.className ?? ''}`} role="cell">
                  <span className={css.cellLabel} aria-hidden="true">
                    {c.label}
                  </span>
                  <span className={css.cellValue}>{c.value(r)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {/* biome-ignore-end lint/a11y/noRedundantRoles: kept on purpose, see above */}
      <Button variant="primary" block onClick={() => actor.send({ type: 'CONTINUE' })}>
        Continuar
      </Button>
    </section>
  );
}
