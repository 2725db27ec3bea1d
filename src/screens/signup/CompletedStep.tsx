/** /crear-cuenta/completada (spec §2): the two-step list and Continue. */
import { Button } from '../../ui/Button';
import { CheckIcon } from '../../ui/icons';
import { PageTitle } from '../../ui/PageTitle';
import type { SignupStepProps } from './shared';
import * as css from './signup.css';

export function CompletedStep({ actor }: SignupStepProps) {
  return (
    <section className={css.page} aria-labelledby="signup-done-title">
      <PageTitle id="signup-done-title" subtitle="Tu correo quedó verificado. Ahora completa tu solicitud.">
        ¡Tu cuenta está lista!
      </PageTitle>
      <ol className={css.steps} aria-label="Pasos">
        <li className={css.step}>
          <span className={`${css.stepMarker} ${css.stepDone}`} aria-hidden="true">
            <CheckIcon />
          </span>
          <span>
            Crear cuenta
            <span className={css.stepState}>Completado</span>
          </span>
        </li>
        <li className={css.step} aria-current="step">
          <span className={css.stepMarker} aria-hidden="true">
            2
          </span>
          <span>
            Completa tu solicitud
            <span className={css.stepState}>En curso</span>
          </span>
        </li>
      </ol>
      <Button variant="primary" block onClick={() => actor.send({ type: 'CONTINUE' })}>
        Continuar
      </Button>
    </section>
  );
}
