/**
 * The global alert toast: one alert machine for the whole app, a `useAlerts()` hook to show or dismiss,
 * and `useForwardAlerts(actorRef)` so a flow machine's emitted `alert` events reach the toast.
 */
import { useActorRef, useSelector } from '@xstate/react';
import {
  createContext,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import type { ActorRefFrom, InspectionEvent } from 'xstate';
import { alertMachine } from '../../../machines/alert.machine';
import type { AlertEmitted, AlertInput, AlertsCleared } from '../../../machines/shared/alerts';
import { button } from '../../ui/buttonClasses';
import { CloseIcon } from '../../ui/icons';
import { KEEP_INTERACTIVE_ATTR } from '../../ui/inert';
import { useProvided } from '../provided';
import * as css from './toast.css';

export interface AlertsApi {
  /** Shows an alert, replacing the one on screen. Timer defaults: 3000 ms, errors 5000 ms, warnings 8000 ms. */
  show(alert: AlertInput): void;
  dismiss(): void;
  /** Dismisses the alert on screen if it is an error (a later step succeeded); others stay. */
  dismissErrors(): void;
}

const AlertContext = createContext<AlertsApi | null>(null);

type AlertMachine = typeof alertMachine;
type AlertActorRef = ActorRefFrom<AlertMachine>;

export interface AlertProviderProps {
  readonly children: ReactNode;
  /** The alert machine (default: the app's; the UI-level model test passes the model's). */
  readonly machine?: AlertMachine;
  /** Inspection of the alert actor (tests). */
  readonly inspect?: (event: InspectionEvent) => void;
}

export function AlertProvider({ children, machine = alertMachine, inspect }: AlertProviderProps) {
  const actorRef = useActorRef(machine, inspect ? { inspect } : {});
  const api = useMemo<AlertsApi>(
    () => ({
      show: (alert) => actorRef.send({ type: 'SHOW', alert }),
      dismiss: () => actorRef.send({ type: 'DISMISS' }),
      dismissErrors: () => {
        const snapshot = actorRef.getSnapshot();
        if (snapshot.matches('showing') && snapshot.context.alert?.alertType === 'error')
          actorRef.send({ type: 'DISMISS' });
      },
    }),
    [actorRef],
  );
  return (
    <AlertContext value={api}>
      {children}
      <AlertToast actorRef={actorRef} onDismiss={api.dismiss} />
    </AlertContext>
  );
}

export function useAlerts(): AlertsApi {
  return useProvided(AlertContext, 'AlertProvider');
}

/** Anything that can emit the shared `alert` event (an XState v5 actor of a flow machine). */
export interface AlertEmitter {
  on(type: '*', handler: (event: { type: string }) => void): { unsubscribe(): void };
}

/**
 * Forwards a flow actor's emitted `alert` events to the global toast while the component is mounted, and its
 * `alerts.clear` (a step succeeded) as the dismissal of an error toast.
 */
export function useForwardAlerts(actor: AlertEmitter | null | undefined): void {
  const { show, dismissErrors } = useAlerts();
  useEffect(() => {
    if (!actor) return;
    const subscription = actor.on('*', (event) => {
      if (event.type === 'alert') {
        const { type: _type, ...alert } = event as AlertEmitted;
        show(alert);
      } else if (event.type === ('alerts.clear' satisfies AlertsCleared['type'])) dismissErrors();
    });
    return () => subscription.unsubscribe();
  }, [actor, show, dismissErrors]);
}

const noSubscription = () => () => {};
const isBrowserRender = () => true;
const isServerRender = () => false;

/**
 * True while a modal dialog is open: the toast then docks at the top, clear of the dialog's buttons. Watched only
 * while a toast shows (a mutation observer over the whole page costs on every render, from the first one on); the
 * check runs before the toast is painted, so it never flashes at the bottom first.
 */
function useModalOpen(watch: boolean): boolean {
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    if (!watch) return;
    const check = () => setOpen(document.querySelector('[role="dialog"][aria-modal="true"]') !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [watch]);
  return watch && open;
}

/**
 * Two live regions always sit in the page (so screen readers pick up what is put in them): errors go to
 * the assertive `role="alert"` one, success and warnings to the polite `role="status"` one.
 */
function AlertToast({ actorRef, onDismiss }: { actorRef: AlertActorRef; onDismiss(): void }) {
  const showing = useSelector(actorRef, (s) => s.matches('showing'));
  const alert = useSelector(actorRef, (s) => s.context.alert);
  const current = showing && alert ? alert : null;
  const toast = current ? (
    <div className={`${css.toast} ${css.toastType[current.alertType]}`}>
      <div className={css.body}>
        <p className={css.message}>{current.message}</p>
        {current.description ? <p className={css.description}>{current.description}</p> : null}
      </div>
      <button
        type="button"
        className={button({ variant: 'ghost', size: 'icon' })}
        aria-label="Cerrar"
        onClick={onDismiss}
      >
        <CloseIcon />
      </button>
    </div>
  ) : null;
  const isError = current?.alertType === 'error';
  const keep = { [KEEP_INTERACTIVE_ATTR]: '' };
  const modalOpen = useModalOpen(current !== null);
  // Rendered into <body>, outside the app's root: not part of a page prerendered at build time, and added right
  // after hydration (a client render has it from the start).
  const inBrowser = useSyncExternalStore(noSubscription, isBrowserRender, isServerRender);
  if (!inBrowser) return null;
  return createPortal(
    <div className={css.region} data-placement={modalOpen ? 'top' : 'bottom'} {...keep}>
      <div role="status" className={css.live}>
        {isError ? null : toast}
      </div>
      <div role="alert" className={css.live}>
        {isError ? toast : null}
      </div>
    </div>,
    document.body,
  );
}
