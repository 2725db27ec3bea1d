/** The signing flow's screens: the one the machine's view names (machines/signing/view.ts). */
import { useSelector } from '@xstate/react';
import { sameView, signingView } from '../../../machines/signing';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { AcceptTermsStep } from './AcceptTermsStep';
import { ChooseTermStep } from './ChooseTermStep';
import { ClabeStep } from './ClabeStep';
import { ContractStep } from './ContractStep';
import { PaymentTableStep } from './PaymentTableStep';
import { SuccessStep } from './SuccessStep';
import type { SigningActor, SigningSlots } from './shared';
import * as css from './signing.css';

export type { SigningActor, SigningSlots } from './shared';

export function SigningScreen({ actor, slots }: { actor: SigningActor; slots: SigningSlots }) {
  const view = useSelector(actor, signingView, sameView);
  switch (view.screen) {
    case 'chooseTerm':
      return <ChooseTermStep actor={actor} view={view} />;
    case 'contract':
      return <ContractStep actor={actor} view={view} slots={slots} />;
    case 'acceptTerms':
      return <AcceptTermsStep actor={actor} view={view} slots={slots} />;
    case 'paymentTable':
      return <PaymentTableStep actor={actor} view={view} />;
    case 'clabe':
      return <ClabeStep actor={actor} view={view} />;
    case 'success':
      return <SuccessStep actor={actor} view={view} slots={slots} />;
    case 'loadFailed':
      return (
        <section className={css.center} aria-labelledby="signing-failed-title">
          <PageTitle id="signing-failed-title">No pudimos cargar tu solicitud</PageTitle>
          <p className={css.muted}>Revisa tu conexión y vuelve a intentarlo.</p>
          <Button variant="primary" onClick={() => actor.send({ type: 'RETRY' })}>
            Reintentar
          </Button>
        </section>
      );
    default:
      return <Spinner label="Cargando tu solicitud" />;
  }
}
