/** The first quick-application screens: simulation start (store), client check by phone, and the data step. */
import type { FormEvent } from 'react';
import type { PromoterEvent, PromoterView } from '../../../machines/promoter';
import { Button } from '../../ui/Button';
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

export function SimulationStep({ view, send }: { view: ViewOf<'simulation'>; send: Send }) {
  return (
    <section className={css.page} aria-labelledby="promoter-step-title">
      <PageTitle id="promoter-step-title" subtitle="Elige la tienda y comienza la solicitud de tu cliente.">
        Solicitud rápida
      </PageTitle>
      <form className={css.form} onSubmit={onSubmit(send, { type: 'START' })} noValidate>
        <Select
          label="Tienda"
          name="storeId"
          value={view.storeId ?? ''}
          options={view.stores.map((s) => ({ value: s.id, label: s.name }))}
          onChange={(e) => send({ type: 'STORE.CHANGE', storeId: e.currentTarget.value })}
        />
        <Button type="submit" variant="primary" block disabled={view.storeId === null}>
          Iniciar solicitud
        </Button>
      </form>
    </section>
  );
}

export function ClientCheckStep({ view, send }: { view: ViewOf<'clientCheck'>; send: Send }) {
  return (
    <section className={css.page} aria-labelledby="promoter-step-title">
      <PageTitle id="promoter-step-title" subtitle="Revisa si tu cliente ya está registrado.">
        Datos del cliente
      </PageTitle>
      <form className={css.form} onSubmit={onSubmit(send, { type: 'CHECK.SUBMIT' })} noValidate>
        <TextField
          label="Teléfono del cliente"
          name="clientPhone"
          type="tel"
          inputMode="numeric"
          value={view.phoneNumber}
          error={view.error ?? undefined}
          onChange={(e) => send({ type: 'CHECK.CHANGE', phoneNumber: e.currentTarget.value })}
        />
        {view.badge === null ? (
          <Button type="submit" variant="primary" block loading={view.busy}>
            Buscar cliente
          </Button>
        ) : null}
      </form>
      {view.badge !== null ? (
        <div className={css.form} aria-live="polite">
          <p className={css.badge}>{view.badge}</p>
          {view.clientName ? <p className={css.text}>{view.clientName}</p> : null}
          {view.maskedEmail ? <p className={css.muted}>{view.maskedEmail}</p> : null}
          <Button type="button" variant="primary" block onClick={() => send({ type: 'CONTINUE' })}>
            Continuar
          </Button>
        </div>
      ) : null}
    </section>
  );
}

const ADDRESS_FIELDS = [
  ['streetName', 'Calle'],
  ['exteriorNumber', 'Número exterior'],
  ['interiorNumber', 'Número interior (opcional)'],
] as const;

const SUBTITLES = {
  new: 'Captura la CURP; el nombre se llena con la consulta.',
  editable: 'Revisa la CURP, el domicilio y el correo del cliente; corrige lo que haga falta.',
  readOnly: 'Revisa los datos del cliente.',
} as const;

type DataView = ViewOf<'data'>;

function AddressFields({ view, send }: { view: DataView; send: Send }) {
  const v = view.values;
  const e = view.errors;
  const change = (field: keyof typeof v) => (ev: { currentTarget: { value: string } }) =>
    send({ type: 'DATA.CHANGE', values: { [field]: ev.currentTarget.value } });
  return (
    <>
      {ADDRESS_FIELDS.map(([field, label]) => (
        <TextField
          key={field}
          label={label}
          name={field}
          value={v[field]}
          error={e[field]}
          trimOnBlur
          onChange={change(field)}
        />
      ))}
      <TextField
        label="Código postal"
        name="postalCode"
        inputMode="numeric"
        value={v.postalCode}
        error={e.postalCode}
        hint={view.lookingUp === 'postalCode' ? 'Buscando colonias' : undefined}
        onChange={change('postalCode')}
      />
      <Select
        label="Colonia"
        name="neighborhood"
        placeholder="Selecciona una opción"
        value={v.neighborhood}
        error={e.neighborhood}
        options={view.neighborhoodOptions.map((n) => ({ value: n, label: n }))}
        onChange={change('neighborhood')}
      />
    </>
  );
}

export function DataStep({ view, send }: { view: DataView; send: Send }) {
  const v = view.values;
  const e = view.errors;
  const change = (field: keyof typeof v) => (ev: { currentTarget: { value: string } }) =>
    send({ type: 'DATA.CHANGE', values: { [field]: ev.currentTarget.value } });
  const fullName = [v.name, v.firstSurname, v.secondSurname].filter(Boolean).join(' ');
  const readOnly = view.mode === 'readOnly';
  return (
    <section className={css.page} aria-labelledby="promoter-step-title">
      <PageTitle id="promoter-step-title" subtitle={SUBTITLES[view.mode]}>
        Datos de la solicitud
      </PageTitle>
      <form className={css.form} onSubmit={onSubmit(send, { type: 'DATA.SUBMIT' })} noValidate>
        {readOnly && view.readOnlyNote ? (
          <p className={css.muted} id="promoter-data-note">
            {view.readOnlyNote}
          </p>
        ) : null}
        {readOnly && v.curp === '' ? null : (
          <TextField
            label="CURP"
            name="curp"
            autoCapitalize="characters"
            value={v.curp}
            error={e.curp}
            hint={view.lookingUp === 'curp' ? 'Buscando información' : undefined}
            readOnly={readOnly}
            aria-describedby={readOnly ? 'promoter-data-note' : undefined}
            onChange={change('curp')}
          />
        )}
        <TextField label="Nombre" name="fullName" value={fullName} error={e.name} readOnly />
        {view.mode === 'editable' ? (
          <TextField
            label="Correo electrónico"
            name="email"
            type="email"
            autoComplete="off"
            value={v.email}
            error={e.email}
            trimOnBlur
            onChange={change('email')}
          />
        ) : null}
        {readOnly && view.emailOnFile ? (
          <TextField
            label="Correo electrónico"
            name="email"
            value={view.emailOnFile}
            readOnly
            aria-describedby="promoter-data-note"
          />
        ) : null}
        {view.mode === 'new' ? (
          <TextField
            label="Teléfono"
            name="phoneNumber"
            type="tel"
            inputMode="numeric"
            value={v.phoneNumber}
            error={e.phoneNumber}
            hint={view.lookingUp === 'phone' ? 'Revisando el número' : undefined}
            onChange={change('phoneNumber')}
          />
        ) : null}
        {readOnly ? null : <AddressFields view={view} send={send} />}
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
