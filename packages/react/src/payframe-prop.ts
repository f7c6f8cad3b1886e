import type { Payframe } from './types.js';

const INVALID_PROP =
  'Invalid prop `stripe` supplied to `Elements`: pass the object `Payframe(publishableKey)` returns, a Promise of it (`loadPayframe(...)`), or null.';

export type ParsedPayframeProp<P extends Payframe> =
  | { tag: 'empty' }
  | { tag: 'sync'; payframe: P }
  | { tag: 'async'; promise: Promise<P | null> };

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

/** The calls `@stripe/react-stripe-js` checks for, so an object passing here passes there too. */
export function isPayframe(value: unknown): value is Payframe {
  return (
    isObject(value) &&
    typeof value.elements === 'function' &&
    typeof value.createToken === 'function' &&
    typeof value.createPaymentMethod === 'function' &&
    typeof value.confirmCardPayment === 'function'
  );
}

function checked<P extends Payframe>(value: unknown): P | null {
  if (value === null || isPayframe(value)) return value as P | null;
  throw new Error(INVALID_PROP);
}

/** The `stripe` prop: null (not loaded yet), the object, or a promise of it. */
export function parsePayframeProp<P extends Payframe>(raw: unknown): ParsedPayframeProp<P> {
  if (isObject(raw) && typeof raw.then === 'function') {
    return {
      tag: 'async',
      promise: Promise.resolve(raw as unknown as PromiseLike<unknown>).then((v) => checked<P>(v)),
    };
  }
  const payframe = checked<P>(raw);
  return payframe === null ? { tag: 'empty' } : { tag: 'sync', payframe };
}
