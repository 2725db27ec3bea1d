/**
 * Home (spec §2 "Home", §4 "Home tracker"): the application tracker or the credit-limit dashboard, as the home
 * view says (machines/home.machine.ts). The tracker's "upload documents" action is a slot the host fills (the
 * credit application's documents machine). Under either, the applications a promoter filed in the client's name
 * that wait for their consent (PendingConsent.tsx).
 */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type CanAskFor,
  type HomeMachine,
  type HomeView,
  homeView,
  sameHomeView,
  type TrackerStep,
} from '../../../machines/home.machine';
import type { Application } from '../../api/contract/applications';
import { formatMXN, pesosToCentavos } from '../../domain/money';
import { fillPath, PATHS } from '../../paths';
import { Button } from '../../ui/Button';
import { button } from '../../ui/buttonClasses';
import { CheckIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import * as css from '../signing/signing.css';
import * as homeCss from './home.css';
import { PendingConsent } from './PendingConsent';

export interface HomeScreenProps {
  readonly actor: ActorRefFrom<HomeMachine>;
  /** The "upload documents" action of a PREAPPROVED application (the documents machine, plugged by the host). */
  readonly documentsSlot: (application: Application) => ReactNode;
}

const ORDER: TrackerStep[] = ['documents', 'review', 'chooseTerm', 'confirmation'];

/** The text beside figures kept from the last visit while they load again. */
export const UPDATING_TEXT = 'Actualizando…';

/** Marks the figures below as the last-known ones, being loaded again (the view says when). */
function Updating({ updating }: { updating: boolean }) {
  return updating ? (
    <p className={homeCss.updating} role="status">
      {UPDATING_TEXT}
    </p>
  ) : null;
}

function Tracker({
  view,
  documentsSlot,
}: {
  view: Extract<HomeView, { screen: 'tracker' }>;
  documentsSlot: HomeScreenProps['documentsSlot'];
}) {
  const a = view.application;
  const current = ORDER.indexOf(view.step);
  const state = (step: TrackerStep) => {
    const i = ORDER.indexOf(step);
    return i < current ? 'Completado' : i === current ? 'En curso' : 'Pendiente';
  };
  const steps: { step: TrackerStep; title: string; text: string; action?: ReactNode }[] = [
    {
      step: 'documents',
      title: 'Sube tus documentos',
      text:
        view.step === 'documents'
          ? 'Tu solicitud está preautorizada. Sube tu identificación para continuar.'
          : 'Recibimos tus documentos.',
      ...(view.step === 'documents' ? { action: documentsSlot(a) } : {}),
    },
    {
      step: 'review',
      title: 'Validación de documentos',
      text: view.step === 'review' ? 'Estamos revisando tus documentos.' : 'Tus documentos fueron validados.',
    },
    {
      step: 'chooseTerm',
      title: 'Elegir plazo',
      text: 'Tu crédito está autorizado. Elige la fecha de tu primer pago y firma tu contrato.',
      ...(view.step === 'chooseTerm'
        ? {
            action: (
              <Link
                className={button({ variant: 'primary', block: true })}
                to={fillPath(PATHS.signingChooseTerm, { applicationId: a.id })}
              >
                Elegir plazo
              </Link>
            ),
          }
        : {}),
    },
    {
      step: 'confirmation',
      title: 'Confirmación de pago',
      text:
        a.type === 'STORE'
          ? 'Notificamos al comercio; en cuanto confirme la entrega, tu compra quedará activa.'
          : 'Tu depósito está en proceso: llegará a tu cuenta CLABE en un máximo de 24 horas hábiles.',
    },
  ];
  return (
    <section
      className={`${css.page} ${homeCss.section}`}
      aria-labelledby="home-tracker-title"
      aria-busy={view.updating}
    >
      <PageTitle id="home-title">Inicio</PageTitle>
      <Updating updating={view.updating} />
      <div>
        <h2 id="home-tracker-title" className={css.amount}>
          Tu solicitud
        </h2>
        <p className={css.muted}>
          Solicitud {a.serialNumber} · {formatMXN(pesosToCentavos(a.creditAmount))}
        </p>
      </div>
      <ol className={css.options} aria-label="Pasos de tu solicitud">
        {steps.map((s) => (
          <li
            key={s.step}
            className={css.option}
            {...(s.step === view.step ? { 'aria-current': 'step' as const } : {})}
          >
            <span className={css.optionHead}>
              <strong>
                {state(s.step) === 'Completado' ? <CheckIcon /> : null} {s.title}
              </strong>
              <span className={css.badge}>{state(s.step)}</span>
            </span>
            {ORDER.indexOf(s.step) <= current ? <p className={css.text}>{s.text}</p> : null}
            {s.action ?? null}
          </li>
        ))}
      </ol>
    </section>
  );
}

type DashboardView = Extract<HomeView, { screen: 'dashboard' }>;

/** The limit, what is available of it, or (balances unread) the §8 text in place of the figure. */
function Credit({ view }: { view: DashboardView }) {
  return (
    <div>
      <p className={css.muted}>Crédito disponible</p>
      {view.available === null ? (
        <p className={css.text}>{view.balanceMessage}</p>
      ) : (
        <p className={css.amount}>{formatMXN(view.available)}</p>
      )}
      <p className={css.muted}>Límite de crédito: {formatMXN(view.creditLimit)}</p>
    </div>
  );
}

/** No limit yet (§6): what the client may ask for, instead of a zero that reads as a refusal. */
function NoLimitYet({ view, canAskFor }: { view: DashboardView; canAskFor: CanAskFor }) {
  return (
    <>
      <h2 id="home-can-ask-title" className={css.amount}>
        Puedes solicitar hasta
      </h2>
      <ul className={css.options} aria-labelledby="home-can-ask-title">
        <li className={css.option}>
          <strong className={css.amount}>{formatMXN(canAskFor.store)}</strong>
          <span className={css.text}>en una compra a meses en tienda</span>
        </li>
        <li className={css.option}>
          <strong className={css.amount}>{formatMXN(canAskFor.personalLoan)}</strong>
          <span className={css.text}>en un préstamo personal</span>
        </li>
      </ul>
      <p className={css.muted}>
        Aún no tienes un límite de crédito: lo definimos cuando aprobamos tu primera solicitud.
      </p>
      {view.balanceMessage === null ? null : <p className={css.text}>{view.balanceMessage}</p>}
    </>
  );
}

function Dashboard({ view }: { view: DashboardView }) {
  return (
    <section
      className={`${css.page} ${homeCss.section}`}
      aria-labelledby="home-title"
      aria-busy={view.updating}
    >
      <PageTitle id="home-title">Inicio</PageTitle>
      <Updating updating={view.updating} />
      {view.canAskFor === null ? (
        <Credit view={view} />
      ) : (
        <NoLimitYet view={view} canAskFor={view.canAskFor} />
      )}
      {view.activeLoans > 0 ? (
        <p className={css.text}>
          Tienes {view.activeLoans} {view.activeLoans === 1 ? 'crédito activo' : 'créditos activos'}.{' '}
          <Link className={css.link} to={PATHS.purchases}>
            Ver Mi cuenta
          </Link>
        </p>
      ) : null}
      <div className={css.actions}>
        <Link className={button({ variant: 'primary', block: true })} to={PATHS.startPurchase}>
          Iniciar compra
        </Link>
        <Link className={button({ variant: 'secondary', block: true })} to={PATHS.personalLoan}>
          Solicitar préstamo personal
        </Link>
      </div>
    </section>
  );
}

export function HomeScreen({ actor, documentsSlot }: HomeScreenProps) {
  const view = useSelector(actor, homeView, sameHomeView);
  switch (view.screen) {
    case 'tracker':
      return (
        <>
          <Tracker view={view} documentsSlot={documentsSlot} />
          <PendingConsent actor={actor} />
        </>
      );
    case 'dashboard':
      return (
        <>
          <Dashboard view={view} />
          <PendingConsent actor={actor} />
        </>
      );
    case 'failed':
      return (
        <section className={css.center} aria-labelledby="home-failed-title">
          <PageTitle id="home-failed-title">Inicio</PageTitle>
          <p className={css.text} role="alert">
            No pudimos cargar tu información.
          </p>
          <Button variant="primary" onClick={() => actor.send({ type: 'RETRY' })}>
            Reintentar
          </Button>
        </section>
      );
    default:
      return <Spinner label="Cargando" />;
  }
}
