/** The promoter's quick application: its machine, the rules and texts its screens and host use, and its view. */

export { clientKindOf, createBody, initialContext } from './context';
export * from './form';
export * from './machine';
export * from './messages';
export * from './types';
export * from './view';
