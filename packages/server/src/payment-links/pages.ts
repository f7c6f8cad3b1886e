import type { FastifyInstance, FastifyReply } from 'fastify';
import { accountBranding } from '../accounts/index.js';
import { money } from '../charges/index.js';
import { getSession } from '../checkout/index.js';
import { pageLocale } from '../html/locale.js';
import { escapeHtml, notFoundPage, sendPage } from '../html/page.js';
import type { AppContext } from '../kernel/app-context.js';
import { ApiError } from '../kernel/errors.js';
import { inSystemTransaction } from '../kernel/system-transaction.js';
import type { Scope } from '../store/types.js';
import { parseLink, sessionForVisit, storedLines } from './link-service.js';
import { paymentLinkUrl } from './payment-link.js';
import { LINK_TEXTS } from './texts.js';

type Route = { Params: { token: string }; Querystring: Record<string, unknown> };

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (mark, name: string) => values[name] ?? mark);
}

async function findLink(app: AppContext, token: string) {
  if (!/^(test|live)_[A-Za-z0-9]{8,64}$/.test(token)) return undefined;
  const row = await app.db
    .selectFrom('payment_links')
    .selectAll()
    .where('url_token', '=', token)
    .executeTakeFirst();
  if (!row) return undefined;
  const scope: Scope = { accountId: row.account_id, livemode: row.livemode };
  return { scope, link: parseLink(row.data), lines: storedLines(row) };
}

function messagePage(reply: FastifyReply, lang: string, title: string, body: string, status: number) {
  return sendPage(reply, {
    title,
    status,
    lang,
    body: `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(body)}</p>`,
  });
}

/**
 * A payment link's public page, `/b/<token>`: each visit makes a Checkout Session and sends
 * the shopper to its hosted page. After paying, a link without its own redirect shows
 * `/b/<token>/complete` with the merchant's message.
 */
export async function registerPaymentLinkPages(http: FastifyInstance, app: AppContext): Promise<void> {
  http.get<Route>('/b/:token', async (request, reply) => {
    const found = await findLink(app, request.params.token);
    if (!found) return notFoundPage(reply);
    const lang = pageLocale(request.headers['accept-language']);
    const texts = LINK_TEXTS[lang];
    const merchant = (await accountBranding({ db: app.db, scope: found.scope })).displayName;
    if (!found.link.active) {
      return messagePage(reply, lang, texts.inactiveTitle, fill(texts.inactiveBody, { merchant }), 410);
    }
    const completion = `${paymentLinkUrl(app.config.publicUrl, request.params.token)}/complete?session_id={CHECKOUT_SESSION_ID}`;
    try {
      const session = await inSystemTransaction(app, (_db, contextFor) => {
        const ctx = contextFor(found.scope);
        const auth = {
          kind: 'secret' as const,
          scope: found.scope,
          keyAccountId: found.scope.accountId,
          key: '',
        };
        return sessionForVisit({ ...ctx, auth }, found.link, found.lines, completion, undefined);
      });
      return reply.code(303).header('cache-control', 'no-store').redirect(String(session.url), 303);
    } catch (error) {
      // What the link sells can stop being sellable (a price archived since): say so, not 500.
      if (!(error instanceof ApiError)) throw error;
      request.log.warn(
        { link: found.link.id, reason: error.message },
        'payment link could not start a checkout',
      );
      return messagePage(reply, lang, texts.unavailableTitle, fill(texts.unavailableBody, { merchant }), 409);
    }
  });

  http.get<Route>('/b/:token/complete', async (request, reply) => {
    const found = await findLink(app, request.params.token);
    const sessionId = request.query.session_id;
    if (!found || typeof sessionId !== 'string' || !sessionId.startsWith('cs_')) return notFoundPage(reply);
    const session = await getSession({ db: app.db, scope: found.scope }, sessionId).catch(() => undefined);
    if (!session || session.payment_link !== found.link.id || session.status !== 'complete') {
      return notFoundPage(reply);
    }
    const lang = pageLocale(session.locale, request.headers['accept-language']);
    const texts = LINK_TEXTS[lang];
    const merchant = (await accountBranding({ db: app.db, scope: found.scope })).displayName;
    const amount = money(Number(session.amount_total ?? 0), String(session.currency ?? 'usd'), lang);
    const custom =
      found.link.after_completion.type === 'hosted_confirmation'
        ? found.link.after_completion.hosted_confirmation.custom_message
        : null;
    return sendPage(reply, {
      title: texts.thanksTitle,
      lang,
      body: [
        found.scope.livemode ? '' : `<span class="badge">${escapeHtml(texts.testMode)}</span>`,
        `<h1>${escapeHtml(texts.thanksTitle)}</h1>`,
        `<p>${escapeHtml(fill(texts.paid, { amount, merchant }))}</p>`,
        custom ? `<p>${escapeHtml(custom)}</p>` : '',
      ].join('\n'),
    });
  });
}
