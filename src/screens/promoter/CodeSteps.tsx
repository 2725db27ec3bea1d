/** The e-mail confirmation, the activation-code step and the result in promoter mode. */
import type { FormEvent } from 'react';
import type { PromoterEvent, PromoterView } from '../../../machines/promoter';
import { Button } from '../../ui/Button';
import { visuallyHidden } from '../../ui/global.css';
import { PageTitle } from '../../ui/PageTitle';
import { TextField } from '../../ui/TextField';
import { ResultScreen } from '../application/ResultScreen';
import * as css from './promoter.css';

type Send = (event: PromoterEvent) => void;
type ViewOf<S extends PromoterView['screen']> = Extract<PromoterView, { screen: S }>;

export function ConfirmEmailStep({ view, send }: { view: ViewOf<'confirmEmail'>; send: Send }) {
  return (
    <section className={css.page} aria-labelledby="promoter-step-title">
      <PageTitle
        id="promoter-step-title"
        subtitle="Enviamos un código de activación de 4 dígitos a este correo."
      >
        Confirmar correo
      </PageTitle>
      <p className={css.text}>{view.email}</p>
      <p className={css.muted}>Pide a tu cliente que revise su correo y te diga el código.</p>
      <Button type="button" variant="primary" block onClick={() => send({ type: 'CONTINUE' })}>
        Ingresar código
      </Button>
    </section>
  );
}

export function ActivationStep({ view, send }: { view: ViewOf<'activation'>; send: Send }) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    send({ type: 'CODE.SUBMIT' });
  };
  return (
    <section className={css.page} aria-labelledby="promoter-step-title">
      <PageTitle
        id="promoter-step-title"
        subtitle={
          view.email
            ? `Código enviado a ${view.email}`
            : 'Pide a tu cliente el código que recibió por correo.'
        }
      >
        Código de activación
      </PageTitle>
      <form className={css.form} onSubmit={submit} noValidate>
        <TextField
          label="Código del correo (4 dígitos)"
          name="activationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={view.code}
          error={view.error ?? undefined}
          onChange={(e) => send({ type: 'CODE.CHANGE', value: e.currentTarget.value })}
        />
        <Button type="submit" variant="primary" block loading={view.processing}>
          Procesar solicitud
        </Button>
      </form>
      <div className={css.form} aria-live="polite">
        {view.shownCode ? (
          <p className={css.code}>
            <span className={visuallyHidden}>Código del cliente: </span>
            {view.shownCode}
          </p>
        ) : (
          <Button
            type="button"
            variant="secondary"
            block
            loading={view.fetchingCode}
            onClick={() => send({ type: 'CODE.SHOW' })}
          >
            Ver código del cliente
          </Button>
        )}
        {view.canResend || view.resending ? (
          <Button
            type="button"
            variant="secondary"
            block
            loading={view.resending}
            onClick={() => send({ type: 'CODE.RESEND' })}
          >
            Reenviar código
          </Button>
        ) : (
          <p
            className={css.muted}
            role="timer"
            aria-live="off"
          >{`Podrás reenviar el código en ${view.countdown} s`}</p>
        )}
      </div>
    </section>
  );
}

/** /promotor/modelo-preliminar-fallido and /promotor/resultado: the credit application's result screen. */
export function ResultStep({ view, send }: { view: ViewOf<'result'>; send: Send }) {
  if (!view.result) return null;
  return <ResultScreen result={view.result} onFinish={() => send({ type: 'FINISH' })} />;
}
