import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../kernel/app-context.js';
import type { Db, Scope } from '../store/types.js';
import { COOKIE, readCookie, requireSession } from './guard.js';
import { findSession } from './sessions.js';

/** How often a stream looks for new rows, and how often it proves the connection is alive. */
export interface StreamTiming {
  pollMs: number;
  heartbeatMs: number;
}

const DEFAULT_TIMING: StreamTiming = { pollMs: 1000, heartbeatMs: 15_000 };

async function lastSeq(db: Db, table: 'payment_intents' | 'events', scope: Scope): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

async function newer(db: Db, table: 'payment_intents' | 'events', scope: Scope, after: number) {
  return db
    .selectFrom(table)
    .select(['id', 'seq'])
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .where('seq', '>', after)
    .orderBy('seq')
    .limit(100)
    .execute();
}

/**
 * Server-sent events for the live lists: `payment` when a payment is created, `event` when an
 * event is recorded (a payment's status change is one), each with the object's id. Every
 * stream polls the database on its own interval, so what another server instance writes
 * shows up as well as what this one does. The stream ends when the session does.
 */
export function registerStreamRoutes(
  http: FastifyInstance,
  app: AppContext,
  timing: StreamTiming = DEFAULT_TIMING,
): void {
  const open = new Set<() => void>();
  // A stream never finishes by itself: a stopping server ends them so it can close.
  http.addHook('preClose', async () => {
    for (const end of open) end();
  });

  http.get('/dashboard/api/stream', async (request, reply) => {
    const session = await requireSession(request, app, { write: false });
    const scope = { accountId: session.accountId, livemode: session.livemode };
    const token = readCookie(request, COOKIE) ?? '';
    const cursors = {
      payment_intents: await lastSeq(app.db, 'payment_intents', scope),
      events: await lastSeq(app.db, 'events', scope),
    };
    const stream = new PassThrough();
    let busy = false;
    const send = (name: string, data: unknown) =>
      stream.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    const poll = async () => {
      if (busy) return;
      busy = true;
      try {
        const current = await findSession(app.db, token);
        // Signed out, expired or switched to the other mode: this stream's lists are stale.
        if (!current || current.livemode !== scope.livemode) return end();
        for (const [table, name] of [
          ['payment_intents', 'payment'],
          ['events', 'event'],
        ] as const) {
          const rows = await newer(app.db, table, scope, cursors[table]);
          for (const row of rows) send(name, { id: row.id });
          if (rows.length > 0) cursors[table] = Number(rows.at(-1)!.seq);
        }
      } catch (err) {
        app.log.warn({ err }, 'the dashboard stream could not read new rows');
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(poll, timing.pollMs);
    const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), timing.heartbeatMs);
    const end = () => {
      clearInterval(timer);
      clearInterval(heartbeat);
      open.delete(end);
      stream.end();
    };
    open.add(end);
    request.raw.on('close', end);
    // Tells the browser how long to wait before reconnecting after the stream ends.
    stream.write('retry: 3000\n\n');
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('connection', 'keep-alive')
      .header('x-accel-buffering', 'no');
    return reply.send(stream);
  });
}
