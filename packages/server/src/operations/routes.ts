import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { PoolStats } from '../db/index.js';
import type { AppContext } from '../kernel/app-context.js';
import { ServerMetrics } from './metrics.js';
import { CONTENT_TYPE } from './prometheus.js';

export interface OperationsOptions {
  /** The bearer token /metrics asks for; unset, /metrics is not served. */
  metricsToken: string | undefined;
  /** Whether the background workers run: 'off' when the configuration turned them off. */
  workers: () => boolean | 'off';
  /** The PostgreSQL pool's use, for the metrics; absent on PGlite. */
  poolStats?: () => PoolStats;
}

/**
 * The operator's routes, outside the API and without its keys: /healthz (the process answers),
 * /readyz (it can do its work: the database answers and the workers run) and /metrics.
 */
export function registerOperations(http: FastifyInstance, app: AppContext, options: OperationsOptions): void {
  const metrics = new ServerMetrics();
  http.addHook('onResponse', async (request, reply) => {
    metrics.recordRequest(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  http.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  http.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const workers = options.workers();
    try {
      await sql`select 1`.execute(app.db);
    } catch {
      // The error may name the host or user of DATABASE_URL: the log has it, the answer does not.
      app.log.warn('readiness check: the database did not answer');
      return reply.code(503).send({ status: 'unavailable', reason: 'The database did not answer.' });
    }
    if (workers === false) {
      return reply
        .code(503)
        .send({ status: 'unavailable', reason: 'The background workers are not running.' });
    }
    return reply.send({ status: 'ok', database: 'ok', workers: workers === 'off' ? 'off' : 'running' });
  });

  http.get('/metrics', async (request, reply) => {
    const token = options.metricsToken;
    if (!token) return reply.callNotFound();
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: 'A bearer token (PAYFRAME_METRICS_TOKEN) is needed to read the metrics.' });
    }
    reply.header('content-type', CONTENT_TYPE).header('cache-control', 'no-store');
    return reply.send(await metrics.render(app, options.poolStats?.()));
  });
}

/** Compares in constant time, so the answer's timing tells nothing of the token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
