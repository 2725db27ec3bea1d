/**
 * The contract (spec §2): 'Contrato', 'Ver contrato' opens the e-signature widget; then 'Estamos validando tu
 * firma' with a spinner while the machine polls; 'Firma no validada' with the advice and a new try.
 */
import { INVALID_TEXT, INVALID_TITLE, VALIDATING_TEXT } from '../../../machines/signing';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import type { SigningSlots, StepProps } from './shared';
import * as css from './signing.css';

export function ContractStep({ actor, view, slots }: StepProps<'contract'> & { slots: SigningSlots }) {
  if (view.stage === 'validating') {
    return (
      <section className={css.center} aria-labelledby="signing-validating" aria-busy="true">
        <PageTitle id="signing-validating">{VALIDATING_TEXT}</PageTitle>
        <Spinner label={VALIDATING_TEXT} />
        <p className={css.muted}>Esto puede tardar unos segundos. No cierres esta página.</p>
      </section>
    );
  }
  const invalid = view.stage === 'invalid';
  return (
    <section className={css.page} aria-labelledby="signing-contract-title">
      <PageTitle id="signing-contract-title">{invalid ? INVALID_TITLE : 'Contrato'}</PageTitle>
      {invalid ? (
        <div role="alert">
          <p className={css.text}>{INVALID_TEXT}</p>
          <p className={css.muted}>
            Escribe tu nombre completo y firma como aparece en tu identificación oficial, luego vuelve a
            firmar.
          </p>
        </div>
      ) : (
        <p className={css.text}>
          Para continuar con tu {view.wording} necesitas firmar tu contrato. Revísalo con calma: ahí están el
          monto, los pagos, la tasa y el CAT de tu crédito.
        </p>
      )}
      <div className={css.actions}>
        <Button variant="primary" block onClick={() => actor.send({ type: 'CONTRACT.OPEN' })}>
          {invalid ? 'Volver a firmar' : 'Ver contrato'}
        </Button>
        {slots.onDownloadContract ? (
          <Button variant="secondary" block onClick={slots.onDownloadContract}>
            Descargar contrato
          </Button>
        ) : null}
      </div>
      {view.stage === 'widget'
        ? slots.renderWidget({
            onFinish: () => actor.send({ type: 'CONTRACT.FINISHED' }),
            onCancel: () => actor.send({ type: 'CONTRACT.CANCEL' }),
          })
        : null}
    </section>
  );
}
