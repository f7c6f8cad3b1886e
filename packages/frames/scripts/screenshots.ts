/**
 * Drives the real flow in headless Chromium against a real Payframe server and a test
 * merchant page, and saves what the shopper sees under .tmp/frames-screenshots/ (for a
 * developer to look at; the e2e/ suite is the test of record). Run with
 * `npm run screenshots -w @payframe/frames` after `npm run build`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from '@payframe/server';
import { chromium, type FrameLocator, type Page } from 'playwright-core';
import Stripe from 'stripe';
import { startTestShop } from './test-shop.js';

const OUT = fileURLToPath(new URL('../../../.tmp/frames-screenshots/', import.meta.url));
mkdirSync(OUT, { recursive: true });
const only = process.argv[2];

const dataDir = mkdtempSync(path.join(tmpdir(), 'payframe-frames-'));
const server = await createServer({
  config: {
    port: 0,
    dataDir,
    databaseUrl: undefined,
    secretKey: undefined,
    publishableKey: undefined,
    workers: false,
  },
});
const payframeUrl = await server.listen();
const target = new URL(payframeUrl);
const stripe = new Stripe(server.keys.testSecret, {
  host: target.hostname,
  port: Number(target.port),
  protocol: 'http',
  telemetry: false,
});
const newIntent = async (types = ['card', 'sepa_debit', 'ideal']) => {
  // The API version's params include payment_method_types; this client's types do not.
  const params = {
    amount: 2400,
    currency: 'eur',
    payment_method_types: types,
  } as Stripe.PaymentIntentCreateParams;
  return (await stripe.paymentIntents.create(params)).client_secret!;
};
const shop = await startTestShop(payframeUrl, () => newIntent(['card']));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

interface PageConfig {
  elementsOptions: Record<string, unknown>;
  paymentOptions?: Record<string, unknown>;
  redirect?: 'always' | 'if_required';
  dark?: boolean;
}

async function open(config: PageConfig): Promise<{ page: Page; frame: FrameLocator }> {
  const context = await browser.newContext({ viewport: { width: 900, height: 820 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      console.error(`[console] ${message.text()}`);
  });
  const hash = encodeURIComponent(JSON.stringify({ pk: server.keys.testPublishable, ...config }));
  await page.goto(`${shop.url}/#${hash}`);
  await page.waitForFunction(() => (window as any).events?.some((e: any) => e.type === 'ready'), null, {
    timeout: 10_000,
  });
  await page.waitForTimeout(300);
  return { page, frame: page.frameLocator('iframe[name^="__payframe_payment"]') };
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${OUT}${name}.png`, fullPage: true });
  console.log(`saved ${name}.png`);
}

async function fillCard(frame: FrameLocator, number: string) {
  await frame.locator('input[name="number"]').fill(number);
  await frame.locator('input[name="expiry"]').fill('12 / 34');
  await frame.locator('input[name="cvc"]').fill('123');
  const country = frame.locator('select[name="country"]');
  if ((await country.inputValue()) === 'US') await frame.locator('input[name="postalCode"]').fill('10001');
}

async function result(page: Page) {
  await page.waitForFunction(() => (window as any).payResult !== undefined, null, { timeout: 15_000 });
  return page.evaluate(() => (window as any).payResult);
}

const scenarios: Record<string, () => Promise<void>> = {
  async tabs() {
    const { page, frame } = await open({ elementsOptions: { clientSecret: await newIntent() } });
    await shot(page, 'tabs-empty');
    await frame.locator('input[name="number"]').fill('4242 4242 4242 4242');
    await frame.locator('input[name="expiry"]').focus();
    await shot(page, 'tabs-card-typing');
    await frame.getByRole('tab', { name: 'SEPA Debit' }).click();
    await page.waitForTimeout(200);
    await shot(page, 'tabs-sepa');
    await frame.getByRole('tab', { name: 'iDEAL' }).click();
    await page.waitForTimeout(200);
    await shot(page, 'tabs-ideal');
  },
  async incomplete() {
    const { page, frame } = await open({ elementsOptions: { clientSecret: await newIntent() } });
    await frame.locator('input[name="number"]').fill('4242 4242');
    await page.click('#pay');
    const outcome = await result(page);
    const focused = await frame.locator(':focus').getAttribute('name');
    console.log('incomplete:', JSON.stringify(outcome), 'focused:', focused);
    await shot(page, 'incomplete-errors');
  },
  async success() {
    const { page, frame } = await open({
      elementsOptions: { clientSecret: await newIntent() },
      redirect: 'if_required',
    });
    await fillCard(frame, '4242424242424242');
    await shot(page, 'card-filled');
    await page.click('#pay');
    const outcome = await result(page);
    console.log('success:', outcome.paymentIntent?.status ?? JSON.stringify(outcome));
    await shot(page, 'card-succeeded');
  },
  async redirectAlways() {
    const { page, frame } = await open({ elementsOptions: { clientSecret: await newIntent() } });
    await fillCard(frame, '4242424242424242');
    await page.click('#pay');
    await page.waitForURL(/\/done\?/, { timeout: 15_000 });
    console.log('return_url:', page.url());
    await shot(page, 'card-return-url');
  },
  async challenge() {
    for (const outcome of ['Complete', 'Fail']) {
      const { page, frame } = await open({
        elementsOptions: { clientSecret: await newIntent() },
        redirect: 'if_required',
      });
      await fillCard(frame, '4000000000003220');
      await page.click('#pay');
      const overlay = page.frameLocator('iframe[name^="__payframe_challenge"]');
      const inner = overlay.frameLocator('iframe.ChallengeWindow');
      await inner.getByRole('button', { name: outcome }).waitFor({ timeout: 10_000 });
      await shot(page, `challenge-${outcome.toLowerCase()}-modal`);
      await inner.getByRole('button', { name: outcome }).click();
      const answer = await result(page);
      console.log(`challenge ${outcome}:`, answer.paymentIntent?.status ?? answer.error?.message);
      await page.waitForTimeout(300);
      await shot(page, `challenge-${outcome.toLowerCase()}-after`);
    }
  },
  async decline() {
    const { page, frame } = await open({
      elementsOptions: { clientSecret: await newIntent() },
      redirect: 'if_required',
    });
    await fillCard(frame, '4000000000000002');
    await page.click('#pay');
    const answer = await result(page);
    console.log('decline:', JSON.stringify(answer.error?.code), answer.error?.message);
    await page.waitForTimeout(200);
    await shot(page, 'card-declined');
  },
  async sepa() {
    const { page, frame } = await open({
      elementsOptions: { clientSecret: await newIntent() },
      redirect: 'if_required',
    });
    await frame.getByRole('tab', { name: 'SEPA Debit' }).click();
    await frame.locator('input[name="name"]').fill('Jenny Rosen');
    await frame.locator('input[name="email"]').fill('jenny@example.com');
    await frame.locator('input[name="iban"]').fill('DE89370400440532013000');
    await shot(page, 'sepa-filled');
    await page.click('#pay');
    const answer = await result(page);
    console.log('sepa:', answer.paymentIntent?.status ?? JSON.stringify(answer.error));
  },
  async ideal() {
    const { page, frame } = await open({ elementsOptions: { clientSecret: await newIntent() } });
    await frame.getByRole('tab', { name: 'iDEAL' }).click();
    await frame.locator('select[name="bank"]').selectOption('ing');
    await page.click('#pay');
    await page.getByRole('button', { name: 'Authorize' }).waitFor({ timeout: 15_000 });
    await shot(page, 'ideal-authorization-page');
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL(/\/done\?/, { timeout: 15_000 });
    console.log('ideal return_url:', page.url());
  },
  async deferred() {
    const { page, frame } = await open({
      elementsOptions: { mode: 'payment', amount: 2400, currency: 'eur', paymentMethodTypes: ['card'] },
      redirect: 'if_required',
    });
    await fillCard(frame, '4242424242424242');
    await page.click('#pay');
    const answer = await result(page);
    console.log('deferred:', answer.paymentIntent?.status ?? JSON.stringify(answer.error));
  },
  async accordion() {
    const { page } = await open({
      elementsOptions: { clientSecret: await newIntent() },
      paymentOptions: { layout: { type: 'accordion', radios: true } },
    });
    await shot(page, 'accordion');
    const collapsed = await open({
      elementsOptions: { clientSecret: await newIntent() },
      paymentOptions: {
        layout: { type: 'accordion', defaultCollapsed: true, visibleAccordionItemsCount: 2 },
      },
    });
    await shot(collapsed.page, 'accordion-collapsed');
  },
  async themes() {
    const night = await open({
      elementsOptions: { clientSecret: await newIntent(), appearance: { theme: 'night' } },
      dark: true,
    });
    await night.frame.locator('input[name="number"]').fill('4242 4242 4242 4241');
    await night.frame.locator('input[name="expiry"]').focus();
    await shot(night.page, 'theme-night');
    const flat = await open({
      elementsOptions: {
        clientSecret: await newIntent(),
        appearance: {
          theme: 'flat',
          variables: { colorPrimary: '#7a3ff2' },
          rules: { '.Label': { fontWeight: '600' } },
        },
      },
    });
    await shot(flat.page, 'theme-flat');
  },
};

let failed = false;
try {
  for (const [name, run] of Object.entries(scenarios)) {
    if (only && only !== name) continue;
    try {
      await run();
    } catch (error) {
      failed = true;
      console.error(`scenario ${name} failed:`, error);
    }
  }
} finally {
  await browser.close();
  await shop.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
