import type { FastifyInstance } from 'fastify';
import { urlTokenMatches } from '../actions/url-token.js';
import type { Charge } from '../charges/charge.js';
import { money } from '../charges/index.js';
import { fillText, pageLocale } from '../html/locale.js';
import { escapeHtml, notFoundPage, sendPage } from '../html/page.js';
import type { AppContext } from '../kernel/app-context.js';
import { parseData } from '../store/index.js';
import { RECEIPT_TEXTS } from './receipt-texts.js';

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
  http.get<{ Params: { charge: string; token: string }; Querystring: { locale?: unknown } }>(
    '/receipts/:charge/:token',
    async (request, reply) => {
      const row = await app.db
        .selectFrom('charges')
        .select('data')
        .where('id', '=', request.params.charge)
        .executeTakeFirst();
      const charge = row ? (parseData(row.data) as Charge) : undefined;
      if (!charge || !urlTokenMatches(charge.receipt_url, request.params.token)) return notFoundPage(reply);
      // The shopper's language: a `locale` the merchant adds to the link, else the browser's.
      const lang = pageLocale(
        typeof request.query.locale === 'string' ? request.query.locale : undefined,
        request.headers['accept-language'],
      );
      const t = RECEIPT_TEXTS[lang];
      const when = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
      const rows: [string, string][] = [
        [t.amountPaid, money(charge.amount_captured || charge.amount, charge.currency, lang)],
        [t.date, when.format(new Date(Number(charge.created) * 1000))],
        [t.paymentMethod, methodLine(charge)],
        [t.status, t.statuses[charge.status as keyof typeof t.statuses] ?? charge.status],
      ];
      if (charge.amount_refunded > 0)
        rows.push([t.refunded, money(charge.amount_refunded, charge.currency, lang)]);
      if (charge.description) rows.push([t.description, charge.description]);
      return sendPage(reply, {
        title: t.title,
        lang,
        body: `${charge.livemode ? '' : `<span class="badge">${escapeHtml(t.badge)}</span>`}
<h1>${escapeHtml(t.title)}</h1>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
<p class="note">${escapeHtml(fillText(t.number, { id: charge.id }))}</p>`,
      });
    },
  );
}
