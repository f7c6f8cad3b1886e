import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type PayframeServer } from '../server.js';
import { DATABASES, freshPostgresDatabase } from '../testing/harness.js';
import { dashboardClient, PASSWORD } from './dashboard.fixture.js';
import { createOperator } from './operators.js';

// Two instances need a database both reach: PostgreSQL only (PGlite lives in one process).
describe.runIf(DATABASES.includes('postgres'))('the live stream across two instances', () => {
  const servers: PayframeServer[] = [];
  const urls: string[] = [];
  let drop: (() => Promise<void>) | undefined;
  const first = dashboardClient(() => urls[0]!);

  beforeAll(async () => {
    const database = await freshPostgresDatabase();
    drop = database.drop;
    const config = {
      port: 0,
      host: '127.0.0.1',
      databaseUrl: database.url,
      dataDir: mkdtempSync(path.join(tmpdir(), 'payframe-stream-')),
      encryptionKey: randomBytes(32).toString('hex'),
      secretKey: undefined,
      publishableKey: undefined,
      workers: false,
    };
    for (let i = 0; i < 2; i++) {
      const server = await createServer({ config });
      servers.push(server);
      urls.push(await server.listen());
    }
    await createOperator(servers[0]!.context.db, {
      accountId: servers[0]!.keys.accountId,
      email: 'ops@example.com',
      password: PASSWORD,
    });
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await drop?.();
  });

  it('tells a page held by one instance about a payment made through the other', async () => {
    // Signed in on the first instance; the session lives in the database, so the second knows it.
    const { cookie } = await first.signIn('ops@example.com');
    const response = await fetch(`${urls[1]}/dashboard/api/stream`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();

    const created = await fetch(`${urls[0]}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${servers[0]!.keys.testSecret}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'amount=1000&currency=usd',
    }).then((r) => r.json() as Promise<{ id: string }>);

    let text = '';
    while (!text.includes(`event: payment\ndata: {"id":"${created.id}"}`)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    expect(text).toContain(created.id);
    await reader.cancel();
  });
});
