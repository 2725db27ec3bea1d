/**
 * The CURP and RFC fields, one component for both forms of the personal-data step ('Con CURP' and 'Sin CURP'):
 * upper case, no autocomplete or spell check, the official lengths, the machine's errors.
 */
import type { PersonalErrors, PersonalValues } from '../../../machines/signup';
import { TextField } from '../../ui/TextField';
import type { SignupActor } from './shared';

export interface IdentityFieldsProps {
  readonly actor: SignupActor;
  readonly values: PersonalValues;
  readonly errors: PersonalErrors;
  readonly curpHint?: string | undefined;
  readonly curpReadOnly?: boolean;
  /** The RFC's hint; `null` hides the RFC (the CURP search shows the CURP alone). */
  readonly rfcHint: string | null;
}

export function IdentityFields({
  actor,
  values,
  errors,
  curpHint,
  curpReadOnly,
  rfcHint,
}: IdentityFieldsProps) {
  const field = (name: 'curp' | 'taxpayerId', label: string, maxLength: number, hint: string | undefined) => (
    <TextField
      label={label}
      name={name}
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      maxLength={maxLength}
      hint={hint}
      value={values[name]}
      error={errors[name]}
      readOnly={name === 'curp' ? curpReadOnly : undefined}
      onChange={(event) =>
        actor.send({ type: 'PERSONAL.CHANGE', field: name, value: event.currentTarget.value })
      }
      onBlur={() => actor.send({ type: 'PERSONAL.BLUR', field: name })}
    />
  );
  return (
    <>
      {field('curp', 'CURP', 18, curpHint)}
      {rfcHint === null ? null : field('taxpayerId', 'RFC', 13, rfcHint)}
    </>
  );
}
