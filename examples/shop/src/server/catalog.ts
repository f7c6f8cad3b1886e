/** What the shop sells; prices in cents of the shop's currency, decided here, never by the browser. */
export const CURRENCY = 'eur';

export interface Product {
  id: string;
  name: string;
  description: string;
  price: number;
  /** A colour for the product's swatch (the shop ships no images). */
  swatch: string;
}

export const PRODUCTS: readonly Product[] = [
  {
    id: 'tote',
    name: 'Linen tote bag',
    description: 'Natural linen, 40 × 38 cm',
    price: 2400,
    swatch: '#d9c7a7',
  },
  {
    id: 'mug',
    name: 'Stoneware mug',
    description: 'Speckled glaze, 350 ml',
    price: 1600,
    swatch: '#7d8fa8',
  },
];

export interface CartLine {
  id: string;
  quantity: number;
}

/** The default cart: one of each. */
export const DEFAULT_CART: readonly CartLine[] = PRODUCTS.map((p) => ({ id: p.id, quantity: 1 }));

/** The cart's total from the catalog's prices; unknown products and silly quantities are refused. */
export function cartTotal(lines: readonly CartLine[]): number {
  let total = 0;
  for (const line of lines) {
    const product = PRODUCTS.find((p) => p.id === line.id);
    if (!product) throw new Error(`Unknown product: ${line.id}`);
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > 20) {
      throw new Error('Quantities run from 1 to 20.');
    }
    total += product.price * line.quantity;
  }
  if (total === 0) throw new Error('The cart is empty.');
  return total;
}
