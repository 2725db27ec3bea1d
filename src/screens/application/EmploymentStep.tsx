/** /aplicacion-credito/info-empleo (spec §2 50 %, §3 Employment, §5 "Employment"). */
import type { FormEvent } from 'react';
import { DEPENDENT_OPTIONS, EMPLOYMENT_LABELS, type EmploymentField } from '../../../machines/application';
import { Button } from '../../ui/Button';
import { MonthYearField } from '../../ui/MonthYearField';
import { labelledOptions, Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as css from './application.css';
import { inputValue, StepPage, type StepProps } from './shared';

const STATUS_OPTIONS = labelledOptions(EMPLOYMENT_LABELS);
const DEPENDENTS = DEPENDENT_OPTIONS.map((d) => ({ value: d, label: d === '6' ? '6 o más' : d }));

export function EmploymentStep({ actor, view }: StepProps) {
  const { employment: e, employmentErrors: errors, now } = view;
  const change = (field: EmploymentField) => (event: { currentTarget: { value: string } }) =>
    actor.send({ type: 'EMPLOYMENT.CHANGE', field, value: inputValue(event) });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'EMPLOYMENT.SUBMIT' });
  };
  return (
    <StepPage view={view} id="application-employment-title">
      <form className={css.form} onSubmit={submit} noValidate>
        <Select
          label="Situación laboral"
          name="status"
          placeholder="Selecciona una opción"
          options={STATUS_OPTIONS}
          value={e.status}
          error={errors.status}
          onChange={change('status')}
        />
        {view.working ? (
          <>
            <TextField
              label="Empresa"
              name="companyName"
              value={e.companyName}
              error={errors.companyName}
              onChange={change('companyName')}
              trimOnBlur
            />
            <TextField
              label="Puesto"
              name="position"
              value={e.position}
              error={errors.position}
              onChange={change('position')}
              trimOnBlur
            />
            <TextField
              label="Ingreso mensual"
              name="monthlySalary"
              inputMode="decimal"
              placeholder="$0.00"
              value={e.monthlySalary}
              error={errors.monthlySalary}
              onChange={change('monthlySalary')}
            />
            <MonthYearField
              month={{
                field: 'startMonth',
                label: 'Mes de inicio',
                placeholder: 'Mes',
                value: e.startMonth,
                error: errors.startMonth,
              }}
              year={{
                field: 'startYear',
                label: 'Año de inicio',
                placeholder: 'Año',
                value: e.startYear,
                error: errors.startYear,
              }}
              now={now}
              onChange={change}
            />
          </>
        ) : null}
        <Select
          label="Dependientes económicos"
          name="economicDependents"
          placeholder="Selecciona una opción"
          options={DEPENDENTS}
          value={e.economicDependents}
          error={errors.economicDependents}
          onChange={change('economicDependents')}
        />
        <div className={css.actions}>
          <Button type="submit" variant="primary" block>
            Continuar
          </Button>
        </div>
      </form>
    </StepPage>
  );
}
