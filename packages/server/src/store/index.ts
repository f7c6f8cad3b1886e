export { deferWrite } from './deferred.js';
export {
  type Columns,
  deleteResource,
  findMany,
  findResource,
  insertResource,
  parseData,
  TABLE_BY_PREFIX,
  tableForId,
  updateResource,
} from './resources.js';
export type { Db, ListObject, Scope, StripeObject } from './types.js';
