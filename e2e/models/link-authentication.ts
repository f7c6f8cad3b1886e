import type { Frame, FrameLocator, Locator, Page } from 'playwright-core';
import type { LinkCheckoutSetup } from '../fixtures/link-page.js';

/**
 * The Link Authentication Element of a checkout page (in #link by default): its e-mail field, the code
 * boxes, the view it shows (`data-view`, the wallet view of docs/link.md#views) and its actions.
 */
export class LinkAuthenticationModel {
  constructor(
    readonly page: Page,
    /** The merchant page's node the element is mounted in. */
    readonly container = '#link',
  ) {}

  get frame(): FrameLocator {
    return this.page.frameLocator(`${this.container} iframe`);
  }

  /** The frame as a Frame, to run the passkey registration of a test's setup inside its origin. */
  contentFrame(): Frame {
    const frame = this.page.frames().find((f) => f.name().startsWith('__payframe_linkAuthentication'));
    if (!frame) throw new Error('no Link Authentication frame');
    return frame;
  }

  get email(): Locator {
    return this.frame.locator('#link-email');
  }

  get digits(): Locator {
    return this.frame.locator('.LinkAuth-digit');
  }

  get error(): Locator {
    return this.frame.getByTestId('link-error');
  }

  get root(): Locator {
    return this.frame.locator('.LinkAuth');
  }

  button(name: string): Locator {
    return this.frame.getByRole('button', { name, exact: true });
  }

  async view(): Promise<string | null> {
    return this.root.getAttribute('data-view');
  }

  async waitForView(view: string): Promise<void> {
    await this.frame.locator(`.LinkAuth[data-view="${view}"]`).waitFor();
  }

  /** Types a code into the first box the way a shopper pastes it. */
  async enterCode(code: string): Promise<void> {
    await this.digits.first().click();
    for (const digit of code) await this.page.keyboard.type(digit);
  }
}

/** What fixtures/link-page.ts puts on the page's window. */
interface CheckoutWindow {
  checkout: {
    changes: Array<Record<string, unknown> & { value: Record<string, unknown> }>;
    events: string[];
    mount(setup: LinkCheckoutSetup): Promise<boolean>;
    submit(): Promise<{ error?: string; code?: string }>;
  };
}

/** The checkout page around the element (see fixtures/link-page.ts). */
export class LinkCheckoutModel {
  constructor(readonly page: Page) {}

  async open(url: string, setup: LinkCheckoutSetup): Promise<void> {
    await this.page.goto(url);
    const found = await this.page.evaluate(
      (s) => (window as unknown as CheckoutWindow).checkout.mount(s),
      setup,
    );
    if (found !== true) throw new Error('getElement did not find the Link Authentication Element');
  }

  changes(): Promise<Array<Record<string, unknown> & { value: Record<string, unknown> }>> {
    return this.page.evaluate(() => (window as unknown as CheckoutWindow).checkout.changes);
  }

  events(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as CheckoutWindow).checkout.events);
  }

  submit(): Promise<{ error?: string; code?: string }> {
    return this.page.evaluate(() => (window as unknown as CheckoutWindow).checkout.submit());
  }
}
