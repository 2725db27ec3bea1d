/**
 * The password field's show/hide icons, out of ./icons.tsx: that module is in every first visit's entry chunk (the shell's icons), and a module's
 * exports all go where the module goes; these load with the only component that shows them (./PasswordField.tsx).
 */
import { Icon } from './icons';

export const EyeIcon = () => (
  <Icon>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const EyeOffIcon = () => (
  <Icon>
    <path d="M17.9 17.9A10.1 10.1 0 0 1 12 20C5 20 1 12 1 12a18.5 18.5 0 0 1 5.1-5.9M9.9 4.2A9 9 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.2 3.2M1 1l22 22" />
  </Icon>
);
