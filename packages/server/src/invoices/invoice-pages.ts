import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { accountBranding, publishableKeyOf } from '../accounts/index.js';
import { notFoundPage } from '../html/page.js';
import type { AppContext } from '../kernel/app-context.js';
import { findResource } from '../store/index.js';
import { invoicePageHtml } from './invoice-page.js';
import { invoicePdf } from './invoice-pdf.js';
import { invoiceByToken } from './invoice-store.js';
import { invoiceLocale } from './invoice-texts.js';

/**
 * The page's policy: its own nonce'd style and script, the merchant script and the frames
 * from this server, and the merchant's logo from wherever the account names it.
 */
function pageCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "frame-src 'self'",
    "connect-src 'self'",
    'img-src https: http: data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

type Route = { Params: { token: string }; Querystring: Record<string, unknown> };

/** How a paid invoice was paid, from its charge: `Visa •••• 4242`. */
async function paidWith(app: AppContext, found: NonNullable<Awaited<ReturnType<typeof invoiceByToken>>>) {
  const chargeId = found.invoice.charge;
  if (typeof chargeId !== 'string') return null;
  const charge = await findResource(app.db, 'charges', found.scope, chargeId);
  const details = charge?.payment_method_details as { type: string; [type: string]: unknown } | undefined;
  const own = details ? (details[details.type] as { brand?: string; last4?: string } | undefined) : undefined;
  if (!own?.last4) return null;
  const brand = own.brand ? own.brand.charAt(0).toUpperCase() + own.brand.slice(1) : details?.type;
  return `${brand} •••• ${own.last4}`;
}

/**
 * The hosted invoice page (`hosted_invoice_url`, `/i/<token>`) and its PDF (`invoice_pdf`).
 * The random token is the only credential, as for Stripe's: whoever has the link may see and
 * pay that one invoice. The language is `?locale=`, else the customer's, else the browser's.
 */
export async function registerInvoicePages(http: FastifyInstance, app: AppContext): Promise<void> {
  async function open(request: {
    params: { token: string };
    query: Record<string, unknown>;
    headers: Record<string, unknown>;
  }) {
    const found = await invoiceByToken(app.db, request.params.token);
    if (!found || found.invoice.status === 'draft') return undefined;
    const customer = await findResource(app.db, 'customers', found.scope, found.invoice.customer);
    const lang = invoiceLocale(
      typeof request.query.locale === 'string' ? request.query.locale : undefined,
      customer?.preferred_locales as string[] | undefined,
      request.headers['accept-language'] as string | undefined,
    );
    const brand = await accountBranding({ db: app.db, scope: found.scope });
    return { found, lang, brand };
  }

  http.get<Route>('/i/:token', async (request, reply) => {
    const opened = await open(request);
    if (!opened) return notFoundPage(reply);
    const { found, lang, brand } = opened;
    const { invoice, scope } = found;
    const payable = invoice.status === 'open' || invoice.status === 'uncollectible';
    const pi =
      payable && invoice.payment_intent
        ? await findResource(app.db, 'payment_intents', scope, invoice.payment_intent)
        : undefined;
    const publishableKey = pi ? await publishableKeyOf(app.db, scope.accountId, scope.livemode) : undefined;
    const nonce = randomBytes(16).toString('base64');
    const html = invoicePageHtml(
      {
        invoice,
        brand,
        lang,
        path: `/i/${request.params.token}`,
        ...(pi && publishableKey
          ? { payment: { publishableKey, clientSecret: String(pi.client_secret) } }
          : {}),
        paidWith: invoice.status === 'paid' ? await paidWith(app, found) : null,
      },
      nonce,
    );
    return reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', pageCsp(nonce))
      .send(html);
  });

  http.get<Route>('/i/:token/pdf', async (request, reply) => {
    const opened = await open(request);
    if (!opened) return notFoundPage(reply);
    const { found, lang, brand } = opened;
    const name = `Invoice-${found.invoice.number ?? found.invoice.id}.pdf`;
    return reply
      .code(200)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(invoicePdf(found.invoice, brand, lang));
  });
}
