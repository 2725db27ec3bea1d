/** The credit application: renders the screen of the machine's view. */
import { useSelector } from '@xstate/react';
import { applicationView } from '../../../machines/application';
import { Spinner } from '../../ui/Spinner';
import { AddressStep } from './AddressStep';
import { ConsentStep } from './ConsentStep';
import { EmploymentStep } from './EmploymentStep';
import { InterestOfferStep } from './InterestOfferStep';
import { ProductStep } from './ProductStep';
import { ReferencesStep } from './ReferencesStep';
import { LimitExceededStep, ResultStep } from './ResultStep';
import type { ApplicationActor } from './shared';

export function ApplicationScreen({ actor }: { actor: ApplicationActor }) {
  const view = useSelector(actor, applicationView);
  const props = { actor, view };
  switch (view.screen) {
    case 'product':
      return <ProductStep {...props} />;
    case 'address':
      return <AddressStep {...props} />;
    case 'employment':
      return <EmploymentStep {...props} />;
    case 'references':
      return <ReferencesStep {...props} />;
    case 'consent':
      return <ConsentStep {...props} />;
    case 'interestOffer':
      return <InterestOfferStep {...props} />;
    case 'result':
      return <ResultStep {...props} />;
    case 'limitExceeded':
      return <LimitExceededStep {...props} />;
    default:
      return <Spinner label="Preparando tu solicitud" showLabel />;
  }
}
