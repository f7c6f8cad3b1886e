/**
 * `npm start`: the Payframe server (API, merchant script, frames, hosted test pages) and the
 * example shop, in one process, sharing the default account's test keys. `prestart` has built
 * the browser code already.
 */
import { startShop } from '@payframe/example-shop';
import { ConfigurationError, createServer, readConfig } from '@payframe/server';

const config = readConfig();
const server = await createServer({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } }).catch(
  (error: unknown) => {
    // A configuration problem's message says how to fix it; a stack trace would bury it.
    if (!(error instanceof ConfigurationError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  },
);
await server.listen();
const payframeUrl = server.context.config.publicUrl;
const shop = await startShop({
  payframeUrl,
  secretKey: server.keys.testSecret,
  publishableKey: server.keys.testPublishable,
  port: Number(process.env.SHOP_PORT ?? 3000),
});
const database =
  server.context.dbKind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;

process.stdout.write(`
Payframe is running
  Example shop    ${shop.url}
  API             ${payframeUrl}/v1
  Merchant script ${payframeUrl}/v1/payframe.js
  Dashboard       ${payframeUrl}/dashboard (npx payframe users create adds an operator)
  Database        ${database}
  Account         ${server.keys.accountId}${server.createdAccount ? ' (created now)' : ''}
  Publishable key ${server.keys.testPublishable}
  Secret key      ${server.keys.testSecret}

Test cards: 4242 4242 4242 4242 (succeeds), 4000 0000 0000 3220 (3-D Secure), 4000 0000 0000 0002 (declined).
Press Ctrl+C to stop.
`);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await shop.close();
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
