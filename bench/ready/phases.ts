import type { Frame, Page } from 'playwright-core';

/** One step of a mount, in ms since the mount() call. */
export interface Phase {
  what: string;
  start: number;
  end: number;
  bytes: number;
}

interface RawEntry {
  name: string;
  startTime: number;
  responseEnd: number;
  transferSize: number;
  encodedBodySize: number;
}

/** Resource and navigation timings of a frame, on the wall clock (ms since the epoch). */
async function timings(frame: Frame): Promise<RawEntry[]> {
  return frame.evaluate(() => {
    const origin = performance.timeOrigin;
    const nav = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return [...nav, ...res].map((e) => ({
      name: e.name,
      startTime: origin + e.startTime,
      responseEnd: origin + e.responseEnd,
      transferSize: e.transferSize,
      encodedBodySize: e.encodedBodySize,
    }));
  });
}

function label(url: string, frameKind: string): string {
  const { pathname } = new URL(url);
  const file = pathname.split('/').pop() ?? pathname;
  return `${frameKind}: ${pathname.startsWith('/v1/') ? `${pathname}` : file}`;
}

/**
 * Where the time of the last mount on `page` went: every document and file the controller and
 * payment frames fetched, and the API calls, relative to the mount() call at `mountStartedAt`
 * (wall clock, from `markedMount`).
 */
export async function mountPhases(page: Page, mountStartedAt: number): Promise<Phase[]> {
  const phases: Phase[] = [];
  for (const frame of page.frames()) {
    const kind = /__payframe_(\w+?)_/.exec(frame.name())?.[1];
    if (!kind) continue;
    for (const entry of await timings(frame)) {
      phases.push({
        what: label(entry.name.split('#')[0]!, kind),
        start: entry.startTime - mountStartedAt,
        end: entry.responseEnd - mountStartedAt,
        bytes: entry.transferSize || entry.encodedBodySize,
      });
    }
  }
  return phases.sort((a, b) => a.start - b.start);
}

/** Mounts once more and answers the wall-clock time of the mount() call and the ms to ready. */
export async function markedMount(page: Page, clientSecret: string): Promise<{ at: number; ms: number }> {
  return page.evaluate(async (secret) => {
    const merchant = (window as unknown as { merchant: { mountPayment(s: string): Promise<number> } })
      .merchant;
    const before = performance.timeOrigin + performance.now();
    const ms = await merchant.mountPayment(secret);
    return { at: before, ms };
  }, clientSecret);
}
