import type { z } from 'zod';
import type { AppContext } from '../app-context.js';
import type { Db, Scope, StripeObject } from '../store/types.js';
import type { Auth, AuthKind } from './auth.js';

export interface RequestContext<P = Record<string, unknown>> {
  app: AppContext;
  /** The request's transaction for POST and DELETE, the shared handle for GET. */
  db: Db;
  scope: Scope;
  auth: Auth;
  params: P;
  path: Record<string, string>;
  requestId: string;
  /** The client's address (through trusted proxies only, see PAYFRAME_TRUST_PROXY). */
  ip?: string;
  idempotencyKey: string | null;
  apiVersion: string;
  /** Whether the caller named a version (`Stripe-Version` or `_stripe_version`), not the default. */
  apiVersionExplicit?: boolean;
  /** Records an event in this request's transaction. */
  emit(type: string, object: StripeObject, previousAttributes?: Record<string, unknown>): Promise<void>;
  /** Runs once the transaction has committed (wake a worker, forget a cache entry). */
  afterCommit(task: () => void): void;
  /**
   * Secrets this request sealed into the vault, by object id: a later step of the same
   * request (confirming with the card it just created) reads them without a round trip.
   */
  sealedHere?: Map<string, string>;
}

export interface RouteDef<S extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST' | 'DELETE';
  /** Fastify path syntax: `/v1/customers/:customer`. */
  path: string;
  /** Which keys may call it; the secret key only unless said. */
  auth?: readonly AuthKind[];
  /** The parameter schema (body for POST, query for GET/DELETE). `expand` is always accepted. */
  params?: S;
  handler(ctx: RequestContext<z.output<S>>): Promise<unknown>;
}

/** Declares a route; the identity function that carries the parameter type to the handler. */
export function route<S extends z.ZodType>(def: RouteDef<S>): RouteDef<S> {
  return def;
}
