/** The support contact of help and payment pages: the phone as (###) ###-#### and the messaging-app button. */
import { formatPhone } from '../../domain/phone';
import { Card } from '../../ui/Card';
import { MessagingLink, PhoneLink } from '../../ui/ContactLinks';
import * as css from '../account/account.css';

export interface SupportContactProps {
  readonly phone: string;
  readonly messagingUrl: string;
}

export function SupportContact({ phone, messagingUrl }: SupportContactProps) {
  return (
    <Card className={css.stack}>
      <h2 className={css.subheading}>¿Necesitas ayuda?</h2>
      <p className={css.text}>
        Llámanos al <PhoneLink phone={phone} display={formatPhone(phone)} /> o escríbenos:
      </p>
      <MessagingLink href={messagingUrl} label="Contactar a soporte" />
    </Card>
  );
}
