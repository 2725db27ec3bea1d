/** /crear-cuenta/actualizar-correo (spec §2, §5 "New e-mail"): another address for the activation code. */
import type { FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { button } from '../../ui/buttonClasses';
import { EmailField } from '../../ui/EmailField';
import { ArrowLeftIcon } from '../../ui/icons';
import { PageTitle } from '../../ui/PageTitle';
import type { StepProps } from './shared';
import * as css from './signup.css';

export function UpdateEmailStep({ actor, view }: StepProps<'updateEmail'>) {
  const { email, error, submitting } = view;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'EMAIL.SUBMIT' });
  };

  return (
    <section className={css.page} aria-labelledby="signup-email-title">
      <div className={css.header}>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'icon' })}
          aria-label="Regresar a la verificación"
          disabled={submitting}
          onClick={() => actor.send({ type: 'EMAIL.BACK' })}
        >
          <ArrowLeftIcon />
        </button>
      </div>
      <PageTitle
        id="signup-email-title"
        subtitle="Te enviaremos un nuevo código de verificación a esta dirección."
      >
        Actualiza tu correo electrónico
      </PageTitle>
      <form className={css.form} onSubmit={submit} noValidate aria-busy={submitting || undefined}>
        <EmailField
          label="Nuevo correo electrónico"
          name="email"
          value={email}
          error={error ?? undefined}
          onChange={(event) => actor.send({ type: 'EMAIL.CHANGE', value: event.currentTarget.value })}
          onBlur={() => actor.send({ type: 'EMAIL.BLUR' })}
        />
        <Button type="submit" variant="primary" block loading={submitting}>
          Confirmar correo
        </Button>
      </form>
    </section>
  );
}
