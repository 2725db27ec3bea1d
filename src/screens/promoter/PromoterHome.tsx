/** /promotor for a signed-in promoter: a greeting and the start of a new quick application. */
import { formatMXN, pesosToCentavos } from '../../domain/money';
import { PATHS } from '../../paths';
import { button } from '../../ui/buttonClasses';
import { Link } from '../../ui/Link';
import { PageTitle } from '../../ui/PageTitle';
import * as css from './promoter.css';

export interface TodayApplication {
  readonly id: string;
  readonly clientId: string;
  readonly serialNumber: string;
  readonly stage: string;
  readonly clientName: string;
  readonly creditAmount: number;
  readonly createdAt: string;
}

export type TodayApplications =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'loaded'; readonly items: readonly TodayApplication[] };

export interface PromoterHomeProps {
  readonly name: string;
  /** Whether a quick application is in progress on this device (the draft). */
  readonly hasOpenApplication: boolean;
  readonly today: TodayApplications;
}

/** What each stage of a quick application is called on the promoter's list. */
export const STAGE_LABELS: Readonly<Record<string, string>> = {
  NIP_PENDING: 'Esperando NIP del cliente',
  ACTIVATION_PENDING: 'Esperando código de activación',
  APPROVED: 'Autorizada',
  PREAPPROVED: 'Preautorizada',
  REJECTED: 'Rechazada',
  RETRY_PROCESSING_APPLICATION: 'En proceso',
  ELEGIBLE_FOR_INTEREST_PAYMENTS: 'Oferta con intereses',
};

function TodayList({ today }: { today: TodayApplications }) {
  if (today.kind === 'loading') return <p className={css.muted}>Cargando tus solicitudes de hoy…</p>;
  if (today.kind === 'failed') return <p className={css.muted}>No pudimos cargar tus solicitudes de hoy.</p>;
  if (today.items.length === 0) return <p className={css.muted}>Aún no tienes solicitudes hoy.</p>;
  return (
    <ul className={css.list}>
      {today.items.map((item) => (
        <li key={item.id} className={css.row}>
          <strong>{item.clientName}</strong>
          <span>{`${item.serialNumber} · ${formatMXN(pesosToCentavos(item.creditAmount), { cents: false })}`}</span>
          <span>{STAGE_LABELS[item.stage] ?? item.stage}</span>
          {item.stage === 'ACTIVATION_PENDING' ? (
            <Link
              className={css.link}
              to={PATHS.promoterQuickActivationCode}
              state={{ pickUp: { applicationId: item.id, clientId: item.clientId } }}
              aria-label={`Retomar la solicitud de ${item.clientName}`}
            >
              Retomar
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function PromoterHome({ name, hasOpenApplication, today }: PromoterHomeProps) {
  return (
    <section className={css.page} aria-labelledby="promoter-home-title">
      <PageTitle id="promoter-home-title" subtitle="Registra la solicitud de tu cliente en unos minutos.">
        {`Hola, ${name}`}
      </PageTitle>
      <div className={css.actions}>
        {hasOpenApplication ? (
          <Link className={button({ variant: 'primary', block: true })} to={PATHS.promoterQuickClientInfo}>
            Continuar solicitud en curso
          </Link>
        ) : null}
        <Link
          className={button({ variant: hasOpenApplication ? 'secondary' : 'primary', block: true })}
          to={PATHS.promoterQuick}
          state={{ fresh: true }}
        >
          Nueva solicitud rápida
        </Link>
      </div>
      <section
        aria-labelledby="promoter-today-title"
        className={css.actions}
        aria-busy={today.kind === 'loading'}
      >
        <h2 id="promoter-today-title">Solicitudes de hoy</h2>
        <TodayList today={today} />
      </section>
    </section>
  );
}
