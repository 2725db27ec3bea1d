import { config } from '../../config';
import { formatPhone } from '../../domain/phone';
import { MessagingLink, PhoneLink } from '../../ui/ContactLinks';
import { InfoIcon } from '../../ui/icons';
import { PageTitle } from '../../ui/PageTitle';
import * as css from './static.css';

export interface SuspendedNoticeProps {
  /** Customer-service phone (10 digits); defaults to the configured one. */
  supportPhone?: string;
  /** Messaging-app contact link; defaults to the configured one. */
  messagingUrl?: string;
}

/** What a suspended client sees on / (spec §2 "Home", §6): the notice and the support contact. */
export function SuspendedNotice({
  supportPhone = config.supportPhone,
  messagingUrl = config.messagingUrl,
}: SuspendedNoticeProps) {
  const phone = formatPhone(supportPhone);
  return (
    <section className={css.notice}>
      <span className={css.noticeIcon} aria-hidden="true">
        <InfoIcon />
      </span>
      <PageTitle>Tu cuenta ha sido suspendida</PageTitle>
      <p className={css.muted}>
        Para conocer el motivo o aclarar tu situación, comunícate con nuestro equipo de atención a clientes.
      </p>
      {phone ? (
        <p className={css.phoneLine}>
          Llámanos al <PhoneLink phone={supportPhone} display={phone} />
        </p>
      ) : null}
      <MessagingLink href={messagingUrl} />
    </section>
  );
}
