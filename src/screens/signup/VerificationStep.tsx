/**
 * /crear-cuenta/verificar (spec §2, §4 "Resend countdown", §5 "Verification"): the 4-digit code e-mailed at
 * sign-up, the 60 s resend countdown the machine ticks, and '¿Este no es tu correo?'.
 */
import type { FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import type { StepProps } from './shared';
import * as css from './signup.css';

export function VerificationStep({ actor, view }: StepProps<'verification'>) {
  const { sentTo: email, code, error, countdown, submitting, resend } = view;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'CODE.SUBMIT' });
  };

  return (
    <section className={css.page} aria-labelledby="signup-verify-title">
      <PageTitle
        id="signup-verify-title"
        subtitle={
          <>
            Ingresa el código de 4 dígitos que enviamos a{' '}
            {email ? <span className={css.strong}>{email}</span> : 'tu correo electrónico'}.
          </>
        }
      >
        Verifica tu correo
      </PageTitle>
      <form className={css.form} onSubmit={submit} noValidate aria-busy={submitting || undefined}>
        <TextField
          label="Código de verificación"
          name="activationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          value={code}
          error={error ?? undefined}
          onChange={(event) => actor.send({ type: 'CODE.CHANGE', value: event.currentTarget.value })}
        />
        <Button type="submit" variant="primary" block loading={submitting}>
          Verificar
        </Button>
      </form>
      <div className={css.links}>
        {resend === 'ready' ? (
          <button
            type="button"
            className={css.linkButton}
            onClick={() => actor.send({ type: 'CODE.RESEND' })}
          >
            Reenviar código
          </button>
        ) : resend === 'resending' ? (
          <Spinner label="Enviando un nuevo código" showLabel />
        ) : resend === 'checking' ? (
          <Spinner label="Revisando cuándo puedes pedir otro código" />
        ) : (
          <p className={css.muted} role="timer" aria-live="off">
            Podrás pedir un nuevo código en {countdown} s
          </p>
        )}
        <button
          type="button"
          className={css.linkButton}
          disabled={submitting}
          onClick={() => actor.send({ type: 'EMAIL.EDIT' })}
        >
          ¿Este no es tu correo?
        </button>
      </div>
    </section>
  );
}
