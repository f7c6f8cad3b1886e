import { passkeyRoutes } from './passkey-routes.js';
import { sessionRoutes } from './session-routes.js';
import { walletConfigRoutes } from './wallet-config.js';
import { walletRoutes } from './wallet-routes.js';

export { type CodeMessage, type ConsumerNotifier, LogOutboxNotifier } from './notifier.js';

/** Link, the one-click wallet: consumer sessions, saved details and the wallet config. */
export const consumerRoutes = [...sessionRoutes, ...passkeyRoutes, ...walletRoutes, ...walletConfigRoutes];
