import { invalidRequest } from '../kernel/errors.js';
import { p } from '../kernel/params.js';
import { route } from '../routing/route.js';
import type { PaymentIntent } from './payment-intent.js';
import { nextPendingDebit, settleDebit } from './settlement.js';

/**
 * Test helper: settles this account's pending bank debits now instead of after the
 * simulator's delay (all of them, or one intent's), and answers the intents they moved.
 */
export const settleBankDebitsRoute = route({
  method: 'POST',
  path: '/v1/test_helpers/bank_debits/settle',
  params: p.object({ payment_intent: p.string().optional() }),
  async handler(ctx) {
    if (ctx.scope.livemode) {
      throw invalidRequest('Test helpers are only available in test mode: use your test secret key.');
    }
    const settled: PaymentIntent[] = [];
    for (;;) {
      const row = await nextPendingDebit(ctx.db, {
        scope: ctx.scope,
        ...(ctx.params.payment_intent ? { paymentIntent: ctx.params.payment_intent } : {}),
      });
      if (!row) break;
      const intent = await settleDebit(ctx, row);
      if (!intent) break;
      settled.push(intent);
    }
    return { object: 'list', data: settled, has_more: false, url: '/v1/test_helpers/bank_debits/settle' };
  },
});
