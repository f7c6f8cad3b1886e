export { type OpenDatabase, type OpenOptions, openDatabase, type PoolStats } from './open.js';
export type { Database, ResourceTable } from './schema.js';
