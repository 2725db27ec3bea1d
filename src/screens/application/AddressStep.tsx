/** /aplicacion-credito/info-domicilio (spec §2 25 %, §3 Address, §5 "Address"). */
import type { FormEvent } from 'react';
import type { AddressField } from '../../../machines/application';
import { HOUSING_LABELS, MARITAL_LABELS } from '../../../machines/application';
import { Button } from '../../ui/Button';
import { MonthYearField } from '../../ui/MonthYearField';
import { labelledOptions, Select } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import * as css from './application.css';
import { inputValue, StepPage, type StepProps } from './shared';

const HOUSING_OPTIONS = labelledOptions(HOUSING_LABELS);
const MARITAL_OPTIONS = labelledOptions(MARITAL_LABELS);

export function AddressStep({ actor, view }: StepProps) {
  const { address: a, addressErrors: errors, lookup, now } = view;
  const change = (field: AddressField) => (event: { currentTarget: { value: string } }) =>
    actor.send({ type: 'ADDRESS.CHANGE', field, value: inputValue(event) });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'ADDRESS.SUBMIT' });
  };
  return (
    <StepPage view={view} id="application-address-title">
      <form className={css.form} onSubmit={submit} noValidate>
        <TextField
          label="Calle"
          name="streetName"
          value={a.streetName}
          error={errors.streetName}
          onChange={change('streetName')}
          trimOnBlur
        />
        <div className={css.row}>
          <TextField
            label="Número exterior"
            name="exteriorNumber"
            value={a.exteriorNumber}
            error={errors.exteriorNumber}
            onChange={change('exteriorNumber')}
            trimOnBlur
          />
          <TextField
            label="Número interior (opcional)"
            name="interiorNumber"
            value={a.interiorNumber}
            onChange={change('interiorNumber')}
            trimOnBlur
          />
        </div>
        <TextField
          label="Código postal"
          name="postalCode"
          inputMode="numeric"
          maxLength={5}
          value={a.postalCode}
          error={errors.postalCode}
          onChange={change('postalCode')}
        />
        {view.lookingUpPostalCode ? <Spinner label="Buscando código postal" showLabel /> : null}
        {lookup ? (
          <p className={css.note}>
            {lookup.municipality}, {lookup.city}, {lookup.state}
          </p>
        ) : null}
        <Select
          label="Colonia"
          name="neighborhood"
          placeholder="Selecciona una opción"
          options={(lookup?.neighborhoods ?? []).map((n) => ({ value: n, label: n }))}
          value={a.neighborhood}
          error={errors.neighborhood}
          onChange={change('neighborhood')}
        />
        <Select
          label="Tipo de vivienda"
          name="addressType"
          placeholder="Selecciona una opción"
          options={HOUSING_OPTIONS}
          value={a.addressType}
          error={errors.addressType}
          onChange={change('addressType')}
        />
        {a.addressType === 'RENTED' ? (
          <TextField
            label="Renta mensual"
            name="monthlyRent"
            inputMode="decimal"
            placeholder="$0.00"
            value={a.monthlyRent}
            error={errors.monthlyRent}
            onChange={change('monthlyRent')}
          />
        ) : null}
        <MonthYearField
          month={{
            field: 'movedInMonth',
            label: 'Mes en que llegaste',
            placeholder: 'Mes',
            value: a.movedInMonth,
            error: errors.movedInMonth,
          }}
          year={{
            field: 'movedInYear',
            label: 'Año en que llegaste',
            placeholder: 'Año',
            value: a.movedInYear,
            error: errors.movedInYear,
          }}
          now={now}
          onChange={change}
        />
        <Select
          label="Estado civil"
          name="maritalStatus"
          placeholder="Selecciona una opción"
          options={MARITAL_OPTIONS}
          value={a.maritalStatus}
          error={errors.maritalStatus}
          onChange={change('maritalStatus')}
        />
        <div className={css.actions}>
          <Button type="submit" variant="primary" block disabled={view.lookingUpPostalCode}>
            Continuar
          </Button>
        </div>
      </form>
    </StepPage>
  );
}
