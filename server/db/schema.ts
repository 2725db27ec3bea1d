/** The whole database schema: core tables plus the catalog and lending tables. drizzle-kit reads the three files. */
export * from '../catalog/schema.ts';
export * from '../lending/schema.ts';
export * from './core-schema.ts';
