import { methodDescriptor } from '@payframe/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findActionByToken, type IntentAction } from '../actions/index.js';
import { money } from '../charges/index.js';
import { fillText, pageLocale } from '../html/locale.js';
import { escapeHtml, notFoundPage, sendPage } from '../html/page.js';
import type { AppContext } from '../kernel/app-context.js';
import { QR_PAGE_PATH, qrPng, qrSvg, qrUrls } from '../qr/index.js';
import { findResource } from '../store/index.js';
import type { StripeObject } from '../store/types.js';
import { METHOD_NAMES } from './action-pages.js';
import { QR_TEXTS } from './qr-texts.js';

/**
 * What a QR next action links to: the code as PNG and SVG images and a page of instructions
 * with the code and the amount. The URL's token is the pending action's; only a test-mode QR
 * payment's action is shown (its code opens the hosted test page).
 */

interface Found {
  action: IntentAction;
  token: string;
  method: StripeObject;
  intent: StripeObject;
}

function readToken(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}

async function findQrAction(
  app: AppContext,
  id: string,
  query: Record<string, unknown>,
): Promise<Found | null> {
  const token = readToken(query.token);
  if (!token || !/^[A-Za-z0-9_]{1,100}$/.test(id)) return null;
  const action = await findActionByToken(app.db, id, 'redirect', token);
  if (!action || action.scope.livemode) return null;
  const method = await findResource(app.db, 'payment_methods', action.scope, action.data.paymentMethod);
  if (!method || methodDescriptor(String(method.type))?.nextAction !== 'qr') return null;
  // A SetupIntent's code (Cash App Pay set up for later payments) moves no money.
  const table = action.intentId.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
  const intent = await findResource(app.db, table, action.scope, action.intentId);
  if (!intent) return null;
  return { action, token, method, intent };
}

/** When the intent's code expires, if it says (Pix's `expires_at`, Cash App Pay's `qr_code.expires_at`). */
function expiresAt(intent: StripeObject): number | null {
  const next = intent.next_action as ({ type?: string } & Record<string, Record<string, unknown>>) | null;
  const shown = next?.type ? next[next.type] : undefined;
  const at = shown?.expires_at ?? (shown?.qr_code as { expires_at?: unknown } | undefined)?.expires_at;
  return typeof at === 'number' ? at : null;
}

function notFoundImage(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
}

function imageHeaders(reply: FastifyReply, type: string): FastifyReply {
  return reply
    .type(type)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'cross-origin');
}

export async function registerQrPages(http: FastifyInstance, app: AppContext): Promise<void> {
  const dataOf = (found: Found) => qrUrls(app.config.publicUrl, found.action.id, found.token).data;

  type Route = { Params: { action: string }; Querystring: Record<string, unknown> };

  http.get<Route>(`${QR_PAGE_PATH}/:action/image.png`, async (request, reply) => {
    const found = await findQrAction(app, request.params.action, request.query);
    if (!found) return notFoundImage(reply);
    return imageHeaders(reply, 'image/png').send(await qrPng(dataOf(found)));
  });

  http.get<Route>(`${QR_PAGE_PATH}/:action/image.svg`, async (request, reply) => {
    const found = await findQrAction(app, request.params.action, request.query);
    if (!found) return notFoundImage(reply);
    return imageHeaders(reply, 'image/svg+xml')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(await qrSvg(dataOf(found)));
  });

  http.get<Route>(`${QR_PAGE_PATH}/:action`, async (request, reply) => {
    const found = await findQrAction(app, request.params.action, request.query);
    if (!found) return notFoundPage(reply);
    const type = String(found.method.type);
    const name = METHOD_NAMES[type] ?? type;
    const setup = found.intent.object === 'setup_intent';
    const lang = pageLocale(
      typeof request.query.locale === 'string' ? request.query.locale : undefined,
      request.headers['accept-language'],
    );
    const t = QR_TEXTS[lang];
    const amount = setup ? null : money(found.intent.amount as number, found.intent.currency as string, lang);
    const data = dataOf(found);
    const heading = amount
      ? fillText(t.payHeading, { amount, method: name })
      : fillText(t.setupHeading, { method: name });
    const expiry = expiresAt(found.intent);
    const when = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
    const rows = [
      amount ? `<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(amount)}</dd>` : '',
      expiry
        ? `<dt>${escapeHtml(t.expires)}</dt><dd>${escapeHtml(when.format(new Date(expiry * 1000)))}</dd>`
        : '',
    ].join('');
    // The SVG is drawn inline: the page's policy loads no images.
    return sendPage(reply, {
      title: fillText(setup ? t.setupTitle : t.payTitle, { method: name }),
      lang,
      body: `<span class="badge">${escapeHtml(t.badge)}</span>
<h1>${escapeHtml(heading)}</h1>
<div class="qr" role="img" aria-label="${escapeHtml(fillText(t.qrLabel, { method: name }))}">${await qrSvg(data)}</div>
<dl>${rows}<dt>${escapeHtml(t.method)}</dt><dd>${escapeHtml(name)}</dd></dl>
<p>${escapeHtml(fillText(setup ? t.setupStep : t.payStep, { method: name }))}</p>
<p class="note">${escapeHtml(t.testNote)} <a href="${escapeHtml(data)}">${escapeHtml(t.openHere)}</a>.</p>`,
    });
  });
}
