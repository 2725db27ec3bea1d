export * from './actors';
export * from './bodies';
export * from './form';
export { type ApplicationMachine, applicationMachine } from './machine';
export * from './messages';
export * from './rules';
export { APPLICATION_ID, applicationSetup, initialContext, TO } from './setup';
export * from './types';
export * from './view';
