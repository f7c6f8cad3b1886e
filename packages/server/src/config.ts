import path from 'node:path';

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
  /** Background workers (webhook delivery, pruning); tests may turn them off. */
  workers: boolean;
  webhooks: {
    pollMs: number;
    timeoutMs: number;
    /** First retry delay; later ones are multiples of it (default one minute: ~3 days in all). */
    retryBaseMs?: number;
    /** Attempts before a delivery is marked failed (default 11, the last ~3 days after the first). */
    maxAttempts?: number;
    /** Deliveries in flight at once per server instance (default 8). */
    concurrency?: number;
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
    workers: env.PAYFRAME_WORKERS !== 'off',
    webhooks: { pollMs: 1000, timeoutMs: 10_000 },
  };
}
