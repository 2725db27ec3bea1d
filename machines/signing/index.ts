/** The signing flow: its machine, the types and texts its screens and host use, and its view. */
export * from './machine';
export * from './messages';
export { chosenProduct, routeFor } from './setup';
export * from './types';
export * from './view';
