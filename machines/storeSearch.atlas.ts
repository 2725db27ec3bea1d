/** The store search for product owners and QA (statecharts/index.html). */
import { defineAtlas } from './shared/atlas';

export const storeSearchAtlas = defineAtlas({
  titles: { idle: 'Resultados de comercios', debouncing: 'Escribiendo' },
  labels: {
    'QUERY.CHANGE [isEmptyQuery]': 'Borra la búsqueda',
    'QUERY.CHANGE': 'Escribe el nombre del comercio',
    'after debounce': 'Pasa 1 s sin escribir: busca',
    'done: catalog.searchStores': 'Comercios encontrados',
    'error: catalog.searchStores': 'Falla al buscar',
  },
  happyPath: { name: 'Busca un comercio', screens: ['idle', 'debouncing', 'idle'] },
});
