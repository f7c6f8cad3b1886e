import { invalidRequest } from '../kernel/errors.js';
import type { ListObject } from '../store/types.js';
import type { Item, StoredLine } from './line-items.js';

/**
 * A page of line items (a session's, a payment link's), in their given order, with Stripe's
 * cursor parameters; `url` is the list's own path.
 */
export function lineItemList(
  url: string,
  lines: readonly StoredLine[],
  page: {
    limit?: number | undefined;
    starting_after?: string | undefined;
    ending_before?: string | undefined;
  },
): ListObject<Item> {
  const limit = page.limit ?? 10;
  if (limit < 1 || limit > 100)
    throw invalidRequest('This value must be between 1 and 100.', 'limit', 'parameter_invalid_integer');
  const items = lines.map((line) => line.item);
  let start = 0;
  let end = items.length;
  if (page.starting_after !== undefined) start = items.findIndex((i) => i.id === page.starting_after) + 1;
  if (page.ending_before !== undefined)
    end = Math.max(
      0,
      items.findIndex((i) => i.id === page.ending_before),
    );
  const data =
    page.ending_before !== undefined
      ? items.slice(Math.max(start, end - limit), end)
      : items.slice(start, start + limit);
  const hasMore = page.ending_before !== undefined ? end - limit > start : start + limit < end;
  return { object: 'list', data, has_more: hasMore, url };
}
