/** The promoter's quick application: its machine, the rules and texts its screens and host use, and its view. */
export * from './form';
export * from './machine';
export * from './messages';
export { clientKindOf, createBody, initialContext } from './setup';
export * from './types';
export * from './view';
