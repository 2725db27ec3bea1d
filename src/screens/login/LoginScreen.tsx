/**
 * Login screen (spec §2 "Login and password"): renders the login machine's state and sends its events.
 * No rules here: validation, the sign-in call and where to go next live in machines/login.machine.ts; what the
 * screen shows comes from machines/login.view.ts.
 */
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LoginField, LoginMachine } from '../../../machines/login.machine';
import { loginView, sameLoginView } from '../../../machines/login.view';
import { PATHS } from '../../paths';
import { Button } from '../../ui/Button';
import { EmailField } from '../../ui/EmailField';
import { Link } from '../../ui/Link';
import { PageTitle } from '../../ui/PageTitle';
import { PasswordField } from '../../ui/PasswordField';
import { useSubmitBeforeHydration } from '../../ui/typedBeforeHydration';
import * as css from './login.css';

export interface LoginScreenProps {
  readonly actor: ActorRefFrom<LoginMachine>;
}

export function LoginScreen({ actor }: LoginScreenProps) {
  const { email, password, errors, submitting } = useSelector(actor, loginView, sameLoginView);

  const change = (field: LoginField) => (event: { currentTarget: HTMLInputElement }) =>
    actor.send({ type: 'CHANGE', field, value: event.currentTarget.value });

  const formRef = useSubmitBeforeHydration();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };

  return (
    <section className={css.page} aria-labelledby="login-title">
      <PageTitle id="login-title" subtitle="Ingresa a tu cuenta para comprar a meses y ver tus pagos.">
        Iniciar sesión
      </PageTitle>
      <form
        ref={formRef}
        className={css.form}
        onSubmit={submit}
        noValidate
        aria-busy={submitting || undefined}
      >
        <EmailField
          label="Correo electrónico"
          name="email"
          value={email}
          error={errors.email}
          onChange={change('email')}
          onBlur={() => actor.send({ type: 'BLUR', field: 'email' })}
        />
        <PasswordField
          label="Contraseña"
          name="password"
          value={password}
          error={errors.password}
          onChange={change('password')}
        />
        <Button type="submit" variant="primary" block loading={submitting}>
          Iniciar sesión
        </Button>
      </form>
      <div className={css.links}>
        <Link className={css.link} to={PATHS.forgotPassword}>
          ¿Olvidaste tu contraseña?
        </Link>
        <p className={css.muted}>
          ¿Aún no tienes cuenta?{' '}
          <Link className={css.link} to={PATHS.signup}>
            Crear cuenta
          </Link>
        </p>
      </div>
    </section>
  );
}
