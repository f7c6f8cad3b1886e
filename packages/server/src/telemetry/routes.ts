import { cleanTelemetryEvent, TELEMETRY_BATCH_MAX } from '@payframe/core/telemetry';
import { invalidParam } from '../kernel/errors.js';
import { p, z } from '../kernel/params.js';
import { type RequestContext, route } from '../routing/route.js';
import { readFunnel, type TelemetrySettings, telemetrySettingsOf } from './read.js';
import { insertEvents, sampledIn } from './store.js';

/** The telemetry settings (PAYFRAME_TELEMETRY_RETENTION_DAYS, PAYFRAME_TELEMETRY_SAMPLE_RATE). */
export function telemetrySettings(ctx: RequestContext): TelemetrySettings {
  return telemetrySettingsOf(ctx.app.config);
}

/** Cleans, samples and stores events a browser sent; what is not allow-listed is dropped. */
async function receive(ctx: RequestContext, raw: readonly unknown[]): Promise<Record<string, unknown>> {
  const settings = telemetrySettings(ctx);
  const cleaned = raw.map(cleanTelemetryEvent).filter((e) => e !== null);
  const kept = cleaned.filter((event) => sampledIn(event.session, settings.sampleRate));
  await insertEvents(ctx.db, ctx.scope, kept);
  return {
    object: 'payframe.telemetry_batch',
    received: raw.length,
    stored: kept.length,
    sample_rate: settings.sampleRate,
  };
}

// Each event is read field by field by the allow-list, so its fields are taken as they come.
const eventShape = z.record(z.string(), z.unknown());

/**
 * Telemetry of the frames (docs/telemetry.md): the controller's logger posts batches, a
 * tracking pixel (a GET) carries one event, and the merchant reads the conversion funnel
 * with the secret key.
 */
export const telemetryRoutes = [
  route({
    method: 'POST',
    path: '/v1/payframe/telemetry',
    auth: ['publishable'],
    params: p.object({ events: z.array(eventShape).max(TELEMETRY_BATCH_MAX) }),
    async handler(ctx) {
      return receive(ctx, ctx.params.events);
    },
  }),
  route({
    method: 'GET',
    path: '/v1/payframe/pixel',
    auth: ['publishable'],
    params: eventShape,
    async handler(ctx) {
      return receive(ctx, [ctx.params]);
    },
  }),
  route({
    method: 'GET',
    path: '/v1/payframe/funnel',
    params: p.object({ days: p.integer.optional() }),
    async handler(ctx) {
      const settings = telemetrySettings(ctx);
      const days = ctx.params.days ?? 30;
      if (days < 1 || days > 3650) {
        throw invalidParam('days', 'Invalid days: must be from 1 to 3650.');
      }
      const data = await readFunnel(ctx.db, ctx.scope, settings, days);
      return {
        object: 'list',
        url: '/v1/payframe/funnel',
        has_more: false,
        retention_days: settings.retentionDays,
        data,
      };
    },
  }),
];
