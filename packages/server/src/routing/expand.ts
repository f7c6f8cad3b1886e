import type { ResourceTable } from '../db/schema.js';
import { invalidRequest } from '../kernel/errors.js';
import { findResource, tableForId } from '../store/index.js';
import type { Db, Scope, StripeObject } from '../store/types.js';

/** Fields each object type lets `expand[]` replace with the object they name. */
const EXPANDABLE = new Map<string, string[][]>();
/** Where a field's ids live when they carry no known prefix (a product id the merchant chose). */
const TABLES = new Map<string, ResourceTable>();

export function registerExpandable(
  objectType: string,
  fields: string[],
  tables: Record<string, ResourceTable> = {},
): void {
  const list = EXPANDABLE.get(objectType) ?? [];
  for (const field of fields) list.push(field.split('.'));
  for (const [field, table] of Object.entries(tables)) TABLES.set(`${objectType} ${field}`, table);
  // Longest first, so `invoice_settings.default_payment_method` wins over a shorter match.
  list.sort((a, b) => b.length - a.length);
  EXPANDABLE.set(objectType, list);
}

type IncludeLoader = (db: Db, scope: Scope, target: Record<string, unknown>) => Promise<unknown>;

/**
 * Fields an object answers only when `expand[]` names them (a Checkout Session's
 * `line_items`): absent otherwise, and loaded by their owner when asked for.
 */
const INCLUDABLE = new Map<string, IncludeLoader>();

export function registerIncludable(objectType: string, field: string, load: IncludeLoader): void {
  INCLUDABLE.set(`${objectType} ${field}`, load);
}

/**
 * Paths an object's own route answers (an issuing card's `number`, which only that route may
 * reveal, and only to some keys): left as the route wrote them, absent when it did not.
 */
const OWNED = new Map<string, Set<string>>();

export function registerOwnedExpansions(objectType: string, paths: readonly string[]): void {
  OWNED.set(objectType, new Set(paths));
}

const MAX_DEPTH = 4;

/** Applies `expand[]` paths (dot paths, `data.` inside lists) to an answer, in place. */
export async function expandObject<T>(db: Db, scope: Scope, value: T, paths: readonly string[]): Promise<T> {
  for (const path of paths) {
    const segments = path.split('.').filter(Boolean);
    if (segments.filter((s) => s !== 'data').length > MAX_DEPTH) {
      throw invalidRequest(
        `You cannot expand more than ${MAX_DEPTH} levels of a property. Property: ${path}`,
        'expand',
      );
    }
    await expandPath(db, scope, value as unknown as Record<string, unknown>, segments, path);
  }
  return value;
}

async function expandPath(
  db: Db,
  scope: Scope,
  target: Record<string, unknown>,
  segments: string[],
  fullPath: string,
): Promise<void> {
  if (segments.length === 0) return;
  if (OWNED.get(String(target.object))?.has(segments.join('.'))) return;
  if (target.object === 'list' && segments[0] === 'data' && Array.isArray(target.data)) {
    for (const item of target.data) {
      if (item && typeof item === 'object')
        await expandPath(db, scope, item as Record<string, unknown>, segments.slice(1), fullPath);
    }
    return;
  }
  const fields = EXPANDABLE.get(String(target.object)) ?? [];
  const field = fields.find((f) => f.every((part, i) => segments[i] === part));
  if (field) {
    const parent = field
      .slice(0, -1)
      .reduce<Record<string, unknown> | undefined>(
        (obj, key) =>
          obj?.[key] && typeof obj[key] === 'object' ? (obj[key] as Record<string, unknown>) : undefined,
        target,
      );
    const leaf = field.at(-1)!;
    const current = parent?.[leaf];
    let expanded: unknown = current;
    if (parent && typeof current === 'string') {
      const table = TABLES.get(`${String(target.object)} ${field.join('.')}`);
      const loaded = table
        ? await findResource(db, table, scope, current)
        : await loadById(db, scope, current);
      if (loaded) {
        parent[leaf] = loaded;
        expanded = loaded;
      }
    }
    if (segments.length > field.length && expanded && typeof expanded === 'object') {
      await expandPath(
        db,
        scope,
        expanded as Record<string, unknown>,
        segments.slice(field.length),
        fullPath,
      );
    }
    return;
  }
  const include = INCLUDABLE.get(`${String(target.object)} ${segments[0]}`);
  if (include && target[segments[0]!] === undefined) target[segments[0]!] = await include(db, scope, target);
  const next = target[segments[0]!];
  if (include && segments.length === 1) return;
  if (segments.length > 1 && next && typeof next === 'object') {
    await expandPath(db, scope, next as Record<string, unknown>, segments.slice(1), fullPath);
    return;
  }
  throw invalidRequest(`This property cannot be expanded (${fullPath}).`, 'expand');
}

async function loadById(db: Db, scope: Scope, id: string): Promise<StripeObject | undefined> {
  const entry = tableForId(id);
  return entry ? findResource(db, entry.table, scope, id) : undefined;
}
