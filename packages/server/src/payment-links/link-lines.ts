import { getPrice, getProduct } from '../catalog/index.js';
import { itemOf, type StoredLine } from '../checkout/index.js';
import type { Db, Scope } from '../store/types.js';

/** A payment link's line as kept beside it: the price, quantity and what the shopper may change. */
export interface LinkLine {
  id: string;
  price: string;
  quantity: number;
  adjustable_quantity?:
    | { enabled: boolean; minimum?: number | undefined; maximum?: number | undefined }
    | undefined;
}

/** The link's lines as `item` objects, for its line_items list. */
export async function linkItems(db: Db, scope: Scope, lines: readonly LinkLine[]): Promise<StoredLine[]> {
  const items: StoredLine[] = [];
  for (const line of lines) {
    const price = await getPrice(db, scope, line.price);
    const product = await getProduct(db, scope, price.product);
    items.push({
      item: itemOf(price, product.name, line.quantity, line.id),
      adjustable_quantity: null,
      images: [],
    });
  }
  return items;
}
