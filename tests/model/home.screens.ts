/** UI level of the home model: what / shows in each state, and the retry. */
import { expect } from 'vitest';
import type { HomeMachine } from '../../machines/home.machine.ts';
import { getButton, pageHeading } from './harness/queries.ts';
import type { UiLevel } from './harness/types.ts';

export const homeUi: UiLevel<HomeMachine> = {
  states: {
    loading: () => expect(document.querySelector('[role=status]')?.textContent).toContain('Cargando'),
    failed: (ui) => {
      expect(pageHeading()).toBe('Inicio');
      expect(ui.screen.getByText('No pudimos cargar tu información.')).toBeTruthy();
    },
    ready: (_ui, s) => {
      expect(pageHeading()).toBe('Inicio');
      const current = document.querySelector('[aria-current="step"]');
      if (s.context.data?.applications.items.length) expect(current?.textContent).toContain('Elegir plazo');
      else {
        expect(current).toBeNull();
        expect(document.querySelector('a[href="/iniciar-compra"]')?.textContent).toBe('Iniciar compra');
      }
    },
  },
  events: {
    RETRY: (ui) => ui.user.click(getButton('Reintentar')),
  },
};
