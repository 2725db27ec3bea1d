export * from './signing/index';
