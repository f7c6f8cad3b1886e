export { type OpenDatabase, type OpenOptions, openDatabase } from './open.js';
export type { Database, ResourceTable } from './schema.js';
