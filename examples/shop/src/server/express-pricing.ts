import { type CartLine, cartTotal, PRODUCTS } from './catalog.js';

/**
 * What the wallet buttons' orders cost beyond the cart: shipping at the rate the shopper picks
 * in the wallet's sheet, and the destination's tax on the goods. Decided here, never by the
 * browser: the page asks for a quote to show in the sheet, and the intent is priced the same way.
 */
export const SHIPPING_RATES = [
  { id: 'standard', displayName: 'Standard (3-5 days)', amount: 0 },
  { id: 'express', displayName: 'Express (next day)', amount: 990 },
] as const;

/** Tax on the goods by destination: a country's rate, or a US state's sales tax. */
const COUNTRY_TAX: Record<string, number> = { FR: 0.2, DE: 0.19, GB: 0.2, IE: 0.23 };
const US_STATE_TAX: Record<string, number> = { CA: 0.0725, NY: 0.04 };

export interface Destination {
  country: string;
  state?: string;
}

export interface ExpressQuote {
  lineItems: { name: string; amount: number }[];
  shippingRates: { id: string; displayName: string; amount: number }[];
  /** What the intent charges: the goods, the tax and the chosen rate. */
  amount: number;
}

function taxRate(destination: Destination | undefined): number {
  if (!destination) return 0;
  if (destination.country === 'US') return US_STATE_TAX[destination.state ?? ''] ?? 0;
  return COUNTRY_TAX[destination.country] ?? 0;
}

/** The sheet's lines (each product, then the tax once an address is known) and the total. */
export function expressQuote(
  lines: readonly CartLine[],
  destination: Destination | undefined,
  rateId: string | undefined,
): ExpressQuote {
  const goods = cartTotal(lines);
  const rate = SHIPPING_RATES.find((r) => r.id === rateId) ?? SHIPPING_RATES[0];
  if (rateId !== undefined && rate.id !== rateId) throw new Error(`Unknown shipping rate: ${rateId}`);
  const tax = Math.round(goods * taxRate(destination));
  const lineItems = lines.map((line) => {
    const product = PRODUCTS.find((p) => p.id === line.id)!;
    return { name: product.name, amount: product.price * line.quantity };
  });
  if (destination) lineItems.push({ name: 'Tax', amount: tax });
  return {
    lineItems,
    shippingRates: SHIPPING_RATES.map((r) => ({ ...r })),
    amount: goods + tax + (destination ? rate.amount : 0),
  };
}

/** The destination and rate a page sends, checked: two-letter codes only. */
export function destinationFrom(body: unknown): { destination?: Destination; rateId?: string } {
  const given = (body as { express?: { country?: unknown; state?: unknown; rateId?: unknown } })?.express;
  if (!given || given.country === undefined) return {};
  const country = String(given.country ?? '');
  if (!/^[A-Z]{2}$/.test(country)) throw new Error('The destination needs a two-letter country code.');
  const state = typeof given.state === 'string' ? given.state.slice(0, 8) : undefined;
  const rateId = typeof given.rateId === 'string' ? given.rateId : undefined;
  return { destination: { country, state }, rateId };
}
