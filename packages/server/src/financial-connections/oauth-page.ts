import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pageLocale } from '../html/locale.js';
import { escapeHtml, notFoundPage, sendPage } from '../html/page.js';
import type { AppContext } from '../kernel/app-context.js';
import { inSystemTransaction } from '../kernel/system-transaction.js';
import { updateResource } from '../store/index.js';
import type { Db } from '../store/types.js';
import { answerOauth } from './linking-steps.js';
import { OAUTH_TEXTS, type OauthTexts } from './oauth-texts.js';
import type { FinancialConnectionsSession } from './session.js';
import { parseSession } from './sessions.js';
import { testInstitution } from './test-institutions.js';

/**
 * The test OAuth institution's consent page: the linking modal opens it in a window, the
 * shopper approves (or denies) sharing their accounts, and the modal, signing in again, lists
 * them. The session's client secret in the URL is the page's only credential.
 */
async function find(db: Db, id: string, secret: string, forUpdate = false) {
  let query = db
    .selectFrom('financial_connections_sessions')
    .select(['data', 'account_id', 'livemode'])
    .where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row || row.livemode) return undefined;
  const session = parseSession(row.data);
  const a = Buffer.from(secret);
  const b = Buffer.from(session.client_secret);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return undefined;
  return { session, scope: { accountId: row.account_id, livemode: row.livemode } };
}

function page(session: FinancialConnectionsSession, action: string, t: OauthTexts): string {
  const institution = testInstitution(session.state.institution);
  const answered = session.state.oauth === 'approved' || session.state.oauth === 'denied';
  return `<span class="badge">${escapeHtml(t.badge)}</span>
<h1>${escapeHtml(institution?.name ?? t.institution)}</h1>
${
  answered
    ? `<p class="status" role="status">${escapeHtml(session.state.oauth === 'approved' ? t.approved : t.denied)}</p>`
    : `<p>${escapeHtml(t.ask)}</p>
<form method="post" action="${escapeHtml(action)}"><div class="actions">
<button type="submit" class="primary" name="answer" value="approve">${escapeHtml(t.approve)}</button>
<button type="submit" class="secondary" name="answer" value="deny">${escapeHtml(t.deny)}</button>
</div></form>`
}
<p class="note">${escapeHtml(t.note)}</p>`;
}

/** The page in the browser's language (the window the linking modal opens sends it). */
function send(
  reply: FastifyReply,
  acceptLanguage: string | undefined,
  session: FinancialConnectionsSession,
  action: string,
) {
  const lang = pageLocale(acceptLanguage);
  const t = OAUTH_TEXTS[lang];
  return sendPage(reply, { title: t.title, lang, body: page(session, action, t) });
}

export async function registerOauthPage(http: FastifyInstance, app: AppContext): Promise<void> {
  type Route = { Params: { session: string; secret: string }; Body: Record<string, unknown> | undefined };
  const path = '/test/financial_connections/oauth/:session/:secret';

  http.get<Route>(path, async (request, reply) => {
    const found = await find(app.db, request.params.session, request.params.secret);
    if (!found) return notFoundPage(reply);
    return send(reply, request.headers['accept-language'], found.session, request.url);
  });

  http.post<Route>(path, async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    if (body.answer !== 'approve' && body.answer !== 'deny') return notFoundPage(reply);
    const session = await inSystemTransaction(app, async (db) => {
      const found = await find(db, request.params.session, request.params.secret, true);
      if (!found) return undefined;
      if (found.session.state.oauth !== 'pending') return found.session;
      const after = answerOauth(found.session, body.answer === 'approve');
      await updateResource(db, 'financial_connections_sessions', found.scope, after);
      return after;
    });
    if (!session) return notFoundPage(reply);
    return send(reply, request.headers['accept-language'], session, request.url);
  });
}
