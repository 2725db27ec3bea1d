/**
 * firma-exitosa (spec §2): PERSONAL_LOAN 'Tu dinero va en camino' (24 business hours), STORE the merchant was
 * notified; and when and how the first payment is due, with the signed contract to read or keep (beyond the
 * spec). 'Entendido' → home.
 */
import { formatDate } from '../../domain/dates';
import { formatMXN } from '../../domain/money';
import { Button } from '../../ui/Button';
import { CheckIcon } from '../../ui/icons';
import { PageTitle } from '../../ui/PageTitle';
import { ContractFileButtons } from './ContractFileButtons';
import type { SigningSlots, StepProps } from './shared';
import * as css from './signing.css';

export function SuccessStep({ actor, view, slots }: StepProps<'success'> & { slots: SigningSlots }) {
  const store = view.type === 'STORE';
  return (
    <section className={css.center} aria-labelledby="signing-success-title">
      <span aria-hidden="true">
        <CheckIcon />
      </span>
      <PageTitle id="signing-success-title">
        {store ? 'Le avisamos al comercio' : 'Tu dinero va en camino'}
      </PageTitle>
      <p className={css.text}>
        {store
          ? 'Notificamos al comercio que tu compra fue autorizada. Ya puedes recoger tu producto.'
          : 'Recibirás tu dinero en tu cuenta CLABE en un plazo máximo de 24 horas hábiles.'}
      </p>
      {view.firstPaymentDate ? (
        <p className={css.text}>
          Tu primer pago
          {view.firstPayment !== null ? ` de ${formatMXN(view.firstPayment)}` : ''} vence el{' '}
          {formatDate(view.firstPaymentDate)}. Puedes pagar por transferencia electrónica, en BBVA o en OXXO
          desde «Alternativas de pago» en Mi cuenta.
        </p>
      ) : null}
      <div className={css.wide}>
        <ContractFileButtons onView={slots.onViewContract} onDownload={slots.onDownloadContract} />
      </div>
      <Button variant="primary" block onClick={() => actor.send({ type: 'CONTINUE' })}>
        Entendido
      </Button>
    </section>
  );
}
