export type {
  CustomerSession,
  CustomerSessionComponents,
  PaymentElementFeatures,
} from './customer-session.js';
export { type FoundCustomerSession, findCustomerSessionBySecret } from './find.js';
export { customerSessionRoutes } from './routes.js';
