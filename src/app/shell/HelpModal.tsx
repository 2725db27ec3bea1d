import { Button } from '../../ui/Button';
import { MessagingLink } from '../../ui/ContactLinks';
import { CheckIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import * as css from './shell.css';

/** The four points of 'how buying works' (spec §2 "Layout shell"). */
export const HOW_IT_WORKS: readonly { title: string; text: string }[] = [
  { title: 'Solicita en minutos', text: 'Completa tu solicitud en unos cuantos minutos, desde tu celular.' },
  {
    title: 'Elige tus plazos',
    text: 'Una vez autorizada tu solicitud, elige el plazo de pago que más te convenga.',
  },
  { title: 'Sin comisiones', text: 'No cobramos comisiones ni costos ocultos.' },
  {
    title: 'Tus datos están protegidos',
    text: 'Cuidamos tu información personal y solo la usamos para atender tu solicitud.',
  },
];

export const HELP_MODAL_TITLE = '¿Cómo funciona comprar a meses?';

export interface HelpModalProps {
  open: boolean;
  onClose(): void;
  /** Messaging-app contact link; the contact button is left out when it is empty. */
  messagingUrl: string;
}

export function HelpModal({ open, onClose, messagingUrl }: HelpModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={HELP_MODAL_TITLE}
      footer={
        <>
          <MessagingLink href={messagingUrl} label="¿Tienes dudas? Escríbenos" />
          <Button block onClick={onClose}>
            Entendido
          </Button>
        </>
      }
    >
      <ol className={css.helpList}>
        {HOW_IT_WORKS.map((point) => (
          <li key={point.title} className={css.helpItem}>
            <span className={css.helpBullet} aria-hidden="true">
              <CheckIcon />
            </span>
            <div>
              <p className={css.helpItemTitle}>{point.title}</p>
              <p className={css.helpItemText}>{point.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
