import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, freshPostgresDatabase } from '../testing/harness.js';
import { WebhookListener } from '../webhooks/listener.fixture.js';
import { waitFor } from '../webhooks/wait.fixture.js';

const FIXTURE = fileURLToPath(new URL('../testing/instance.fixture.ts', import.meta.url));

interface Instance {
  child: ChildProcess;
  stripe: Stripe;
}

/** Starts a server process on the shared database and waits until it serves. */
async function startInstance(config: Record<string, unknown>): Promise<Instance> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', FIXTURE], {
    env: { ...process.env, PAYFRAME_INSTANCE_CONFIG: JSON.stringify(config) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const [, url, key] = await waitFor(
    'the instance to serve',
    () =>
      child.exitCode !== null
        ? Promise.reject(new Error(out))
        : (/listening (\S+) (\S+)/.exec(out) ?? undefined),
    90_000,
  );
  const { port } = new URL(url!);
  const stripe = new Stripe(key!, {
    host: '127.0.0.1',
    port: Number(port),
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
  return { child, stripe };
}

const sepaPayment = {
  amount: 1500,
  currency: 'eur',
  payment_method_types: ['sepa_debit'],
  payment_method_data: {
    type: 'sepa_debit',
    sepa_debit: { iban: 'DE89370400440532013000' },
    billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
  },
  mandate_data: {
    customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' } },
  },
  confirm: true,
} as unknown as Stripe.PaymentIntentCreateParams;

// Two processes need a database both can reach: PostgreSQL only (PGlite lives in one process).
describe.runIf(DATABASES.includes('postgres'))('two server instances on one PostgreSQL', () => {
  const hooks = new WebhookListener();
  const instances: Instance[] = [];
  let drop: (() => Promise<void>) | undefined;
  let config: Record<string, unknown>;

  beforeAll(async () => {
    const database = await freshPostgresDatabase();
    drop = database.drop;
    config = {
      port: 0,
      host: '127.0.0.1',
      databaseUrl: database.url,
      dataDir: mkdtempSync(path.join(tmpdir(), 'payframe-instances-')),
      encryptionKey: randomBytes(32).toString('hex'),
      logLevel: 'error',
      // A short lease, so the instance left standing takes over a dead one's delivery quickly.
      webhooks: { pollMs: 50, timeoutMs: 3000, retryBaseMs: 50, concurrency: 4, leaseMarginMs: 500 },
    };
    await hooks.listen();
    // One after the other: the first creates the account and records the vault keys.
    instances.push(await startInstance(config));
    instances.push(await startInstance(config));
  }, 240_000);

  afterAll(async () => {
    for (const { child } of instances) child.kill('SIGKILL');
    await hooks.close();
    await drop?.();
  });

  it('delivers each event once and settles each debit once, with both instances working', async () => {
    const [a, b] = instances as [Instance, Instance];
    await a.stripe.webhookEndpoints.create({ url: hooks.url, enabled_events: ['customer.created'] });
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? a : b).stripe.customers.create({ email: `shared-${i}@example.com` }),
      ),
    );
    await waitFor('twelve deliveries', () => hooks.requests.length >= 12, 60_000);
    const delivered = hooks.requests.map((r) => (JSON.parse(r.body) as Stripe.Event).data.object);
    expect(delivered.map((c) => (c as Stripe.Customer).id).sort()).toEqual(made.map((c) => c.id).sort());

    const debits = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).stripe.paymentIntents.create(sepaPayment)),
    );
    expect(debits.every((pi) => pi.status === 'processing')).toBe(true);
    await waitFor(
      'every debit to settle',
      async () => {
        const all = await Promise.all(debits.map((pi) => a.stripe.paymentIntents.retrieve(pi.id)));
        return all.every((pi) => pi.status === 'succeeded');
      },
      90_000,
    );
    const succeeded = await a.stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 });
    const settledIds = succeeded.data.map((e) => (e.data.object as Stripe.PaymentIntent).id).sort();
    expect(settledIds).toEqual(debits.map((pi) => pi.id).sort());
    const charges = await a.stripe.events.list({ type: 'charge.succeeded', limit: 100 });
    expect(charges.data).toHaveLength(6);
    // Seconds later, still one delivery per customer: no instance sent another's again.
    expect(hooks.requests).toHaveLength(12);
  }, 240_000);

  it('sends a delivery again from the other instance when the one sending it is killed', async () => {
    const [a, b] = instances as [Instance, Instance];
    const before = hooks.requests.length;
    // Hold the next request open, and freeze b so that a is the one sending it.
    hooks.respond = (n) => (n === before ? 'hang' : 200);
    b.child.kill('SIGSTOP');
    try {
      const customer = await a.stripe.customers.create({ email: 'killed-mid-delivery@example.com' });
      await waitFor('the held request', () => hooks.requests.length > before, 60_000);
      a.child.kill('SIGKILL');
      b.child.kill('SIGCONT');
      // b takes the delivery over once a's lease on it ends, and sends the same event again.
      const again = await waitFor(
        'the delivery sent again',
        () => hooks.requests.slice(before + 1).find((r) => r.body.includes(customer.id)),
        60_000,
      );
      expect(again.answer).toBe(200);
      const sent = hooks.requests.filter((r) => r.body.includes(customer.id));
      expect(sent).toHaveLength(2);
      expect(JSON.parse(sent[0]!.body).id).toBe(JSON.parse(sent[1]!.body).id);
      const [last] = (await b.stripe.customers.list({ limit: 1 })).data;
      expect(last?.id).toBe(customer.id);
    } finally {
      b.child.kill('SIGCONT');
    }
  }, 240_000);
});
