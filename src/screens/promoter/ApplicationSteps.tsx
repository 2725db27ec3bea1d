/** Product information, permisos (consent + the customer's NIP) and the quick-application form. */
import type { FormEvent } from 'react';
import type { PromoterEvent, PromoterView } from '../../../machines/promoter';
import type { EMPLOYMENT_STATUSES, HOUSING_TYPES, MARITAL_STATUSES } from '../../api/contract/common';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { PageTitle } from '../../ui/PageTitle';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as css from './promoter.css';

type Send = (event: PromoterEvent) => void;
type ViewOf<S extends PromoterView['screen']> = Extract<PromoterView, { screen: S }>;

const onSubmit = (send: Send, event: PromoterEvent) => (e: FormEvent<HTMLFormElement>) => {
  e.preventDefault();
  send(event);
};

export function ProductStep({ view, send }: { view: ViewOf<'product'>; send: Send }) {
  const change = (field: keyof typeof view.values) => (e: { currentTarget: { value: string } }) =>
    send({ type: 'PRODUCT.CHANGE', values: { [field]: e.currentTarget.value } });
  return (
    <section className={css.page} aria-labelledby="promoter-step-title">
      <PageTitle id="promoter-step-title" subtitle="Precio del producto, monto a financiar y plazo.">
        Información del producto
      </PageTitle>
      <form className={css.form} onSubmit={onSubmit(send, { type: 'PRODUCT.SUBMIT' })} noValidate>
        <TextField
          label="Precio del producto"
          name="productPrice"
          inputMode="decimal"
          value={view.values.productPrice}
          error={view.errors.productPrice}
          onChange={change('productPrice')}
        />
        <TextField
          label="Monto a financiar"
          name="creditAmount"
          inputMode="decimal"
          value={view.values.creditAmount}
          error={view.errors.creditAmount}
          onChange={change('creditAmount')}
        />
        <Select
          label="Plazo"
          name="requestedPeriod"
          placeholder="Selecciona una opción"
          value={view.values.requestedPeriod}
          error={view.errors.requestedPeriod}
          options={view.terms.map((t) => ({ value: String(t), label: `${t} meses` }))}
          onChange={change('requestedPeriod')}
        />
        <p className={css.muted} aria-live="polite" aria-busy={view.estimating}>
          {view.estimating
            ? 'Calculando pago mensual estimado…'
            : view.estimateText
              ? `Pago mensual estimado: ${view.estimateText}`
              : null}
        </p>
        {!view.estimating && view.paymentsText ? <p className={css.muted}>{view.paymentsText}</p> : null}
        <Button type="submit" variant="primary" block loading={view.busy}>
          Continuar
        </Button>
        <Button type="button" variant="secondary" block onClick={() => send({ type: 'BACK' })}>
          Paso anterior
        </Button>
      </form>
    </section>
  );
}

export function ConsentStep({ view, send }: { view: ViewOf<'consent'>; send: Send }) {
  return (
    <section className={css.page} aria-labelledby="promoter-step-title">
      <PageTitle
        id="promoter-step-title"
        subtitle="Tu cliente recibió un NIP por SMS para autorizar la consulta."
      >
        Permisos
      </PageTitle>
      <form className={css.form} onSubmit={onSubmit(send, { type: 'CONSENT.SUBMIT' })} noValidate>
        <Checkbox
          label="El cliente autoriza la consulta de su historial crediticio."
          name="authorize"
          checked={view.values.authorize}
          error={view.errors.authorize}
          onChange={(e) => send({ type: 'CONSENT.CHANGE', values: { authorize: e.currentTarget.checked } })}
        />
        <Checkbox
          label="El cliente actúa por cuenta propia."
          name="ownBehalf"
          checked={view.values.ownBehalf}
          error={view.errors.ownBehalf}
          onChange={(e) => send({ type: 'CONSENT.CHANGE', values: { ownBehalf: e.currentTarget.checked } })}
        />
        <TextField
          label="NIP del cliente"
          name="nip"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={view.values.nip}
          error={view.errors.nip}
          onChange={(e) => send({ type: 'CONSENT.CHANGE', values: { nip: e.currentTarget.value } })}
        />
        <Button type="submit" variant="primary" block loading={view.busy}>
          Verificar NIP
        </Button>
      </form>
      <div className={css.form} aria-live="polite">
        {view.canResend || view.resending ? (
          <Button
            type="button"
            variant="secondary"
            block
            loading={view.resending}
            onClick={() => send({ type: 'CODE.RESEND' })}
          >
            Reenviar NIP
          </Button>
        ) : (
          <p
            className={css.muted}
            role="timer"
            aria-live="off"
          >{`Podrás pedir un nuevo NIP en ${view.countdown} s`}</p>
        )}
      </div>
    </section>
  );
}

const HOUSING: Record<(typeof HOUSING_TYPES)[number], string> = {
  OWNED: 'Propia',
  RENTED: 'Rentada',
  GUEST: 'Vivo con familiares',
  MORTGAGE: 'Hipotecada',
};
const MARITAL: Record<(typeof MARITAL_STATUSES)[number], string> = {
  SINGLE: 'Soltero(a)',
  MARRIED_SEPARATE_PROPERTY: 'Casado(a) por bienes separados',
  MARRIED_CONJUGAL_PARTNERSHIP: 'Casado(a) por bienes mancomunados',
  DIVORCED: 'Divorciado(a)',
  WIDOWED: 'Viudo(a)',
};
const EMPLOYMENT: Record<(typeof EMPLOYMENT_STATUSES)[number], string> = {
  EMPLOYED: 'Empleado',
  INDEPENDENT: 'Independiente',
  RETIRED: 'Jubilado',
  HOMEMAKER: 'Ama/Amo de casa',
  UNEMPLOYED: 'Estudiante',
};
const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const DEPENDENTS = ['0', '1', '2', '3', '4', '5', '6'].map((d) => ({
  value: d,
  label: d === '6' ? '6 o más' : d,
}));

export function FinishStep({ view, send }: { view: ViewOf<'finish'>; send: Send }) {
  const v = view.values;
  const e = view.errors;
  const change = (field: keyof typeof v) => (ev: { currentTarget: { value: string } }) =>
    send({ type: 'FINISH.CHANGE', values: { [field]: ev.currentTarget.value } });
  const text = (
    field: keyof typeof v,
    label: string,
    extra: { inputMode?: 'decimal' | 'numeric' | 'email' } = {},
  ) => (
    <TextField
      label={label}
      name={field}
      value={v[field]}
      error={e[field]}
      onChange={change(field)}
      {...extra}
    />
  );
  return (
    <section className={css.page} aria-labelledby="promoter-step-title">
      <PageTitle id="promoter-step-title" subtitle="Completa la solicitud con los datos de tu cliente.">
        Terminar solicitud
      </PageTitle>
      <form className={css.form} onSubmit={onSubmit(send, { type: 'FINISH.SUBMIT' })} noValidate>
        {text('email', 'Correo electrónico', { inputMode: 'email' })}
        <Select
          label="Tipo de vivienda"
          name="addressType"
          placeholder="Selecciona una opción"
          value={v.addressType}
          error={e.addressType}
          options={options(HOUSING)}
          onChange={change('addressType')}
        />
        {view.showRent ? text('monthlyRent', 'Renta mensual', { inputMode: 'decimal' }) : null}
        <TextField
          label="Vive ahí desde"
          name="movedInSince"
          type="month"
          value={v.movedInSince}
          error={e.movedInSince}
          onChange={change('movedInSince')}
        />
        <Select
          label="Estado civil"
          name="maritalStatus"
          placeholder="Selecciona una opción"
          value={v.maritalStatus}
          error={e.maritalStatus}
          options={options(MARITAL)}
          onChange={change('maritalStatus')}
        />
        <Select
          label="Situación laboral"
          name="status"
          placeholder="Selecciona una opción"
          value={v.status}
          error={e.status}
          options={options(EMPLOYMENT)}
          onChange={change('status')}
        />
        {view.showEmployment ? (
          <>
            {text('companyName', 'Empresa')}
            {text('position', 'Puesto')}
            {text('monthlySalary', 'Ingreso mensual', { inputMode: 'decimal' })}
            <TextField
              label="Fecha de ingreso"
              name="startDate"
              type="month"
              value={v.startDate}
              error={e.startDate}
              onChange={change('startDate')}
            />
          </>
        ) : null}
        <Select
          label="Dependientes económicos"
          name="economicDependents"
          placeholder="Selecciona una opción"
          value={v.economicDependents}
          error={e.economicDependents}
          options={DEPENDENTS}
          onChange={change('economicDependents')}
        />
        {text('0.fullName', 'Nombre de la referencia 1')}
        {text('0.phoneNumber', 'Teléfono de la referencia 1', { inputMode: 'numeric' })}
        {text('1.fullName', 'Nombre de la referencia 2')}
        {text('1.phoneNumber', 'Teléfono de la referencia 2', { inputMode: 'numeric' })}
        <Button type="submit" variant="primary" block loading={view.busy}>
          Enviar solicitud
        </Button>
      </form>
    </section>
  );
}
