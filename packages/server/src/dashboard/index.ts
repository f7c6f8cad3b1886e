import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../kernel/app-context.js';
import type { RouteDef } from '../routing/route.js';
import { registerActionRoutes } from './action-routes.js';
import { registerAuthRoutes } from './auth-routes.js';
import { registerChartRoutes } from './charts-routes.js';
import { registerCustomerRoutes } from './customers-routes.js';
import { registerFunnelRoutes } from './funnel-routes.js';
import { ApiInvoker } from './invoke.js';
import { registerKeyRoutes } from './keys-routes.js';
import { LoginLimiter } from './login-limiter.js';
import { registerDashboardPage } from './page.js';
import { registerPaymentRoutes } from './payments-routes.js';
import { registerReadRoutes } from './read-routes.js';
import { registerStreamRoutes } from './stream-routes.js';

export { pruneSignInFailures } from './login-limiter.js';
export {
  createOperator,
  deleteOperator,
  listOperators,
  OperatorError,
  type OperatorListing,
  setOperatorPassword,
} from './operators.js';
export { DASHBOARD_CSP } from './page.js';
export { pruneSessions } from './sessions.js';

/** The operator dashboard: its page at /dashboard and its session-authenticated API under it. */
export function registerDashboard(
  http: FastifyInstance,
  app: AppContext,
  routes: readonly RouteDef[],
  framesRoot: string,
  limiter = new LoginLimiter(),
): void {
  const api = new ApiInvoker(app, routes);
  // The API answers any origin (browser keys are used from shops' pages); the dashboard only
  // its own pages, and what it answers is an operator's, never to be cached.
  http.addHook('onSend', async (request, reply) => {
    if (request.url !== '/dashboard' && !request.url.startsWith('/dashboard/')) return;
    reply.removeHeader('access-control-allow-origin');
    reply.removeHeader('access-control-expose-headers');
    if (request.url.startsWith('/dashboard/api/')) reply.header('cache-control', 'no-store');
  });
  registerAuthRoutes(http, app, limiter);
  registerReadRoutes(http, app, api);
  registerPaymentRoutes(http, app, api);
  registerCustomerRoutes(http, app, api);
  registerChartRoutes(http, app);
  registerFunnelRoutes(http, app);
  registerStreamRoutes(http, app);
  registerKeyRoutes(http, app, limiter);
  registerActionRoutes(http, app, api);
  registerDashboardPage(http, framesRoot);
}
