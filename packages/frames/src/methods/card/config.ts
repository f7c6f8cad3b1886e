import type { AddressNeed } from '../../billing/billing-fields.js';

/** A card asks for country and postal code by default (as Stripe's does); the merchant may ask for more. */
export const CARD_ADDRESS_NEED: AddressNeed = 'postal';
