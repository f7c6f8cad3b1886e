import type { PaymentElementModel } from './payment-element.js';

/** A billing address as the shopper types it (the country is chosen first: it lays out the form). */
export interface BillingAddressInput {
  name?: string;
  country?: string;
  line1: string;
  line2?: string;
  city?: string;
  /** A region code, picked in the region select. */
  state?: string;
  postalCode: string;
}

/**
 * The billing address fields of the Payment Element's card form, by their input names
 * (`addressLine1`, `locality`, `administrativeArea`, `postalCode`...), laid out per country.
 */
export class BillingAddressModel {
  constructor(readonly element: PaymentElementModel) {}

  /** The label shown above a field. */
  label(field: string) {
    return this.element.frame.locator(`label[for="card-${field}"]`);
  }

  async fill(address: BillingAddressInput): Promise<void> {
    const { element } = this;
    if (address.country) await element.input('country').selectOption(address.country);
    if (address.name !== undefined) await element.input('name').fill(address.name);
    await element.input('addressLine1').fill(address.line1);
    if (address.line2) await element.input('addressLine2').fill(address.line2);
    if (address.city) await element.input('locality').fill(address.city);
    if (address.state) await element.input('administrativeArea').selectOption(address.state);
    await element.input('postalCode').fill(address.postalCode);
  }
}
