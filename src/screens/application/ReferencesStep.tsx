/** /aplicacion-credito/referencias (spec §2 75 %, §3 Personal references, §5 "References"). */
import type { FormEvent } from 'react';
import { maskPhoneInput } from '../../domain/phone';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import * as css from './application.css';
import { inputValue, StepPage, type StepProps } from './shared';

export function ReferencesStep({ actor, view }: StepProps) {
  const { references, referenceErrors: errors } = view;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'REFERENCES.SUBMIT' });
  };
  return (
    <StepPage
      view={view}
      id="application-references-title"
      subtitle="Dos personas que te conozcan. Al continuar ya no podrás regresar a esta sección."
    >
      <form className={css.form} onSubmit={submit} noValidate aria-busy={view.busy || undefined}>
        {([0, 1] as const).map((index) => (
          <fieldset key={index} className={css.form}>
            <legend className={css.legend}>Referencia {index + 1}</legend>
            <TextField
              label={`Nombre completo de la referencia ${index + 1}`}
              name={`${index}.fullName`}
              value={references[index]?.fullName ?? ''}
              error={errors[`${index}.fullName`]}
              trimOnBlur
              onChange={(e) =>
                actor.send({ type: 'REFERENCE.CHANGE', index, field: 'fullName', value: inputValue(e) })
              }
            />
            <TextField
              label={`Teléfono de la referencia ${index + 1}`}
              name={`${index}.phoneNumber`}
              type="tel"
              inputMode="numeric"
              placeholder="(555) 123-4567"
              value={maskPhoneInput(references[index]?.phoneNumber ?? '')}
              error={errors[`${index}.phoneNumber`]}
              onChange={(e) =>
                actor.send({ type: 'REFERENCE.CHANGE', index, field: 'phoneNumber', value: inputValue(e) })
              }
            />
          </fieldset>
        ))}
        <div className={css.actions}>
          <Button type="submit" variant="primary" block loading={view.busy}>
            Continuar
          </Button>
        </div>
      </form>
    </StepPage>
  );
}
