/**
 * The floor the API bench compares Payframe with: Node + Fastify + pg, and for each
 * `POST /v1/payment_intents` three inserts (the intent, its charge, its event) written by one
 * prepared statement in one round trip, committed durably. Nothing else: no authentication
 * beyond a key comparison, no state machine, no idempotency record. No durable design that
 * writes those three rows per payment through this stack can beat it, so Payframe's figure
 * is read as a fraction of it.
 *
 * Run by bench/api.ts in its own process: DATABASE_URL, PORT, PAYFRAME_SECRET_KEY.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const SCHEMA = `
create table if not exists floor_intents (id text primary key, created bigint not null, data jsonb not null);
create table if not exists floor_charges (id text primary key, payment_intent text not null, created bigint not null, data jsonb not null);
create table if not exists floor_events (id text primary key, type text not null, created bigint not null, data jsonb not null);
`;

// One statement, so one Parse/Bind/Execute/Sync exchange: the three rows commit together.
const INSERT = {
  name: 'floor_payment',
  text: `with intent as (insert into floor_intents (id, created, data) values ($1, $4, $5)),
  charge as (insert into floor_charges (id, payment_intent, created, data) values ($2, $1, $4, $6))
  insert into floor_events (id, type, created, data) values ($3, 'payment_intent.succeeded', $4, $7)`,
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 16 });
await pool.query(SCHEMA);

const app = Fastify({ logger: false });
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
  done(null, Object.fromEntries(new URLSearchParams(body as string))),
);
const expected = `Bearer ${process.env.PAYFRAME_SECRET_KEY}`;

app.post('/v1/payment_intents', async (request, reply) => {
  if (request.headers.authorization !== expected) return reply.code(401).send({ error: 'unauthorized' });
  const params = request.body as Record<string, string>;
  const created = Math.floor(Date.now() / 1000);
  const amount = Number(params.amount);
  const intentId = id('pi');
  const chargeId = id('ch');
  const charge = { id: chargeId, object: 'charge', amount, currency: params.currency, status: 'succeeded' };
  const intent = {
    id: intentId,
    object: 'payment_intent',
    amount,
    currency: params.currency,
    payment_method: params.payment_method,
    latest_charge: chargeId,
    status: 'succeeded',
    created,
  };
  const event = {
    id: id('evt'),
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: intent },
  };
  await pool.query({
    ...INSERT,
    values: [
      intentId,
      chargeId,
      event.id,
      created,
      JSON.stringify(intent),
      JSON.stringify(charge),
      JSON.stringify(event),
    ],
  });
  reply.header('content-type', 'application/json; charset=utf-8');
  return JSON.stringify(intent);
});
// The bench's readiness probe.
app.get('/v1/customers', async () => ({ object: 'list', data: [] }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
});
