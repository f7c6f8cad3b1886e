import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { Samples } from './stats.js';

export interface Target {
  origin: string;
  path: string;
  body: string;
  secretKey: string;
}

/** The headers the official client sends on a POST: its own Idempotency-Key for each call. */
function headers(target: Target): Record<string, string> {
  return {
    authorization: `Bearer ${target.secretKey}`,
    'content-type': 'application/x-www-form-urlencoded',
    'idempotency-key': `stripe-node-retry-${randomUUID()}`,
    'stripe-version': '2020-08-27',
    'user-agent': 'Stripe/v1 NodeBindings/23.1.0 (payframe bench)',
  };
}

async function send(
  pool: Pool,
  target: Target,
  samples: Samples | undefined,
  startedAt: number,
): Promise<void> {
  try {
    const response = await pool.request({
      method: 'POST',
      path: target.path,
      headers: headers(target),
      body: target.body,
    });
    const text = await response.body.text();
    if (!samples) return;
    if (response.statusCode === 200) samples.add(performance.now() - startedAt);
    else samples.fail(`${response.statusCode} ${text.slice(0, 200)}`);
  } catch (error) {
    samples?.fail(String(error));
  }
}

export interface ClosedLoopResult {
  samples: Samples;
  seconds: number;
}

/** Called when the measured window opens and when its last request has answered. */
export interface Window {
  open(): Promise<void>;
  close(): Promise<void>;
}

async function timed<T>(measureFrom: number, window: Window | undefined, run: () => Promise<T>): Promise<T> {
  let opened: Promise<void> | undefined;
  const timer = setTimeout(
    () => {
      opened = window?.open();
    },
    Math.max(0, measureFrom - performance.now()),
  );
  const result = await run();
  clearTimeout(timer);
  await opened;
  await window?.close();
  return result;
}

/**
 * As many requests as `connections` keep-alive connections carry, each sent when the
 * previous answer on its connection arrived; the first `warmupSeconds` are not counted.
 */
export async function closedLoop(
  target: Target,
  connections: number,
  warmupSeconds: number,
  seconds: number,
  window?: Window,
): Promise<ClosedLoopResult> {
  const pool = new Pool(target.origin, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
  const samples = new Samples();
  const begin = performance.now();
  const measureFrom = begin + warmupSeconds * 1000;
  const end = measureFrom + seconds * 1000;
  const worker = async () => {
    for (;;) {
      const startedAt = performance.now();
      if (startedAt >= end) return;
      await send(pool, target, startedAt >= measureFrom ? samples : undefined, startedAt);
    }
  };
  await timed(measureFrom, window, () => Promise.all(Array.from({ length: connections }, worker)));
  await pool.close();
  return { samples, seconds };
}

/**
 * Requests at a fixed rate, whatever the answers do (an open loop). Latency counts from when
 * a request was due, so a stalled server shows up in it instead of slowing the sender down.
 */
export async function fixedRate(
  target: Target,
  connections: number,
  perSecond: number,
  warmupSeconds: number,
  seconds: number,
): Promise<ClosedLoopResult> {
  const pool = new Pool(target.origin, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
  const samples = new Samples();
  const interval = 1000 / perSecond;
  const begin = performance.now();
  const measureFrom = begin + warmupSeconds * 1000;
  const end = measureFrom + seconds * 1000;
  const inFlight = new Set<Promise<void>>();
  for (let i = 0; ; i++) {
    const due = begin + i * interval;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const request = send(pool, target, due >= measureFrom ? samples : undefined, due);
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  }
  await Promise.all(inFlight);
  await pool.close();
  return { samples, seconds };
}

/** Exactly `count` requests over `connections` connections, unmeasured: what a fixed number of payments writes. */
export async function sendCount(target: Target, connections: number, count: number): Promise<number> {
  const pool = new Pool(target.origin, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
  const samples = new Samples();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      await send(pool, target, samples, performance.now());
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  await pool.close();
  return samples.count;
}
