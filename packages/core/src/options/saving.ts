import { optionError } from '../errors/integration-error.js';
import { fail, ok, type Result } from '../result.js';

export interface SaveContext {
  /** The customer session turns payment_method_save on. */
  saveEnabled: boolean;
  mode?: 'payment' | 'setup' | 'subscription' | undefined;
  intentType?: 'payment_intent' | 'setup_intent' | 'deferred_intent' | undefined;
  setupFutureUsage?: 'off_session' | 'on_session' | null | undefined;
  /** The beta that allows saving with off_session setups. */
  offSessionSaveBeta?: boolean | undefined;
  customerSessionClientSecret?: string | undefined;
}

/**
 * The save-payment-method rules (docs/elements.md#validation): refused with subscriptions, with an
 * off_session setup unless the beta is on, and with on_session for a payment intent or
 * payment mode; a customer session secret cannot be used with subscriptions.
 */
export function checkSavePaymentMethod(context: SaveContext): Result<true> {
  if (context.mode === 'subscription' && context.customerSessionClientSecret) {
    return fail(optionError('customer_session_with_subscriptions', {}, 'customerSessionClientSecret'));
  }
  if (!context.saveEnabled) return ok(true);
  if (context.mode === 'subscription') {
    return fail(optionError('save_payment_method_with_subscriptions', {}, 'mode'));
  }
  if (context.setupFutureUsage === 'off_session' && !context.offSessionSaveBeta) {
    return fail(optionError('save_payment_method_off_session', {}, 'setupFutureUsage'));
  }
  const paying = context.intentType === 'payment_intent' || context.mode === 'payment';
  if (context.setupFutureUsage === 'on_session' && paying) {
    return fail(optionError('save_payment_method_on_session', {}, 'setupFutureUsage'));
  }
  return ok(true);
}
