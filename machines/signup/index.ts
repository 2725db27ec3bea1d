/** The sign-up flow: its machine, the types and rules its screens and host use, and its view. */
export * from './form';
export * from './machine';
export * from './messages';
export { createAccountBody } from './setup';
export * from './types';
export * from './view';
