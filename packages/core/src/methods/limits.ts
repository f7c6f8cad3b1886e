import type { AmountLimit, MethodDescriptor } from './types.js';

/** Whether a method pays in a currency (a method without a currency list pays in any). */
export function paysInCurrency(descriptor: MethodDescriptor, currency: string): boolean {
  return descriptor.currencies === null || descriptor.currencies.includes(currency.toLowerCase());
}

/** The method's bounds in a currency, or null where it sets none. */
export function amountLimit(descriptor: MethodDescriptor, currency: string): AmountLimit | null {
  const limits = descriptor.amountLimits;
  const key = currency.toLowerCase();
  return limits && Object.hasOwn(limits, key) ? limits[key]! : null;
}

/** Where an amount stands against a method's bounds: within them, or below or above one. */
export type AmountFit = { ok: true } | { ok: false; bound: 'min' | 'max'; limit: number };

export function checkMethodAmount(descriptor: MethodDescriptor, amount: number, currency: string): AmountFit {
  const limit = amountLimit(descriptor, currency);
  if (!limit) return { ok: true };
  if (amount < limit.min) return { ok: false, bound: 'min', limit: limit.min };
  if (amount > limit.max) return { ok: false, bound: 'max', limit: limit.max };
  return { ok: true };
}

/** Whether a method can pay this amount in this currency: it takes the currency and the amount is within its bounds. */
export function fitsAmount(descriptor: MethodDescriptor, amount: number, currency: string): boolean {
  return paysInCurrency(descriptor, currency) && checkMethodAmount(descriptor, amount, currency).ok;
}
