export { type Customer, newCustomer } from './customer.js';
export { customerRoutes, getCustomer } from './routes.js';
