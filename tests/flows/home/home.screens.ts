/** UI level of the home model: what / shows in each state, and the retry. */
import { expect } from 'vitest';
import type { HomeMachine } from '../../../machines/home.machine.ts';
import { getButton, pageHeading } from '../../model/harness/queries.ts';
import type { UiLevel } from '../../model/harness/types.ts';
import { HOME_SPEC } from './home.oracle.ts';

/** An application a promoter filed in the client's name, waiting for their consent. */
const PENDING_STATUS = 'PENDING_CLIENT_CONSENT';

const spinner = () => expect(document.querySelector('[role=status]')?.textContent).toContain('Cargando');

export const homeUi: UiLevel<HomeMachine> = {
  states: {
    loading: spinner,
    // The applications and the balances load in parallel: the spinner until both have answered.
    'loading.applications': spinner,
    'loading.applications.loading': spinner,
    'loading.applications.loaded': spinner,
    'loading.balances': spinner,
    'loading.balances.loading': spinner,
    'loading.balances.loaded': spinner,
    failed: (ui) => {
      expect(pageHeading()).toBe('Inicio');
      expect(ui.screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'No pudimos cargar tu información.',
      );
    },
    ready: (_ui, s) => {
      expect(pageHeading()).toBe('Inicio');
      const current = document.querySelector('[aria-current="step"]');
      const items = s.context.data?.applications.items ?? [];
      const tracked = items.find((a) => HOME_SPEC.trackerStep[a.status] !== undefined);
      if (tracked)
        expect(current?.textContent).toContain(HOME_SPEC.stepTitle[HOME_SPEC.trackerStep[tracked.status]!]);
      else {
        expect(current).toBeNull();
        expect(document.querySelector('a[href="/iniciar-compra"]')?.textContent).toBe('Iniciar compra');
      }
    },
    'ready.idle': (ui, s) => {
      const heading = ui.screen.queryByRole('heading', { name: 'Solicitudes registradas a tu nombre' });
      expect(ui.screen.queryByRole('dialog')).toBeNull();
      // Listed only when a promoter's application waits for the client's consent.
      if (!s.context.data?.applications.items.some((a) => a.status === PENDING_STATUS)) {
        expect(heading).toBeNull();
        return;
      }
      expect(heading).toBeTruthy();
      expect(ui.screen.getByText(/Solicitud SOL-000777 · \$45,000\.00/)).toBeTruthy();
    },
    'ready.confirming': (ui) => {
      const dialog = ui.screen.getByRole('dialog', { name: '¿Cancelar esta solicitud?' });
      expect(dialog.textContent).toContain('SOL-000777');
    },
    'ready.cancelling': (ui) => {
      expect(ui.screen.getByRole('button', { name: 'Sí, cancelar' }).getAttribute('aria-busy')).toBe('true');
    },
  },
  events: {
    RETRY: (ui) => ui.user.click(getButton('Reintentar')),
    CANCEL: (ui, e) =>
      ui.user.click(
        getButton(
          e.applicationId === 'a0000000-0000-4000-8000-0000000000c1'
            ? 'Cancelar la solicitud SOL-000777'
            : 'x',
        ),
      ),
    CONFIRM_CANCEL: (ui) => ui.user.click(getButton('Sí, cancelar')),
    KEEP: (ui) => ui.user.click(getButton('No, conservarla')),
  },
  // The screen offers 'Cancelar' only for an application waiting for consent.
  canExecute: (_s, event) =>
    event.type !== 'CANCEL' || event.applicationId === 'a0000000-0000-4000-8000-0000000000c1',
};
