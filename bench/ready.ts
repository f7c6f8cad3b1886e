/**
 * Time to ready of the Payment Element: from `element.mount()` to its `ready` event, timed
 * inside a merchant page in headless Chromium against the real server (embedded PGlite) on
 * loopback. Each run loads the merchant page afresh and mounts a new elements group and
 * Payment Element, so the controller frame, the session fetch and the payment frame are all
 * in the measure.
 *
 * - cold: a new browser context per run, its HTTP cache empty (a shopper's first visit;
 *   the server's files and Chromium's own code caches are warm all the same);
 * - warm: one context, after one unmeasured mount: frame files come from the browser cache
 *   (the frame document revalidated, hashed assets immutable).
 *
 * BENCH_RUNS (20) warm runs, BENCH_COLD_RUNS (20) cold runs, each printed as median and p90;
 * BENCH_PHASES=1 also prints where the time of one warm and one cold mount went. The load
 * average is printed at the start and the end, with a warning when it was above the core count
 * (the figures then measure the machine's queue too, and compare with nothing). The budgets:
 * ready within 300 ms of mount warm and 600 ms cold, on localhost. Run with `npm run bench:ready`
 * (it builds the frames first).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/fixtures/browser.js';
import { startMerchantSite } from '../e2e/fixtures/merchant-site.js';
import { startStack } from '../e2e/fixtures/stack.js';
import { formatTable, ms, Samples } from './api/stats.js';
import { currentLoad, describeLoad, loadWarning } from './ready/load.js';
import { freshContext, measureMount } from './ready/measure.js';
import { markedMount, mountPhases } from './ready/phases.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 20);
const PHASES = process.env.BENCH_PHASES === '1';
const BUDGET_MS = { warm: 300, cold: 600 };

async function coldRuns(browser: Browser, siteUrl: string, clientSecret: string): Promise<Samples> {
  const samples = new Samples();
  for (let i = 0; i < COLD_RUNS; i++) {
    const context = await freshContext(browser);
    try {
      samples.add(await measureMount(await context.newPage(), siteUrl, clientSecret));
    } finally {
      await context.close();
    }
  }
  return samples;
}

async function warmRuns(page: Page, siteUrl: string, clientSecret: string): Promise<Samples> {
  await measureMount(page, siteUrl, clientSecret); // fills the cache; not counted
  const samples = new Samples();
  for (let i = 0; i < RUNS; i++) samples.add(await measureMount(page, siteUrl, clientSecret));
  return samples;
}

async function printPhases(page: Page, siteUrl: string, clientSecret: string, title: string) {
  await page.goto(siteUrl, { waitUntil: 'load' });
  const { at, ms: total } = await markedMount(page, clientSecret);
  const rows = (await mountPhases(page, at)).map((p) => [p.what, ms(p.start), ms(p.end), p.bytes]);
  console.log(`\n${title}: ready after ${ms(total)} ms`);
  console.log(formatTable(['fetched by', 'start ms', 'end ms', 'bytes'], rows));
}

async function main(): Promise<void> {
  // The server serves the built frames: build them from the current sources first.
  execFileSync('npm', ['run', 'build', '-w', '@payframe/js', '-w', '@payframe/frames'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  const site = await startMerchantSite({
    payframeUrl: stack.payframeUrl,
    publishableKey: stack.server.keys.testPublishable,
  });
  try {
    const intent = await stack.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
    });
    const secret = intent.client_secret!;
    const startLoad = currentLoad();
    const cold = await coldRuns(browser, site.url, secret);
    const context = await freshContext(browser);
    const page = await context.newPage();
    const warm = await warmRuns(page, site.url, secret);
    const endLoad = currentLoad();
    const row = (name: string, s: Samples) => [
      name,
      s.count,
      ms(s.percentile(50)),
      ms(s.percentile(90)),
      ms(s.percentile(0)),
      ms(s.percentile(100)),
      `${BUDGET_MS[name as 'warm' | 'cold']}`,
    ];
    console.log('Payment Element: mount() to ready, headless Chromium, loopback');
    console.log(`Load average at start ${describeLoad(startLoad)}; at end ${describeLoad(endLoad)}\n`);
    console.log(
      formatTable(
        ['cache', 'runs', 'median ms', 'p90 ms', 'min ms', 'max ms', 'budget ms'],
        [row('cold', cold), row('warm', warm)],
      ),
    );
    const verdict = (name: 'warm' | 'cold', s: Samples) =>
      `${name} median ${s.percentile(50) <= BUDGET_MS[name] ? 'within' : 'OVER'} budget`;
    console.log(`\nBudgets: ready within ${BUDGET_MS.warm} ms of mount warm, ${BUDGET_MS.cold} ms cold.`);
    console.log(`${verdict('warm', warm)}; ${verdict('cold', cold)}.`);
    const warning = loadWarning(startLoad, endLoad);
    if (warning) console.log(`\n${warning}`);
    if (PHASES) {
      await printPhases(page, site.url, secret, 'One warm mount');
      const coldContext = await freshContext(browser);
      await printPhases(await coldContext.newPage(), site.url, secret, 'One cold mount');
      await coldContext.close();
    }
    await context.close();
  } finally {
    await browser.close();
    await site.close();
    await stack.close();
  }
}

await main();
