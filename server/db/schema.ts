/** The whole database schema: core tables plus the catalog, lending and analytics tables. drizzle-kit reads the four files. */
export * from '../analytics/schema.ts';
export * from '../catalog/schema.ts';
export * from '../lending/schema.ts';
export * from './core-schema.ts';
