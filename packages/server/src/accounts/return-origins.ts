import { nowSeconds } from '../kernel/ids.js';
import { parseData } from '../store/index.js';
import type { Db } from '../store/types.js';

/** How long an instance trusts what it read of an account's allow-list (another instance may change it). */
const CACHE_SECONDS = 60;

/**
 * An account's allow-list of `return_url` origins (`return_url_origins` on the account):
 * empty, any URL a browser can return to is accepted; set, only those origins, so a script that
 * confirms with a stolen client secret cannot send the shopper to a page of its own.
 */
export class ReturnOrigins {
  readonly #cache = new Map<string, { origins: string[]; until: number }>();

  /** `db`: the request's own handle (its transaction), so the read takes no second connection. */
  async of(db: Db, accountId: string): Promise<string[]> {
    const now = nowSeconds();
    const cached = this.#cache.get(accountId);
    if (cached && cached.until > now) return cached.origins;
    const row = await db.selectFrom('accounts').select('data').where('id', '=', accountId).executeTakeFirst();
    const data = row ? (parseData(row.data) as { return_url_origins?: unknown }) : {};
    const origins = Array.isArray(data.return_url_origins)
      ? data.return_url_origins.filter((origin): origin is string => typeof origin === 'string')
      : [];
    if (this.#cache.size > 10_000) this.#cache.clear();
    this.#cache.set(accountId, { origins, until: now + CACHE_SECONDS });
    return origins;
  }

  forget(accountId: string): void {
    this.#cache.delete(accountId);
  }
}

/** `PAYFRAME_RETURN_URL_ORIGINS`: origins separated by commas, each checked and normalized. */
export function parseReturnOrigins(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return value.split(',').map((entry) => {
    const text = entry.trim();
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new Error(
        `PAYFRAME_RETURN_URL_ORIGINS must list origins such as https://shop.example, got ${text}`,
      );
    }
    if (url.origin === 'null' || url.pathname !== '/' || url.search || url.hash) {
      throw new Error(
        `PAYFRAME_RETURN_URL_ORIGINS must list origins such as https://shop.example, got ${text}`,
      );
    }
    return url.origin;
  });
}

/** Sets (or, with an empty list, removes) an account's allow-list. */
export async function setReturnOrigins(db: Db, accountId: string, origins: string[]): Promise<void> {
  const row = await db.selectFrom('accounts').select('data').where('id', '=', accountId).executeTakeFirst();
  if (!row) return;
  const data = parseData(row.data) as Record<string, unknown>;
  if (origins.length === 0) delete data.return_url_origins;
  else data.return_url_origins = origins;
  await db
    .updateTable('accounts')
    .set({ data: JSON.stringify(data) })
    .where('id', '=', accountId)
    .execute();
}

declare module '../kernel/app-context.js' {
  interface AppContext {
    /** Each account's allow-list of return_url origins, cached briefly. */
    returnOrigins: ReturnOrigins;
  }
}
