import { invalidRequest } from '../kernel/errors.js';
import { p } from '../kernel/params.js';
import { route } from '../routing/route.js';
import { readInvoiceOutbox } from './invoice-outbox.js';

/** The invoice e-mails `send` wrote in test mode, newest first: what the customer would have received. */
export const invoiceOutboxRoute = route({
  method: 'GET',
  path: '/v1/test_helpers/invoices/outbox',
  params: p.object({ invoice: p.string().optional(), limit: p.integer.optional() }),
  async handler(ctx) {
    if (ctx.scope.livemode)
      throw invalidRequest(
        'The invoice outbox holds test-mode e-mails only; use a test secret key.',
        undefined,
        undefined,
        403,
      );
    const limit = Math.min(Math.max(ctx.params.limit ?? 10, 1), 100);
    const data = await readInvoiceOutbox(ctx.db, ctx.scope, { invoice: ctx.params.invoice, limit });
    return { object: 'list', data, has_more: false, url: '/v1/test_helpers/invoices/outbox' };
  },
});
