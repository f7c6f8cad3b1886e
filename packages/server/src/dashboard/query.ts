import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../kernel/app-context.js';
import { invalidRequest } from '../kernel/errors.js';
import type { Scope } from '../store/types.js';
import { requireSession } from './guard.js';

/** How many rows a list page holds. */
export const PAGE = 50;
export type Query = Record<string, string | undefined>;

/** The signed-in operator's account and mode: everything a read route shows is within it. */
export async function scopeOf(request: FastifyRequest, app: AppContext): Promise<Scope> {
  const session = await requireSession(request, app, { write: false });
  return { accountId: session.accountId, livemode: session.livemode };
}

export const seconds = (value: string | undefined) =>
  value && /^\d{1,12}$/.test(value) ? Number(value) : undefined;

/** `seq` of the row a page ends with: the next page is what is older than it. */
export const before = (query: Query) =>
  query.before && /^\d+$/.test(query.before) ? Number(query.before) : undefined;

/** A decimal amount in whole units (`12.50`), as an operator types it; anything else is refused. */
export function majorAmount(query: Query, name: string): string | undefined {
  const value = query[name]?.trim();
  if (!value) return undefined;
  if (!/^\d{1,12}(\.\d{1,3})?$/.test(value)) {
    throw invalidRequest(`Invalid amount: ${name} must be a number such as 12.50.`, name);
  }
  return value;
}

export function pick(data: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, data[name] ?? null]));
}
