export { type Customer, newCustomer } from './customer.js';
export { getCustomer } from './get-customer.js';
