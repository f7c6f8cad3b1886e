import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../store/types.js';
import type { Vault } from '../vault/index.js';

/**
 * What every service may reach through `ctx.app`: built once at start, shared by all work.
 * The kernel names only what lies below it. The folders that own the other parts (the
 * configuration, the risk limits, the authenticator, ...) add their member to this interface
 * with a `declare module` block beside the type, so the kernel depends on none of them.
 */
export interface AppContext {
  db: Db;
  dbKind: 'postgres' | 'pglite';
  vault: Vault;
  log: FastifyBaseLogger;
  /** Wakes background workers (webhook delivery) after a commit that gave them work. */
  notify(topic: 'events'): void;
}
