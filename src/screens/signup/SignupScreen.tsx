/** The sign-up flow's screens: the step the machine is on (machines/signup.machine.ts). */
import { useSelector } from '@xstate/react';
import { Spinner } from '../../ui/Spinner';
import { AccountStep } from './AccountStep';
import { CompletedStep } from './CompletedStep';
import { PersonalDataStep } from './PersonalDataStep';
import type { SignupStepProps } from './shared';
import { UpdateEmailStep } from './UpdateEmailStep';
import { VerificationStep } from './VerificationStep';

export type { SignupActor, SignupStepProps } from './shared';

export function SignupScreen({ actor }: SignupStepProps) {
  const step = useSelector(actor, (s) => {
    if (s.matches('account')) return 'account' as const;
    if (s.matches('personalData')) return 'personalData' as const;
    if (s.matches('verification')) return 'verification' as const;
    if (s.matches('updateEmail')) return 'updateEmail' as const;
    if (s.matches('completed')) return 'completed' as const;
    return 'leaving' as const;
  });
  switch (step) {
    case 'account':
      return <AccountStep actor={actor} />;
    case 'personalData':
      return <PersonalDataStep actor={actor} />;
    case 'verification':
      return <VerificationStep actor={actor} />;
    case 'updateEmail':
      return <UpdateEmailStep actor={actor} />;
    case 'completed':
      return <CompletedStep actor={actor} />;
    default:
      return <Spinner />;
  }
}
