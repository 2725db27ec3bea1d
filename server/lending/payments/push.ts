/**
 * Web Push to the client's devices (server/push.ts, web-push) when a payment is applied or a loan is disbursed —
 * only when the client keeps transactional notifications on. Fire and forget: a push never fails the request or
 * the delayed step that caused it, and never makes it wait for a push service (server/push.ts queues the send);
 * in a keyed request it leaves after the commit (server/db/ambient.ts).
 */
import { asCentavos, type Centavos, formatMXN } from '../../../src/domain/money.ts';
import type { Deps } from '../../context.ts';
import { afterCommit, inAmbient } from '../../db/ambient.ts';
import { wantsTransactionalNotifications } from './queries.ts';

/** Mi cuenta (the server does not import the app's route table). */
const PURCHASES = '/compras';

async function deliver(
  deps: Deps,
  clientId: string,
  title: string,
  body: string,
  url: string,
): Promise<void> {
  try {
    if (!deps.push.enabled) return;
    if (!(await wantsTransactionalNotifications(deps.db, clientId))) return;
    await deps.push.sendToClient(clientId, { title, body, url });
  } catch (e) {
    deps.log.warn('push notification failed', { error: e instanceof Error ? e.message : String(e) });
  }
}

/**
 * Inside a keyed request's transaction the push waits for its commit (a rolled-back payment is never announced);
 * elsewhere it is sent now. Either way it never changes the request's answer.
 */
function send(deps: Deps, clientId: string, title: string, body: string, url: string): Promise<void> {
  if (!inAmbient(deps.db)) return deliver(deps, clientId, title, body, url);
  afterCommit(deps.db, () => deliver(deps, clientId, title, body, url));
  return Promise.resolve();
}

/** 'Recibimos tu pago de $X' (and the liquidation when the payment paid a loan off). */
export function pushPaymentApplied(
  deps: Deps,
  clientId: string,
  applied: Centavos,
  liquidated: readonly string[],
): Promise<void> {
  const body =
    liquidated.length > 0
      ? `Aplicamos ${formatMXN(applied)} y liquidaste tu crédito. ¡Gracias!`
      : `Aplicamos ${formatMXN(applied)} a tu cuenta.`;
  return send(deps, clientId, 'Recibimos tu pago', body, PURCHASES);
}

/** 'Tu compra fue autorizada' / 'Tu dinero va en camino' when a loan is disbursed (PAID). */
export function pushDisbursed(
  deps: Deps,
  application: { clientId: string; type: string; serialNumber: string; creditAmountCentavos: number },
): Promise<void> {
  const amount = formatMXN(asCentavos(application.creditAmountCentavos));
  return application.type === 'STORE'
    ? send(
        deps,
        application.clientId,
        'Tu compra fue autorizada',
        `Notificamos a la tienda el pago de tu compra ${application.serialNumber} por ${amount}.`,
        PURCHASES,
      )
    : send(
        deps,
        application.clientId,
        'Tu dinero va en camino',
        `Enviamos ${amount} de tu préstamo ${application.serialNumber} a tu cuenta CLABE.`,
        PURCHASES,
      );
}
