import type { FastifyBaseLogger } from 'fastify';
import type { ReturnOrigins } from './accounts/return-origins.js';
import type { ServerConfig } from './config.js';
import type { ConsumerNotifier } from './consumers/notifier.js';
import type { AddressLookupProvider } from './elements/address-lookup/provider.js';
import type { Authenticator } from './http/auth.js';
import type { DeclineVelocity, LookupLimiter } from './risk/index.js';
import type { Db } from './store/types.js';
import type { Vault } from './vault/vault.js';

/** What every request handler may reach: built once at start, shared by all requests. */
export interface AppContext {
  db: Db;
  dbKind: 'postgres' | 'pglite';
  vault: Vault;
  config: ServerConfig;
  authenticator: Authenticator;
  /** Declines per client address and publishable key (card-testing defence). */
  declines: DeclineVelocity;
  /** Each account's allow-list of return_url origins, cached briefly. */
  returnOrigins: ReturnOrigins;
  /** Link consumer lookups per client address and key (e-mail enumeration). */
  lookups: LookupLimiter;
  log: FastifyBaseLogger;
  /** Answers the Address Element's autocomplete (the built-in dataset unless the merchant plugs one in). */
  addressLookup: AddressLookupProvider;
  /** Wakes background workers (webhook delivery) after a commit that gave them work. */
  notify(topic: 'events'): void;
  /** Delivers Link one-time codes; unset, the log-and-outbox notifier of development. */
  consumerNotifier?: ConsumerNotifier;
}
