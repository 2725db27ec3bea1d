/**
 * /aplicacion-credito (spec §2, §5 "Product form", §9): price (store), amount, term buttons with the MSI badge,
 * the estimated monthly payment and, before any consent, the total to pay and the CAT with 'Así se calcula'.
 */
import type { FormEvent } from 'react';
import { PERSONAL_LOAN_HEADLINE, PRICE_HINT } from '../../domain/limits';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import * as css from './application.css';
import { inputValue, StepPage, type StepProps } from './shared';

export function ProductStep({ actor, view }: StepProps) {
  const { product, productErrors } = view;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'PRODUCT.SUBMIT' });
  };
  const subtitle = view.isStore
    ? view.storeName
      ? `Compra en ${view.storeName}`
      : undefined
    : PERSONAL_LOAN_HEADLINE;
  return (
    <StepPage view={view} id="application-product-title" subtitle={subtitle}>
      <form className={css.form} onSubmit={submit} noValidate aria-busy={view.busy || undefined}>
        {view.isStore ? (
          <TextField
            label="Precio de tu compra"
            name="productPrice"
            inputMode="decimal"
            placeholder="$0.00"
            hint={PRICE_HINT}
            value={product.productPrice}
            error={productErrors.productPrice}
            onChange={(e) =>
              actor.send({ type: 'PRODUCT.CHANGE', field: 'productPrice', value: inputValue(e) })
            }
          />
        ) : null}
        <TextField
          label={view.isStore ? 'Monto a financiar' : 'Monto del préstamo'}
          name="creditAmount"
          inputMode="decimal"
          placeholder="$0.00"
          hint={`Tu límite disponible es de ${view.limitText}`}
          value={product.creditAmount}
          error={productErrors.creditAmount}
          onChange={(e) =>
            actor.send({ type: 'PRODUCT.CHANGE', field: 'creditAmount', value: inputValue(e) })
          }
        />
        <fieldset
          className={css.terms}
          aria-describedby={productErrors.requestedPeriod ? 'requestedPeriod-error' : undefined}
        >
          <legend className={css.legend}>Plazo</legend>
          {view.terms.terms.map((t) => (
            <label key={t.months} className={css.term}>
              <input
                type="radio"
                name="requestedPeriod"
                value={t.months}
                checked={product.requestedPeriod === t.months}
                disabled={view.terms.disabled}
                onChange={() => actor.send({ type: 'TERM.SELECT', requestedPeriod: t.months })}
              />
              {t.months} meses
              {t.noInterest ? <span className={css.badge}>MSI</span> : null}
            </label>
          ))}
        </fieldset>
        {productErrors.requestedPeriod ? (
          <p id="requestedPeriod-error" className={css.error}>
            {productErrors.requestedPeriod}
          </p>
        ) : null}
        <dl className={css.summary} aria-live="polite" aria-busy={view.estimating || undefined}>
          <div className={css.summaryRow}>
            <dt>Pago mensual estimado</dt>
            <dd>{view.estimating ? 'Calculando…' : (view.estimateText ?? '—')}</dd>
          </div>
          {view.cost && !view.estimating ? (
            <>
              <div className={css.summaryRow}>
                <dt>Pagos</dt>
                <dd>{view.cost.payments}</dd>
              </div>
              <div className={css.summaryRow}>
                <dt>Total a pagar</dt>
                <dd>{view.cost.totalText}</dd>
              </div>
              <div className={css.summaryRow}>
                <dt>CAT</dt>
                <dd>{view.cost.catText} sin IVA, informativo</dd>
              </div>
            </>
          ) : null}
        </dl>
        {view.cost && !view.estimating ? (
          <p className={css.note}>
            Así se calcula: el total es la suma de tus pagos
            {view.cost.noInterest ? ' (sin intereses, pagas solo el monto)' : ''}; el último ajusta los
            centavos del redondeo. El CAT (Costo Anual Total) sigue el método de Banco de México sobre los
            pagos sin IVA, solo para fines informativos y de comparación. El primer pago cambia según la fecha
            que elijas al firmar: cubre los días que pasen hasta ella.
          </p>
        ) : null}
        <div className={css.actions}>
          <Button type="submit" variant="primary" block loading={view.busy}>
            Continuar
          </Button>
        </div>
      </form>
    </StepPage>
  );
}
