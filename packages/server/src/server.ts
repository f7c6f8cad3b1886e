import type { FastifyInstance, FastifyLoggerOptions } from 'fastify';
import { type AccountKeys, ensureDefaultAccount } from './accounts/index.js';
import { ReturnOrigins, setReturnOrigins } from './accounts/return-origins.js';
import { defaultAssetRoots } from './assets/index.js';
import { type CaptchaProvider, captchaFromSettings } from './captcha/index.js';
import { readConfig, type ServerConfig } from './config.js';
import type { ConsumerNotifier } from './consumers/notifier.js';
import { pruneSessions, pruneSignInFailures, registerDashboard } from './dashboard/index.js';
import { openDatabase } from './db/index.js';
import { type AddressLookupProvider, builtinAddressLookup } from './elements/index.js';
import { backgroundTasks, intentListeners, pageRoutes } from './extensions.js';
import { buildHttp } from './http/app.js';
import { Authenticator } from './http/auth.js';
import { pruneIdempotencyKeys } from './http/idempotency.js';
import type { AppContext } from './kernel/app-context.js';
import { type BackgroundTask, Ticker } from './kernel/background.js';
import { registerOperations } from './operations/index.js';
import { pruneRequestLogs, RequestLogRecorder } from './request-logs/index.js';
import {
  DeclineVelocity,
  DefaultRiskEngine,
  GeoIpDatabase,
  LookupLimiter,
  type RiskEngine,
} from './risk/index.js';
import { apiRoutes } from './routes.js';
import type { RouteDef } from './routing/route.js';
import { pruneTelemetry } from './telemetry/index.js';
import { openVault, readMasterKey, type Vault } from './vault/index.js';

export interface PayframeServer {
  http: FastifyInstance;
  context: AppContext;
  /** The default account's keys (test and live). */
  keys: AccountKeys;
  /** Whether this start created the default account (first run). */
  createdAccount: boolean;
  /** Listens on config.port (0 = any free port) and resolves to the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface CreateServerOptions {
  config?: Partial<ServerConfig>;
  /** Fastify logger: false in tests, a pino instance or true in the CLI. */
  logger?: boolean | FastifyLoggerOptions | FastifyInstance['log'];
  /** Extra routes (tests). */
  routes?: RouteDef[];
  /** Delivers Link one-time codes (SMS, e-mail); the default logs them and, in test mode, keeps an outbox. */
  consumerNotifier?: ConsumerNotifier;
  /** Where the Address Element's autocomplete looks addresses up; the built-in dataset by default. */
  addressLookup?: AddressLookupProvider;
  /** Scores card payments for Radar's risk level and rules; the built-in engine by default. */
  riskEngine?: RiskEngine;
  /** The captcha service (docs/radar.md#captcha); by default the environment's, else the built-in proof of work. */
  captcha?: CaptchaProvider;
}

export async function createServer(options: CreateServerOptions = {}): Promise<PayframeServer> {
  const config: ServerConfig = { ...readConfig(), ...options.config };
  // Read before the database opens, so a missing key or file is refused before anything is written.
  const masterKey = readMasterKey(config);
  const geoip = config.geoipDatabase ? GeoIpDatabase.open(config.geoipDatabase) : undefined;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let vault: Vault;
  try {
    vault = await openVault(database.db, masterKey);
  } catch (error) {
    await database.close();
    throw error;
  }
  const { keys, created } = await ensureDefaultAccount(database.db, vault, {
    secretKey: config.secretKey,
    publishableKey: config.publishableKey,
  });

  // The environment decides the default account's allow-list: set, it is applied; unset, removed.
  await setReturnOrigins(database.db, keys.accountId, config.returnUrlOrigins ?? []);

  const tasks: BackgroundTask[] = [...backgroundTasks(), pruneTask()];
  const context: AppContext = {
    db: database.db,
    dbKind: database.kind,
    vault,
    config,
    authenticator: new Authenticator(database.db),
    declines: new DeclineVelocity(config.declineLimits),
    lookups: new LookupLimiter(config.lookupLimits),
    riskEngine: options.riskEngine ?? new DefaultRiskEngine(),
    ...(geoip ? { geoip } : {}),
    // The proof of work's puzzles are signed with a key only this server's master key derives.
    captcha:
      options.captcha ??
      captchaFromSettings(config.captcha ?? { provider: 'proof_of_work' }, (text) =>
        vault.requestMac(`captcha\n${text}`),
      ),
    returnOrigins: new ReturnOrigins(),
    requestLogs: new RequestLogRecorder(database.db, (err) =>
      context.log.warn({ err }, 'writing the request log failed'),
    ),
    intentListeners: intentListeners(),
    addressLookup: options.addressLookup ?? builtinAddressLookup(),
    log: undefined as unknown as AppContext['log'],
    notify: (topic) => {
      for (const task of tasks) task.notify?.(topic);
    },
    ...(options.consumerNotifier ? { consumerNotifier: options.consumerNotifier } : {}),
  };
  const routes = [...apiRoutes, ...(options.routes ?? [])];
  const http = buildHttp(context, routes, options.logger ?? false);
  context.log = http.log;
  if (geoip) context.log.info(`client countries from ${config.geoipDatabase} (${geoip.description})`);
  registerDashboard(http, context, routes, defaultAssetRoots().frames);
  let started = false;
  let closed = false;
  registerOperations(http, context, {
    metricsToken: config.metricsToken,
    workers: () => (config.workers ? started && !closed : 'off'),
    ...(database.poolStats ? { poolStats: database.poolStats } : {}),
  });
  await pageRoutes(http, context);
  await http.ready();

  return {
    http,
    context,
    keys,
    createdAccount: created,
    async listen() {
      await http.listen({ port: config.port, host: config.host });
      const address = http.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
      if (config.port === 0) config.publicUrl = `http://${host}:${port}`;
      if (!started && config.workers) {
        started = true;
        for (const task of tasks) task.start(context);
      }
      return `http://${host}:${port}`;
    },
    async close() {
      closed = true;
      await Promise.all(tasks.map((t) => t.stop()));
      await http.close();
      await context.requestLogs.close();
      await database.close();
    },
  };
}

function pruneTask(): BackgroundTask {
  let ticker: Ticker | undefined;
  return {
    name: 'prune-idempotency-keys',
    start(app) {
      ticker = new Ticker(
        3600_000,
        async () => {
          await pruneIdempotencyKeys(app.db);
          await pruneRequestLogs(app.db);
          await pruneSessions(app.db);
          await pruneSignInFailures(app.db);
          await pruneTelemetry(app.db, app.config.telemetry?.retentionDays ?? 30);
        },
        (e) => app.log.warn({ err: e }, 'pruning idempotency keys failed'),
        'prune-idempotency-keys',
      );
      ticker.start();
    },
    stop: async () => ticker?.stop(),
  };
}
