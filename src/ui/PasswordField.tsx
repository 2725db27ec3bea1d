import { useState } from 'react';
import { button } from './buttonClasses';
import { EyeIcon, EyeOffIcon } from './passwordIcons';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing' | 'trimOnBlur'>;

/** A password input with a show/hide toggle (`aria-pressed`). Never trimmed. */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'icon' })}
          aria-pressed={visible}
          aria-label="Mostrar contraseña"
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
