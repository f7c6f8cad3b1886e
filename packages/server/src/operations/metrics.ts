import { sql } from 'kysely';
import type { PoolStats } from '../db/index.js';
import type { AppContext } from '../kernel/app-context.js';
import { tickerRuns } from '../kernel/background.js';
import { Counter, Histogram, renderGauge } from './prometheus.js';

/**
 * What /metrics shows. Requests are counted here as they end, by route template and status
 * (never an id, a query string or a body); payments and webhook deliveries are read from the
 * database at scrape time, so every instance on one database reports the same totals.
 */
export class ServerMetrics {
  readonly requests = new Counter(
    'payframe_http_requests_total',
    'HTTP requests by method, route and status.',
  );
  readonly durations = new Histogram(
    'payframe_http_request_duration_seconds',
    'HTTP request durations by method, route and status.',
  );

  /** `route` is the template the router matched (`/v1/payment_intents/:intent`), or `unmatched`. */
  recordRequest(method: string, route: string | undefined, status: number, seconds: number): void {
    const labels = { method, route: route ?? 'unmatched', status: String(status) };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }

  async render(app: AppContext, pool?: PoolStats): Promise<string> {
    const [payments, deliveries, oldest] = await Promise.all([
      paymentsByStatus(app),
      deliveriesByStatus(app),
      oldestPendingDelivery(app),
    ]);
    const taskRuns = [...tickerRuns].flatMap(([task, runs]) => [
      { labels: { task, outcome: 'ok' }, value: runs.ok },
      { labels: { task, outcome: 'error' }, value: runs.error },
    ]);
    return [
      this.requests.render(),
      this.durations.render(),
      renderGauge(
        'payframe_payment_intents',
        'PaymentIntents by mode, status and payment method type.',
        payments,
      ),
      renderGauge('payframe_webhook_deliveries', 'Webhook deliveries by outcome.', deliveries),
      renderGauge(
        'payframe_webhook_oldest_pending_delivery_age_seconds',
        'Age of the oldest webhook delivery still pending (0 when none is).',
        [{ labels: {}, value: oldest }],
      ),
      counterText(
        'payframe_worker_task_runs_total',
        'Runs of each background worker loop in this process, by outcome.',
        taskRuns,
      ),
      pool
        ? renderGauge(
            'payframe_db_pool_connections',
            'PostgreSQL pool connections by state, and the pool size.',
            [
              { labels: { state: 'open' }, value: pool.total },
              { labels: { state: 'idle' }, value: pool.idle },
              { labels: { state: 'waiting' }, value: pool.waiting },
              { labels: { state: 'max' }, value: pool.max },
            ],
          )
        : '',
    ].join('');
  }
}

function counterText(
  name: string,
  help: string,
  samples: { labels: Record<string, string>; value: number }[],
) {
  return renderGauge(name, help, samples).replace(`# TYPE ${name} gauge`, `# TYPE ${name} counter`);
}

async function paymentsByStatus(app: AppContext) {
  const { rows } = await sql<{ livemode: boolean; status: string; method_type: string; n: number }>`
    select pi.livemode, pi.data->>'status' as status, coalesce(pm.type, 'none') as method_type,
      count(*)::int as n
    from payment_intents pi
    left join payment_methods pm on pm.id = pi.data->>'payment_method'
    group by 1, 2, 3
    order by 1, 2, 3`.execute(app.db);
  return rows.map((row) => ({
    labels: { mode: row.livemode ? 'live' : 'test', status: row.status, method_type: row.method_type },
    value: Number(row.n),
  }));
}

async function deliveriesByStatus(app: AppContext) {
  const rows = await app.db
    .selectFrom('webhook_deliveries')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .groupBy('status')
    .execute();
  const counts = new Map(rows.map((row) => [row.status, Number(row.n)]));
  return ['pending', 'succeeded', 'failed', 'canceled'].map((outcome) => ({
    labels: { outcome },
    value: counts.get(outcome as 'pending') ?? 0,
  }));
}

async function oldestPendingDelivery(app: AppContext): Promise<number> {
  const row = await app.db
    .selectFrom('webhook_deliveries')
    .select(sql<number | null>`min(created)`.as('oldest'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const oldest = row?.oldest == null ? undefined : Number(row.oldest);
  return oldest === undefined ? 0 : Math.max(0, Math.floor(Date.now() / 1000) - oldest);
}
