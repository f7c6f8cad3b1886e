import type { z } from 'zod';
import type { ServiceContext } from '../kernel/service-context.js';
import type { Auth, AuthKind } from './caller.js';

/** An API request as a handler sees it: the service context plus who called and what they sent. */
export interface RequestContext<P = Record<string, unknown>> extends ServiceContext {
  auth: Auth;
  params: P;
  path: Record<string, string>;
  /** The `expand[]` paths asked for (applied to the answer after the handler; a few fields are the handler's own). */
  expand?: readonly string[];
  requestId: string;
  /** The client's address (through trusted proxies only, see PAYFRAME_TRUST_PROXY). */
  ip?: string;
  /** The client's User-Agent header (a browser confirming records it with a mandate). */
  userAgent?: string;
  /** The browser's Origin header and the Host the request came to (a call only Payframe's own frames may make checks them). */
  origin?: string | undefined;
  host?: string | undefined;
  /** Whether the caller named a version (`Stripe-Version` or `_stripe_version`), not the default. */
  apiVersionExplicit?: boolean;
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
