/**
 * /crear-cuenta (spec §2 "Sign-up", §5 "Account step"): e-mail, phone and password, checked on submit.
 * The phone shows as (###) ###-#### while the machine keeps its 10 digits.
 */
import type { FormEvent } from 'react';
import type { AccountField } from '../../../machines/signup';
import { maskPhoneInput } from '../../domain/phone';
import { PATHS } from '../../paths';
import { Button } from '../../ui/Button';
import { EmailField } from '../../ui/EmailField';
import { Link } from '../../ui/Link';
import { PageTitle } from '../../ui/PageTitle';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { useSubmitBeforeHydration } from '../../ui/typedBeforeHydration';
import { PrivacyNote, type StepProps } from './shared';
import * as css from './signup.css';

export function AccountStep({ actor, view }: StepProps<'account'>) {
  const { values: account, errors, checking } = view;

  const change = (field: AccountField) => (event: { currentTarget: HTMLInputElement }) =>
    actor.send({ type: 'ACCOUNT.CHANGE', field, value: event.currentTarget.value });
  const blur = (field: AccountField) => () => actor.send({ type: 'ACCOUNT.BLUR', field });

  const formRef = useSubmitBeforeHydration();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'ACCOUNT.SUBMIT' });
  };

  return (
    <section className={css.page} aria-labelledby="signup-account-title">
      <PageTitle
        id="signup-account-title"
        subtitle="Crea tu cuenta para comprar a meses o pedir un préstamo."
      >
        Crear cuenta
      </PageTitle>
      <form ref={formRef} className={css.form} onSubmit={submit} noValidate aria-busy={checking || undefined}>
        <EmailField
          label="Correo electrónico"
          name="email"
          value={account.email}
          error={errors.email}
          onChange={change('email')}
          onBlur={blur('email')}
        />
        <TextField
          label="Número de teléfono"
          name="phoneNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="(555) 123-4567"
          hint="10 dígitos, sin el 52."
          value={maskPhoneInput(account.phoneNumber)}
          error={errors.phoneNumber}
          onChange={change('phoneNumber')}
          onBlur={blur('phoneNumber')}
        />
        <PasswordField
          label="Contraseña"
          name="password"
          autoComplete="new-password"
          hint="Al menos 8 caracteres."
          value={account.password}
          error={errors.password}
          onChange={change('password')}
        />
        <PrivacyNote />
        <div className={css.actions}>
          <Button type="submit" variant="primary" block loading={checking}>
            Continuar
          </Button>
        </div>
      </form>
      <p className={`${css.muted} ${css.links}`}>
        <span>
          ¿Ya tienes cuenta?{' '}
          <Link className={css.link} to={PATHS.login}>
            Inicia sesión
          </Link>
        </span>
      </p>
    </section>
  );
}
