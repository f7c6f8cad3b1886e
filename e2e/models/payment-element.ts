import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { settled } from '../fixtures/settled.js';

export interface CardInput {
  number: string;
  expiry?: string;
  cvc?: string;
  country?: string;
  postalCode?: string;
}

export interface FrameFit {
  frameHeight: number;
  scrollHeight: number;
  layoutHeight: number;
  inside: boolean;
}

/**
 * The Payment Element as a shopper meets it: its frame (named by the merchant script
 * `__payframe_payment_<id>`), the method tabs, the fields by their input names, and the
 * error under each field (`#<method>-<field>-error`).
 */
export class PaymentElementModel {
  constructor(readonly page: Page) {}

  get iframe(): Locator {
    return this.page.locator('iframe[name^="__payframe_payment_"]');
  }

  get frame(): FrameLocator {
    return this.page.frameLocator('iframe[name^="__payframe_payment_"]');
  }

  /** Waits until the element shows its first method's fields. */
  async ready(): Promise<void> {
    await this.iframe.waitFor({ state: 'visible' });
    await this.frame.locator('input, select').first().waitFor({ state: 'visible', timeout: 30_000 });
  }

  /** A method's tab (or accordion item), by its visible name. */
  method(name: RegExp | string): Locator {
    return this.frame.locator('[role="tab"], [role="radio"], button').filter({ hasText: name }).first();
  }

  async selectMethod(name: RegExp | string): Promise<void> {
    await this.method(name).click();
  }

  input(name: string): Locator {
    return this.frame.locator(`[name="${name}"]`).first();
  }

  error(id: string): Locator {
    return this.frame.locator(`#${id}-error`);
  }

  /** Every error shown in the element. */
  get errors(): Locator {
    return this.frame.locator('[role="alert"]');
  }

  /**
   * How the frame fits its content, seen from the merchant page: the iframe's height, the frame
   * document's scrollHeight (more than the iframe's height when content is cut off), the
   * height its content lays out to (less when the iframe failed to shrink back), and whether
   * an element of the frame sits wholly inside the iframe's visible box.
   */
  async fit(selector: string): Promise<FrameFit> {
    const box = await this.iframe.boundingBox();
    const inner = await (await this.iframe.elementHandle())?.contentFrame();
    if (!box || !inner) throw new Error('The payment frame is not on the page.');
    const { scrollHeight, layoutHeight } = await inner.evaluate(() => ({
      scrollHeight: document.documentElement.scrollHeight,
      layoutHeight: document.documentElement.getBoundingClientRect().height,
    }));
    const target = await this.frame.locator(selector).first().boundingBox();
    const inside =
      target !== null && target.y >= box.y && target.y + target.height <= box.y + box.height + 0.5;
    return { frameHeight: box.height, scrollHeight, layoutHeight, inside };
  }

  /**
   * The fit once the frame has followed a change (a message to the merchant page and a
   * layout): the page and its frames have stopped moving, then the first measurement where the
   * iframe is as tall as its content, or the last one after `timeout`, for the test to report.
   */
  async settledFit(selector: string, timeout = 10_000): Promise<FrameFit> {
    await settled(this.page, timeout);
    let fit = await this.fit(selector);
    const fits = (f: FrameFit) =>
      f.frameHeight >= f.scrollHeight && Math.abs(f.frameHeight - f.layoutHeight) <= 1;
    await expect
      .poll(
        async () => {
          fit = await this.fit(selector);
          return fits(fit);
        },
        { timeout },
      )
      .toBe(true)
      .catch(() => undefined);
    return fit;
  }

  async fillCard(card: CardInput): Promise<void> {
    await this.input('number').pressSequentially(card.number.replace(/\s/g, ''), { delay: 5 });
    await this.input('expiry').pressSequentially(card.expiry ?? '1234', { delay: 5 });
    await this.input('cvc').pressSequentially(card.cvc ?? '123', { delay: 5 });
    if (card.country) await this.input('country').selectOption(card.country);
    const postal = this.input('postalCode');
    if ((await postal.count()) > 0 && (await postal.isVisible())) {
      await postal.fill(card.postalCode ?? '10001');
    }
  }

  async fillSepa(details: { name: string; email: string; iban: string }): Promise<void> {
    await this.input('name').fill(details.name);
    await this.input('email').fill(details.email);
    await this.input('iban').pressSequentially(details.iban, { delay: 5 });
  }
}
