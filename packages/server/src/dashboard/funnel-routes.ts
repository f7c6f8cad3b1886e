import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../kernel/app-context.js';
import { invalidRequest } from '../kernel/errors.js';
import { readFunnel, telemetrySettingsOf } from '../telemetry/index.js';
import { type Query, scopeOf } from './query.js';

/**
 * The checkout funnel the frames measured (docs/telemetry.md), for the signed-in operator's
 * account and mode: the rows `GET /v1/payframe/funnel` answers, with the retention and the
 * sample rate in force, so the page can say what share of checkouts it counts and for how long.
 */
export function registerFunnelRoutes(http: FastifyInstance, app: AppContext): void {
  http.get('/dashboard/api/funnel', async (request) => {
    const scope = await scopeOf(request, app);
    const query = request.query as Query;
    const days = Number(query.days ?? 30);
    if (!Number.isInteger(days) || days < 1 || days > 366)
      throw invalidRequest('days must be a whole number from 1 to 366.', 'days');
    const settings = telemetrySettingsOf(app.config);
    return {
      days,
      retention_days: settings.retentionDays,
      sample_rate: settings.sampleRate,
      data: await readFunnel(app.db, scope, settings, days),
    };
  });
}
