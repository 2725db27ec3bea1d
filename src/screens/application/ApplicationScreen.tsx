/** The credit application: renders the screen of the machine's view. */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
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

export interface ApplicationScreenProps {
  readonly actor: ApplicationActor;
  /** The documents upload of a pre-authorised result (given by the app). */
  readonly documents?: (applicationId: string) => ReactNode;
}

export function ApplicationScreen({ actor, documents }: ApplicationScreenProps) {
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
      return <ResultStep {...props} documents={documents} />;
    case 'limitExceeded':
      return <LimitExceededStep {...props} />;
    default:
      return <Spinner label="Preparando tu solicitud" showLabel />;
  }
}
