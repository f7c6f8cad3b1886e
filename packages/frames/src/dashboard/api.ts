/** The dashboard API's error, as the server words it (the Stripe error shape). */
export class DashboardError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

let csrfToken = '';

/** The session's CSRF token, sent with every write (the server refuses a write without it). */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/dashboard/api${path}`, {
    method,
    credentials: 'same-origin',
    headers: {
      ...(method === 'POST' ? { 'content-type': 'application/json', 'x-csrf-token': csrfToken } : {}),
    },
    ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  if (!response.ok) throw new DashboardError(response.status, answer.error?.message ?? response.statusText);
  return answer as T;
}

export const get = <T>(path: string) => call<T>('GET', path);
export const post = <T>(path: string, body?: unknown) => call<T>('POST', path, body);

export interface Session {
  email: string;
  account: string;
  livemode: boolean;
  csrf_token: string;
}

export interface PaymentRow {
  id: string;
  seq: number;
  amount: number;
  currency: string;
  status: string;
  created: number;
  email: string | null;
  description: string | null;
  payment_method_type: string | null;
}

export interface Delivery {
  id: string;
  event: string;
  endpoint?: string;
  url?: string;
  type?: string;
  status: string;
  attempts: number;
  last_status: number | null;
  created: number;
}

export interface PaymentDetail {
  payment_intent: Record<string, any>;
  customer: { id: string; email: string | null } | null;
  charges: Record<string, any>[];
  refunds: Record<string, any>[];
  timeline: { id: string; type: string; created: number; deliveries: Delivery[] }[];
}
