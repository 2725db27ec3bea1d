/**
 * Beyond the spec: the applications a promoter filed in the client's name that wait for their consent (the
 * credit-check NIP), under the home's tracker or dashboard, each with 'Cancelar' and a confirmation
 * (machines/home.machine.ts `pendingConsentView`).
 */
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type HomeMachine,
  type PendingConsentItem,
  pendingConsentView,
  samePendingConsentView,
} from '../../../machines/home.machine';
import { formatMXN } from '../../domain/money';
import { Button } from '../../ui/Button';
import { lazyScreen } from '../../ui/lazyScreen';
import * as css from '../signing/signing.css';

/**
 * The confirmation dialog (and the modal's code) loads when the list first renders, not with the home page: most
 * clients never have the list. It is closed until 'Cancelar' is pressed, so nothing shows while it loads.
 */
const ConfirmDialog = lazyScreen(async () => (await import('../../ui/Modal')).Modal);

/** Loads the confirmation dialog at once (tests that press 'Cancelar' right after the list shows). */
export const preloadPendingConsentDialog = () => ConfirmDialog.preload();

export const PENDING_CONSENT_TEXTS = {
  title: 'Solicitudes registradas a tu nombre',
  intro:
    'Un promotor registró estas solicitudes a tu nombre. Solo avanzan si las autorizas con el NIP que te enviamos por SMS; si no las autorizas, vencen en 24 horas.',
  notYours: 'Si tú no la pediste, no compartas tu NIP y cancélala.',
  cancel: 'Cancelar',
  confirmTitle: '¿Cancelar esta solicitud?',
  confirmText: 'Ya nadie podrá autorizarla ni procesarla.',
  confirm: 'Sí, cancelar',
  keep: 'No, conservarla',
  cancelled: 'Cancelamos la solicitud.',
  failed: 'No pudimos cancelar la solicitud, vuelve a intentarlo.',
} as const;

const T = PENDING_CONSENT_TEXTS;

function where(item: PendingConsentItem): string {
  return item.storeName ? `Registrada en ${item.storeName}` : 'Registrada por un promotor';
}

export function PendingConsent({ actor }: { actor: ActorRefFrom<HomeMachine> }) {
  const view = useSelector(actor, pendingConsentView, samePendingConsentView);
  const notice =
    view.notice === 'cancelled' ? (
      <p className={css.text} role="status">
        {T.cancelled}
      </p>
    ) : view.notice === 'failed' ? (
      <p className={css.text} role="alert">
        {T.failed}
      </p>
    ) : null;
  if (view.items.length === 0) return notice;
  return (
    <section className={css.page} aria-labelledby="home-pending-consent-title">
      {notice}
      <h2 id="home-pending-consent-title" className={css.amount}>
        {T.title}
      </h2>
      <p className={css.text}>{T.intro}</p>
      <ul className={css.options} aria-labelledby="home-pending-consent-title">
        {view.items.map((item) => (
          <li key={item.id} className={css.option}>
            <span className={css.optionHead}>
              <strong>
                Solicitud {item.serialNumber} · {formatMXN(item.amount)}
              </strong>
              <span className={css.badge}>Espera tu autorización</span>
            </span>
            <p className={css.text}>
              {where(item)}. {T.notYours}
            </p>
            <Button
              variant="secondary"
              block
              aria-label={`${T.cancel} la solicitud ${item.serialNumber}`}
              onClick={() => actor.send({ type: 'CANCEL', applicationId: item.id })}
            >
              {T.cancel}
            </Button>
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        <ConfirmDialog
          open={view.confirming !== null}
          onClose={() => {
            if (!view.busy) actor.send({ type: 'KEEP' });
          }}
          title={T.confirmTitle}
          footer={
            <>
              <Button
                variant="primary"
                block
                loading={view.busy}
                onClick={() => actor.send({ type: 'CONFIRM_CANCEL' })}
              >
                {T.confirm}
              </Button>
              <Button
                variant="secondary"
                block
                disabled={view.busy}
                onClick={() => actor.send({ type: 'KEEP' })}
              >
                {T.keep}
              </Button>
            </>
          }
        >
          <p className={css.text}>
            Solicitud {view.confirming?.serialNumber} ·{' '}
            {view.confirming ? formatMXN(view.confirming.amount) : ''}. {T.confirmText}
          </p>
        </ConfirmDialog>
      </Suspense>
    </section>
  );
}
