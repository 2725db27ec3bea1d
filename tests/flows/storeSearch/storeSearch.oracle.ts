/**
 * The spec's store purchase entry (§2 "Store purchase entry", §3 "Store", §5 "Signing" last lines, §8, §9), copied
 * from the spec: the store search of /iniciar-compra and the store link /solicitud.
 */
import { ALERT_MS, DEBOUNCE_MS } from '../../model/oracle/spec.ts';

export const STORE_SEARCH_SPEC = {
  /** §2: /iniciar-compra ('Iniciar compra'). */
  screen: { route: '/iniciar-compra', heading: 'Iniciar compra' },
  routes: ['/iniciar-compra'],
  texts: {
    placeholder: 'Buscar comercio...',
    noStore: 'No encontramos una tienda con ese nombre',
    personalLoanCard: 'Compra en cualquier comercio',
    /** Not in the spec: what shows while the debounce and the search run (the design's copy). */
    searching: 'Buscando comercios',
  },
  /** §5/§9: "Store search is debounced by 1000 ms and the query is not sent when empty"; "store search limit 5". */
  debounceMs: DEBOUNCE_MS.storeSearch,
  limit: 5,
  /** §3 sector labels; OTHERS is also the fallback. */
  sectors: {
    ACCESORIES: 'Accesorios',
    FASHION: 'Moda',
    TRANSPORT: 'Transporte',
    HEALTH_AND_BEAUTY: 'Salud y belleza',
    ELECTRONICS: 'Electronicos',
    EXPERIENCES: 'Experiencia',
    HOME_AND_FURNITURE: 'Casa y muebles',
    LUXURY: 'Lujo',
    GAMES_AND_TOYS: 'Juegos y juguetes',
    TRAVEL: 'Viajes',
    WEDDING: 'Bodas',
    OTHERS: 'Otros',
  } as Readonly<Record<string, string>>,
} as const;

export const STORE_LINK_SPEC = {
  /** §2: /solicitud, headline 'Compra hoy y paga a meses en' plus the store name. */
  screen: { route: '/solicitud', headline: 'Compra hoy y paga a meses en' },
  routes: ['/solicitud'],
  labels: { request: 'Solicitar', signup: 'Crea tu cuenta', login: 'Ingresa a tu cuenta' },
  texts: {
    /** §8 "Store link lacks storeId (code STORE_ID_MUST_BE_DEFINED)". */
    storeIdRequired: 'Se necesita usar un link de tienda para crear una solicitud.',
    /** §8 "Any other store lookup failure". */
    storeNotFound: 'No se encontró la tienda solicitada.',
  },
  /** §8: "go to / with error alert 5 s" (a visitor on / is sent to /login, §6). */
  failure: { route: '/', visitorRoute: '/login', ms: ALERT_MS.error },
} as const;
