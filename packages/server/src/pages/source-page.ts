import type { FastifyInstance } from 'fastify';
import { money } from '../charges/index.js';
import { escapeHtml, notFoundPage, sendPage } from '../html/page.js';
import type { AppContext } from '../kernel/app-context.js';
import { inSystemTransaction } from '../kernel/system-transaction.js';
import { type Source, sameSecret } from '../sources/index.js';
import { parseData, updateResource } from '../store/index.js';
import type { Db } from '../store/types.js';
import { ACTION_TEXTS, actionLocale, fillMethod } from './action-texts.js';

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
      // The test page of the payment methods' redirects, in the shopper's language.
      const lang = actionLocale(request.query.locale, request.headers['accept-language']);
      const t = ACTION_TEXTS[lang] ?? ACTION_TEXTS.en!;
      const amount =
        source.amount !== null && source.currency ? money(source.amount, source.currency, lang) : '';
      const done = source.status !== 'pending';
      const outcome = source.status === 'chargeable' ? t.complete : t.failed;
      return sendPage(reply, {
        title: t.title,
        lang,
        body: `<span class="badge">${escapeHtml(t.badge)}</span>
<h1>${escapeHtml(fillMethod(t.redirectHeading, 'iDEAL'))}</h1>
<p>${escapeHtml(fillMethod(t.redirectExplain, 'iDEAL'))}</p>
<p>${escapeHtml(amount)}</p>
${
  done
    ? `<p role="status">${escapeHtml(t.used)}: ${escapeHtml(outcome)}</p>`
    : `<form method="post" action="${escapeHtml(`/test/source/${source.id}`)}">
<input type="hidden" name="client_secret" value="${escapeHtml(source.client_secret)}">
<div class="actions">
<button type="submit" class="primary" name="outcome" value="approve">${escapeHtml(t.buttons.Authorize!)}</button>
<button type="submit" class="secondary" name="outcome" value="fail">${escapeHtml(t.buttons.Fail!)}</button>
</div>
</form>`
}
<p class="note">${escapeHtml(t.note)}</p>`,
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
