import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../kernel/app-context.js';
import { invalidRequest } from '../kernel/errors.js';
import { type Query, scopeOf } from './query.js';

const DAY = 86_400;

/**
 * The dashboard's charts, computed by the database (aggregates over charges: each payment
 * attempt is one) so no list is shipped to the browser to be counted there. Days are the
 * operator's: `tz_offset` is the browser's `getTimezoneOffset()` in minutes.
 */
export function registerChartRoutes(http: FastifyInstance, app: AppContext): void {
  http.get('/dashboard/api/charts', async (request) => {
    const scope = await scopeOf(request, app);
    const query = request.query as Query;
    const days = Number(query.days ?? 30);
    if (!Number.isInteger(days) || days < 1 || days > 366)
      throw invalidRequest('days must be a whole number from 1 to 366.', 'days');
    const offsetMinutes = Number(query.tz_offset ?? 0);
    if (!Number.isInteger(offsetMinutes) || Math.abs(offsetMinutes) > 14 * 60)
      throw invalidRequest('tz_offset must be minutes between -840 and 840.', 'tz_offset');
    // Seconds to add to a UTC time to get the operator's wall clock.
    const shift = -offsetMinutes * 60;
    const today = Math.floor((Math.floor(Date.now() / 1000) + shift) / DAY);
    const firstDay = today - days + 1;
    const since = firstDay * DAY - shift;

    const charges = app.db
      .selectFrom('charges')
      .where('account_id', '=', scope.accountId)
      .where('livemode', '=', scope.livemode)
      .where('created', '>=', since);
    const status = sql<string>`data->>'status'`;
    const amount = sql<number>`(data->>'amount')::bigint`;
    // Literals, not parameters: the same expression must appear in the select and the group by
    // (both are integers checked above).
    const dayOf = sql<number>`floor((created + ${sql.lit(shift)}) / ${sql.lit(DAY)})::integer`;

    const perDay = await charges
      .select([
        dayOf.as('day'),
        sql<string>`data->>'currency'`.as('currency'),
        sql<number>`count(*) filter (where ${status} = 'succeeded')`.as('succeeded'),
        sql<number>`count(*) filter (where ${status} = 'failed')`.as('failed'),
        sql<number>`coalesce(sum(${amount}) filter (where ${status} = 'succeeded'), 0)`.as('volume'),
      ])
      .groupBy([dayOf, sql`data->>'currency'`])
      .execute();
    const declineCode = sql<string>`coalesce(data#>>'{outcome,reason}', data->>'failure_code', 'unknown')`;
    const declines = await charges
      .select([declineCode.as('code'), sql<number>`count(*)`.as('count')])
      .where(status, '=', 'failed')
      .groupBy(declineCode)
      .orderBy(sql`count(*)`, 'desc')
      .limit(10)
      .execute();
    const methodType = sql<string>`coalesce(data#>>'{payment_method_details,type}', 'unknown')`;
    const methods = await charges
      .select([methodType.as('type'), sql<number>`count(*)`.as('count')])
      .where(status, '=', 'succeeded')
      .groupBy(methodType)
      .orderBy(sql`count(*)`, 'desc')
      .execute();

    const totals = new Map<string, number>();
    for (const row of perDay) totals.set(row.currency, (totals.get(row.currency) ?? 0) + Number(row.volume));
    const series = Array.from({ length: days }, (_, i) => {
      const day = firstDay + i;
      const rows = perDay.filter((row) => Number(row.day) === day);
      const succeeded = rows.reduce((n, row) => n + Number(row.succeeded), 0);
      const failed = rows.reduce((n, row) => n + Number(row.failed), 0);
      return {
        date: new Date(day * DAY * 1000).toISOString().slice(0, 10),
        succeeded,
        failed,
        success_rate: succeeded + failed > 0 ? succeeded / (succeeded + failed) : null,
        volume: Object.fromEntries(rows.map((row) => [row.currency, Number(row.volume)])),
      };
    });
    return {
      days: series,
      currencies: [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([currency]) => currency),
      decline_codes: declines.map((row) => ({ code: row.code, count: Number(row.count) })),
      payment_methods: methods.map((row) => ({ type: row.type, count: Number(row.count) })),
    };
  });
}
