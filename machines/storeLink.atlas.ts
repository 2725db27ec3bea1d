/** The store link for product owners and QA (statecharts/index.html). */
import { defineAtlas } from './shared/atlas';

export const storeLinkAtlas = defineAtlas({
  titles: { found: 'Tienda encontrada', failed: 'Link de tienda inválido' },
  labels: {
    'always [hasStoreId]': 'Link con tienda',
    always: 'Link sin tienda',
    'done: getStore [storeExists]': 'La tienda existe',
    'done: getStore': 'La tienda no existe',
    'error: getStore': 'Falla al buscar la tienda',
  },
  happyPath: { name: 'Llega desde el link de una tienda', screens: ['found'] },
});
