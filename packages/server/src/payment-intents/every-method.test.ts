import {
  ACSS_TEST_INSTITUTION,
  ACSS_TEST_TRANSIT,
  amountLimit,
  BACS_TEST_SORT_CODE,
  BECS_TEST_BSB,
  METHOD_DESCRIPTORS,
  type MethodDescriptor,
  type TestOutcome,
} from '@payframe/core';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inSystemTransaction } from '../kernel/system-transaction.js';
import { openTestPage } from '../pages/test-page-driver.fixture.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { nextActionStep, runActionStep } from './action-steps.js';

/**
 * Every method core describes, paid the way its descriptor says: a payment method made of
 * the fields it lists (test values), an intent in a currency it accepts, a confirm, then its
 * next action or settlement, ending where each test outcome promises. A new descriptor is
 * exercised here without a new test. Cards have their own suites.
 */

const MANDATE = {
  customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' } },
};

/** A field's test value: the outcome's own input, or the first value the descriptor offers. */
function fieldValue(descriptor: MethodDescriptor, outcome: TestOutcome, kind: string): string | undefined {
  const { input } = outcome;
  if ('field' in input && input.field === kind) return input.value;
  const first = descriptor.testOutcomes.find((o) => 'field' in o.input && o.input.field === kind);
  return first && 'field' in first.input ? first.input.value : undefined;
}

/** A full address in a country the method serves (for methods that lend against it). */
function testAddress(descriptor: MethodDescriptor): Record<string, string> {
  return {
    line1: '1 Test Street',
    city: 'Testville',
    postal_code: '12345',
    country: descriptor.countries?.[0] ?? 'US',
  };
}

/** An amount the method pays in its first currency: 15.00, or its smallest when that is more. */
function testAmount(descriptor: MethodDescriptor): number {
  const limit = descriptor.currencies?.[0] ? amountLimit(descriptor, descriptor.currencies[0]) : null;
  return Math.max(1500, limit?.min ?? 0);
}

/** The test bank's numbers (Canada's institution and transit, the UK's sort code), and the outcome's account. */
function bankNumber(descriptor: MethodDescriptor, outcome: TestOutcome, kind: string): string {
  if (kind === 'acss_institution_number') return ACSS_TEST_INSTITUTION;
  if (kind === 'acss_transit_number') return ACSS_TEST_TRANSIT;
  if (kind === 'bacs_sort_code') return BACS_TEST_SORT_CODE;
  return fieldValue(descriptor, outcome, kind)!;
}

/** The `POST /v1/payment_methods` body the descriptor's fields ask for. */
function paymentMethodData(descriptor: MethodDescriptor, outcome: TestOutcome): Record<string, unknown> {
  const data: Record<string, unknown> = { type: descriptor.type };
  const billing: Record<string, unknown> = {};
  const own: Record<string, string> = {};
  const put = (apiPath: string, value: string) => {
    const address = /^billing_details\[address\]\[([a-z_0-9]+)\]$/.exec(apiPath);
    if (address) {
      billing.address = { ...(billing.address as object), [address[1]!]: value };
      return;
    }
    const match = /^([a-z_0-9]+)\[([a-z_0-9]+)\]$/.exec(apiPath);
    if (!match) return;
    if (match[1] === 'billing_details') billing[match[2]!] = value;
    else if (match[1] === descriptor.type) own[match[2]!] = value;
  };
  for (const field of [...descriptor.fields, ...(descriptor.apiFields ?? [])]) {
    if (field.kind === 'name') put(field.apiPath, 'Jenny Rosen');
    else if (field.kind === 'email')
      put(field.apiPath, fieldValue(descriptor, outcome, 'email') ?? 'jenny@example.com');
    else if (field.kind === 'tax_id') put(field.apiPath, '000.000.000-00');
    else if (field.kind === 'phone') put(field.apiPath, '+81 90 1234 5678');
    else if (field.kind === 'selector') put(field.apiPath, field.banks[0]!.id);
    else if (field.kind === 'country') put(field.apiPath, field.countries[0]!);
    else if (field.kind === 'iban') put(field.apiPath, fieldValue(descriptor, outcome, 'iban')!);
    else if (field.kind === 'au_becs_bsb_number') put(field.apiPath, BECS_TEST_BSB);
    else if (field.kind === 'au_becs_account_number')
      put(field.apiPath, fieldValue(descriptor, outcome, 'au_becs_account_number')!);
    else if (field.kind === 'bank_number') put(field.apiPath, bankNumber(descriptor, outcome, field.number));
    else if (field.kind === 'billing_address') billing.address = testAddress(descriptor);
  }
  if (Object.keys(billing).length > 0) data.billing_details = billing;
  if (Object.keys(own).length > 0) data[descriptor.type] = own;
  return data;
}

/**
 * The hosted test page a next action leads to: the redirect's URL (Alipay's own
 * `alipay_handle_redirect`), or what a QR code holds (Cash App Pay's `mobile_auth_url`).
 */
function pageBehind(descriptor: MethodDescriptor, intent: { next_action: unknown }): string {
  const next = intent.next_action as { type: string } & Record<string, Record<string, string>>;
  if (next.type === 'cashapp_handle_redirect_or_display_qr_code')
    return next.cashapp_handle_redirect_or_display_qr_code!.mobile_auth_url!;
  if (descriptor.nextAction === 'qr') {
    expect(next.type).toBe(`${descriptor.type}_display_qr_code`);
    return next[`${descriptor.type}_display_qr_code`]!.data!;
  }
  if (next.type === 'alipay_handle_redirect') return next.alipay_handle_redirect!.url!;
  return next.redirect_to_url!.url!;
}

/** A pre-authorized debit's agreement terms, which the merchant gives on the intent. */
function methodOptions(descriptor: MethodDescriptor): Record<string, unknown> {
  if (descriptor.type !== 'acss_debit') return {};
  const mandate_options = { payment_schedule: 'sporadic', transaction_type: 'personal' };
  return { payment_method_options: { acss_debit: { mandate_options } } };
}

/** A BLIK code for the confirmation: the outcome's own, or the first the descriptor's tests offer. */
function confirmOptions(descriptor: MethodDescriptor, outcome: TestOutcome): Record<string, unknown> {
  if (!descriptor.fields.some((field) => field.kind === 'blik_code')) return {};
  return { payment_method_options: { blik: { code: fieldValue(descriptor, outcome, 'blik_code') } } };
}

function outcomeName(outcome: TestOutcome): string {
  const { input } = outcome;
  return 'page' in input ? `${input.page} ${input.button}` : `${input.field} ${input.value}`;
}

// A US bank account is verified by microdeposits before it is debited: us-bank-payments.test.ts pays each of its test accounts.
const cases = METHOD_DESCRIPTORS.filter((d) => d.flow !== 'card' && d.nextAction !== 'microdeposits').flatMap(
  (descriptor) =>
    descriptor.testOutcomes.map((outcome) => ({
      descriptor,
      outcome,
      name: `${descriptor.type}: ${outcomeName(outcome)}`,
    })),
);

describe.each(DATABASES)('every described payment method on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    // No background settling: the test helper settles debits when the test says so.
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  /** Runs an intent's pending action steps (what the background worker does when they are due). */
  async function runDueSteps(intentId: string): Promise<void> {
    await inSystemTransaction(t.server.context, async (db, contextFor) => {
      for (;;) {
        const row = await nextActionStep(db, { intentId });
        if (!row) return;
        await runActionStep(contextFor({ accountId: row.account_id, livemode: row.livemode }), row);
      }
    });
  }

  async function settle(paymentIntent: string): Promise<void> {
    const answer = await t.request('POST', '/v1/test_helpers/bank_debits/settle', {
      body: { payment_intent: paymentIntent },
    });
    expect(answer.status).toBe(200);
  }

  it.each(cases)('$name', async ({ descriptor, outcome }) => {
    const pm = await t.stripe.paymentMethods.create(
      paymentMethodData(descriptor, outcome) as unknown as Stripe.PaymentMethodCreateParams,
    );
    expectValidResource('payment_method', pm);
    const created = await t.stripe.paymentIntents.create({
      amount: testAmount(descriptor),
      currency: descriptor.currencies?.[0] ?? 'eur',
      allowed_payment_method_types: [descriptor.type],
      ...methodOptions(descriptor),
      // A method that lends against the order's shipping address needs it on the intent.
      ...(descriptor.requires?.shipping
        ? { shipping: { name: 'Jenny Rosen', address: testAddress(descriptor) } }
        : {}),
    } as unknown as Stripe.PaymentIntentCreateParams);
    let pi = await t.stripe.paymentIntents.confirm(created.id, {
      payment_method: pm.id,
      return_url: 'https://shop.example/done',
      ...(descriptor.mandate || descriptor.flow === 'bank_debit' ? { mandate_data: MANDATE } : {}),
      ...confirmOptions(descriptor, outcome),
    } as Stripe.PaymentIntentConfirmParams);

    const { input } = outcome;
    if (pi.next_action?.type === 'verify_with_microdeposits') {
      // A Canadian account typed in is verified by microdeposits first: Stripe's test amounts.
      pi = await t.stripe.paymentIntents.verifyMicrodeposits(pi.id, { amounts: [32, 45] });
    }
    if (descriptor.nextAction === 'app_approval') {
      // The banking app answers in the background; the test runs that answer now.
      expect(pi.status).toBe('requires_action');
      expect(pi.next_action).toEqual({ type: 'blik_authorize', blik_authorize: {} });
      await runDueSteps(pi.id);
      pi = await t.stripe.paymentIntents.retrieve(pi.id);
    }
    if ('page' in input) {
      expect(pi.status).toBe('requires_action');
      const page = await openTestPage(pageBehind(descriptor, pi));
      // The page offers exactly the buttons the descriptor's outcomes name.
      const buttons = descriptor.testOutcomes.flatMap((o) => ('page' in o.input ? [o.input.button] : []));
      expect(page.buttons).toEqual(buttons);
      await page.press(input.button);
      pi = await t.stripe.paymentIntents.retrieve(pi.id);
    }
    if (outcome.status.startsWith('requires_action_then_')) {
      // A voucher: shown, then paid or expired as its test e-mail says (the test helper does it now).
      expect(pi.status).toBe('requires_action');
      expect(pi.next_action?.type).toBe(`${descriptor.type}_display_details`);
      const answer = await t.request('POST', '/v1/test_helpers/vouchers/settle', {
        body: { payment_intent: pi.id },
      });
      expect(answer.status).toBe(200);
      pi = await t.stripe.paymentIntents.retrieve(pi.id);
    }
    if (outcome.status.startsWith('processing_then_')) {
      expect(pi.status).toBe('processing');
      await settle(pi.id);
      pi = await t.stripe.paymentIntents.retrieve(pi.id);
    }
    const later = /^(processing|requires_action)_then_(succeeded|failed)$/.exec(outcome.status);
    const final = later
      ? later[2] === 'succeeded'
        ? 'succeeded'
        : 'requires_payment_method'
      : outcome.status;
    expect(pi.status).toBe(final);
    if (outcome.code) expect(pi.last_payment_error?.code).toBe(outcome.code);
    expectValidResource('payment_intent', pi);
  });

  // Bank accounts verified by microdeposits have a walk of their own (us-bank-payments.test.ts).
  it.each(METHOD_DESCRIPTORS.filter((d) => d.flow !== 'card' && d.nextAction !== 'microdeposits'))(
    '$type is set up for later payments only when its descriptor says it is reusable',
    async (descriptor) => {
      const outcome = descriptor.testOutcomes[0]!;
      const pm = await t.stripe.paymentMethods.create(
        paymentMethodData(descriptor, outcome) as unknown as Stripe.PaymentMethodCreateParams,
      );
      const customer = await t.stripe.customers.create({});
      const setup = t.stripe.setupIntents.create({
        customer: customer.id,
        payment_method: pm.id,
        payment_method_types: [descriptor.type],
        confirm: true,
        return_url: 'https://shop.example/done',
        ...(descriptor.mandate || descriptor.flow === 'bank_debit' ? { mandate_data: MANDATE } : {}),
        ...methodOptions(descriptor),
      } as Stripe.SetupIntentCreateParams);
      if (!descriptor.reusable) {
        await expect(setup).rejects.toMatchObject({
          statusCode: 400,
          message: expect.stringContaining(descriptor.type),
        });
        return;
      }
      let si = await setup;
      if (descriptor.nextAction === 'qr' || descriptor.nextAction === 'redirect') {
        // Approved in the app (Cash App Pay: the code's page stands in for it) or at the
        // method's site after a redirect (Amazon Pay), mandate and all.
        expect(si.status).toBe('requires_action');
        await (await openTestPage(pageBehind(descriptor, si))).press('Authorize');
        si = await t.stripe.setupIntents.retrieve(si.id);
        expect(si.mandate).toMatch(/^mandate_/);
      }
      if (si.next_action?.type === 'verify_with_microdeposits') {
        // A Canadian account typed in is verified by microdeposits first: Stripe's test amounts.
        si = await t.stripe.setupIntents.verifyMicrodeposits(si.id, { amounts: [32, 45] });
      }
      expect(si.status).toBe('succeeded');
      expectValidResource('setup_intent', si);
      if (descriptor.mandate || descriptor.flow === 'bank_debit') expect(si.mandate).toMatch(/^mandate_/);
    },
  );
});
