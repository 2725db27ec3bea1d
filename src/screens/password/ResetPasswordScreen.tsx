/**
 * /olvide-contrasena/recuperar-contrasena (spec §2, §4 "Password reset success", §5 "Reset password"): the new
 * password and its confirmation, then the success notice with the redirect countdown. Renders the password
 * machine's `reset` states and sends its events; the button is disabled while the machine says the form is
 * not valid.
 */
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, type ResetField } from '../../../machines/password.machine';
import {
  passwordView,
  resetFormView,
  samePasswordView,
  sameResetFormView,
} from '../../../machines/password.view';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { PasswordField } from '../../ui/PasswordField';
import type { PasswordScreenProps } from './ForgotPasswordScreen';
import * as css from './password.css';

function seconds(n: number): string {
  return n === 1 ? '1 segundo' : `${n} segundos`;
}

export function ResetPasswordScreen({ actor }: PasswordScreenProps) {
  const { password, confirmation, passwordError, confirmationError, canSubmit, countdown } = useSelector(
    actor,
    resetFormView,
    sameResetFormView,
  );
  const { submitting, succeeded } = useSelector(actor, passwordView, samePasswordView);

  if (succeeded) {
    return (
      <section className={css.page} aria-labelledby="reset-title">
        <PageTitle id="reset-title">Contraseña restablecida</PageTitle>
        <p className={css.text}>Ya puedes usar tu nueva contraseña para iniciar sesión.</p>
        <p className={css.muted}>Te redirigiremos en {seconds(countdown)}.</p>
        <Button variant="primary" block onClick={() => actor.send({ type: 'CONTINUE' })}>
          Continuar
        </Button>
      </section>
    );
  }

  const change = (field: ResetField) => (event: { currentTarget: HTMLInputElement }) =>
    actor.send({ type: 'CHANGE', field, value: event.currentTarget.value });
  const blur = (field: ResetField) => () => actor.send({ type: 'BLUR', field });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };

  return (
    <section className={css.page} aria-labelledby="reset-title">
      <PageTitle id="reset-title" subtitle="Crea una nueva contraseña para tu cuenta.">
        Restablecer contraseña
      </PageTitle>
      <form className={css.form} onSubmit={submit} noValidate aria-busy={submitting || undefined}>
        <PasswordField
          label="Nueva contraseña"
          name="password"
          autoComplete="new-password"
          hint={`Usa al menos ${PASSWORD_MIN_LENGTH} caracteres.`}
          value={password}
          error={passwordError}
          readOnly={submitting}
          onChange={change('password')}
          onBlur={blur('password')}
        />
        <PasswordField
          label="Confirma tu nueva contraseña"
          name="confirmation"
          autoComplete="new-password"
          value={confirmation}
          error={confirmationError}
          readOnly={submitting}
          onChange={change('confirmation')}
          onBlur={blur('confirmation')}
        />
        <Button type="submit" variant="primary" block loading={submitting} disabled={!canSubmit}>
          Restablecer contraseña
        </Button>
      </form>
      <div className={css.links}>
        <p className={css.muted}>¿Tu enlace ya no funciona?</p>
        <button
          type="button"
          className={css.linkButton}
          onClick={() => actor.send({ type: 'REQUEST_NEW_LINK' })}
        >
          Solicitar un enlace nuevo
        </button>
      </div>
    </section>
  );
}
