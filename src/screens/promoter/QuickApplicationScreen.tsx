/**
 * The quick application's screens: one `useSelector(actor, promoterView)`, each step renders its member. The
 * client steps (simulation, client check, data: where a quick application starts) come with the page; the
 * application steps and the code steps (with the result) are chunks of their own, fetched when the machine
 * reaches them (a spinner meanwhile).
 */
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type PromoterMachine, type PromoterView, promoterView } from '../../../machines/promoter';
import { lazyScreen, preloadScreens } from '../../ui/lazyScreen';
import { Spinner } from '../../ui/Spinner';
import { ClientCheckStep, DataStep, SimulationStep } from './ClientSteps';

const applicationSteps = () => import('./ApplicationSteps');
const codeSteps = () => import('./CodeSteps');
const ProductStep = lazyScreen(async () => (await applicationSteps()).ProductStep);
const ConsentStep = lazyScreen(async () => (await applicationSteps()).ConsentStep);
const FinishStep = lazyScreen(async () => (await applicationSteps()).FinishStep);
const ConfirmEmailStep = lazyScreen(async () => (await codeSteps()).ConfirmEmailStep);
const ActivationStep = lazyScreen(async () => (await codeSteps()).ActivationStep);
const ResultStep = lazyScreen(async () => (await codeSteps()).ResultStep);

/** Loads every lazy screen (tests: the screens then render without a loading step). */
export const preloadQuickApplicationScreens = () =>
  preloadScreens([ProductStep, ConsentStep, FinishStep, ConfirmEmailStep, ActivationStep, ResultStep]);

const same = (a: PromoterView, b: PromoterView) => JSON.stringify(a) === JSON.stringify(b);

export function QuickApplicationScreen({ actor }: { readonly actor: ActorRefFrom<PromoterMachine> }) {
  return (
    <Suspense fallback={<Spinner label="Cargando" showLabel />}>
      <Step actor={actor} />
    </Suspense>
  );
}

function Step({ actor }: { readonly actor: ActorRefFrom<PromoterMachine> }) {
  const view = useSelector(actor, promoterView, same);
  const send = actor.send;
  switch (view.screen) {
    case 'simulation':
      return <SimulationStep view={view} send={send} />;
    case 'clientCheck':
      return <ClientCheckStep view={view} send={send} />;
    case 'data':
      return <DataStep view={view} send={send} />;
    case 'product':
      return <ProductStep view={view} send={send} />;
    case 'consent':
      return <ConsentStep view={view} send={send} />;
    case 'finish':
      return <FinishStep view={view} send={send} />;
    case 'confirmEmail':
      return <ConfirmEmailStep view={view} send={send} />;
    case 'activation':
      return <ActivationStep view={view} send={send} />;
    case 'result':
      return <ResultStep view={view} send={send} />;
    default:
      return null;
  }
}
