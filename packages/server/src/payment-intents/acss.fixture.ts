import type Stripe from 'stripe';
import { expect } from 'vitest';
import type { TestServer } from '../testing/harness.js';

/**
 * What the pre-authorized debit (Canada) tests share: the mandate's acceptance, the holder, the
 * merchant's PAD agreement, an account's numbers as payment method data and a confirmed CAD
 * payment of them, and the calls the tests make through one test server.
 */

export const MANDATE = {
  customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' } },
} as Stripe.PaymentIntentCreateParams.MandateData;

export const HOLDER = { name: 'Jenny Rosen', email: 'jenny@example.com' };

export const AGREEMENT = {
  mandate_options: {
    payment_schedule: 'interval',
    interval_description: 'On the first day of every month',
    transaction_type: 'personal',
  },
};

export function acssData(account: string, institution = '000', transit = '11000'): Record<string, unknown> {
  return {
    type: 'acss_debit',
    acss_debit: { institution_number: institution, transit_number: transit, account_number: account },
    billing_details: HOLDER,
  };
}

export function acssPayment(account: string, options: Record<string, unknown> = AGREEMENT) {
  return {
    amount: 4200,
    currency: 'cad',
    payment_method_types: ['acss_debit'],
    payment_method_data: acssData(account),
    payment_method_options: { acss_debit: options },
    mandate_data: MANDATE,
    confirm: true,
  } as unknown as Stripe.PaymentIntentCreateParams;
}

/** The calls the tests make through the test server `server()` gives (set once it started). */
export function acssCalls(server: () => TestServer) {
  /** Settles a processing debit now, as the test helper does, and reads the intent back. */
  async function settle(paymentIntent: string): Promise<Stripe.PaymentIntent> {
    const t = server();
    const answer = await t.request('POST', '/v1/test_helpers/bank_debits/settle', {
      body: { payment_intent: paymentIntent },
    });
    expect(answer.status).toBe(200);
    return t.stripe.paymentIntents.retrieve(paymentIntent);
  }
  const create = (data: Record<string, unknown>) =>
    server().stripe.paymentMethods.create(data as unknown as Stripe.PaymentMethodCreateParams);

  /**
   * A payment with an account typed in: verified by microdeposits first (the intent's default
   * `automatic` verification falls back to them), then processing once the amounts are read back.
   */
  async function debited(params: Stripe.PaymentIntentCreateParams): Promise<Stripe.PaymentIntent> {
    const t = server();
    const pi = await t.stripe.paymentIntents.create(params);
    expect(pi.status).toBe('requires_action');
    expect(pi.next_action?.type).toBe('verify_with_microdeposits');
    return t.stripe.paymentIntents.verifyMicrodeposits(pi.id, { amounts: [32, 45] });
  }
  return { settle, create, debited };
}
