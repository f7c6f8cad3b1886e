/**
 * The shapes the messages carry between the merchant page, the controller frame and the
 * element frames: errors, element values, collect answers. Never a card number, CVC or IBAN
 * outside `CollectResult`, which only travels between the frames.
 */

/** The error shape Stripe.js resolves with: `{ error: { type, code?, message, ... } }`. */
export interface WireError {
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  payment_intent?: Record<string, unknown>;
  setup_intent?: Record<string, unknown>;
  payment_method?: Record<string, unknown>;
}

/** An address as the Address Element hands it to the merchant page (no payment data in it). */
export interface AddressValue {
  name: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  address: {
    line1: string;
    line2: string | null;
    city: string;
    state: string;
    postal_code: string;
    country: string;
  };
}

/** What `change` tells the merchant page: never a card number, CVC or IBAN. */
export interface ChangePayload {
  elementType: string;
  complete: boolean;
  empty: boolean;
  collapsed?: boolean;
  /**
   * `{ type, payment_method? }` for the Payment Element, `{ postalCode }` for the card elements,
   * the address for the Address Element, the chosen bank's id for a bank select.
   */
  value?: Record<string, unknown> | AddressValue | string;
  brand?: string;
  /** The card elements' field error the shopper sees (validation_error, a core code and message). */
  error?: WireError;
  /** Address Element: its mode and whether the address is a new one (not a saved contact). */
  elementMode?: 'shipping' | 'billing';
  isNewAddress?: boolean;
  /** iban: the IBAN's country and, where the IBAN says it, its bank (never the IBAN itself). */
  country?: string;
  bankName?: string;
  /**
   * Payment Element: the billing country the shopper picked, when the form asks for one (the
   * page may then offer that country's currency). No other billing detail leaves the frame.
   */
  billingCountry?: string;
}

/** One BIN range of the card metadata call (co-badged cards answer one per network). */
export interface CardRange {
  account_range_low: string;
  account_range_high: string;
  pan_length: number;
  brand: string;
}

/** One address-lookup suggestion (GET /v1/elements/address_suggestions). */
export interface AddressSuggestion {
  id: string;
  description: string;
  address: {
    line1: string;
    line2?: string;
    city?: string;
    state?: string;
    postal_code?: string;
    country: string;
  };
}

/** One element frame's answer to a collect request. */
export interface CollectResult {
  component: string;
  /** The selected payment method type (payment element). */
  type: string | null;
  complete: boolean;
  /** `payment_method_data` for the selected method, when complete. Only ever on the BroadcastChannel. */
  paymentMethodData?: Record<string, unknown>;
  /** What the method's form puts in the confirmation's `payment_method_options` (BLIK's code). */
  paymentMethodOptions?: Record<string, unknown>;
  /** The selected method's mandate text was shown under its form: paying accepts it online. */
  mandateShown?: boolean;
  /** The first field error shown, when not complete. */
  error?: WireError;
  /** Address Element in shipping mode: the intent's `shipping`, when complete. */
  shipping?: Record<string, unknown>;
  /** Address Element: what getValue() resolves with. */
  address?: { complete: boolean; isNewAddress: boolean; value: AddressValue };
  /** Payment Element: billing is the shipping Address Element's name and address ("same as shipping"). */
  billingFromShipping?: boolean;
  /** A saved payment method chosen instead of new details, and its re-entered CVC if asked. */
  savedPaymentMethod?: string;
  cvc?: string;
  /** The "save payment details" box was ticked. */
  save?: boolean;
  /** The Express Checkout Element's wallet payment: it alone is paid with (other frames' fields are not read). */
  express?: boolean;
  /** Link: pay with a saved detail of the verified consumer, or sign up with the typed card. */
  link?: LinkChoice;
  /** The currency selector: the shopper pays in this currency at this locked FX quote. */
  presentment?: { currency: string; fxQuote: string };
}

/** A locked FX quote as the currency selector shows it: units of `toCurrency` per unit of each currency. */
export interface PresentmentQuote {
  id: string;
  toCurrency: string;
  /** When the rates stop holding (seconds since the epoch). */
  expiresAt: number;
  rates: Record<string, number>;
}

/**
 * What the Payment Element chose for Link (the controller acts on it when confirming): a saved
 * detail to share, or the opt-in's sign-up (the card itself is in `paymentMethodData`).
 */
export type LinkChoice =
  | { kind: 'saved'; paymentDetailsId: string }
  /** A logged-in consumer's new card, saved to their Link and paid with. */
  | { kind: 'addNew' }
  /** "Pay by bank": a bank account linked in the modal when paying, saved to Link and paid with. */
  | { kind: 'newBank' }
  | { kind: 'signUp'; email: string; phone: string; country: string; legalName?: string };
