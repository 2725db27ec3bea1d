/**
 * The credit application: renders the screen of the machine's view. The product form (the first screen) comes with
 * the page; every later screen is its own chunk, fetched when the machine reaches it: meanwhile the step's title
 * and progress bar show with a spinner (same layout, no jump).
 */
import { useSelector } from '@xstate/react';
import { type ReactNode, Suspense } from 'react';
import { applicationView } from '../../../machines/application';
import { lazyScreen, preloadScreens } from '../../ui/lazyScreen';
import { Spinner } from '../../ui/Spinner';
import { ProductStep } from './ProductStep';
import { type ApplicationActor, StepPage } from './shared';

const AddressStep = lazyScreen(async () => (await import('./AddressStep')).AddressStep);
const EmploymentStep = lazyScreen(async () => (await import('./EmploymentStep')).EmploymentStep);
const ReferencesStep = lazyScreen(async () => (await import('./ReferencesStep')).ReferencesStep);
const ConsentStep = lazyScreen(async () => (await import('./ConsentStep')).ConsentStep);
const InterestOfferStep = lazyScreen(async () => (await import('./InterestOfferStep')).InterestOfferStep);
const ResultStep = lazyScreen(async () => (await import('./ResultStep')).ResultStep);
const LimitExceededStep = lazyScreen(async () => (await import('./ResultStep')).LimitExceededStep);

/** Loads every screen after the product form (tests: the screens then render without a loading step). */
export const preloadApplicationScreens = () =>
  preloadScreens([
    AddressStep,
    EmploymentStep,
    ReferencesStep,
    ConsentStep,
    InterestOfferStep,
    ResultStep,
    LimitExceededStep,
  ]);

export interface ApplicationScreenProps {
  readonly actor: ApplicationActor;
  /** The documents upload of a pre-authorised result (given by the app). */
  readonly documents?: (applicationId: string) => ReactNode;
}

function Step({ actor, documents }: ApplicationScreenProps) {
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

/** While a screen's chunk loads: its title and progress (when it has them), and a spinner in place of the form. */
function StepLoading({ actor }: { actor: ApplicationActor }) {
  const view = useSelector(actor, applicationView);
  const spinner = <Spinner label="Cargando" showLabel />;
  if (view.title === null) return spinner;
  return (
    <StepPage view={view} id="application-step-loading-title">
      {spinner}
    </StepPage>
  );
}

export function ApplicationScreen(props: ApplicationScreenProps) {
  return (
    <Suspense fallback={<StepLoading actor={props.actor} />}>
      <Step {...props} />
    </Suspense>
  );
}
