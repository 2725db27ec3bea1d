import { TextField, type TextFieldProps } from './TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/** An e-mail input: e-mail keyboard and autofill, no auto-capitalisation or spell check. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
