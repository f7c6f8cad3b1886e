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

/** Asks the shop server for a PaymentIntent for the cart (the server prices it). */
export function createPaymentIntent(): Promise<IntentAnswer> {
  return call('/api/payment-intents', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [
        { id: 'tote', quantity: 1 },
        { id: 'mug', quantity: 1 },
      ],
    }),
  });
}

export function fetchPaymentStatus(id: string, clientSecret: string): Promise<PaymentStatus> {
  return call(
    `/api/payment-intents/${encodeURIComponent(id)}?client_secret=${encodeURIComponent(clientSecret)}`,
  );
}
