import type { FastifyInstance } from 'fastify';
import { formatAmount } from '../charges/amounts.js';
import { escapeHtml, notFoundPage, sendPage } from '../html/page.js';
import type { AppContext } from '../kernel/app-context.js';
import { inSystemTransaction } from '../kernel/system-transaction.js';
import { parseData, updateResource } from '../store/index.js';
import type { Db } from '../store/types.js';
import { sameSecret } from './create.js';
import type { Source } from './source.js';

/**
 * The hosted test page an iDEAL source redirects to (`/test/source/:id?client_secret=...`):
 * "Authorize" makes the source chargeable, "Fail" fails it; the shopper then goes to the
 * source's return_url with `source`, `client_secret` and `livemode`, as Stripe sends them.
 */
async function pendingSource(db: Db, id: string, secret: unknown, forUpdate = false) {
  if (typeof secret !== 'string' || secret === '') return undefined;
  let query = db.selectFrom('sources').select(['data', 'account_id', 'livemode']).where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row || row.livemode) return undefined;
  const source = parseData(row.data) as Source;
  if (!sameSecret(secret, source.client_secret) || !source.redirect) return undefined;
  return { source, scope: { accountId: row.account_id, livemode: row.livemode } };
}

function returnLocation(source: Source): string {
  const url = new URL(source.redirect!.return_url);
  url.searchParams.set('source', source.id);
  url.searchParams.set('client_secret', source.client_secret);
  url.searchParams.set('livemode', String(source.livemode));
  return url.toString();
}

export async function registerSourcePage(http: FastifyInstance, app: AppContext): Promise<void> {
  http.get<{ Params: { source: string }; Querystring: Record<string, unknown> }>(
    '/test/source/:source',
    async (request, reply) => {
      const found = await pendingSource(app.db, request.params.source, request.query.client_secret);
      if (!found) return notFoundPage(reply);
      const { source } = found;
      const amount =
        source.amount !== null && source.currency ? formatAmount(source.amount, source.currency) : '';
      const done = source.status !== 'pending';
      return sendPage(reply, {
        title: 'iDEAL authorization',
        body: `<span class="badge">Test mode</span>
<h1>Payframe test mode: iDEAL authorization</h1>
<p>This page stands in for the shopper’s bank. Authorize makes the source chargeable; Fail makes it fail.</p>
<p>${escapeHtml(amount)}</p>
${
  done
    ? `<p>This source is already ${escapeHtml(source.status)}.</p>`
    : `<form method="post" action="${escapeHtml(`/test/source/${source.id}`)}">
<input type="hidden" name="client_secret" value="${escapeHtml(source.client_secret)}">
<div class="actions">
<button type="submit" class="primary" name="outcome" value="approve">Authorize</button>
<button type="submit" class="secondary" name="outcome" value="fail">Fail</button>
</div>
</form>`
}
<p class="note">No real bank is involved: Payframe's test-mode simulator decides the outcome.</p>`,
      });
    },
  );

  http.post<{ Params: { source: string }; Body: Record<string, unknown> | undefined }>(
    '/test/source/:source',
    async (request, reply) => {
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      const outcome = body.outcome;
      if (outcome !== 'approve' && outcome !== 'fail') return notFoundPage(reply);
      const source = await inSystemTransaction(app, async (db, contextFor) => {
        const found = await pendingSource(db, request.params.source, body.client_secret, true);
        if (!found) return undefined;
        if (found.source.status !== 'pending') return found.source;
        const approved = outcome === 'approve';
        const next: Source = {
          ...found.source,
          status: approved ? 'chargeable' : 'failed',
          redirect: {
            ...found.source.redirect!,
            status: approved ? 'succeeded' : 'failed',
            failure_reason: approved ? null : 'declined',
          },
        };
        await updateResource(db, 'sources', found.scope, next);
        await contextFor(found.scope).emit(approved ? 'source.chargeable' : 'source.failed', next);
        return next;
      });
      if (!source) return notFoundPage(reply);
      return reply.redirect(returnLocation(source), 303);
    },
  );
}
