import type { CollectResult } from '@payframe/js/protocol';
import type { FieldError, MethodContext, MethodDefinition, Values } from '../methods/types.js';

/**
 * The Payment Element's form state, pure: which errors are shown, what a change event says,
 * and what a collect request answers.
 */

export interface FormSnapshot {
  method: MethodDefinition | null;
  values: Values;
  context: MethodContext;
  touched: ReadonlySet<string>;
  displayAll: boolean;
  /** An error the API gave at confirmation, pinned to a field (or to the form when field is null). */
  confirmError: { field: string | null; message: string; code: string } | null;
}

/** Errors shown: all after a submit attempt, else those of fields left (blurred) non-empty. */
export function shownErrors(snapshot: FormSnapshot): Partial<Record<string, FieldError>> {
  const { method, values, context } = snapshot;
  if (!method) return {};
  const errors = method.validate(values, context);
  const shown: Partial<Record<string, FieldError>> = {};
  for (const field of method.fields(values, context)) {
    const error = errors[field];
    if (!error) continue;
    if (snapshot.displayAll || (snapshot.touched.has(field) && (values[field] ?? '') !== ''))
      shown[field] = error;
  }
  const pinned = snapshot.confirmError;
  if (pinned?.field && !shown[pinned.field])
    shown[pinned.field] = { code: pinned.code, message: pinned.message };
  return shown;
}

/** The first invalid field, in display order (focus goes there). */
export function firstInvalidField(snapshot: FormSnapshot): string | null {
  const { method, values, context } = snapshot;
  if (!method) return null;
  const errors = method.validate(values, context);
  return method.fields(values, context).find((field) => errors[field]) ?? null;
}

export function isComplete(snapshot: FormSnapshot): boolean {
  const { method, values, context } = snapshot;
  return method !== null && Object.keys(method.validate(values, context)).length === 0;
}

/** What the merchant's `change` event says: no values, only complete/empty/type/brand. */
export function changePayload(snapshot: FormSnapshot, collapsed: boolean) {
  const { method, values, context } = snapshot;
  const payload: {
    elementType: string;
    complete: boolean;
    empty: boolean;
    collapsed: boolean;
    value: { type: string };
    brand?: string;
    billingCountry?: string;
  } = {
    elementType: 'payment',
    complete: isComplete(snapshot),
    empty: method ? method.isEmpty(values, context) : true,
    collapsed,
    value: { type: method?.type ?? '' },
  };
  const brand = method?.brand?.(values);
  if (brand) payload.brand = brand;
  // The billing country, when the form asks for it: the currency the shopper pays in may follow it.
  if (method?.fields(values, context).includes('country') && values.country)
    payload.billingCountry = values.country;
  return payload;
}

/**
 * The answer to the controller's collect request. `translate` gives a field error's message in
 * the frame's language: confirmPayment resolves with it, as Stripe.js's localised errors do.
 */
export function collectResult(
  snapshot: FormSnapshot,
  translate: (error: FieldError) => string = (error) => error.message,
): CollectResult {
  const { method, values, context } = snapshot;
  if (!method) {
    return {
      component: 'payment',
      type: null,
      complete: false,
      error: {
        type: 'validation_error',
        code: 'incomplete_payment_details',
        message: 'Please select a payment method.',
      },
    };
  }
  const errors = method.validate(values, context);
  const field = method.fields(values, context).find((name) => errors[name]);
  if (field) {
    const error = errors[field]!;
    return {
      component: 'payment',
      type: method.type,
      complete: false,
      error: { type: 'validation_error', code: error.code, message: translate(error), param: field },
    };
  }
  const options = method.toPaymentMethodOptions?.(values, context);
  return {
    component: 'payment',
    type: method.type,
    complete: true,
    paymentMethodData: method.toPaymentMethodData(values, context),
    ...(options ? { paymentMethodOptions: options } : {}),
    ...(method.mandate ? { mandateShown: true } : {}),
  };
}
