import { getPrice, getProduct } from '../catalog/index.js';
import type { Item, StoredLine } from '../checkout/index.js';
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
    const amount = Math.round(Number(price.unit_amount_decimal) * line.quantity);
    const item: Item = {
      id: line.id,
      object: 'item',
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: price.currency,
      description: product.name,
      price,
      quantity: line.quantity,
    };
    items.push({ item, adjustable_quantity: null, images: [] });
  }
  return items;
}
