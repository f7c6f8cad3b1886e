import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import type { Db, Scope } from '../store/types.js';
import type { Customer } from './customer.js';

/** A live (not deleted) customer, or the Stripe 404. */
export async function getCustomer(
  db: Db,
  scope: Scope,
  id: string,
  param?: string,
  forUpdate = false,
): Promise<Customer> {
  const customer = await getResource<Customer>(db, 'customers', scope, id, {
    noun: 'customer',
    ...(param ? { param } : {}),
    forUpdate,
  });
  if (customer.deleted) throw invalidRequest(`No such customer: '${id}'`, param, 'resource_missing', 404);
  return customer;
}
