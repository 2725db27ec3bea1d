import { Button } from '../../ui/Button';
import { MessagingLink } from '../../ui/ContactLinks';
import { CheckIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { HELP_MODAL_TITLE, HOW_IT_WORKS } from './helpContent';
import * as css from './shell.css';

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
