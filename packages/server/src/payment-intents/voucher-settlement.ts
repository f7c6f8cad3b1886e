import { insertCharge, newCharge } from '../charges/index.js';
import type { BackgroundTask } from '../kernel/background.js';
import { dueWorkTask } from '../kernel/due-work.js';
import { invalidRequest } from '../kernel/errors.js';
import { p } from '../kernel/params.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import { route } from '../routing/route.js';
import { findResource } from '../store/index.js';
import {
  nextPendingVoucher,
  setVoucherStatus,
  type VoucherOutcome,
  type VoucherRow,
  voucherChargeDetails,
} from '../vouchers/index.js';
import { chargeFields } from './charge-fields.js';
import { docUrl } from './errors.js';
import type { ApiErrorShape, PaymentIntent } from './payment-intent.js';
import { authorized, failed } from './state-machine.js';
import { getPaymentIntent, savePaymentIntent } from './store.js';

/** Why a voucher's intent wants another payment method: it was not paid in time. */
export const VOUCHER_EXPIRED_MESSAGE =
  'The payment attempt has expired: the voucher was not paid before its expiry date. Provide a new payment method to attempt to fulfill this PaymentIntent again.';

function expiredError(pm: PaymentMethod): ApiErrorShape {
  const code = 'payment_intent_payment_attempt_expired';
  return {
    type: 'invalid_request_error',
    code,
    doc_url: docUrl(code),
    message: VOUCHER_EXPIRED_MESSAGE,
    payment_method: pm,
    payment_method_type: pm.type,
  };
}

/** Whether the intent still waits on this very voucher (not canceled, paid otherwise or shown a newer one). */
function waitsOn(pi: PaymentIntent, row: VoucherRow): boolean {
  const action = pi.next_action as Record<string, unknown> | null;
  const display = action?.[`${row.voucher.type}_display_details`] as
    | { hosted_voucher_url?: string }
    | undefined;
  return (
    pi.status === 'requires_action' && display?.hosted_voucher_url?.includes(`/${row.voucher.id}?`) === true
  );
}

/**
 * Ends a voucher as the processor says (or the test helper's `outcome`): paid, a succeeded
 * charge with the voucher's details (`charge.succeeded`, `payment_intent.succeeded`); expired,
 * the intent back to requires_payment_method with `payment_intent_payment_attempt_expired`
 * (`payment_intent.payment_failed`), as Stripe does for vouchers. Answers the intent.
 */
export async function settleVoucher(
  ctx: ServiceContext,
  row: VoucherRow,
  outcome: VoucherOutcome = row.outcome,
): Promise<PaymentIntent> {
  const pi = await getPaymentIntent(ctx, row.payment_intent, { forUpdate: true });
  if (!waitsOn(pi, row)) {
    await setVoucherStatus(ctx.db, row.id, 'void');
    return pi;
  }
  const pm = (await findResource<PaymentMethod>(
    ctx.db,
    'payment_methods',
    ctx.scope,
    row.voucher.paymentMethod,
  ))!;
  await setVoucherStatus(ctx.db, row.id, outcome);
  if (outcome === 'expired') {
    const after = failed(pi, expiredError(pm), null);
    await savePaymentIntent(ctx, pi, after);
    return after;
  }
  const taxId = ((pm.boleto ?? {}) as { tax_id?: string }).tax_id ?? null;
  const charge = newCharge({
    ...chargeFields(ctx, pi),
    paymentMethod: pm,
    billingDetails: pm.billing_details,
    details: { type: pm.type, [pm.type]: voucherChargeDetails(row.voucher, taxId) },
    status: 'succeeded',
    captured: true,
    outcome: {
      network_status: 'approved_by_network',
      type: 'authorized',
      reason: null,
      risk_level: 'not_assessed',
      risk_score: null,
      seller_message: 'Payment complete.',
    },
    failure: null,
  });
  await insertCharge(ctx.db, ctx.scope, charge, row.voucher.number ?? row.voucher.id);
  await ctx.emit('charge.succeeded', charge);
  const after = authorized(pi, charge, true);
  await savePaymentIntent(ctx, pi, after);
  return after;
}

/** Pays or expires vouchers as they come due; they live in the database, so restarts lose none. */
export function voucherSettlementTask(): BackgroundTask {
  return dueWorkTask('settle-vouchers', nextPendingVoucher, (ctx, row) => settleVoucher(ctx, row));
}

/**
 * Test helper (a Payframe extension): ends this account's pending vouchers now instead of when
 * their test e-mail says (all of them, or one intent's), paid or expired as `outcome` says
 * (by default as the e-mail would have), and answers the intents they moved.
 */
export const settleVouchersRoute = route({
  method: 'POST',
  path: '/v1/test_helpers/vouchers/settle',
  params: p.object({
    payment_intent: p.string().optional(),
    outcome: p.oneOf(['paid', 'expired']).optional(),
  }),
  async handler(ctx) {
    if (ctx.scope.livemode) {
      throw invalidRequest('Test helpers are only available in test mode: use your test secret key.');
    }
    const { payment_intent: paymentIntent, outcome } = ctx.params;
    const settled: PaymentIntent[] = [];
    for (;;) {
      const row = await nextPendingVoucher(ctx.db, {
        scope: ctx.scope,
        ...(paymentIntent ? { paymentIntent } : {}),
      });
      if (!row) break;
      settled.push(await settleVoucher(ctx, row, outcome ?? row.outcome));
    }
    if (paymentIntent && settled.length === 0) {
      throw invalidRequest(
        `The PaymentIntent ${paymentIntent} has no pending voucher: it must be in requires_action with a voucher next action.`,
        'payment_intent',
      );
    }
    return { object: 'list', data: settled, has_more: false, url: '/v1/test_helpers/vouchers/settle' };
  },
});
