/** The signing flow: its machine, the types and texts its screens and host use, and its view. */

export * from './actors';
export * from './bodies';
export * from './form';
export * from './machine';
export * from './messages';
export * from './rules';
export { TO } from './setup';
export * from './types';
export * from './view';
