import { nowSeconds } from '../kernel/ids.js';
import type { Db, Scope } from '../store/types.js';
import { buildFunnel, type FunnelRow } from './funnel.js';
import { eventsSince, pruneTelemetry } from './store.js';

const DAY = 86_400;

export interface TelemetrySettings {
  /** PAYFRAME_TELEMETRY_RETENTION_DAYS: events older than that are deleted. */
  retentionDays: number;
  /** PAYFRAME_TELEMETRY_SAMPLE_RATE: the share of checkout sessions kept. */
  sampleRate: number;
}

/** The telemetry settings in force (their defaults when the configuration names none). */
export function telemetrySettingsOf(config: {
  telemetry?: TelemetrySettings | undefined;
}): TelemetrySettings {
  return config.telemetry ?? { retentionDays: 30, sampleRate: 1 };
}

/**
 * The account's conversion funnel over the last `days` days (today included), read by the API
 * and by the dashboard. Sessions that started on the first day counted are read whole, and
 * what the retention no longer keeps is deleted first, so no read shows an expired event.
 */
export async function readFunnel(
  db: Db,
  scope: Scope,
  settings: TelemetrySettings,
  days: number,
): Promise<FunnelRow[]> {
  const now = nowSeconds();
  const since = Math.floor(now / DAY - (days - 1)) * DAY;
  await pruneTelemetry(db, settings.retentionDays, now, scope);
  return buildFunnel(await eventsSince(db, scope, since));
}
