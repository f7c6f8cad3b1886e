import type { FastifyInstance } from 'fastify';
import { urlTokenMatches } from '../actions/url-token.js';
import { formatAmount } from '../charges/amounts.js';
import type { Charge } from '../charges/charge.js';
import { escapeHtml, notFoundPage, sendPage } from '../html/page.js';
import type { AppContext } from '../kernel/app-context.js';
import { parseData } from '../store/index.js';

function methodLine(charge: Charge): string {
  const details = charge.payment_method_details;
  const own = (details[details.type] ?? {}) as { brand?: string; last4?: string; iban_last4?: string };
  const last4 = own.last4 ?? own.iban_last4;
  return last4 ? `${own.brand ?? details.type} •••• ${last4}` : details.type;
}

/**
 * A charge's receipt, at its `receipt_url`. The URL's random part is the only credential
 * (the merchant hands it to the shopper), compared in constant time.
 */
export async function registerReceiptPage(http: FastifyInstance, app: AppContext): Promise<void> {
  http.get<{ Params: { charge: string; token: string } }>(
    '/receipts/:charge/:token',
    async (request, reply) => {
      const row = await app.db
        .selectFrom('charges')
        .select('data')
        .where('id', '=', request.params.charge)
        .executeTakeFirst();
      const charge = row ? (parseData(row.data) as Charge) : undefined;
      if (!charge || !urlTokenMatches(charge.receipt_url, request.params.token)) return notFoundPage(reply);
      const rows: [string, string][] = [
        ['Amount paid', formatAmount(charge.amount_captured || charge.amount, charge.currency)],
        ['Date', new Date(Number(charge.created) * 1000).toUTCString()],
        ['Payment method', methodLine(charge)],
        ['Status', charge.status],
      ];
      if (charge.amount_refunded > 0)
        rows.push(['Refunded', formatAmount(charge.amount_refunded, charge.currency)]);
      if (charge.description) rows.push(['Description', charge.description]);
      return sendPage(reply, {
        title: 'Receipt',
        body: `${charge.livemode ? '' : '<span class="badge">Test mode</span>'}
<h1>Receipt</h1>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
<p class="note">Receipt ${escapeHtml(charge.id)}</p>`,
      });
    },
  );
}
