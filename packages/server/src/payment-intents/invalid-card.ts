import { insertCharge, newCharge } from '../charges/index.js';
import type { ApiError } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { PaymentMethodData } from '../payment-methods/index.js';
import { detectBrand, normalizeCardNumber } from '../simulator/cards/index.js';
import type { AttemptResult } from './card-payment.js';
import { chargeFields } from './charge-fields.js';
import { docUrl } from './errors.js';
import type { PaymentIntent } from './payment-intent.js';
import { failed } from './state-machine.js';

/** Whether a refusal of card data is an attempt that failed (a bad number) rather than a bad request. */
export function isInvalidCardAttempt(data: PaymentMethodData, error: unknown): error is ApiError {
  return (
    data.type === 'card' &&
    data.card?.exp_month !== undefined &&
    data.card?.exp_year !== undefined &&
    (error as ApiError | undefined)?.body?.type === 'card_error' &&
    (error as ApiError).body.code === 'incorrect_number'
  );
}

/**
 * Card data refused before any payment method exists (a number failing the Luhn check): the
 * attempt still fails like a decline, with a charge Stripe marks `invalid` (never sent to the
 * network), so the merchant sees it in the intent's history.
 */
export async function invalidCardAttempt(
  ctx: ServiceContext,
  pi: PaymentIntent,
  data: PaymentMethodData,
  refusal: ApiError,
): Promise<AttemptResult> {
  const number = normalizeCardNumber(data.card?.number ?? '');
  const code = refusal.body.code ?? 'card_declined';
  const charge = newCharge({
    ...chargeFields(ctx, pi),
    paymentMethod: null,
    billingDetails: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: data.billing_details?.email || null,
      name: data.billing_details?.name || null,
      phone: data.billing_details?.phone || null,
    },
    details: {
      type: 'card',
      card: {
        brand: /^\d+$/.test(number) ? detectBrand(number) : 'unknown',
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: null },
        country: null,
        exp_month: data.card?.exp_month,
        exp_year: data.card?.exp_year,
        fingerprint: null,
        funding: 'unknown',
        installments: null,
        last4: number.length >= 4 ? number.slice(-4) : null,
        mandate: null,
        network: null,
        three_d_secure: null,
        wallet: null,
      },
    },
    status: 'failed',
    captured: false,
    outcome: {
      network_status: 'not_sent_to_network',
      type: 'invalid',
      reason: code,
      risk_level: 'not_assessed',
      risk_score: null,
      seller_message: 'The card details were refused before the payment was sent to the card network.',
    },
    failure: { code, declineCode: code, message: refusal.body.message },
  });
  await insertCharge(ctx.db, ctx.scope, charge, null);
  await ctx.emit('charge.failed', charge);
  const error = {
    type: 'card_error' as const,
    code,
    decline_code: code,
    doc_url: docUrl(code),
    message: refusal.body.message,
    ...(refusal.body.param ? { param: refusal.body.param } : {}),
    charge: charge.id,
    payment_method_type: 'card',
  };
  return { intent: failed(pi, error, charge), error };
}
