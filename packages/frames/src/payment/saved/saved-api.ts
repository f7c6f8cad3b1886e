import { PAYMENT_METHODS_LIST_LIMIT } from '@payframe/core/constants';
import type { SavedCustomer, SavedMethod } from '@payframe/js/protocol';
import { formEncode } from '../../controller/form-encoding.js';
import { toSavedMethod } from './saved-state.js';

type Answer = { ok: true; body: Record<string, any> } | { ok: false; message: string; code?: string };

/**
 * The saved-method calls of docs/elements.md#calls, made from the payment frame with the customer
 * session client secret as the key: the server scopes it to that customer and its features.
 */
async function call(customer: SavedCustomer, method: string, path: string, body?: object): Promise<Answer> {
  const headers: Record<string, string> = { Authorization: `Bearer ${customer.apiKey}` };
  if (body) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  try {
    const response = await fetch(`${window.location.origin}${path}`, {
      method,
      headers,
      body: body ? formEncode(body as Record<string, unknown>) : undefined,
    });
    const json = await response.json();
    if (response.ok) return { ok: true, body: json };
    return { ok: false, message: json?.error?.message ?? 'Something went wrong.', code: json?.error?.code };
  } catch {
    return { ok: false, message: 'We could not connect to the payment server.' };
  }
}

/** The customer's saved cards; `everyRedisplay` also those the session's filters would not show. */
export async function listSaved(
  customer: SavedCustomer,
  everyRedisplay = false,
): Promise<SavedMethod[] | null> {
  const query = `customer=${encodeURIComponent(customer.id)}&type=card&limit=${PAYMENT_METHODS_LIST_LIMIT}`;
  const answer = await call(customer, 'GET', `/v1/payment_methods?${query}`);
  if (!answer.ok) return null;
  return (answer.body.data as Record<string, any>[])
    .filter((pm) => everyRedisplay || customer.filters.includes(pm.allow_redisplay ?? 'unspecified'))
    .map(toSavedMethod)
    .filter((m): m is SavedMethod => m !== null);
}

/**
 * The customer's methods with this one's fingerprint (the elements session shows one per
 * fingerprint, so the others are listed here), the method itself included.
 */
async function sameFingerprint(customer: SavedCustomer, method: SavedMethod): Promise<SavedMethod[]> {
  const listed = (await listSaved(customer, true)) ?? [];
  const same = listed.filter((m) => m.fingerprint === method.fingerprint && m.id !== method.id);
  return [method, ...same];
}

/** Removal acts on every method with the same fingerprint; one already gone is not an error. */
export async function removeSaved(customer: SavedCustomer, target: SavedMethod): Promise<string | null> {
  for (const method of await sameFingerprint(customer, target)) {
    const answer = await call(
      customer,
      'POST',
      `/v1/payment_methods/${encodeURIComponent(method.id)}/detach`,
    );
    if (!answer.ok && answer.code !== 'resource_missing') return answer.message;
  }
  return null;
}

/** An update, too, acts on every method with the same fingerprint (docs/elements.md#calls). */
export async function updateSaved(
  customer: SavedCustomer,
  method: SavedMethod,
  change: { expMonth: number; expYear: number; postalCode: string },
): Promise<string | null> {
  const body: Record<string, unknown> = { card: { exp_month: change.expMonth, exp_year: change.expYear } };
  if (change.postalCode) body.billing_details = { address: { postal_code: change.postalCode } };
  for (const target of await sameFingerprint(customer, method)) {
    const answer = await call(customer, 'POST', `/v1/payment_methods/${encodeURIComponent(target.id)}`, body);
    if (!answer.ok && answer.code !== 'resource_missing') return answer.message;
  }
  return null;
}

export async function setDefaultSaved(customer: SavedCustomer, method: SavedMethod): Promise<string | null> {
  const answer = await call(customer, 'POST', `/v1/customers/${encodeURIComponent(customer.id)}`, {
    invoice_settings: { default_payment_method: method.id },
  });
  return answer.ok ? null : answer.message;
}
