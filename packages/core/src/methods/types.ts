import type { Bank } from '../bank/bank.js';
import type { BankNumberKind } from '../bank/bank-numbers.js';

/**
 * A field a payment method asks the shopper for, as the elements session describes it
 * (`payment_method_specs`): where its value goes in the payment method payload (`apiPath`),
 * and for a selector its choices. `label` is a frames message id, when the field's usual
 * label does not fit (iDEAL's bank list is "iDEAL Bank").
 */
export type MethodField =
  | { kind: 'card_details' | 'billing_address' | 'name' | 'email' | 'iban'; apiPath: string }
  /** An Australian bank account (BECS): its BSB (6 digits, shown 000-000) and account number (5 to 9 digits). */
  | { kind: 'au_becs_bsb_number' | 'au_becs_account_number'; apiPath: string }
  /** A Canadian (institution, transit, account) or UK (sort code, account) bank number: see `BANK_NUMBER_RULES`. */
  | { kind: 'bank_number'; number: BankNumberKind; apiPath: string }
  | { kind: 'selector'; apiPath: string; banks: readonly Bank[]; optional?: boolean; label?: string }
  | { kind: 'country'; apiPath: string; countries: readonly string[] }
  /** Boleto's CPF or CNPJ (see `validateBrTaxId`), formatted as the shopper types. */
  | { kind: 'tax_id'; apiPath: string }
  /** The shopper's phone number; `optional` when the method takes a payment without one. */
  | { kind: 'phone'; apiPath: string; optional?: boolean }
  /** A one-time code from the shopper's banking app (BLIK's 6 digits), sent with the confirmation's options. */
  | { kind: 'blik_code'; apiPath: string }
  | { kind: 'mandate' };

/** What confirming asks of the shopper after they pay. */
export type NextActionKind =
  | 'none'
  | 'three_d_secure'
  | 'redirect'
  | 'qr'
  /** The shopper approves the payment in their banking app; the page waits, nobody leaves it (BLIK). */
  | 'app_approval'
  | 'voucher'
  | 'microdeposits'
  | 'bank_linking';

/**
 * How the money arrives once authorized: at once, `processing` and then always succeeded,
 * or `processing` and then succeeded or failed (a debit the bank may refuse later).
 */
export type Settlement = 'immediate' | 'processing_then_succeeds' | 'can_fail_later';

/** What the shopper does in test mode: types a value into a field, or presses a button of a hosted test page. */
export type TestInput =
  | {
      field:
        | 'card_number'
        | 'iban'
        | 'au_becs_account_number'
        | 'us_bank_account_number'
        | 'acss_account_number'
        | 'bacs_account_number'
        | 'email'
        | 'blik_code';
      value: string;
    }
  | { page: 'three_d_secure' | 'redirect' | 'qr'; button: 'Complete' | 'Authorize' | 'Fail' | 'Expire' };

/** A test-mode input and where the PaymentIntent ends up (with the error code when it fails). */
export interface TestOutcome {
  input: TestInput;
  status:
    | 'succeeded'
    | 'processing_then_succeeded'
    | 'processing_then_failed'
    /** A voucher: shown (`requires_action`), then paid or expired unpaid (back to `requires_payment_method`). */
    | 'requires_action_then_succeeded'
    | 'requires_action_then_failed'
    | 'requires_payment_method';
  code?: string;
  /**
   * What the shopper's bank does with the debit mandate: `refused` turns it inactive as soon as
   * it is made (Bacs); `revoked` turns it inactive when the failed debit comes back.
   */
  mandate?: 'refused' | 'revoked';
}

/** A method's mark: a drawing the frames hold (`glyph`), or a rounded badge with its initials and colours. */
export type MethodIcon =
  | { kind: 'glyph'; glyph: 'card' | 'bank' | 'ideal' }
  | { kind: 'badge'; text: string; background: string; color: string };

/** The smallest and largest amount a method pays in one currency, in the currency's smallest unit. */
export interface AmountLimit {
  min: number;
  max: number;
}

/**
 * What a payment with the method must carry by the time it is confirmed: billing details of
 * the payment method (`country` is the billing address's country alone, `address` the whole
 * address) and a shipping address on the intent.
 */
export interface MethodRequirements {
  billing: readonly ('name' | 'email' | 'address' | 'country')[];
  shipping: boolean;
}

/** How a buy now, pay later method splits a price: its instalments, how far apart, and what it says of them. */
export interface InstalmentPlan {
  /** `pay_in_4`: equal parts every two weeks, the first today; `monthly`: equal monthly parts at 0% APR, the first a month from today. */
  kind: 'pay_in_4' | 'monthly';
  count: number;
}

/**
 * How long a voucher can be paid: the days it is valid unless the merchant says
 * (`payment_method_options.<type>.expires_after_days`, within `minDays`..`maxDays`; none when
 * the API takes no such option), and the time zone whose end of day it expires at (null: the
 * moment the days have passed).
 */
export interface VoucherTerms {
  defaultDays: number;
  minDays: number;
  maxDays: number;
  /** Whether the merchant may set `expires_after_days`. */
  configurable: boolean;
  timeZone: string | null;
}

/** How the Payment Element shows a method: its name (a frames message id) and its mark. */
export interface MethodDisplay {
  label: string;
  icon: MethodIcon;
}

/**
 * One payment method type, as data: what every part of Payframe needs to know of it. The
 * server's parameters, confirmation and elements session, and the frames' forms, read it.
 */
export interface MethodDescriptor {
  type: string;
  /**
   * How a payment goes: authorized at once (maybe after 3-D Secure), at the bank after a
   * redirect, a debit sent and settled later, in the shopper's app after scanning a QR code, or
   * later with a voucher (cash at a store, or at a bank), or
   * in their banking app after they typed its code into the form (`app`: BLIK).
   */
  flow: 'card' | 'redirect' | 'bank_debit' | 'qr' | 'voucher' | 'app';
  /** The shoppers' countries it serves (upper-case ISO codes); null where any country can pay. */
  countries: readonly string[] | null;
  /** The currencies it pays in; null means any. */
  currencies: readonly string[] | null;
  /** Whether a SetupIntent can set it up for later payments. */
  reusable: boolean;
  /** What the shopper fills in, in order. */
  fields: readonly MethodField[];
  /** The mandate the shopper accepts by paying: a frames message id (`{merchant}` names the merchant), or null. */
  mandate: string | null;
  /** What confirmation asks of the shopper next. */
  nextAction: NextActionKind;
  settlement: Settlement;
  /** What the test-mode simulator does for which input. */
  testOutcomes: readonly TestOutcome[];
  /** How the Payment Element shows it. */
  display: MethodDisplay;
  /**
   * `false` for a method a merchant turns on by naming it in `payment_method_types`, never
   * offered by `automatic_payment_methods` (at Stripe such methods are enabled per account:
   * offering them for every currency they take would change every merchant's form).
   */
  automatic?: false;
  /**
   * The amounts it pays, per currency it takes (buy now, pay later methods lend within bounds):
   * a payment outside them is refused at confirmation and the method is not offered for it.
   */
  amountLimits?: Readonly<Record<string, AmountLimit>>;
  /** What a confirmation must carry beyond the fields the shopper fills in (none when absent). */
  requires?: MethodRequirements;
  /** Whether `capture_method: manual` holds the money for a later capture (otherwise it is captured at once). */
  manualCapture?: true;
  /** For a buy now, pay later method: how the messaging element splits a price. */
  instalments?: InstalmentPlan;
  /** For a voucher method (paid later in cash or at a bank): how long its voucher is valid. */
  voucher?: VoucherTerms;
  /**
   * Whether the shopper confirms their details and the mandate before paying (Bacs: the scheme
   * requires that they see the Direct Debit Instruction's details and confirm them).
   */
  confirmsMandate?: true;
  /**
   * Fields the API takes in the method's own hash that the Payment Element does not ask for
   * (ACSS's bank numbers: as in Stripe's Payment Element, the bank-linking modal collects the
   * account when the shopper pays, linked at the bank or its numbers typed in, and then shows
   * the PAD agreement, so `mandate` is null, nothing being shown under the form).
   */
  apiFields?: readonly MethodField[];
  /** `false` when its payments cannot be refunded (cash paid at a store or bank: OXXO, Boleto). */
  refunds?: false;
}
