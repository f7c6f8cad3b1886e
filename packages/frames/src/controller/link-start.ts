import type { LinkState } from '@payframe/js/protocol';
import { ConsumerClient } from '../link/consumer-client.js';
import { browserStores, LoginStorage } from '../link/login-storage.js';
import type { ApiClient } from './api-client.js';
import { LinkSession } from './link-session.js';
import type { LinkSessionOptions } from './link-session-options.js';

/**
 * The group's Link session with its consumer client and stored logins: a chunk of its own, which
 * the controller fetches as the group starts, beside the elements session, so the controller's
 * first load carries none of Link's code.
 */
export function startLinkSession(
  api: ApiClient,
  settings: { locale: string | undefined; publishableKey: string },
  options: Omit<LinkSessionOptions, 'client' | 'storage' | 'publish'> & {
    publish(state: LinkState): void;
  },
): LinkSession {
  return new LinkSession({
    ...options,
    client: new ConsumerClient(api, { locale: settings.locale }),
    storage: new LoginStorage(browserStores(), settings.publishableKey),
  });
}
