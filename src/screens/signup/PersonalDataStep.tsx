/**
 * /crear-cuenta/datos-personales (spec §2 "Sign-up", §4, §5 "CURP search", "Personal data"): 'Con CURP' (search
 * the registry) or 'Sin CURP' (by hand, CURP and RFC generated), checked on every change. Renders the machine's
 * view only (machines/signup/view.ts); the rules live in machines/signup/.
 */
import { type FormEvent, useId, useMemo } from 'react';
import {
  NON_MEXICAN_MESSAGE,
  type PersonalField,
  type PersonalValues,
  type SignupMode,
} from '../../../machines/signup';
import { MONTHS } from '../../domain/calendar';
import { COUNTRIES, findState, STATES } from '../../domain/states';
import { PATHS } from '../../paths';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Link } from '../../ui/Link';
import { MonthYearField } from '../../ui/MonthYearField';
import { PageTitle } from '../../ui/PageTitle';
import { Select, type SelectOption } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { IdentityFields } from './IdentityFields';
import { PrivacyNote, type SignupActor, type StepProps } from './shared';
import * as css from './signup.css';

const SEX_OPTIONS: readonly SelectOption[] = [
  { value: 'M', label: 'Mujer' },
  { value: 'H', label: 'Hombre' },
];
const COUNTRY_OPTIONS: readonly SelectOption[] = COUNTRIES.map((c) => ({ value: c.value, label: c.label }));
const STATE_OPTIONS: readonly SelectOption[] = STATES.map((s) => ({ value: s.value, label: s.label }));

function useFieldSender(actor: SignupActor) {
  return useMemo(
    () => ({
      change: (field: PersonalField) => (event: { currentTarget: { value: string } }) =>
        actor.send({ type: 'PERSONAL.CHANGE', field, value: event.currentTarget.value }),
      blur: (field: PersonalField) => () => actor.send({ type: 'PERSONAL.BLUR', field }),
    }),
    [actor],
  );
}

type PersonalView = StepProps<'personalData'>['view'];

export function PersonalDataStep({ actor, view: personal }: StepProps<'personalData'>) {
  const { mode, stage: view, creating, busy } = personal;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (view === 'search' || view === 'searching') actor.send({ type: 'CURP.SEARCH' });
    else if (view !== 'nonMexican') actor.send({ type: 'PERSONAL.SUBMIT' });
  };

  return (
    <section className={css.page} aria-labelledby="signup-personal-title">
      <PageTitle
        id="signup-personal-title"
        subtitle="Con tu CURP llenamos tus datos por ti; si prefieres, captúralos a mano."
      >
        Datos personales
      </PageTitle>
      <ModeSwitch
        mode={mode}
        disabled={busy || view === 'nonMexican'}
        onChange={(m) => actor.send({ type: 'MODE.CHANGE', mode: m })}
      />
      <form className={css.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
        {view === 'manual' ? (
          <ManualForm actor={actor} view={personal} />
        ) : (
          <CurpForm actor={actor} view={personal} />
        )}
        {view === 'nonMexican' ? (
          <>
            <p className={css.notice} role="alert">
              {NON_MEXICAN_MESSAGE}
            </p>
            <PrivacyNote />
            <Button variant="primary" block onClick={() => actor.send({ type: 'FINISH' })}>
              Finalizar
            </Button>
          </>
        ) : view === 'found' || view === 'manual' ? (
          <>
            <Terms actor={actor} view={personal} />
            <PrivacyNote />
            <Button type="submit" variant="primary" block loading={creating}>
              Crear cuenta
            </Button>
          </>
        ) : (
          <>
            <PrivacyNote />
            <Button type="submit" variant="primary" block loading={view === 'searching'}>
              Buscar CURP
            </Button>
            {view === 'searching' ? <Spinner label="Buscando información" showLabel /> : null}
          </>
        )}
      </form>
    </section>
  );
}

function ModeSwitch({
  mode,
  disabled,
  onChange,
}: {
  mode: SignupMode;
  disabled: boolean;
  onChange: (mode: SignupMode) => void;
}) {
  const name = useId();
  const option = (value: SignupMode, label: string) => (
    <label className={css.modeOption}>
      <input
        className={css.modeInput}
        type="radio"
        name={name}
        value={value}
        checked={mode === value}
        disabled={disabled}
        onChange={() => onChange(value)}
      />
      {label}
    </label>
  );
  return (
    <fieldset className={css.dateGroup}>
      <legend className={css.modeLegend}>¿Cómo quieres capturar tus datos?</legend>
      <div className={css.modes}>
        {option('curp', 'Con CURP')}
        {option('manual', 'Sin CURP')}
      </div>
    </fieldset>
  );
}

/** 'Con CURP': the CURP to search and, once found, the registry's data with the RFC. */
function CurpForm({ actor, view }: { actor: SignupActor; view: PersonalView }) {
  const found = view.stage === 'found' || view.stage === 'nonMexican';
  return (
    <>
      {found ? <FoundData values={view.values} /> : null}
      <IdentityFields
        actor={actor}
        values={view.values}
        errors={view.errors}
        curpHint={found ? undefined : 'Los 18 caracteres de tu Clave Única de Registro de Población.'}
        curpReadOnly={view.stage === 'searching' || view.stage === 'nonMexican'}
        rfcHint={
          view.stage === 'found' ? 'Lo calculamos con tus datos; corrígelo si tu RFC es distinto.' : null
        }
      />
    </>
  );
}

function FoundData({ values }: { values: PersonalValues }) {
  const month = MONTHS.find((m) => m.value === values.birthMonth)?.label ?? values.birthMonth;
  const state = findState(values.stateOfBirth)?.label ?? values.stateOfBirth;
  const rows: Array<[string, string]> = [
    ['Nombre', [values.name, values.firstSurname, values.secondSurname].filter(Boolean).join(' ')],
    ['Sexo', values.sex === 'H' ? 'Hombre' : 'Mujer'],
    ['Fecha de nacimiento', `${Number(values.birthDay)} de ${month.toLowerCase()} de ${values.birthYear}`],
    ['Nacionalidad', values.nationality === 'MEXICO' ? 'México' : values.nationality],
    ['País de nacimiento', values.countryOfBirth === 'MEXICO' ? 'México' : values.countryOfBirth],
    ['Estado de nacimiento', state],
  ];
  return (
    <dl className={css.found} aria-label="Datos encontrados">
      {rows.map(([term, detail]) => (
        <div key={term} className={css.foundRow}>
          <dt className={css.muted}>{term}</dt>
          <dd className={css.strong}>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Sin CURP': every field by hand; CURP and RFC are filled in once the identity is complete. */
function ManualForm({ actor, view }: { actor: SignupActor; view: PersonalView }) {
  const { values, errors, now } = view;
  const { change, blur } = useFieldSender(actor);
  const text = (field: 'name' | 'firstSurname' | 'secondSurname', label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={field}
      autoComplete={autoComplete}
      value={values[field]}
      error={errors[field]}
      onChange={change(field)}
      onBlur={blur(field)}
    />
  );
  return (
    <>
      {text('name', 'Nombre(s)', 'given-name')}
      {text('firstSurname', 'Primer apellido', 'family-name')}
      {values.noSecondSurname ? null : text('secondSurname', 'Segundo apellido', 'additional-name')}
      <Checkbox
        label="No tengo segundo apellido"
        name="noSecondSurname"
        checked={values.noSecondSurname}
        onChange={(event) => actor.send({ type: 'SECOND_SURNAME.NONE', none: event.currentTarget.checked })}
      />
      <Select
        label="Sexo"
        name="sex"
        options={SEX_OPTIONS}
        value={values.sex}
        error={errors.sex}
        onChange={change('sex')}
      />
      <MonthYearField
        legend="Fecha de nacimiento"
        day={{ field: 'birthDay', label: 'Día', placeholder: 'Elige', value: values.birthDay }}
        month={{ field: 'birthMonth', label: 'Mes', placeholder: 'Elige', value: values.birthMonth }}
        year={{ field: 'birthYear', label: 'Año', placeholder: 'Elige', value: values.birthYear }}
        // The flow's clock (the one its age checks use) decides the last 100 years.
        now={now}
        error={errors.dateOfBirth}
        onChange={change}
      />
      <Select
        label="Nacionalidad"
        name="nationality"
        options={COUNTRY_OPTIONS}
        value={values.nationality}
        error={errors.nationality}
        onChange={change('nationality')}
      />
      <Select
        label="País de nacimiento"
        name="countryOfBirth"
        options={COUNTRY_OPTIONS}
        value={values.countryOfBirth}
        error={errors.countryOfBirth}
        onChange={change('countryOfBirth')}
      />
      <Select
        label="Estado de nacimiento"
        name="stateOfBirth"
        placeholder="Elige tu estado"
        options={STATE_OPTIONS}
        value={values.stateOfBirth}
        error={errors.stateOfBirth}
        onChange={change('stateOfBirth')}
      />
      <IdentityFields
        actor={actor}
        values={values}
        errors={errors}
        curpHint="Se llena sola cuando completas tus datos; puedes corregirla."
        rfcHint="Se llena solo cuando completas tus datos; puedes corregirlo."
      />
    </>
  );
}

function Terms({ actor, view }: { actor: SignupActor; view: PersonalView }) {
  const accepted = view.values.termsAndConditions;
  const error = view.errors.termsAndConditions;
  return (
    <div>
      <Checkbox
        label="Acepto los términos y condiciones"
        name="termsAndConditions"
        checked={accepted}
        error={error}
        onChange={(event) => actor.send({ type: 'TERMS.CHANGE', accepted: event.currentTarget.checked })}
      />
      <Link className={css.link} to={PATHS.terms} target="_blank" rel="noopener">
        Leer los términos y condiciones
      </Link>
    </div>
  );
}
