/** The promoter's quick application: its machine, actors, the rules and texts its screens and host use, and its view. */

export * from './actors';
export { createBody, finishBody, productBody } from './bodies';
export * from './form';
export * from './machine';
export * from './messages';
export { clientKindOf, dataModeOf } from './rules';
export { initialContext } from './setup';
export * from './types';
export * from './view';
