import { formatBsbInput } from '@payframe/core';
import type { FastifyInstance } from 'fastify';
import { urlTokenMatches } from '../actions/url-token.js';
import { escapeHtml, notFoundPage, sendPage } from '../html/page.js';
import type { AppContext } from '../kernel/app-context.js';
import { parseData } from '../store/index.js';
import type { Mandate } from './mandate.js';

function sepaNote(creditor: string): string {
  return `You authorised ${escapeHtml(creditor)} to send instructions to your bank to debit this account, and your bank to debit it accordingly. You are entitled to a refund from your bank under the terms of your agreement with it, claimed within 8 weeks of the date your account was debited.`;
}

/** The Direct Debit Request the shopper accepted in the Payment Element, in its words. */
function becsNote(merchant: string): string {
  return `You agreed to this Direct Debit Request and the Direct Debit Request service agreement, and authorised Payframe, the merchant's payment service provider, to debit this account through the Bulk Electronic Clearing System (BECS) on behalf of ${escapeHtml(merchant)} (the "Merchant") for any amounts separately communicated to you by the Merchant. You certified that you are either an account holder or an authorised signatory on this account.`;
}

/** The ACH debit authorization the shopper accepted for a US bank account, in its words. */
function achNote(merchant: string): string {
  return `You authorised ${escapeHtml(merchant)} and Payframe, its payment service provider, to debit this account through the ACH network for the payment you confirmed and, if you saved the account, for future payments under the merchant's terms, and to credit it to correct an erroneous debit. You may revoke this authorisation by contacting the merchant with 30 days' notice.`;
}

/** The agreement the page quotes, by the mandate's payment method type. */
function noteFor(type: string, creditor: string): string {
  if (type === 'au_becs_debit') return becsNote(creditor);
  if (type === 'us_bank_account') return achNote(creditor);
  return sepaNote(creditor);
}

/**
 * A mandate's hosted page, at its `payment_method_details.<type>.url`: what the shopper
 * agreed to, for their records. The URL's random part is the only credential.
 */
export async function registerMandatePage(http: FastifyInstance, app: AppContext): Promise<void> {
  http.get<{ Params: { mandate: string; token: string } }>(
    '/mandates/:mandate/:token',
    async (request, reply) => {
      const row = await app.db
        .selectFrom('mandates')
        .select(['data', 'account_id'])
        .where('id', '=', request.params.mandate)
        .executeTakeFirst();
      const mandate = row ? (parseData(row.data) as Mandate) : undefined;
      const details = mandate?.payment_method_details;
      const own = details
        ? (details as Record<string, { reference?: string; url?: string }>)[details.type]
        : undefined;
      if (!mandate || !row || !own || !urlTokenMatches(own.url, request.params.token))
        return notFoundPage(reply);
      const [method, account] = await Promise.all([
        app.db
          .selectFrom('payment_methods')
          .select('data')
          .where('id', '=', mandate.payment_method)
          .executeTakeFirst(),
        app.db.selectFrom('accounts').select('data').where('id', '=', row.account_id).executeTakeFirst(),
      ]);
      const pm = method ? (parseData(method.data) as Record<string, unknown>) : {};
      const bank = (pm[details!.type] ?? {}) as {
        last4?: string;
        country?: string;
        bsb_number?: string;
        routing_number?: string;
      };
      const holder = (pm.billing_details as { name?: string | null } | undefined)?.name;
      const creditor =
        (account &&
          (parseData(account.data) as { business_profile?: { name?: string } }).business_profile?.name) ||
        'the merchant';
      const acceptance = mandate.customer_acceptance;
      const becs = details!.type === 'au_becs_debit';
      const accountLine = becs
        ? `BSB ${formatBsbInput(bank.bsb_number ?? '')} •••• ${bank.last4 ?? ''}`
        : details!.type === 'us_bank_account'
          ? `Routing ${bank.routing_number ?? ''} •••• ${bank.last4 ?? ''}`
          : `${bank.country ?? ''} •••• ${bank.last4 ?? ''}`.trim();
      const rows: [string, string][] = [
        [becs ? 'Merchant' : 'Creditor', creditor],
        ['Mandate reference', own.reference ?? mandate.id],
        ['Type', mandate.type === 'multi_use' ? 'Recurring' : 'One-off'],
        ['Status', mandate.status],
        ['Account', accountLine],
        ['Accepted', `${new Date(acceptance.accepted_at * 1000).toUTCString()} (${acceptance.type})`],
      ];
      if (holder) rows.splice(4, 0, ['Account holder', holder]);
      return sendPage(reply, {
        title: 'Direct Debit mandate',
        body: `${mandate.livemode ? '' : '<span class="badge">Test mode</span>'}
<h1>Direct Debit mandate</h1>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
<p class="note">${noteFor(details!.type, creditor)}</p>`,
      });
    },
  );
}
