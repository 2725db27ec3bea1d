/** /prestamo-personal (spec §2): its headline (src/domain `PERSONAL_LOAN_HEADLINE`); 'Solicitar', or sign-up / sign-in. */
import { PERSONAL_LOAN_HEADLINE } from '../../domain/limits';
import { Button } from '../../ui/Button';
import * as css from './store.css';

export interface PersonalLoanScreenProps {
  readonly loggedIn: boolean;
  readonly onRequest: () => void;
  readonly onSignup: () => void;
  readonly onLogin: () => void;
}

export function PersonalLoanScreen(props: PersonalLoanScreenProps) {
  return (
    <section className={css.page} aria-labelledby="personal-loan-title">
      <h1 id="personal-loan-title" className={css.headline}>
        {PERSONAL_LOAN_HEADLINE}
      </h1>
      <p className={css.muted}>Pide tu préstamo personal en minutos y págalo a meses.</p>
      <div className={css.actions}>
        {props.loggedIn ? (
          <Button variant="primary" block onClick={props.onRequest}>
            Solicitar
          </Button>
        ) : (
          <>
            <Button variant="primary" block onClick={props.onSignup}>
              Crear cuenta
            </Button>
            <Button variant="secondary" block onClick={props.onLogin}>
              Iniciar sesión
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
