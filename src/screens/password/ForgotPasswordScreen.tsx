/**
 * /olvide-contrasena (spec §2 "Login and password", §5 "Forgot password"): the e-mail form, then the sent notice.
 * Renders the password machine's `forgot` states and sends its events; no rules here.
 */
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PasswordMachine } from '../../../machines/password.machine';
import {
  forgotFormView,
  passwordView,
  sameForgotFormView,
  samePasswordView,
} from '../../../machines/password.view';
import { PATHS } from '../../paths';
import { Button } from '../../ui/Button';
import { EmailField } from '../../ui/EmailField';
import { Link } from '../../ui/Link';
import { PageTitle } from '../../ui/PageTitle';
import * as css from './password.css';

export interface PasswordScreenProps {
  readonly actor: ActorRefFrom<PasswordMachine>;
}

function BackToLogin() {
  return (
    <div className={css.links}>
      <Link className={css.link} to={PATHS.login}>
        Volver a iniciar sesión
      </Link>
    </div>
  );
}

export function ForgotPasswordScreen({ actor }: PasswordScreenProps) {
  const { email, error } = useSelector(actor, forgotFormView, sameForgotFormView);
  const { sending, sentTo } = useSelector(actor, passwordView, samePasswordView);

  if (sentTo !== null) {
    return (
      <section className={css.page} aria-labelledby="forgot-title">
        <PageTitle id="forgot-title">Revisa tu correo</PageTitle>
        <p className={css.text}>
          Te enviamos un enlace a <span className={css.strong}>{sentTo}</span> para que crees una nueva
          contraseña.
        </p>
        <p className={css.muted}>Si no lo ves en unos minutos, revisa tu carpeta de correo no deseado.</p>
        <div className={css.actions}>
          <Button variant="secondary" block onClick={() => actor.send({ type: 'EDIT_EMAIL' })}>
            Usar otro correo
          </Button>
        </div>
        <BackToLogin />
      </section>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };

  return (
    <section className={css.page} aria-labelledby="forgot-title">
      <PageTitle
        id="forgot-title"
        subtitle="Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para crear una nueva contraseña."
      >
        Recuperar contraseña
      </PageTitle>
      <form className={css.form} onSubmit={submit} noValidate aria-busy={sending || undefined}>
        <EmailField
          label="Correo electrónico"
          name="email"
          value={email}
          error={error}
          readOnly={sending}
          onChange={(event) =>
            actor.send({ type: 'CHANGE', field: 'email', value: event.currentTarget.value })
          }
          onBlur={() => actor.send({ type: 'BLUR', field: 'email' })}
        />
        <Button type="submit" variant="primary" block loading={sending}>
          Enviar enlace
        </Button>
      </form>
      <BackToLogin />
    </section>
  );
}
