/** /aplicacion-credito/continuar-a-meses-con-intereses (spec §4 "Interest offer"). */
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import * as css from './application.css';
import type { StepProps } from './shared';

export function InterestOfferStep({ actor, view }: StepProps) {
  return (
    <section className={css.page} aria-labelledby="application-offer-title">
      <PageTitle
        id="application-offer-title"
        subtitle="Por ahora no podemos ofrecerte meses sin intereses, pero puedes continuar tu compra a meses con intereses."
      >
        Continuar a meses con intereses
      </PageTitle>
      <div className={css.actions} aria-busy={view.busy || undefined}>
        <Button
          variant="primary"
          block
          loading={view.busy}
          onClick={() => actor.send({ type: 'OFFER.ACCEPT' })}
        >
          Continuar CON intereses
        </Button>
        <Button
          variant="secondary"
          block
          disabled={view.busy}
          onClick={() => actor.send({ type: 'OFFER.DECLINE' })}
        >
          Cancelar
        </Button>
      </div>
    </section>
  );
}
