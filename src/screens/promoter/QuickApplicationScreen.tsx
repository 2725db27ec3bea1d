/** The quick application's screens: one `useSelector(actor, promoterView)`, each step renders its member. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { type PromoterMachine, type PromoterView, promoterView } from '../../../machines/promoter';
import { ConsentStep, FinishStep, ProductStep } from './ApplicationSteps';
import { ClientCheckStep, DataStep, SimulationStep } from './ClientSteps';
import { ActivationStep, ConfirmEmailStep, ResultStep } from './CodeSteps';

const same = (a: PromoterView, b: PromoterView) => JSON.stringify(a) === JSON.stringify(b);

export function QuickApplicationScreen({ actor }: { readonly actor: ActorRefFrom<PromoterMachine> }) {
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
