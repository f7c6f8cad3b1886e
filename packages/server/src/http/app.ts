import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyLoggerOptions,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { AppContext } from '../kernel/app-context.js';
import { ApiError, apiError, invalidRequest, unrecognizedUrl } from '../kernel/errors.js';
import { REQUEST_LOGS_PATH } from '../request-logs/index.js';
import type { RouteDef } from '../routing/route.js';
import { callerOf } from './callers.js';
import { acceptedLanguages, localizeErrorPayload } from './error-language.js';
import { parseForm, parseQuery } from './form-body.js';
import { handleRoute, newRequestId } from './handle.js';
import { InFlightKeys } from './idempotency.js';
import { loggedPath } from './log-path.js';
import { BatchedLogStream } from './log-stream.js';

export const BODY_LIMIT = 1024 * 1024;

/** A hop count trusts that many proxies in front of the server (Fastify's types take it as a function). */
function trustProxyOption(value: boolean | number | string | undefined) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value ?? false;
}

/** The Fastify instance with the wire format: form bodies, Stripe errors, Request-Id, CORS for browser keys. */
export function buildHttp(
  context: AppContext,
  routes: readonly RouteDef[],
  logger: FastifyInstance['log'] | FastifyLoggerOptions | boolean,
) {
  const app = Fastify({
    // A logger instance (it has child()), or logger options: then lines are written in batches.
    ...(typeof logger === 'object' && 'child' in logger
      ? { loggerInstance: logger }
      : { logger: typeof logger === 'object' ? batched(logger) : logger }),
    bodyLimit: BODY_LIMIT,
    genReqId: newRequestId,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(context.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQuery },
    // Errors the router meets before any hook runs (a malformed URL) still get the wire format.
    frameworkErrors: (error, request, reply) => sendError(request, reply, toApiError(error)),
    clientErrorHandler: answerClientError,
  });

  // Only the two body formats of the wire format: anything else (text/plain too) is a 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseForm(body as string));
    } catch (error) {
      done(
        error instanceof ApiError
          ? error
          : invalidRequest('The request body could not be parsed as form data.'),
        undefined,
      );
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('Request-Id', request.id);
    // Browser calls with a publishable key come from other origins, as to api.stripe.com.
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', 'Request-Id, Stripe-Version, Idempotent-Replayed');
  });

  // Error messages a shopper reads follow the browser's (or the frames') Accept-Language. The
  // hook calls back at once, not as a promise: an async onSend hook defers every reply, and a
  // handler that sends and returns nothing is then taken for one that answered nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return done(null, payload);
    const languages = acceptedLanguages(request.headers['accept-language']);
    if (languages.length > 0) reply.header('Vary', 'Accept-Language');
    done(null, localizeErrorPayload(payload, languages));
  });

  app.addHook('onResponse', async (request, reply) => {
    // One line per call, without query string, body or page token: they may carry secrets.
    // Health probes come every few seconds: their lines only at the debug level.
    const probe = request.routeOptions.url === '/healthz' || request.routeOptions.url === '/readyz';
    request.log[probe && reply.statusCode < 400 ? 'debug' : 'info'](
      {
        method: request.method,
        path: loggedPath(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    const caller = callerOf(request);
    if (caller && request.routeOptions.url !== REQUEST_LOGS_PATH) {
      const idempotencyKey = request.headers['idempotency-key'];
      context.requestLogs.record({
        id: request.id,
        accountId: caller.scope.accountId,
        livemode: caller.scope.livemode,
        createdMs: Date.now(),
        method: request.method,
        path: loggedPath(request.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey.slice(0, 255) : null,
        keyKind: caller.kind,
        sourceIp: request.ip ?? null,
      });
    }
  });

  app.options('/v1/*', async (_request, reply) => {
    reply
      .header('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS')
      .header(
        'Access-Control-Allow-Headers',
        'Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account, Accept-Language',
      )
      .header('Access-Control-Max-Age', '600')
      .code(204)
      .send();
  });

  const inFlight = new InFlightKeys();
  for (const def of routes) {
    app.route({
      method: def.method,
      url: def.path,
      handler: (request, reply) => handleRoute(context, inFlight, def, request, reply),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const error = unrecognizedUrl(request.method, request.url.split('?')[0]!);
    reply.code(error.status).send(error.toJSON());
  });

  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    const apiErr = toApiError(error);
    if (apiErr.status >= 500) request.log.error({ err: error }, 'request failed');
    sendError(request, reply, apiErr);
  });

  return app;
}

/** Logger options writing to stdout in batches, unless they name a destination of their own. */
function batched(options: FastifyLoggerOptions): FastifyLoggerOptions {
  if ('stream' in options || 'transport' in options || 'file' in options) return options;
  return { ...options, stream: new BatchedLogStream() };
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError): void {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  reply
    .code(error.status)
    .header('Request-Id', request.id)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(error.toJSON()));
}

/**
 * What Node's HTTP parser refuses (headers too large, a malformed request line) never
 * reaches Fastify: answer it in the wire format too, Request-Id included, then close.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message =
    status === 431
      ? 'The request headers (or the URL) are too large.'
      : status === 408
        ? 'The request took too long to arrive.'
        : 'The request could not be parsed as HTTP.';
  const body = JSON.stringify(invalidRequest(message, undefined, undefined, status).toJSON());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nRequest-Id: ${newRequestId()}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode;
  if (status === 413) return invalidRequest('The request body is too large.', undefined, undefined, 413);
  if (status === 415) {
    return invalidRequest(
      'Invalid request: the Content-Type must be application/x-www-form-urlencoded (or application/json).',
      undefined,
      undefined,
      415,
    );
  }
  if (status && status >= 400 && status < 500) {
    return invalidRequest(`Invalid request: ${fastifyError.message}`, undefined, undefined, status);
  }
  return apiError();
}
