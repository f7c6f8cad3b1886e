import type { Db, Scope, StripeObject } from '../store/types.js';
import type { AppContext } from './app-context.js';

/**
 * What a service works with, whoever asked: an API request (the route layer adapts it) or
 * the server's own background work. It knows nothing of HTTP: no key, no parameters, no path.
 */
/** Who is paying, as the request shows it: what the risk evaluation of a payment reads. */
export interface ClientInfo {
  ip: string | null;
  /**
   * The address's country: from the header a trusted proxy sets (PAYFRAME_IP_COUNTRY_HEADER),
   * else from the country database (PAYFRAME_GEOIP_DATABASE).
   */
  ipCountry: string | null;
  userAgent: string | null;
  /** The publishable key a browser called with (its recent declines count as card testing). */
  publishableKey: string | null;
}

export interface ServiceContext {
  app: AppContext;
  /** The transaction the work runs in (the shared handle for a read-only request). */
  db: Db;
  /** The account and mode the work is for. */
  scope: Scope;
  apiVersion: string;
  /** The request the work answers, named on its events; null for background work. */
  requestId: string | null;
  idempotencyKey: string | null;
  /** Records an event in this transaction. */
  emit(type: string, object: StripeObject, previousAttributes?: Record<string, unknown>): Promise<void>;
  /** Runs once the transaction has committed (wake a worker, forget a cache entry). */
  afterCommit(task: () => void): void;
  /**
   * Secrets sealed into the vault in this transaction, by object id: a later step of the same
   * work (confirming with the card it just created) reads them without a round trip.
   */
  sealedHere?: Map<string, string>;
  /**
   * While a payment picks its method (`picking`), the payment methods it makes are written
   * used up, as they will be once the payment goes through (one write of the row instead of
   * two), and their ids wait in `ids` until the payment's outcome settles them.
   */
  oneUse?: { picking: boolean; ids: Set<string> };
  /** The caller's address and browser, for an API request; absent for background work. */
  client?: ClientInfo;
}
