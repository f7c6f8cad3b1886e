import { formatBsbInput, formatSortCode } from '@payframe/core';
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

/** The PAD agreement the shopper accepted for a Canadian account. */
function padNote(merchant: string): string {
  return `You agreed to this Pre-authorized Debit Agreement and authorised ${escapeHtml(merchant)} and Payframe, its payment service provider, to debit this account through the Automated Clearing Settlement System (ACSS) as agreed. You have certain recourse rights if a debit does not comply with this agreement. You may cancel it at any time by contacting the merchant.`;
}

/** The Direct Debit Instruction the shopper confirmed for a UK account, with the Guarantee it carries. */
function bacsNote(merchant: string): string {
  return `You instructed your bank or building society to pay Direct Debits from this account requested by ${escapeHtml(merchant)} (through Payframe), subject to the safeguards of the Direct Debit Guarantee: you are told in advance of any change to the amount, date or frequency of your Direct Debit; an error in a payment gives you a full and immediate refund from your bank or building society; and you can cancel a Direct Debit at any time by contacting your bank or building society.`;
}

/** The agreement the page quotes, by the mandate's payment method type. */
function noteFor(type: string, creditor: string): string {
  if (type === 'acss_debit') return padNote(creditor);
  if (type === 'bacs_debit') return bacsNote(creditor);
  if (type === 'au_becs_debit') return becsNote(creditor);
  if (type === 'us_bank_account') return achNote(creditor);
  return sepaNote(creditor);
}

/** The account as the page shows it: the bank's own numbers and the last 4 digits. */
function accountLineOf(
  type: string,
  bank: {
    last4?: string;
    country?: string;
    bsb_number?: string;
    routing_number?: string;
    institution_number?: string;
    transit_number?: string;
    sort_code?: string;
  },
): string {
  const last4 = `•••• ${bank.last4 ?? ''}`;
  if (type === 'au_becs_debit') return `BSB ${formatBsbInput(bank.bsb_number ?? '')} ${last4}`;
  if (type === 'us_bank_account') return `Routing ${bank.routing_number ?? ''} ${last4}`;
  if (type === 'acss_debit')
    return `Institution ${bank.institution_number ?? ''}, transit ${bank.transit_number ?? ''} ${last4}`;
  if (type === 'bacs_debit') return `Sort code ${formatSortCode(bank.sort_code ?? '')} ${last4}`;
  return `${bank.country ?? ''} ${last4}`.trim();
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
        institution_number?: string;
        transit_number?: string;
        sort_code?: string;
      };
      const holder = (pm.billing_details as { name?: string | null } | undefined)?.name;
      const creditor =
        (account &&
          (parseData(account.data) as { business_profile?: { name?: string } }).business_profile?.name) ||
        'the merchant';
      const acceptance = mandate.customer_acceptance;
      const becs = details!.type === 'au_becs_debit';
      const accountLine = accountLineOf(details!.type, bank);
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
