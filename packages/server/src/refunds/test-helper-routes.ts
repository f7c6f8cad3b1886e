import { invalidRequest } from '../kernel/errors.js';
import { p } from '../kernel/params.js';
import { route } from '../routing/route.js';
import type { Refund } from './refund.js';
import { nextPendingRefund, settleRefund } from './settlement.js';

/**
 * Test helper: settles this account's undecided refunds now instead of after the simulator's
 * delay (all of them, or one), and answers the refunds it settled.
 */
export const settleRefundsRoute = route({
  method: 'POST',
  path: '/v1/test_helpers/refunds/settle',
  params: p.object({ refund: p.string().optional() }),
  async handler(ctx) {
    if (ctx.scope.livemode) {
      throw invalidRequest('Test helpers are only available in test mode: use your test secret key.');
    }
    const settled: Refund[] = [];
    for (;;) {
      const row = await nextPendingRefund(ctx.db, {
        scope: ctx.scope,
        ...(ctx.params.refund ? { refund: ctx.params.refund } : {}),
      });
      if (!row) break;
      const refund = await settleRefund(ctx, row);
      if (!refund) break;
      settled.push(refund);
    }
    return { object: 'list', data: settled, has_more: false, url: '/v1/test_helpers/refunds/settle' };
  },
});
