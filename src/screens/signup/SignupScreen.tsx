/** The sign-up flow's screens: the one the machine's view names (machines/signup/view.ts). */
import { useSelector } from '@xstate/react';
import { sameView, signupView } from '../../../machines/signup';
import { Spinner } from '../../ui/Spinner';
import { AccountStep } from './AccountStep';
import { CompletedStep } from './CompletedStep';
import { PersonalDataStep } from './PersonalDataStep';
import type { SignupStepProps } from './shared';
import { UpdateEmailStep } from './UpdateEmailStep';
import { VerificationStep } from './VerificationStep';

export type { SignupActor, SignupStepProps } from './shared';

export function SignupScreen({ actor }: SignupStepProps) {
  const view = useSelector(actor, signupView, sameView);
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
