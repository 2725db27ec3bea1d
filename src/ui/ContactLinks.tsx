import { button } from './buttonClasses';
import { MessageIcon, PhoneIcon } from './contactIcons';
import { visuallyHidden } from './global.css';

export interface MessagingLinkProps {
  /** The messaging-app contact URL (configuration). Nothing renders without it. */
  href: string | undefined;
  label?: string;
  block?: boolean;
}

/** The messaging-app contact button (opens the chat in a new window). */
export function MessagingLink({
  href,
  label = 'Enviar mensaje a soporte',
  block = true,
}: MessagingLinkProps) {
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={button({ variant: 'secondary', block })}
    >
      <MessageIcon />
      {label}
      <span className={visuallyHidden}> (se abre en otra ventana)</span>
    </a>
  );
}

export interface PhoneLinkProps {
  /** The number as configured; its last 10 digits, with +52, make the tel: link. */
  phone: string;
  /** How the number is shown, e.g. '(555) 123-4567'. */
  display: string;
}

/** A tel: link showing the formatted number. */
export function PhoneLink({ phone, display }: PhoneLinkProps) {
  const digits = phone.replace(/\D/g, '');
  return (
    <a href={`tel:${digits.length >= 10 ? `+52${digits.slice(-10)}` : digits}`}>
      <PhoneIcon /> {display}
    </a>
  );
}
