import { startShop } from './shop-server.js';

/**
 * The shop on its own: `npm start -w @payframe/example-shop` with PAYFRAME_SECRET_KEY and
 * PAYFRAME_PUBLISHABLE_KEY set to the Payframe server's keys (the root `npm start` starts both).
 */
const secretKey = process.env.PAYFRAME_SECRET_KEY;
const publishableKey = process.env.PAYFRAME_PUBLISHABLE_KEY;
if (!secretKey || !publishableKey) {
  process.stderr.write(
    'Set PAYFRAME_SECRET_KEY and PAYFRAME_PUBLISHABLE_KEY to the Payframe server’s test keys (or run `npm start` at the root, which starts both).\n',
  );
  process.exit(2);
}
const shop = await startShop({
  payframeUrl: process.env.PAYFRAME_URL ?? 'http://localhost:4242',
  secretKey,
  publishableKey,
  port: Number(process.env.SHOP_PORT ?? 3000),
});
process.stdout.write(`Example shop    ${shop.url}\n`);
