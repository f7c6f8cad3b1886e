import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import Stripe from 'stripe';
import type { ServerConfig } from '../config.js';
import type { AddressLookupProvider } from '../elements/address-lookup/provider.js';
import type { RiskEngine } from '../risk/index.js';
import type { RouteDef } from '../routing/route.js';
import { createServer, type PayframeServer } from '../server.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** Where the PostgreSQL suites run; CI and the dev machines have a local server. */
export const POSTGRES_ADMIN_URL =
  process.env.PAYFRAME_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestServer {
  server: PayframeServer;
  url: string;
  port: number;
  /** The official client, pointed at this server with the default account's test secret key. */
  stripe: Stripe;
  /** A client with the publishable key (for the calls a browser makes). */
  publishable: Stripe;
  secretKey: string;
  publishableKey: string;
  /** Raw HTTP against the server with a key (default: the secret key). */
  request(method: string, path: string, options?: RawRequestOptions): Promise<RawResponse>;
  /**
   * Exactly these bytes and headers over node:http, nothing added (no key, no Content-Type):
   * for what fetch would not send, such as a body without a Content-Type.
   */
  raw(
    method: string,
    path: string,
    options?: { headers?: Record<string, string>; body?: string | Buffer },
  ): Promise<BareResponse>;
  /**
   * Stops the server and its workers but keeps its database, for `start()` to bring it back
   * (PGlite needs the `restartable` option: its data then lives on disk).
   */
  stop(): Promise<void>;
  /** A new server on the same database and keys, on the same port when it is still free. */
  start(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  database?: DatabaseKind;
  config?: Partial<ServerConfig>;
  /** Keep the PGlite database on disk instead of in memory, so the server can be restarted on it. */
  restartable?: boolean;
  /** Extra routes served beside the API (tests of the framework itself). */
  routes?: RouteDef[];
  /** The Address Element's lookup provider (the built-in one when unset). */
  addressLookup?: AddressLookupProvider;
  /** The risk engine (the built-in one when unset). */
  riskEngine?: RiskEngine;
}

export interface RawRequestOptions {
  body?: string | Record<string, unknown>;
  key?: string | null;
  headers?: Record<string, string>;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export interface BareResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
  text: string;
}

/** One request on its own connection, with exactly the given headers and body. */
export function bareRequest(
  port: number,
  method: string,
  requestPath: string,
  options: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<BareResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: requestPath, headers: options.headers ?? {}, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            body = undefined;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text });
        });
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** A fresh PostgreSQL database for one suite, dropped on close. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `payframe_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      // pg's pool.end() resolves before its sockets have closed: let them go before forcing, or
      // a connection cut by `force` reports an error after the suite has finished.
      for (const deadline = Date.now() + 5000; Date.now() < deadline; ) {
        const open = await client.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (open.rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Starts a real server on a free loopback port with a throw-away database (in-memory
 * PGlite, or a new PostgreSQL database) and returns official clients pointed at it.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'payframe-test-'));
  const pgDb = options.database === 'postgres' ? await freshPostgresDatabase() : undefined;
  const config: Partial<ServerConfig> = {
    port: 0,
    host: '127.0.0.1',
    dataDir: pgDb || options.restartable ? dataDir : 'memory://',
    databaseUrl: pgDb?.url,
    secretKey: undefined,
    publishableKey: undefined,
    // One key for every start, so what the vault sealed stays readable after a restart.
    encryptionKey: randomBytes(32).toString('hex'),
    ...options.config,
  };
  const boot = async (port: number) => {
    const server = await createServer({
      config: { ...config, port },
      ...(options.routes ? { routes: options.routes } : {}),
      ...(options.addressLookup ? { addressLookup: options.addressLookup } : {}),
      ...(options.riskEngine ? { riskEngine: options.riskEngine } : {}),
    });
    try {
      const url = await server.listen();
      return { server, url, port: Number(new URL(url).port) };
    } catch (error) {
      await server.close();
      throw error;
    }
  };
  const client = (key: string, port: number) =>
    new Stripe(key, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
  const first = await boot(config.port ?? 0);
  let running = true;
  const secretKey = first.server.keys.testSecret;
  const publishableKey = first.server.keys.testPublishable;
  const t: TestServer = {
    server: first.server,
    url: first.url,
    port: first.port,
    stripe: client(secretKey, first.port),
    publishable: client(publishableKey, first.port),
    secretKey,
    publishableKey,
    async request(method, requestPath, requestOptions = {}) {
      const headers: Record<string, string> = { ...requestOptions.headers };
      const key = requestOptions.key === undefined ? secretKey : requestOptions.key;
      if (key) headers.authorization = `Bearer ${key}`;
      let body: string | undefined;
      if (requestOptions.body !== undefined) {
        body =
          typeof requestOptions.body === 'string'
            ? requestOptions.body
            : new URLSearchParams(requestOptions.body as Record<string, string>).toString();
        headers['content-type'] ??= 'application/x-www-form-urlencoded';
      }
      // A redirect is an answer to look at (a hosted page's 303), not to follow.
      const response = await fetch(`${t.url}${requestPath}`, {
        method,
        headers,
        redirect: 'manual',
        ...(body !== undefined ? { body } : {}),
      });
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: response.status, headers: response.headers, body: parsed, text };
    },
    raw(method, requestPath, rawOptions) {
      return bareRequest(t.port, method, requestPath, rawOptions);
    },
    async stop() {
      if (!pgDb && !options.restartable)
        throw new Error('an in-memory PGlite database cannot outlive its server: pass restartable: true');
      if (!running) return;
      running = false;
      await t.server.close();
    },
    async start() {
      if (running) return;
      let next: Awaited<ReturnType<typeof boot>>;
      try {
        next = await boot(t.port);
      } catch (error) {
        if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
        next = await boot(0);
      }
      running = true;
      if (next.port !== t.port) {
        t.stripe = client(secretKey, next.port);
        t.publishable = client(publishableKey, next.port);
      }
      Object.assign(t, { server: next.server, url: next.url, port: next.port });
    },
    async restart() {
      await t.stop();
      await t.start();
    },
    async close() {
      if (running) await t.server.close();
      running = false;
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

/** The database kinds every integration suite runs on: `describe.each(DATABASES)`. */
export const DATABASES: DatabaseKind[] = (process.env.PAYFRAME_TEST_DATABASES?.split(
  ',',
) as DatabaseKind[]) ?? ['pglite', 'postgres'];
