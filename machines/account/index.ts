/** The public surface of Mi cuenta, payment alternatives and the profile (screens, hosts and tests import here). */
export * from './actors';
export * from './messages';
export * from './passwordReset';
export * from './push';
export * from './settings';
export * from './types';
export * from './view';
