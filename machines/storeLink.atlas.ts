/** The store link for product owners and QA (statecharts/index.html). */
import { defineAtlas } from './shared/atlas';

export const storeLinkAtlas = defineAtlas({
  titles: { found: 'Tienda encontrada', failed: 'Link de tienda inválido' },
  labels: {
    'always [hasStoreId]': 'Link con tienda',
    always: 'Link sin tienda',
    'done: catalog.getStore [storeExists]': 'La tienda existe',
    'done: catalog.getStore': 'La tienda no existe',
    'error: catalog.getStore': 'Falla al buscar la tienda',
  },
  happyPath: { name: 'Llega desde el link de una tienda', screens: ['found'] },
});
