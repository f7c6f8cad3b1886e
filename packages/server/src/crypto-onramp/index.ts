import { buyerRoutes } from './buyer-routes.js';
import { flowRoutes } from './flow-routes.js';
import { quoteRoutes } from './quote-routes.js';
import { onrampSessionRoutes } from './session-routes.js';

export { onrampDeliveryTask } from './fulfillment.js';

export const cryptoOnrampRoutes = [...onrampSessionRoutes, ...quoteRoutes, ...flowRoutes, ...buyerRoutes];
