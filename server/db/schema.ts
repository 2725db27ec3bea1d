/** The whole database schema: core tables plus the catalog tables. drizzle-kit reads both files. */
export * from '../catalog/schema.ts';
export * from './core-schema.ts';
