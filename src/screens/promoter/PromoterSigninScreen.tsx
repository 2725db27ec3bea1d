/**
 * /promotor for a visitor: the promoter's phone, then the NIP sent by SMS (machines/promoterSignin.machine.ts), with
 * the resend countdown ('Podrás pedir un nuevo NIP en {n} s', then 'Reenviar NIP').
 */
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type PromoterSigninMachine, promoterSigninView } from '../../../machines/promoterSignin.machine';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { TextField } from '../../ui/TextField';
import { useSubmitBeforeHydration } from '../../ui/typedBeforeHydration';
import * as css from './promoter.css';

type View = ReturnType<typeof promoterSigninView>;
const sameView = (a: View, b: View) => JSON.stringify(a) === JSON.stringify(b);

export function PromoterSigninScreen({ actor }: { readonly actor: ActorRefFrom<PromoterSigninMachine> }) {
  const { step, busy, phoneNumber, nip, errors, canResend, resending, countdown } = useSelector(
    actor,
    promoterSigninView,
    sameView,
  );

  const formRef = useSubmitBeforeHydration();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };

  return (
    <section className={css.page} aria-labelledby="promoter-signin-title">
      <PageTitle
        id="promoter-signin-title"
        subtitle={
          step === 'phone'
            ? 'Ingresa tu número de teléfono de promotor.'
            : 'Te enviamos un NIP por SMS. Ingrésalo para continuar.'
        }
      >
        Acceso de promotores
      </PageTitle>
      <form ref={formRef} className={css.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
        {step === 'phone' ? (
          <TextField
            label="Número de teléfono"
            name="phoneNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={phoneNumber}
            error={errors.phoneNumber}
            onChange={(e) =>
              actor.send({ type: 'CHANGE', field: 'phoneNumber', value: e.currentTarget.value })
            }
          />
        ) : (
          <TextField
            label="NIP"
            name="nip"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={nip}
            error={errors.nip}
            onChange={(e) => actor.send({ type: 'CHANGE', field: 'nip', value: e.currentTarget.value })}
          />
        )}
        <Button type="submit" variant="primary" block loading={busy}>
          {step === 'phone' ? 'Continuar' : 'Ingresar'}
        </Button>
        {step === 'nip' ? (
          <Button type="button" variant="secondary" block onClick={() => actor.send({ type: 'PHONE.EDIT' })}>
            Cambiar número
          </Button>
        ) : null}
      </form>
      {step === 'nip' ? (
        <div className={css.form} aria-live="polite">
          {canResend || resending ? (
            <Button
              type="button"
              variant="secondary"
              block
              loading={resending}
              onClick={() => actor.send({ type: 'CODE.RESEND' })}
            >
              Reenviar NIP
            </Button>
          ) : (
            <p
              className={css.muted}
              role="timer"
              aria-live="off"
            >{`Podrás pedir un nuevo NIP en ${countdown} s`}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
