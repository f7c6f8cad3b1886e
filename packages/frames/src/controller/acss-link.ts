import type { DebitModalDisplay } from '@payframe/js/protocol';
import { display } from './bank-link.js';
import type { ControllerContext } from './controller.js';

/**
 * A Canadian shopper's account for `confirmAcssDebitPayment` / `Setup`, linked at their bank
 * as Stripe.js does when the intent verifies instantly (`verification_method` `automatic`, the
 * default, or `instant`): the bank-linking modal over the page with the Canadian banks, and the
 * linked account attached to the intent as an `acss_debit` payment method. "Enter bank details
 * manually" (not offered for `instant`) hands back to the PAD form, where the numbers are typed.
 */
export type AcssLinked =
  | { status: 'linked'; paymentMethod: string; account: NonNullable<DebitModalDisplay['account']> }
  | { status: 'manual' }
  | { status: 'canceled' }
  | { status: 'error'; error: unknown };

export async function linkAcssAccount(
  ctx: ControllerContext,
  base: string,
  secret: string,
  billing: Record<string, unknown>,
  verification: string,
): Promise<AcssLinked> {
  const started = await ctx.api.post(`${base}/link_account_sessions`, {
    client_secret: secret,
    payment_method_type: 'acss_debit',
    payment_method_data: { billing_details: { name: billing.name, email: billing.email } },
  });
  if (!started.ok) return { status: 'error', error: started.error };
  const session = started.body as { id: string; client_secret: string };
  const outcome = await ctx.openBankLink(display(ctx, session.client_secret, verification !== 'instant'));
  if (outcome === 'canceled') return { status: 'canceled' };
  const done = await ctx.api.post('/v1/link_account_sessions/complete', {
    client_secret: session.client_secret,
  });
  if (!done.ok) return { status: 'error', error: done.error };
  const linked = (done.body as { accounts?: { data?: Record<string, unknown>[] } }).accounts?.data?.[0];
  // Done with nothing linked: the shopper chose to type the account in.
  if (!linked) return verification === 'instant' ? { status: 'canceled' } : { status: 'manual' };
  const attached = await ctx.api.post(
    `${base}/link_account_sessions/${encodeURIComponent(session.id)}/attach`,
    {
      client_secret: secret,
    },
  );
  if (!attached.ok) return { status: 'error', error: attached.error };
  return {
    status: 'linked',
    paymentMethod: String((attached.body as { payment_method?: unknown }).payment_method ?? ''),
    account: { bank: String(linked.institution_name ?? ''), last4: String(linked.last4 ?? '') },
  };
}
