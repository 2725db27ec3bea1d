/**
 * The sign-up flow's screens: the one the machine's view names (machines/signup/view.ts). The account form (the
 * first screen of /crear-cuenta) comes with the page; every other screen is its own chunk, fetched when the
 * machine reaches it (a spinner meanwhile). While the account is checked (a network wait with nothing to type),
 * the personal-data step is prepared: its chunk, and the Mexico City clock its birth years and age check read
 * (the first read sets up the browser's time-zone data, too slow to do inside a press: 'Sin CURP' waited for it).
 */
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useRef } from 'react';
import { sameView, signupView } from '../../../machines/signup';
import { prepareMexicoCityClock } from '../../domain/dates';
import { afterNextPaint } from '../../ui/afterNextPaint';
import { lazyScreen, preloadScreens } from '../../ui/lazyScreen';
import { Spinner } from '../../ui/Spinner';
import { AccountStep } from './AccountStep';
import type { SignupStepProps } from './shared';

export type { SignupActor, SignupStepProps } from './shared';

const PersonalDataStep = lazyScreen(async () => (await import('./PersonalDataStep')).PersonalDataStep);
const VerificationStep = lazyScreen(async () => (await import('./VerificationStep')).VerificationStep);
const UpdateEmailStep = lazyScreen(async () => (await import('./UpdateEmailStep')).UpdateEmailStep);
const CompletedStep = lazyScreen(async () => (await import('./CompletedStep')).CompletedStep);

/** Loads every screen after the account form (tests: the screens then render without a loading step). */
export const preloadSignupScreens = () =>
  preloadScreens([PersonalDataStep, VerificationStep, UpdateEmailStep, CompletedStep]);

/** Once, after the paint that answered the press (so the press's own paint never waits for it). */
function usePreparePersonalData(waiting: boolean) {
  const prepared = useRef(false);
  useEffect(() => {
    if (!waiting || prepared.current) return;
    prepared.current = true;
    afterNextPaint(() => {
      PersonalDataStep.preload().catch(() => {}); // a failed download is tried again when the step renders
      prepareMexicoCityClock();
    });
  }, [waiting]);
}

function Step({ actor }: SignupStepProps) {
  const view = useSelector(actor, signupView, sameView);
  usePreparePersonalData(view.screen === 'account' && view.checking);
  switch (view.screen) {
    case 'account':
      return <AccountStep actor={actor} view={view} />;
    case 'personalData':
      return <PersonalDataStep actor={actor} view={view} />;
    case 'verification':
      return <VerificationStep actor={actor} view={view} />;
    case 'updateEmail':
      return <UpdateEmailStep actor={actor} view={view} />;
    case 'completed':
      return <CompletedStep actor={actor} />;
    default:
      return <Spinner />;
  }
}

export function SignupScreen({ actor }: SignupStepProps) {
  return (
    <Suspense fallback={<Spinner label="Cargando" showLabel />}>
      <Step actor={actor} />
    </Suspense>
  );
}
