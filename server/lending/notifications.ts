/**
 * The SMS and e-mail texts the lending life cycle sends (credit-check NIP, signing NIP, disbursement, quick
 * application, the decision of an application a promoter filed). Sent through the outbox (`deps.outbox`), which the sandbox shows at `/__sandbox`.
 */
import { asCentavos, centavosToDecimalString } from '../../src/domain/money.ts';
import { rejectionText } from '../../src/domain/rejections.ts';
import type { OutgoingMessage } from '../outbox.ts';
import type { ApplicationRow } from './queries.ts';

export function consentNipSms(to: string, serialNumber: string, nip: string): OutgoingMessage {
  return {
    channel: 'sms',
    to,
    kind: 'compliance-code',
    subject: 'NIP de consulta de buró',
    body: `Tu NIP para autorizar la consulta de tu historial crediticio (solicitud ${serialNumber}) es ${nip}. Vence en 10 minutos.`,
    code: nip,
  };
}

/**
 * The consent NIP of an application a promoter filed in the client's name (spec §4 promoter flow): it says who
 * filed it, and that a client who did not ask for it keeps the NIP to themselves and may cancel it.
 */
export function promoterConsentSms(
  to: string,
  serialNumber: string,
  storeName: string | null,
  code: string,
): OutgoingMessage {
  const where = storeName ? `en ${storeName}` : 'con un promotor';
  return {
    channel: 'sms',
    to,
    kind: 'compliance-code',
    subject: 'NIP de consulta de buró',
    body: `Se registró una solicitud de crédito a tu nombre ${where} (solicitud ${serialNumber}). Si tú la pediste, tu NIP para autorizar la consulta de tu historial crediticio es ${code}. Vence en 10 minutos. Si no la pediste, no compartas este NIP: puedes cancelar la solicitud en tu cuenta y vence sola en 24 horas.`,
    code,
  };
}

export function signingNipSms(to: string, serialNumber: string, nip: string): OutgoingMessage {
  return {
    channel: 'sms',
    to,
    kind: 'signing-pin',
    subject: 'NIP de firma',
    body: `Tu NIP para firmar tu contrato ${serialNumber} es ${nip}. Vence en 10 minutos. No lo compartas.`,
    code: nip,
  };
}

export function disbursementEmail(to: string, application: ApplicationRow): OutgoingMessage {
  const amount = centavosToDecimalString(asCentavos(application.creditAmountCentavos));
  const message =
    application.type === 'STORE'
      ? {
          subject: 'Tu compra fue autorizada',
          body: `Notificamos a la tienda el pago de tu compra ${application.serialNumber} por $${amount}.`,
        }
      : {
          subject: 'Tu dinero va en camino',
          body: `Enviamos $${amount} de tu préstamo ${application.serialNumber} a tu cuenta CLABE; llega en menos de 24 horas hábiles.`,
        };
  return { channel: 'email', to, kind: 'disbursement', ...message };
}

export function quickApplicationEmail(to: string, serialNumber: string, link: string): OutgoingMessage {
  return {
    channel: 'email',
    to,
    kind: 'quick-application',
    subject: 'Termina tu solicitud',
    body: `Tu asesor inició tu solicitud ${serialNumber}. Crea tu contraseña en ${link} y sube tus documentos para continuar.`,
    link,
  };
}

/**
 * The rejection of an application a promoter filed, to the customer's phone (the one the consent NIP went to): the
 * promoter's screen says the decision only, the reason (credit-bureau detail) goes to the customer alone.
 */
export function rejectionSms(to: string, application: ApplicationRow): OutgoingMessage {
  const reason = rejectionText(application.rejectionReason, application.overdueAccounts ?? undefined);
  return {
    channel: 'sms',
    to,
    kind: 'application-rejected',
    subject: 'Resultado de tu solicitud',
    body: `Por el momento no podemos aprobar tu solicitud ${application.serialNumber}. ${reason}`,
  };
}
