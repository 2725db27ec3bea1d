/**
 * Made-up affiliated stores for the sandbox (any resemblance to real businesses is accidental).
 * Every one of the 12 sectors of the spec has at least four stores; names carry accents on purpose so
 * the accent-insensitive search is exercised. `noInterestPeriods` are the MSI (meses sin intereses)
 * terms, in months, each store offers; an empty list means the store offers none.
 */
import type { StoreSector } from '../../../src/api/contract/common.ts';

export interface StoreSeed {
  /** Short number; the store's id is `storeIdOf(number)`, a UUID like every id of the sandbox. */
  readonly number: number;
  readonly name: string;
  readonly sector: StoreSector;
  readonly noInterestPeriods: readonly number[];
}

/** Store id (UUID) of a seeded store number: 17 → `5e000000-0000-4000-8000-000000000017`. */
export function storeIdOf(number: number): string {
  return `5e000000-0000-4000-8000-${String(number).padStart(12, '0')}`;
}

export const STORES: readonly StoreSeed[] = [
  // ACCESORIES
  { number: 1, name: 'Relojería Añil', sector: 'ACCESORIES', noInterestPeriods: [3, 6] },
  { number: 2, name: 'Bolsos y Cinturones Ébano', sector: 'ACCESORIES', noInterestPeriods: [] },
  { number: 3, name: 'Lentes Óptica Visión Clara', sector: 'ACCESORIES', noInterestPeriods: [3] },
  { number: 4, name: 'Joyería Pétalo de Plata', sector: 'ACCESORIES', noInterestPeriods: [3, 6, 9] },
  // FASHION
  { number: 5, name: 'Moda Colibrí', sector: 'FASHION', noInterestPeriods: [3, 6] },
  { number: 6, name: 'Zapatería El Caminante Ágil', sector: 'FASHION', noInterestPeriods: [3] },
  { number: 7, name: 'Boutique Jacarandá', sector: 'FASHION', noInterestPeriods: [] },
  { number: 8, name: 'Mezclilla Peñasco', sector: 'FASHION', noInterestPeriods: [3, 6] },
  // TRANSPORT
  { number: 9, name: 'Motocicletas Águila Real', sector: 'TRANSPORT', noInterestPeriods: [3, 6, 9, 12] },
  { number: 10, name: 'Bicicletas Rodada Veloz', sector: 'TRANSPORT', noInterestPeriods: [3, 6] },
  { number: 11, name: 'Refacciones y Llantas Tezontle', sector: 'TRANSPORT', noInterestPeriods: [] },
  { number: 12, name: 'Scooters Eléctricos Cenzontle', sector: 'TRANSPORT', noInterestPeriods: [3, 6, 9] },
  // HEALTH_AND_BEAUTY
  {
    number: 13,
    name: 'Clínica Dental Sonrisa Única',
    sector: 'HEALTH_AND_BEAUTY',
    noInterestPeriods: [3, 6, 9, 12],
  },
  { number: 14, name: 'Estética Orquídea', sector: 'HEALTH_AND_BEAUTY', noInterestPeriods: [] },
  { number: 15, name: 'Óptica Mirador', sector: 'HEALTH_AND_BEAUTY', noInterestPeriods: [3, 6] },
  { number: 16, name: 'Spa Manantial de Tulum', sector: 'HEALTH_AND_BEAUTY', noInterestPeriods: [3] },
  // ELECTRONICS
  { number: 17, name: 'Electrónica Relámpago', sector: 'ELECTRONICS', noInterestPeriods: [3, 6, 9, 12] },
  { number: 18, name: 'Cómputo y Más Quetzal', sector: 'ELECTRONICS', noInterestPeriods: [3, 6, 12] },
  { number: 19, name: 'Celulares Señal Plena', sector: 'ELECTRONICS', noInterestPeriods: [3, 6] },
  { number: 20, name: 'Audio y Vídeo Tecolote', sector: 'ELECTRONICS', noInterestPeriods: [] },
  // EXPERIENCES
  { number: 21, name: 'Escuela de Buceo Arrecife Azul', sector: 'EXPERIENCES', noInterestPeriods: [3] },
  {
    number: 22,
    name: 'Globos Aerostáticos Teotihuacán Vuelo',
    sector: 'EXPERIENCES',
    noInterestPeriods: [3, 6],
  },
  { number: 23, name: 'Cocina Mexicana Taller Sazón', sector: 'EXPERIENCES', noInterestPeriods: [] },
  { number: 24, name: 'Conciertos Acústicos Ágora', sector: 'EXPERIENCES', noInterestPeriods: [3] },
  // HOME_AND_FURNITURE
  { number: 25, name: 'Muebles Mañanitas', sector: 'HOME_AND_FURNITURE', noInterestPeriods: [3, 6, 9, 12] },
  {
    number: 26,
    name: 'Colchones Sueño Profundo',
    sector: 'HOME_AND_FURNITURE',
    noInterestPeriods: [3, 6, 9],
  },
  {
    number: 27,
    name: 'Línea Blanca Hogar Cálido',
    sector: 'HOME_AND_FURNITURE',
    noInterestPeriods: [3, 6, 12],
  },
  { number: 28, name: 'Decoración Talavera Viva', sector: 'HOME_AND_FURNITURE', noInterestPeriods: [] },
  // LUXURY
  {
    number: 29,
    name: 'Alta Relojería Cronógrafo Dorado',
    sector: 'LUXURY',
    noInterestPeriods: [3, 6, 9, 12],
  },
  { number: 30, name: 'Diamantes Estrella del Norte', sector: 'LUXURY', noInterestPeriods: [3, 6] },
  { number: 31, name: 'Pieles Finas Armiño', sector: 'LUXURY', noInterestPeriods: [] },
  { number: 32, name: 'Galería de Arte Obsidiana', sector: 'LUXURY', noInterestPeriods: [3] },
  // GAMES_AND_TOYS
  { number: 33, name: 'Juguetería El Trompo Feliz', sector: 'GAMES_AND_TOYS', noInterestPeriods: [3] },
  { number: 34, name: 'Videojuegos Nivel Máximo', sector: 'GAMES_AND_TOYS', noInterestPeriods: [3, 6] },
  { number: 35, name: 'Juegos de Mesa Lotería Niña', sector: 'GAMES_AND_TOYS', noInterestPeriods: [] },
  { number: 36, name: 'Didácticos Búho Sabio', sector: 'GAMES_AND_TOYS', noInterestPeriods: [3] },
  // TRAVEL
  { number: 37, name: 'Viajes Península Maya', sector: 'TRAVEL', noInterestPeriods: [3, 6, 9, 12] },
  { number: 38, name: 'Agencia Turística Rumbo Sur', sector: 'TRAVEL', noInterestPeriods: [3, 6] },
  { number: 39, name: 'Cruceros Bahía de Acapulco Sueños', sector: 'TRAVEL', noInterestPeriods: [3, 6, 9] },
  { number: 40, name: 'Excursiones Barranca del Cobre Aventura', sector: 'TRAVEL', noInterestPeriods: [] },
  // WEDDING
  { number: 41, name: 'Vestidos de Novia Azahar', sector: 'WEDDING', noInterestPeriods: [3, 6, 9, 12] },
  { number: 42, name: 'Salón de Eventos Los Cisnes', sector: 'WEDDING', noInterestPeriods: [3, 6] },
  { number: 43, name: 'Banquetes Doña Chelo', sector: 'WEDDING', noInterestPeriods: [] },
  { number: 44, name: 'Argollas y Anillos Compromiso Eterno', sector: 'WEDDING', noInterestPeriods: [3, 6] },
  // OTHERS
  { number: 45, name: 'Ferretería La Tuerca Mágica', sector: 'OTHERS', noInterestPeriods: [3] },
  { number: 46, name: 'Papelería Útiles Escolares Pingüino', sector: 'OTHERS', noInterestPeriods: [] },
  { number: 47, name: 'Veterinaria Patitas Felices Ñu', sector: 'OTHERS', noInterestPeriods: [3, 6] },
  { number: 48, name: 'Instrumentos Musicales Son Jarocho', sector: 'OTHERS', noInterestPeriods: [3, 6, 9] },
];
