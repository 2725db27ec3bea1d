/** The password flow's screens: the forgot-password form or the reset form, by the machine's state. */
import { useSelector } from '@xstate/react';
import { passwordView } from '../../../machines/password.view';
import { ForgotPasswordScreen, type PasswordScreenProps } from './ForgotPasswordScreen';
import { ResetPasswordScreen } from './ResetPasswordScreen';

export type { PasswordScreenProps };

export function PasswordScreen({ actor }: PasswordScreenProps) {
  const resetting = useSelector(actor, (s) => passwordView(s).page === 'reset');
  return resetting ? <ResetPasswordScreen actor={actor} /> : <ForgotPasswordScreen actor={actor} />;
}
