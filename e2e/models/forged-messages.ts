import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Windows that post to the Payframe frames and to the merchant page without being their
 * partners: an iframe of another origin, an iframe of the merchant's origin that is not the
 * merchant page itself, and an iframe of the Payframe origin that is not one of the frames
 * the merchant script made. Each is added to the merchant page as a named iframe.
 */
export type SenderKind = 'other-origin' | 'merchant-origin' | 'payframe-origin';

export interface Origins {
  /** An origin neither the merchant's nor Payframe's, e.g. http://127.0.0.1:<port>. */
  other: string;
  payframe: string;
}

/** The ids the merchant script put in a frame's URL hash (not secret: the page made them). */
export interface FrameIds {
  controllerId: string;
  frameId: string;
}

export async function addSender(page: Page, kind: SenderKind, origins: Origins): Promise<Frame> {
  const name = `sender-${kind}`;
  await page.evaluate(
    ({ name, kind, origins }) => {
      const frame = document.createElement('iframe');
      frame.name = name;
      // Without a hash the Payframe frame document renders nothing and calls nothing.
      if (kind === 'other-origin') frame.src = `${origins.other}/other`;
      else if (kind === 'payframe-origin') frame.src = `${origins.payframe}/frames/frame.html`;
      else frame.srcdoc = '<!doctype html><title>merchant-origin sender</title>';
      document.body.appendChild(frame);
    },
    { name, kind, origins },
  );
  let frame: Frame | undefined;
  await expect
    .poll(
      () => {
        frame = page.frames().find((f) => f.name() === name);
        return frame !== undefined;
      },
      {
        timeout: 10_000,
        message: `the ${kind} sender frame never loaded`,
      },
    )
    .toBe(true);
  const sender = frame!;
  await sender.waitForLoadState('load');
  // Whatever is posted back to the sender (a reply to a forged request) is kept here.
  await sender.evaluate(() => {
    const record = window as unknown as { __got: string[] };
    record.__got = [];
    window.addEventListener('message', (event) => record.__got.push(JSON.stringify(event.data)));
  });
  return sender;
}

/** Messages the sender received since it was added. */
export function receivedBy(sender: Frame): Promise<string[]> {
  return sender.evaluate(() => (window as unknown as { __got: string[] }).__got);
}

/** The index in `window.frames` of the merchant page's iframe whose name starts with `prefix`. */
export function frameIndex(page: Page, prefix: string): Promise<number> {
  return page.evaluate((prefix) => {
    const iframe = [...document.querySelectorAll('iframe')].find((f) => f.name.startsWith(prefix));
    for (let i = 0; i < window.frames.length; i++) if (window.frames[i] === iframe?.contentWindow) return i;
    throw new Error(`no frame named ${prefix}...`);
  }, prefix);
}

export function frameIds(page: Page, prefix: string): Promise<FrameIds> {
  return page.evaluate((prefix) => {
    const iframe = [...document.querySelectorAll('iframe')].find((f) => f.name.startsWith(prefix));
    const hash = JSON.parse(decodeURIComponent(iframe?.src.split('#')[1] ?? '{}'));
    return { controllerId: String(hash.controllerId), frameId: String(hash.frameId) };
  }, prefix);
}

/**
 * Posts each message from the sender's own window to the merchant page's frame at `target`
 * (an index of `window.frames`), or to the merchant page itself ('parent'), with target
 * origin '*' as an attacker would.
 */
export async function postFrom(sender: Frame, target: number | 'parent', messages: unknown[]): Promise<void> {
  await sender.evaluate(
    ({ target, messages }) => {
      const to = target === 'parent' ? window.parent : window.parent.frames[target];
      for (const message of messages) to?.postMessage(message, '*');
    },
    { target, messages },
  );
}

/** The merchant page's frame whose iframe name starts with `prefix`, as a Playwright frame. */
export function namedFrame(page: Page, prefix: string): Frame {
  const frame = page.frames().find((f) => f.name().startsWith(prefix));
  if (!frame) throw new Error(`no frame named ${prefix}...`);
  return frame;
}

/**
 * Waits until the receiver's window has handled everything the sender posted to it so far.
 * Messages from one window to another are delivered in the order they were posted: the
 * sender posts a marker after them through the same channel, and once a listener the test
 * added to the receiver (after the page's own) has seen the marker, the page's listeners have
 * run on every message before it. A negative check ("the forgery changed nothing") is made
 * after this, not after a pause.
 */
export async function handledBy(sender: Frame, target: number | 'parent', receiver: Frame): Promise<void> {
  const marker = `handled-${Math.random().toString(36).slice(2)}`;
  await receiver.evaluate(() => {
    const w = window as unknown as { __markers?: string[] };
    if (w.__markers) return;
    w.__markers = [];
    window.addEventListener('message', (event) => {
      if (typeof event.data?.marker === 'string') w.__markers?.push(event.data.marker);
    });
  });
  await postFrom(sender, target, [{ marker }]);
  await expect
    .poll(() => receiver.evaluate(() => (window as unknown as { __markers: string[] }).__markers))
    .toContain(marker);
}
