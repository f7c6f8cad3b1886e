import path from 'node:path';
import { parseReturnOrigins } from './accounts/return-origins.js';
import { type CaptchaSettings, readCaptchaSettings } from './captcha/settings.js';
import {
  DEFAULT_DECLINE_LIMITS,
  DEFAULT_LOOKUP_LIMITS,
  type DeclineLimits,
  type LookupLimits,
} from './risk/index.js';

/** The environment contract of DESIGN.md, read once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  secretKey: string | undefined;
  publishableKey: string | undefined;
  encryptionKey: string | undefined;
  /** Public origin of this server, used in URLs it hands out (3DS pages, redirects). */
  publicUrl: string;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (the rate limits count per
   * address): false (the default: the connection's address), true (any), a hop count, or a
   * comma-separated list of proxy addresses and CIDR ranges. Fastify's `trustProxy`.
   */
  trustProxy: boolean | number | string;
  /** Card-testing defence: declines taken per intent, per client address and per publishable key. */
  declineLimits: DeclineLimits;
  /** The default account's allow-list of return_url origins (PAYFRAME_RETURN_URL_ORIGINS); unset, any. */
  returnUrlOrigins?: string[] | undefined;
  /** Link consumer lookups per client address and per key (e-mail enumeration). */
  lookupLimits: LookupLimits;
  /**
   * The request header holding the client address's country, set by a proxy or CDN in front
   * (PAYFRAME_IP_COUNTRY_HEADER, e.g. cf-ipcountry); unset, rules see no `:ip_country:`.
   */
  ipCountryHeader?: string | undefined;
  /**
   * A MaxMind DB country database (`.mmdb`: GeoLite2-Country, GeoIP2-Country, DB-IP's IP to
   * Country Lite) giving the client address's country when no header gives it
   * (PAYFRAME_GEOIP_DATABASE, a file path).
   */
  geoipDatabase?: string | undefined;
  /** The bearer token that opens GET /metrics (PAYFRAME_METRICS_TOKEN); unset, /metrics is not served. */
  metricsToken?: string | undefined;
  /** Background workers (webhook delivery, pruning); tests may turn them off. */
  workers: boolean;
  /**
   * The payment forms' captcha (docs/radar.md#captcha): the built-in proof of work unless
   * PAYFRAME_CAPTCHA_PROVIDER names hCaptcha or Turnstile with its keys.
   */
  captcha?: CaptchaSettings;
  /**
   * Whether the Payment Element's Link wallet shows the instant bank debit incentive ("$5 back")
   * on its bank option (PAYFRAME_LINK_BANK_INCENTIVE=on); the merchant funds it, so it is off
   * unless turned on.
   */
  linkBankIncentive?: boolean;
  /** The subscription renewal worker. */
  subscriptions?: {
    /** How often it looks for due work (default one second). */
    pollMs?: number;
    /** Its clock, in seconds (tests move it on; the real time by default). */
    now?: () => number;
    /**
     * Test-mode renewal drafts are finalized and charged as soon as they are made instead of an
     * hour later (PAYFRAME_FINALIZE_TEST_INVOICES=immediately).
     */
    finalizeTestInvoicesAtOnce?: boolean;
  };
  /**
   * The frames' funnel events (docs/telemetry.md): days kept (PAYFRAME_TELEMETRY_RETENTION_DAYS,
   * default 30) and the share of checkout sessions kept (PAYFRAME_TELEMETRY_SAMPLE_RATE, 0 to 1,
   * default 1).
   */
  telemetry?: { retentionDays: number; sampleRate: number };
  webhooks: {
    pollMs: number;
    timeoutMs: number;
    /** First retry delay; later ones are multiples of it (default one minute: ~3 days in all). */
    retryBaseMs?: number;
    /** Attempts before a delivery is marked failed (default 11, the last ~3 days after the first). */
    maxAttempts?: number;
    /** Deliveries in flight at once per server instance (default 8). */
    concurrency?: number;
    /**
     * How long past its request timeout a claimed delivery stays leased (default 30 s): when the
     * instance that claimed it dies, another sends it once the lease ends.
     */
    leaseMarginMs?: number;
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4242);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.PAYFRAME_DATA_DIR ?? '.payframe'),
    secretKey: env.PAYFRAME_SECRET_KEY || undefined,
    publishableKey: env.PAYFRAME_PUBLISHABLE_KEY || undefined,
    encryptionKey: env.PAYFRAME_ENCRYPTION_KEY || undefined,
    publicUrl: (env.PAYFRAME_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.PAYFRAME_TRUST_PROXY),
    returnUrlOrigins: parseReturnOrigins(env.PAYFRAME_RETURN_URL_ORIGINS),
    declineLimits: {
      perIntent: count(env, 'PAYFRAME_DECLINES_PER_INTENT', DEFAULT_DECLINE_LIMITS.perIntent),
      perAddress: count(env, 'PAYFRAME_DECLINES_PER_ADDRESS', DEFAULT_DECLINE_LIMITS.perAddress),
      perKey: count(env, 'PAYFRAME_DECLINES_PER_KEY', DEFAULT_DECLINE_LIMITS.perKey),
      windowSeconds: DEFAULT_DECLINE_LIMITS.windowSeconds,
      inTestMode: env.PAYFRAME_DECLINE_LIMITS_IN_TEST_MODE === 'on',
    },
    lookupLimits: {
      perAddress: count(env, 'PAYFRAME_LINK_LOOKUPS_PER_ADDRESS', DEFAULT_LOOKUP_LIMITS.perAddress),
      perKey: count(env, 'PAYFRAME_LINK_LOOKUPS_PER_KEY', DEFAULT_LOOKUP_LIMITS.perKey),
      windowSeconds: DEFAULT_LOOKUP_LIMITS.windowSeconds,
      inTestMode: env.PAYFRAME_DECLINE_LIMITS_IN_TEST_MODE === 'on',
    },
    metricsToken: env.PAYFRAME_METRICS_TOKEN || undefined,
    ipCountryHeader: env.PAYFRAME_IP_COUNTRY_HEADER?.trim().toLowerCase() || undefined,
    geoipDatabase: env.PAYFRAME_GEOIP_DATABASE?.trim()
      ? path.resolve(env.PAYFRAME_GEOIP_DATABASE.trim())
      : undefined,
    workers: env.PAYFRAME_WORKERS !== 'off',
    captcha: readCaptchaSettings(env),
    linkBankIncentive: env.PAYFRAME_LINK_BANK_INCENTIVE === 'on',
    subscriptions: { finalizeTestInvoicesAtOnce: env.PAYFRAME_FINALIZE_TEST_INVOICES === 'immediately' },
    telemetry: readTelemetry(env),
    webhooks: { pollMs: 1000, timeoutMs: 10_000 },
  };
}

/** `PAYFRAME_TRUST_PROXY`: unset, false or 0 (off), true, a hop count, or addresses and CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !/^[0-9a-fA-F.:]+(?:\/\d{1,3})?$/.test(entry))) {
    throw new Error(
      `PAYFRAME_TRUST_PROXY must be true, false, a hop count, or proxy addresses and CIDR ranges separated by commas; got ${value}`,
    );
  }
  return entries.join(',');
}

/** A whole number of the environment (0 turns a limit off), or its default. */
function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (!/^\d+$/.test(text))
    throw new Error(`${name} must be a whole number (0 turns the limit off), got ${text}`);
  return Number(text);
}

declare module './kernel/app-context.js' {
  interface AppContext {
    config: ServerConfig;
  }
}

/** PAYFRAME_TELEMETRY_RETENTION_DAYS (whole days, 1 to 3650) and PAYFRAME_TELEMETRY_SAMPLE_RATE (0 to 1). */
function readTelemetry(env: NodeJS.ProcessEnv): { retentionDays: number; sampleRate: number } {
  const days = Number(env.PAYFRAME_TELEMETRY_RETENTION_DAYS ?? 30);
  if (!Number.isInteger(days) || days < 1 || days > 3650)
    throw new Error(
      `PAYFRAME_TELEMETRY_RETENTION_DAYS must be a whole number of days from 1 to 3650, got ${env.PAYFRAME_TELEMETRY_RETENTION_DAYS}`,
    );
  const rate = Number(env.PAYFRAME_TELEMETRY_SAMPLE_RATE ?? 1);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1)
    throw new Error(
      `PAYFRAME_TELEMETRY_SAMPLE_RATE must be from 0 to 1, got ${env.PAYFRAME_TELEMETRY_SAMPLE_RATE}`,
    );
  return { retentionDays: days, sampleRate: rate };
}
