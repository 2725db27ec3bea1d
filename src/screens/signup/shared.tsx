/** Pieces the sign-up screens share. */
import type { ActorRefFrom } from 'xstate';
import type { SignupMachine, SignupView } from '../../../machines/signup';
import { PATHS } from '../../paths';
import { Link } from '../../ui/Link';
import * as css from './signup.css';

export type SignupActor = ActorRefFrom<SignupMachine>;

export interface SignupStepProps {
  readonly actor: SignupActor;
}

/** A step's props: the actor (to send events) and what the machine's view says the screen shows. */
export interface StepProps<S extends SignupView['screen']> extends SignupStepProps {
  readonly view: Extract<SignupView, { screen: S }>;
}

/** The privacy note shown wherever personal data is collected. */
export function PrivacyNote() {
  return (
    <p className={css.privacy}>
      Tus datos personales están protegidos: solo los usamos para crear tu cuenta y evaluar tus solicitudes de
      crédito, y nunca los compartimos sin tu autorización. Consulta los{' '}
      <Link className={css.link} to={PATHS.terms} target="_blank" rel="noopener">
        términos y condiciones
      </Link>
      .
    </p>
  );
}
