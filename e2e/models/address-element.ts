import type { FrameLocator, Locator, Page } from 'playwright-core';
import type { CheckoutSetup } from '../fixtures/address-page.js';

/** An address as the shopper types it; the country is chosen first (it lays out the form). */
export interface AddressInput {
  name?: string;
  firstName?: string;
  lastName?: string;
  country?: string;
  line1: string;
  line2?: string;
  city?: string;
  /** A region code, picked in the region select. */
  state?: string;
  postalCode?: string;
  phone?: string;
}

/**
 * One Address Element of the checkout page: its frame (in #address-<mode>), its fields by
 * their input names, each field's error (`#address-<field>-error`) and the suggestion list.
 */
export class AddressElementModel {
  constructor(
    readonly page: Page,
    readonly mode: 'shipping' | 'billing',
  ) {}

  get frame(): FrameLocator {
    return this.page.frameLocator(`#address-${this.mode} iframe`);
  }

  input(name: string): Locator {
    return this.frame.locator(`[name="${name}"]`).first();
  }

  label(field: string): Locator {
    return this.frame.locator(`label[for="address-${field}"]`);
  }

  error(field: string): Locator {
    return this.frame.locator(`#address-${field}-error`);
  }

  get suggestions(): Locator {
    return this.frame.locator('[role="option"]');
  }

  /** The input names shown, in order. */
  async fieldNames(): Promise<string[]> {
    return this.frame
      .locator('input:not([type="radio"]), select')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('name') ?? ''));
  }

  async fill(address: AddressInput): Promise<void> {
    if (address.country) await this.input('country').selectOption(address.country);
    for (const field of ['name', 'firstName', 'lastName'] as const) {
      const value = address[field];
      if (value !== undefined) await this.input(field).fill(value);
    }
    await this.input('addressLine1').fill(address.line1);
    if (address.line2) await this.input('addressLine2').fill(address.line2);
    if (address.city) await this.input('locality').fill(address.city);
    if (address.state) await this.input('administrativeArea').selectOption(address.state);
    if (address.postalCode) await this.input('postalCode').fill(address.postalCode);
    if (address.phone) await this.input('phone').fill(address.phone);
    await this.input('addressLine1').focus();
  }
}

/** What `getValue()` resolves with. */
export interface AddressResult {
  complete: boolean;
  isNewAddress: boolean;
  value: {
    name: string;
    firstName?: string;
    lastName?: string;
    phone?: string;
    address: Record<string, string | null>;
  };
}

/** The page's `window.checkout` (fixtures/address-page.ts). */
interface CheckoutWindow {
  checkout: {
    mount(setup: CheckoutSetup): Promise<boolean>;
    getValue(mode: string): Promise<AddressResult>;
    submit(): Promise<{ error?: string; code?: string }>;
    pay(): Promise<{ status?: string; id?: string; error?: string }>;
    changes: Array<Record<string, unknown>>;
  };
}

/** The page's `window.checkout`, typed for the tests. */
export class CheckoutPageModel {
  constructor(readonly page: Page) {}

  async open(url: string, setup: CheckoutSetup): Promise<void> {
    await this.page.goto(url);
    await this.page.evaluate((s) => (window as unknown as CheckoutWindow).checkout.mount(s), setup);
  }

  getValue(mode: 'shipping' | 'billing'): Promise<AddressResult> {
    return this.page.evaluate((m) => (window as unknown as CheckoutWindow).checkout.getValue(m), mode);
  }

  submit(): Promise<{ error?: string; code?: string }> {
    return this.page.evaluate(() => (window as unknown as CheckoutWindow).checkout.submit());
  }

  pay(): Promise<{ status?: string; id?: string; error?: string }> {
    return this.page.evaluate(() => (window as unknown as CheckoutWindow).checkout.pay());
  }

  lastChange(): Promise<Record<string, unknown> | undefined> {
    return this.page.evaluate(() => (window as unknown as CheckoutWindow).checkout.changes.at(-1));
  }
}
