import type { WireError } from '@payframe/js/protocol';
import { paymentDetailsFrom } from '../link/link-state.js';
import { sharedPaymentMethodType } from '../link/shared-type.js';
import { display } from './bank-link.js';
import type { ControllerContext } from './controller.js';
import { share } from './link-payment.js';
import { intentIdOf } from './session.js';

/** What closing the modal before linking answers (as the us_bank_account tab says it). */
const CLOSED = 'The bank account was not linked: the shopper closed the window.';

/**
 * "Pay by bank" in the Link wallet (docs/link.md#bank-accounts): a linking session for the
 * intent made for Link (`payment_method_type=link`: the wallet has the shopper's details, so no
 * name is asked), the modal (banks only: a Link bank account is always linked at its bank, never
 * typed in), then the linked account saved to the shopper's wallet beside their cards and
 * shared with the merchant; the payment method answered pays the intent.
 */
export async function linkBankToWallet(
  ctx: ControllerContext,
  secret: string,
): Promise<{ paymentMethod: string } | { error: WireError }> {
  const setup = secret.startsWith('seti_');
  const base = `/v1/${setup ? 'setup_intents' : 'payment_intents'}/${encodeURIComponent(intentIdOf(secret))}`;
  const started = await ctx.api.post(`${base}/link_account_sessions`, {
    client_secret: secret,
    payment_method_type: 'link',
  });
  if (!started.ok) return { error: started.error };
  const session = started.body as { client_secret: string };
  const outcome = await ctx.openBankLink(display(ctx, session.client_secret, false));
  if (outcome === 'canceled') {
    await ctx.api.post('/v1/link_account_sessions/complete', {
      client_secret: session.client_secret,
      terminal_error: 'canceled',
    });
    return { error: { type: 'invalid_request_error', message: CLOSED } };
  }
  const done = await ctx.api.post('/v1/link_account_sessions/complete', {
    client_secret: session.client_secret,
  });
  if (!done.ok) return { error: done.error };
  const account = (done.body.accounts?.data?.[0]?.id ?? null) as string | null;
  if (!account) return { error: { type: 'invalid_request_error', message: CLOSED } };

  const port = ctx.link.port;
  const { core } = port;
  const details = core.state.paymentDetails;
  // The wallet's name for its owner: the billing name of a saved card, when one has it.
  const name = details.find((d) => d.isDefault)?.billingAddress?.name ?? details[0]?.billingAddress?.name;
  const email = core.state.consumer?.email ?? core.state.email ?? undefined;
  const created = await core.track('createPaymentDetails', () =>
    core.client.createBankDetails({
      bank_account: { financial_connections_account: account },
      ...(name ? { billing_address: { name } } : {}),
      ...(email ? { billing_email_address: email } : {}),
    }),
  );
  if (!created.ok) return { error: created.error };
  const saved = paymentDetailsFrom(created.body.redacted_payment_details);
  core.update({ paymentDetails: [...core.state.paymentDetails, saved] });
  // An instant debit where the intent lists link, else a bank-verified US bank account.
  return share(port, saved.id, (detail) =>
    sharedPaymentMethodType(detail, 'payment_element', ctx.session?.state.paymentMethodTypes ?? []),
  );
}
