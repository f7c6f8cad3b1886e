import type { FrameLocator, Locator, Page } from 'playwright-core';
import { EN } from '../../packages/frames/src/i18n/messages/en.js';
import { PaymentElementModel } from './payment-element.js';

/** Link inside the Payment Element: the opt-in, the code entry and the wallet, by their labels. */
export class LinkInPaymentModel {
  readonly element: PaymentElementModel;

  constructor(readonly page: Page) {
    this.element = new PaymentElementModel(page);
  }

  get frame(): FrameLocator {
    return this.element.frame;
  }

  input(name: string): Locator {
    return this.element.input(name);
  }

  /** The one-time code input of the sign-in panel. */
  get code(): Locator {
    return this.frame.locator('#link-code');
  }

  get wallet(): Locator {
    return this.frame.locator('.LinkWallet');
  }

  /** The saved cards' rows. */
  get cards(): Locator {
    return this.frame.locator('.LinkWallet .SavedItem-main');
  }

  async fillCard(number: string, expiry = '12 / 34', cvc = '123', postalCode = '10001'): Promise<void> {
    await this.input('number').fill(number);
    await this.input('expiry').fill(expiry);
    await this.input('cvc').fill(cvc);
    const postal = this.input('postalCode');
    if (await postal.count()) await postal.fill(postalCode);
  }

  async tickOptIn(): Promise<void> {
    await this.frame.getByLabel(EN['link.optIn']).check();
  }

  /** Ticks "Save my info…" and gives the e-mail and phone. */
  async optIn(email: string, phone: string): Promise<void> {
    await this.tickOptIn();
    await this.input('email').fill(email);
    await this.input('phone').fill(phone);
  }

  /** A returning shopper: the e-mail in the opt-in, then 000000 (test mode), until the wallet shows. */
  async signIn(email: string): Promise<void> {
    await this.tickOptIn();
    await this.input('email').fill(email);
    await this.code.waitFor({ state: 'visible', timeout: 15_000 });
    await this.code.fill('000000');
    await this.wallet.waitFor({ state: 'visible', timeout: 15_000 });
  }
}
