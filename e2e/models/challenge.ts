import type { Frame, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The hosted 3-D Secure test page, wherever the frames put it (a modal frame over the shop). */
export async function challengePage(page: Page, timeout = 20_000): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(
      async () => {
        const frame = page.frames().find((f) => f.url().includes('/test/3ds/'));
        found = frame && (await frame.locator('button').count()) > 0 ? frame : undefined;
        return found !== undefined;
      },
      { timeout, message: 'The 3-D Secure test page never showed.' },
    )
    .toBe(true);
  return found!;
}

export async function answerChallenge(page: Page, approve: boolean): Promise<void> {
  const frame = await challengePage(page);
  await frame.getByRole('button', { name: approve ? 'Complete' : 'Fail' }).click();
}

/** The 3-D Secure modal: the overlay frame the merchant script adds, and what it draws. */
export class ChallengeModal {
  constructor(readonly page: Page) {}

  get overlay(): Locator {
    return this.page.locator('iframe[name^="__payframe_challenge_"]');
  }

  get box(): Locator {
    return this.page.frameLocator('iframe[name^="__payframe_challenge_"]').getByRole('dialog');
  }

  get window(): Locator {
    return this.box.locator('iframe');
  }

  get closeButton(): Locator {
    return this.box.getByRole('button', { name: 'Close' });
  }

  /** The modal box, the challenge window in it, and the height the challenge page lays out to. */
  async measure(): Promise<{
    box: { x: number; y: number; width: number; height: number };
    window: { x: number; y: number; width: number; height: number };
    pageHeight: number;
  }> {
    const [box, window] = await Promise.all([this.box.boundingBox(), this.window.boundingBox()]);
    const inner = await (await this.window.elementHandle())?.contentFrame();
    if (!box || !window || !inner) throw new Error('The 3-D Secure modal is not showing.');
    const pageHeight = await inner.evaluate(() => document.documentElement.getBoundingClientRect().height);
    return { box, window, pageHeight };
  }
}
