export * from './form';
export { type ApplicationMachine, applicationMachine } from './machine';
export * from './messages';
export * from './product';
export * from './setup';
export * from './view';
