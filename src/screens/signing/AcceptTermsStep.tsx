/** aceptar-terminos (spec §2, §4 "Signing", §5): terms with the rates, the 6-digit signing PIN sent by SMS. */

import { formatMXN } from '../../domain/money';
import { formatPhone } from '../../domain/phone';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { TextField } from '../../ui/TextField';
import { ContractFileButtons } from './ContractFileButtons';
import type { SigningSlots, StepProps } from './shared';
import * as css from './signing.css';

export function AcceptTermsStep({ actor, view, slots }: StepProps<'acceptTerms'> & { slots: SigningSlots }) {
  const o = view.option;
  return (
    <section className={css.page} aria-labelledby="signing-terms-title">
      <PageTitle id="signing-terms-title">Acepta los términos</PageTitle>
      {o ? (
        <>
          <p className={css.text}>
            Tus pagos: {o.paymentsPhrase}, a partir del {o.firstPaymentOn}. Total a pagar:{' '}
            {formatMXN(o.total)} (CAT {o.cat} sin IVA).
          </p>
          {o.firstPeriodNote ? <p className={css.muted}>{o.firstPeriodNote}</p> : null}
          <dl className={css.figures}>
            <dt>Primer pago</dt>
            <dd>{formatMXN(o.firstPayment)}</dd>
            <dt>Pago mensual</dt>
            <dd>{formatMXN(o.monthlyPayment)}</dd>
            <dt>Total a pagar</dt>
            <dd>{formatMXN(o.total)}</dd>
          </dl>
        </>
      ) : null}
      <dl className={css.figures}>
        <dt>Tasa de interés ordinaria anual</dt>
        <dd>{view.ordinaryRate}</dd>
        <dt>Tasa de interés moratoria anual</dt>
        <dd>{view.lateRate}</dd>
      </dl>
      <ContractFileButtons onView={slots.onViewContract} onDownload={slots.onDownloadContract} />
      <p className={css.muted} aria-live="polite">
        {view.sms === 'sending' || view.sms === 'resending'
          ? 'Enviando tu NIP…'
          : view.smsSent
            ? `Te enviamos un NIP de 6 dígitos por SMS al ${formatPhone(view.phoneNumber)}.`
            : 'Ingresa el NIP de 6 dígitos que te enviamos por SMS.'}
      </p>
      <form
        className={css.actions}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'NIP.SUBMIT' });
        }}
      >
        <TextField
          label="NIP de firma"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={view.nip}
          error={view.nipError ?? undefined}
          onChange={(e) => actor.send({ type: 'NIP.CHANGE', value: e.currentTarget.value })}
        />
        <Button type="submit" variant="primary" block loading={view.signing}>
          Aceptar y firmar
        </Button>
      </form>
      {view.sms === 'ready' ? (
        <Button variant="secondary" block onClick={() => actor.send({ type: 'CODE.RESEND' })}>
          Reenviar NIP
        </Button>
      ) : view.sms === 'waiting' ? (
        <p className={css.muted} role="timer" aria-live="off">
          Podrás pedir un nuevo NIP en {view.countdown} s.
        </p>
      ) : null}
    </section>
  );
}
