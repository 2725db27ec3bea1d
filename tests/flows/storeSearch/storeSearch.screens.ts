/**
 * UI level of the store search and store link models: what each state shows (src/screens/store) and how the user
 * sends each event.
 */
import { expect } from 'vitest';
import type { StoreLinkMachine } from '../../../machines/storeLink.machine.ts';
import { type StoreSearchMachine, sectorLabel } from '../../../machines/storeSearch.machine.ts';
import { normalize, pageHeading, queryButton } from '../../model/harness/queries.ts';
import { TRANSIENT, type UiLevel } from '../../model/harness/types.ts';

const text = () => document.body.textContent ?? '';
const searchBox = () => document.querySelector<HTMLInputElement>('input[name=store]');

export const storeSearchUi: UiLevel<StoreSearchMachine> = {
  states: {
    idle: (_ui, s) => {
      expect(pageHeading()).toBe('Iniciar compra');
      expect(searchBox()?.value).toBe(s.context.query);
      // Each result is a button: the sector's icon (hidden from assistive technology), the name, the sector label.
      const results = [...document.querySelectorAll('ul[aria-label="Comercios encontrados"] button')].map(
        (b) => {
          const copy = b.cloneNode(true) as HTMLElement;
          for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
          return normalize(copy.textContent);
        },
      );
      expect(results).toEqual(s.context.stores.map((store) => `${store.name}${sectorLabel(store.sector)}`));
      const empty = s.context.searched !== null && s.context.stores.length === 0 && !s.context.failed;
      expect(text().includes('No encontramos una tienda con ese nombre')).toBe(empty);
      expect(text()).toContain('Compra en cualquier comercio');
    },
    debouncing: () => expect(text()).toContain('Buscando comercios'),
    searching: () => expect(text()).toContain('Buscando comercios'),
  },
  events: {
    'QUERY.CHANGE': async (ui, e) => {
      const box = searchBox() as HTMLInputElement;
      await ui.user.clear(box);
      if (e.value !== '') await ui.user.paste(e.value);
    },
  },
};

export const storeLinkUi: UiLevel<StoreLinkMachine> = {
  states: {
    start: TRANSIENT,
    looking: () => expect(text()).toContain('Buscando la tienda'),
    found: (_ui, s) => {
      expect(pageHeading()).toBe(`Compra hoy y paga a meses en ${s.context.store?.name}`);
      expect(queryButton('Ingresa a tu cuenta')).not.toBeNull();
    },
    failed: (ui, s) => {
      expect(ui.location()).toBe('/login');
      expect(text()).toContain(s.output?.error ?? '');
    },
  },
  events: {},
};
