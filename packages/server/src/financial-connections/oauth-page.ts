import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, notFoundPage, sendPage } from '../html/page.js';
import type { AppContext } from '../kernel/app-context.js';
import { inSystemTransaction } from '../kernel/system-transaction.js';
import { updateResource } from '../store/index.js';
import type { Db } from '../store/types.js';
import { answerOauth } from './linking-steps.js';
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

function page(session: FinancialConnectionsSession, action: string): string {
  const institution = testInstitution(session.state.institution);
  const answered = session.state.oauth === 'approved' || session.state.oauth === 'denied';
  return `<span class="badge">Test mode</span>
<h1>${escapeHtml(institution?.name ?? 'Test institution')}</h1>
${
  answered
    ? `<p class="status" role="status">${session.state.oauth === 'approved' ? 'Access approved. You can close this window and go back to the merchant.' : 'Access denied. You can close this window.'}</p>`
    : `<p>Payframe asks to see your accounts at this bank to link one for payments. This page stands in for the bank’s own consent screen.</p>
<form method="post" action="${escapeHtml(action)}"><div class="actions">
<button type="submit" class="primary" name="answer" value="approve">Approve access</button>
<button type="submit" class="secondary" name="answer" value="deny">Deny</button>
</div></form>`
}
<p class="note">No real bank is involved.</p>`;
}

export async function registerOauthPage(http: FastifyInstance, app: AppContext): Promise<void> {
  type Route = { Params: { session: string; secret: string }; Body: Record<string, unknown> | undefined };
  const path = '/test/financial_connections/oauth/:session/:secret';

  http.get<Route>(path, async (request, reply) => {
    const found = await find(app.db, request.params.session, request.params.secret);
    if (!found) return notFoundPage(reply);
    return sendPage(reply, { title: 'Bank consent', body: page(found.session, request.url) });
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
    return sendPage(reply, { title: 'Bank consent', body: page(session, request.url) });
  });
}
