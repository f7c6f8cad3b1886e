import { bacsDebitDates, formatBsbInput, formatSortCode } from '@payframe/core';
import type { FastifyInstance } from 'fastify';
import { urlTokenMatches } from '../actions/url-token.js';
import { fillText, pageLocale } from '../html/locale.js';
import { escapeHtml, notFoundPage, sendPage } from '../html/page.js';
import type { AppContext } from '../kernel/app-context.js';
import { parseData } from '../store/index.js';
import type { Mandate } from './mandate.js';
import { MANDATE_TEXTS, type MandateTexts } from './mandate-texts.js';

/** The agreement the page quotes, by the mandate's payment method type, in the page's language. */
function noteFor(type: string, merchant: string, t: MandateTexts): string {
  const note =
    type === 'acss_debit'
      ? t.notes.pad
      : type === 'bacs_debit'
        ? t.notes.bacs
        : type === 'au_becs_debit'
          ? t.notes.becs
          : type === 'us_bank_account'
            ? t.notes.ach
            : t.notes.sepa;
  return fillText(note, { merchant });
}

/** The account as the page shows it: the bank's own numbers and the last 4 digits. */
function accountLineOf(
  t: MandateTexts,
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
  if (type === 'us_bank_account')
    return `${fillText(t.routing, { number: bank.routing_number ?? '' })} ${last4}`;
  if (type === 'acss_debit') {
    const numbers = { institution: bank.institution_number ?? '', transit: bank.transit_number ?? '' };
    return `${fillText(t.institution, numbers)} ${last4}`;
  }
  if (type === 'bacs_debit')
    return `${fillText(t.sortCode, { code: formatSortCode(bank.sort_code ?? '') })} ${last4}`;
  return `${bank.country ?? ''} ${last4}`.trim();
}

/**
 * A mandate's hosted page, at its `payment_method_details.<type>.url`: what the shopper
 * agreed to, for their records. The URL's random part is the only credential.
 */
export async function registerMandatePage(http: FastifyInstance, app: AppContext): Promise<void> {
  http.get<{ Params: { mandate: string; token: string }; Querystring: { locale?: unknown } }>(
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
      // The shopper's language: a `locale` the merchant adds to the link, else the browser's.
      const lang = pageLocale(
        typeof request.query.locale === 'string' ? request.query.locale : undefined,
        request.headers['accept-language'],
      );
      const t = MANDATE_TEXTS[lang];
      const holder = (pm.billing_details as { name?: string | null } | undefined)?.name;
      const creditor =
        (account &&
          (parseData(account.data) as { business_profile?: { name?: string } }).business_profile?.name) ||
        t.theMerchant;
      const acceptance = mandate.customer_acceptance;
      const becs = details!.type === 'au_becs_debit';
      const accountLine = accountLineOf(t, details!.type, bank);
      const when = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
      const how = acceptance.type === 'offline' ? t.offline : t.online;
      const rows: [string, string][] = [
        [becs ? t.merchant : t.creditor, creditor],
        [t.reference, own.reference ?? mandate.id],
        [t.type, mandate.type === 'multi_use' ? t.recurring : t.oneOff],
        [t.status, t.statuses[mandate.status as keyof typeof t.statuses] ?? mandate.status],
        [t.account, accountLine],
        [t.accepted, `${when.format(new Date(acceptance.accepted_at * 1000))} (${how})`],
      ];
      if (details!.type === 'bacs_debit') {
        // The earliest day a debit under it reaches the account: the instruction is lodged with
        // the payer's bank first, then the scheme's cycle runs, on Bacs working days only.
        const first = bacsDebitDates(new Date(acceptance.accepted_at * 1000), true).settles;
        const day = new Intl.DateTimeFormat(lang, {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        });
        rows.push([t.firstCollection, day.format(new Date(`${first}T00:00:00Z`))]);
      }
      if (holder) rows.splice(4, 0, [t.holder, holder]);
      return sendPage(reply, {
        title: t.title,
        lang,
        body: `${mandate.livemode ? '' : `<span class="badge">${escapeHtml(t.badge)}</span>`}
<h1>${escapeHtml(t.title)}</h1>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
<p class="note">${escapeHtml(noteFor(details!.type, creditor, t))}</p>`,
      });
    },
  );
}
