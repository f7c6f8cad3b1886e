import { newId, nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { Db, Scope } from '../store/types.js';

export interface InvoiceEmail {
  invoice: string;
  to: string;
  subject: string;
  body: string;
}

/**
 * Where an invoice e-mail goes. In test mode it is kept in the invoice outbox (the test
 * helper route serves it, for the developer and browser tests); in live mode nothing is
 * sent until a mailer is plugged in here, and the log says so rather than pretend.
 */
export async function deliverInvoiceEmail(ctx: ServiceContext, email: InvoiceEmail): Promise<void> {
  if (ctx.scope.livemode) {
    ctx.app.log.warn(
      { invoice: email.invoice },
      'Invoice e-mail not delivered: no mailer is configured for live mode',
    );
    return;
  }
  await ctx.db
    .insertInto('invoice_outbox')
    .values({
      id: newId('invmsg'),
      account_id: ctx.scope.accountId,
      livemode: false,
      invoice: email.invoice,
      recipient: email.to,
      subject: email.subject,
      body: email.body,
      created: nowSeconds(),
    })
    .execute();
}

/** The test-mode outbox of an account, newest first, optionally for one invoice. */
export async function readInvoiceOutbox(
  db: Db,
  scope: Scope,
  options: { invoice?: string | undefined; limit: number },
) {
  let query = db
    .selectFrom('invoice_outbox')
    .select(['id', 'invoice', 'recipient', 'subject', 'body', 'created'])
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', false);
  if (options.invoice) query = query.where('invoice', '=', options.invoice);
  const rows = await query.orderBy('seq', 'desc').limit(options.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    object: 'invoice_outbox_message',
    invoice: row.invoice,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    created: row.created,
  }));
}
