/**
 * /aplicacion-credito/resultado and /aplicacion-credito/limite-de-solicitudes-exedido (spec §2 "Result screens",
 * §8): the decision, its text and one button; promoter mode shows 'Finalizar'.
 */
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import * as css from './application.css';
import { ResultScreen } from './ResultScreen';
import type { StepProps } from './shared';

export function ResultStep({
  actor,
  view,
  documents,
}: StepProps & { documents?: ((applicationId: string) => ReactNode) | undefined }) {
  const result = view.result;
  if (!result) return null;
  return (
    <ResultScreen
      result={result}
      onFinish={() => actor.send({ type: 'FINISH' })}
      summary={
        view.cost && (result.kind === 'APPROVED' || result.kind === 'PREAPPROVED') ? (
          <>
            <dl className={css.summary}>
              <div className={css.summaryRow}>
                <dt>Pago mensual estimado</dt>
                <dd>{view.estimateText}</dd>
              </div>
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
            </dl>
            <p className={css.note}>
              Así se calcula: el total es la suma de tus pagos, con el primero a un mes; el CAT (Costo Anual
              Total) sigue el método de Banco de México sobre los pagos sin IVA, solo para fines informativos
              y de comparación. Las condiciones finales se muestran al elegir la fecha de tu primer pago: ese
              pago cubre los días que pasen hasta ella, así que puede ser distinto de los demás.
            </p>
          </>
        ) : null
      }
      documents={documents}
    />
  );
}

export function LimitExceededStep({ actor, view }: StepProps) {
  return (
    <section className={css.page} aria-labelledby="application-limit-title">
      <PageTitle id="application-limit-title">Límite de solicitudes excedido</PageTitle>
      <p className={css.text}>{view.limitMessage}</p>
      <div className={css.actions}>
        <Button variant="primary" block data-action="finish" onClick={() => actor.send({ type: 'FINISH' })}>
          Ir al inicio
        </Button>
      </div>
    </section>
  );
}
