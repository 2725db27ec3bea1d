/** seleccionar-plazo (spec §2): 'Selecciona tu primer pago', 'Monto autorizado', one card per approved option. */
import { formatMXN } from '../../domain/money';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import type { StepProps } from './shared';
import * as css from './signing.css';

export function ChooseTermStep({ actor, view }: StepProps<'chooseTerm'>) {
  return (
    <section className={css.page} aria-labelledby="signing-term-title">
      <PageTitle id="signing-term-title">Selecciona tu primer pago</PageTitle>
      <div>
        <p className={css.muted}>Monto autorizado</p>
        <p className={css.amount}>{formatMXN(view.creditAmount)}</p>
      </div>
      <fieldset className={css.options}>
        <legend className={css.muted}>Fecha de tu primer pago</legend>
        {view.options.map((o) => (
          <label key={o.firstPaymentDate} className={css.option}>
            <span className={css.optionHead}>
              <span>
                {/* A short name (the payment and its date), the card's figures as its description: named by
                    the whole card, a screen reader read some 470 characters for each option. */}
                <input
                  type="radio"
                  name="firstPaymentDate"
                  aria-label={`${formatMXN(o.monthlyPayment)} al mes, ${o.dateBadge}`}
                  aria-describedby={`term-${o.firstPaymentDate}-payments term-${o.firstPaymentDate}-figures`}
                  value={o.firstPaymentDate}
                  checked={view.selectedDate === o.firstPaymentDate}
                  onChange={() => actor.send({ type: 'TERM.SELECT', date: o.firstPaymentDate })}
                />{' '}
                <strong>{formatMXN(o.monthlyPayment)}</strong> al mes
              </span>
              <span className={css.badge}>{o.dateBadge}</span>
            </span>
            <p className={css.text} id={`term-${o.firstPaymentDate}-payments`}>
              {o.payments}
            </p>
            {o.firstPeriodNote ? <p className={css.muted}>{o.firstPeriodNote}</p> : null}
            <dl className={css.figures} id={`term-${o.firstPaymentDate}-figures`}>
              <dt>Plazo</dt>
              <dd>{o.months} meses</dd>
              <dt>Tasa de interés anual</dt>
              <dd>{o.rate}</dd>
              <dt>Intereses más IVA</dt>
              <dd>{formatMXN(o.interestAndIva)}</dd>
              <dt>Total a pagar (costo total)</dt>
              <dd>{formatMXN(o.total)}</dd>
              <dt>CAT sin IVA</dt>
              <dd>{o.cat}</dd>
            </dl>
            {o.estimateNote ? <p className={css.muted}>{o.estimateNote}</p> : null}
            {o.noInterest ? <span className={css.badge}>Meses sin intereses</span> : null}
          </label>
        ))}
      </fieldset>
      <Button variant="primary" block onClick={() => actor.send({ type: 'CONTINUE' })}>
        Continuar
      </Button>
    </section>
  );
}
