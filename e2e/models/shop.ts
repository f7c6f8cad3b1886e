import type { Locator, Page } from 'playwright-core';
import { PaymentElementModel } from './payment-element.js';

/** The example shop's checkout and success pages. */
export class ShopModel {
  readonly element: PaymentElementModel;
  constructor(
    readonly page: Page,
    readonly shopUrl: string,
  ) {
    this.element = new PaymentElementModel(page);
  }

  async open(path = '/'): Promise<void> {
    await this.page.goto(`${this.shopUrl}${path}`);
    await this.element.ready();
  }

  get payButton(): Locator {
    return this.page.getByTestId('pay');
  }

  get paymentError(): Locator {
    return this.page.getByTestId('payment-error');
  }

  async pay(): Promise<void> {
    // Scrolled first, on its own: a click that scrolls the page itself can be hit-tested
    // against where the payment iframe was before the scroll, and land in the iframe.
    await this.payButton.scrollIntoViewIfNeeded();
    await this.payButton.click();
  }

  /** Waits for the success page (the return_url) and answers the status it shows. */
  async statusShown(): Promise<string> {
    await this.page.waitForURL(/\/success\?/, { timeout: 30_000 });
    const status = this.page.getByTestId('payment-status');
    await status.waitFor({ timeout: 15_000 });
    return (await status.textContent()) ?? '';
  }
}
