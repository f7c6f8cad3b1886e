import qs from 'qs';
import { invalidRequest } from '../kernel/errors.js';

/**
 * Stripe's bracket nesting: `metadata[order]=1`, `expand[]=x`, `items[0][price]=y`.
 * qs builds prototype-less objects, so keys such as `constructor` or `toString` stay
 * ordinary data (a metadata key may be called that) and `__proto__` is dropped; limits
 * above these refuse the request instead of silently cutting it short.
 */
const OPTIONS: qs.IParseOptions = {
  depth: 8,
  arrayLimit: 500,
  parameterLimit: 2000,
  allowPrototypes: false,
  plainObjects: true,
  charset: 'utf-8',
  strictDepth: false,
  throwOnLimitExceeded: true,
};

/** Parses a form body or a query string (without the `?`). */
export function parseForm(body: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = qs.parse(body, OPTIONS);
  } catch (error) {
    // qs throws a RangeError when a limit is exceeded: a client error, not ours.
    if (error instanceof RangeError) {
      throw invalidRequest(
        `The request has too many parameters or array elements (${error.message.replace(/\.$/, '')}).`,
      );
    }
    throw error;
  }
  return ordinary(parsed) as Record<string, unknown>;
}

/** Copies qs's prototype-less objects into ordinary ones, which the rest of the code expects. */
function ordinary(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ordinary);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (key === '__proto__') continue;
    out[key] = ordinary((value as Record<string, unknown>)[key]);
  }
  return out;
}

/** Where the query parser leaves its error: the router may not throw, the route handler will. */
export const QUERY_ERROR = Symbol('query error');

/** The router's query string parser: never throws (that would escape Fastify's error handling). */
export function parseQuery(text: string): Record<string | symbol, unknown> {
  if (text.length === 0) return {};
  try {
    return parseForm(text);
  } catch (error) {
    const query: Record<string | symbol, unknown> = {};
    Object.defineProperty(query, QUERY_ERROR, { value: error, enumerable: false });
    return query;
  }
}
