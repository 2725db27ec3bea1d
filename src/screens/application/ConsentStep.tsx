/** /aplicacion-credito/permisos (spec §2 100 %, §5 "Consent"): two consents and the 6-digit NIP sent by SMS. */
import type { FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { TextField } from '../../ui/TextField';
import * as css from './application.css';
import { inputValue, StepPage, type StepProps } from './shared';

export function ConsentStep({ actor, view }: StepProps) {
  const { consent, consentErrors: errors } = view;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'CONSENT.SUBMIT' });
  };
  return (
    <StepPage
      view={view}
      id="application-consent-title"
      subtitle="Te enviamos por SMS un NIP de 6 dígitos para autorizar la consulta de tu historial crediticio."
    >
      <form className={css.form} onSubmit={submit} noValidate aria-busy={view.busy || undefined}>
        <Checkbox
          label="Autorizo la consulta de mi historial crediticio ante las sociedades de información crediticia. Esta autorización tiene una vigencia de 3 años."
          name="creditCheck"
          checked={consent.creditCheck}
          error={errors.creditCheck}
          onChange={(e) =>
            actor.send({ type: 'CONSENT.CHANGE', field: 'creditCheck', value: e.currentTarget.checked })
          }
        />
        <Checkbox
          label="Declaro que actúo a nombre propio."
          name="ownBehalf"
          checked={consent.ownBehalf}
          error={errors.ownBehalf}
          onChange={(e) =>
            actor.send({ type: 'CONSENT.CHANGE', field: 'ownBehalf', value: e.currentTarget.checked })
          }
        />
        <TextField
          label="NIP"
          name="nip"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={consent.nip}
          error={errors.nip}
          onChange={(e) => actor.send({ type: 'CONSENT.CHANGE', field: 'nip', value: inputValue(e) })}
        />
        <p className={css.note} aria-live="polite">
          {view.canResend ? (
            <button
              type="button"
              className={css.linkButton}
              onClick={() => actor.send({ type: 'CODE.RESEND' })}
            >
              Reenviar NIP
            </button>
          ) : view.resending ? (
            'Enviando un nuevo NIP…'
          ) : (
            <span role="timer" aria-live="off">{`Podrás pedir un nuevo NIP en ${view.countdown} s`}</span>
          )}
        </p>
        <div className={css.actions}>
          <Button type="submit" variant="primary" block loading={view.busy}>
            Enviar solicitud
          </Button>
        </div>
      </form>
    </StepPage>
  );
}
