import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { button } from './buttonClasses';
import { visuallyHidden } from './global.css';
import { CloseIcon } from './icons';
import { KEEP_INTERACTIVE_ATTR } from './inert';
import * as css from './modal.css';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose(): void;
  /** The dialog's heading; it names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** Keeps the title for screen readers only. */
  hideTitle?: boolean;
  children: ReactNode;
  /** Actions under the content (stacked, full width on phones). */
  footer?: ReactNode;
  /** `center`: bottom sheet on phones, centred dialog on wider screens. `start`: side drawer. */
  placement?: 'center' | 'start';
  /** Element focused on open; defaults to the first focusable element inside the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the × button; defaults to 'Cerrar'. */
  closeLabel?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]'));
}

/**
 * Accessible modal dialog: `role="dialog"` + `aria-modal`, focus moved inside on open and trapped
 * (Tab / Shift+Tab cycle), Escape closes, the rest of the page is `inert`, and focus returns to the
 * element that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  placement = 'center',
  initialFocusRef,
  closeLabel = 'Cerrar',
}: ModalProps) {
  const titleId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overlayEl = overlayRef.current;
    const dialogEl = dialogRef.current;
    const madeInert: Element[] = [];
    for (const el of Array.from(document.body.children)) {
      if (el === overlayEl || el.hasAttribute('inert') || el.hasAttribute(KEEP_INTERACTIVE_ATTR)) continue;
      el.setAttribute('inert', '');
      madeInert.push(el);
    }
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const target = initialFocusRef?.current ?? (dialogEl ? focusableIn(dialogEl)[0] : undefined) ?? dialogEl;
    target?.focus();
    return () => {
      for (const el of madeInert) el.removeAttribute('inert');
      document.body.style.overflow = previousOverflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableIn(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop closes on click; keyboard users have Escape and the close button
    <div
      ref={overlayRef}
      className={`${css.overlay} ${css.overlayPlacement[placement]}`}
      onKeyDown={onKeyDown}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${css.dialog} ${css.dialogPlacement[placement]}`}
      >
        <div className={css.header}>
          <h2 id={titleId} className={hideTitle ? visuallyHidden : css.title}>
            {title}
          </h2>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'icon' })}
            aria-label={closeLabel}
            onClick={() => onCloseRef.current()}
          >
            <CloseIcon />
          </button>
        </div>
        {children}
        {footer ? <div className={css.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
