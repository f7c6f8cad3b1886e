export interface IntentAnswer {
  clientSecret: string;
  amount: number;
  currency: string;
}

export interface PaymentStatus {
  id: string;
  status: string;
  amount: number;
  currency: string;
  paymentMethodType: string | null;
  lastError: string | null;
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, init);
  const body = await response.json();
  if (!response.ok) throw new Error(body?.error?.message ?? `The shop answered ${response.status}.`);
  return body as T;
}

const CART = [
  { id: 'tote', quantity: 1 },
  { id: 'mug', quantity: 1 },
];

/** Where a wallet's sheet ships the order, and at which rate. */
export interface ExpressChoice {
  country?: string;
  state?: string;
  rateId?: string;
}

export interface ExpressQuote {
  lineItems: { name: string; amount: number }[];
  shippingRates: { id: string; displayName: string; amount: number }[];
  amount: number;
}

/**
 * Asks the shop server for a PaymentIntent for the cart (the server prices it); an order from
 * the wallet buttons (`express`) with the address and rate chosen in the wallet's sheet.
 */
export function createPaymentIntent(express?: ExpressChoice): Promise<IntentAnswer> {
  return call('/api/payment-intents', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items: CART, ...(express ? { express } : {}) }),
  });
}

/** The wallet sheet's lines, rates and total for an address and rate, priced by the shop server. */
export function quoteExpress(express: ExpressChoice): Promise<ExpressQuote> {
  return call('/api/express-quote', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items: CART, express }),
  });
}

export function fetchPaymentStatus(id: string, clientSecret: string): Promise<PaymentStatus> {
  return call(
    `/api/payment-intents/${encodeURIComponent(id)}?client_secret=${encodeURIComponent(clientSecret)}`,
  );
}
