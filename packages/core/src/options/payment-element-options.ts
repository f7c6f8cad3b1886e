import { fail, ok, type Result } from '../result.js';
import { type BillingDetailsCollection, validateBillingDetailsCollection } from './billing-details.js';
import { type PaymentElementLayout, validateLayout } from './layout.js';
import { invalidType, isRecord, optionalBoolean, optionalStringList } from './option-checks.js';
import { validateWallets, type WalletsOption } from './wallets.js';

export interface PaymentElementOptions {
  layout: PaymentElementLayout;
  billingDetails: BillingDetailsCollection;
  wallets: WalletsOption;
  paymentMethodOrder: string[];
  readOnly: boolean;
}

const ELEMENT = "elements.create('payment')";

/** Checks `elements.create('payment', options)`: layout, fields.billingDetails, wallets, order, readOnly. */
export function validatePaymentElementOptions(input: unknown = {}): Result<PaymentElementOptions> {
  if (!isRecord(input)) return fail(invalidType(ELEMENT, 'options', 'an object', input));
  const layout = validateLayout(input.layout);
  if (!layout.ok) return layout;
  if (input.fields !== undefined && !isRecord(input.fields)) {
    return fail(invalidType(ELEMENT, 'fields', 'an object', input.fields));
  }
  const billingDetails = validateBillingDetailsCollection(
    isRecord(input.fields) ? input.fields.billingDetails : undefined,
  );
  if (!billingDetails.ok) return billingDetails;
  const wallets = validateWallets(ELEMENT, input.wallets);
  if (!wallets.ok) return wallets;
  const order = optionalStringList(ELEMENT, 'paymentMethodOrder', input.paymentMethodOrder);
  if (!order.ok) return order;
  const readOnly = optionalBoolean(ELEMENT, 'readOnly', input.readOnly);
  if (!readOnly.ok) return readOnly;
  return ok({
    layout: layout.value,
    billingDetails: billingDetails.value,
    wallets: wallets.value,
    paymentMethodOrder: order.value ?? [],
    readOnly: readOnly.value ?? false,
  });
}
