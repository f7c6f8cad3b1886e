import type { z } from '../kernel/params.js';
import type { ServiceContext } from '../kernel/service-context.js';

/** What a method's own hash turns into when its fields alone cannot say: the details and a secret to seal. */
export interface BuiltDetails {
  details: Record<string, unknown>;
  /** The full number or IBAN, sealed in the vault when the payment method is stored. */
  secret?: string;
  fingerprint: string | null;
}

/**
 * What the server knows of a method beyond its core descriptor. Most methods need nothing
 * here; one that does gets a folder beside this file and an entry in `registry.ts`.
 */
export interface ServerMethod {
  /** The `<type>` schema, where the one derived from the fields cannot express the rule. */
  params?: z.ZodType;
  /** Optional parameters the API takes beside the fields the shopper fills in. */
  extraParams?: z.ZodRawShape;
  /** Billing details the payment method cannot be created without (BECS: the name and e-mail). */
  requiredBilling?: readonly ('name' | 'email')[];
  /**
   * The mandate's `payment_method_details.<type>`, from the intent's options for the type (the
   * PAD agreement's schedule and wording), where the usual URL and reference are not it; throws
   * a Stripe-shaped error when the options cannot make a mandate.
   */
  mandateDetails?: (options: Record<string, unknown>, kind: 'payment' | 'setup') => Record<string, unknown>;
  /** Builds `payment_method.<type>` from its checked data (`param` names that data in the request). */
  details?: (
    ctx: ServiceContext,
    data: Record<string, unknown>,
    param: string,
  ) => BuiltDetails | Promise<BuiltDetails>;
  /**
   * The charge's `payment_method_details.<type>` of a paid redirect or QR code payment, where
   * the method's own details and the verified name are not what the API answers (a bank's
   * transaction id, a transfer's reference...).
   */
  chargeDetails?: (paid: PaidMethod) => Record<string, unknown>;
  /** A redirect method's next action, where it is not `redirect_to_url` (Alipay's `alipay_handle_redirect`). */
  redirectAction?: (url: string, returnUrl: string) => { type: string; [name: string]: unknown };
  /** A QR code method's own next action, where it is not `<type>_display_qr_code` with its data and images. */
  qrAction?: (code: QrCode) => { type: string; [name: string]: unknown };
  /**
   * When a QR code method's code expires (Unix seconds), from the intent's options for the
   * type; `enforced` when the payment then fails (Pix), else the time is only shown.
   */
  qrExpiry?: (options: Record<string, unknown>, now: number) => { at: number; enforced: boolean };
  /** Whether the hosted page sends the shopper back to the return_url once answered (an app opened on the same phone). */
  qrReturns?: true;
}

/** A QR code next action's parts: what the code holds, its images and instructions, and when it expires. */
export interface QrCode {
  data: string;
  png: string;
  svg: string;
  instructions: string;
  expiresAt: number | null;
}

/**
 * What a charge's details are built from: the payment method's `<type>` hash, its billing
 * details, the processor's reference of the payment (a QR payment's transaction id), and the
 * intent's options for the type.
 */
export interface PaidMethod {
  own: Record<string, unknown>;
  reference: string;
  /** The intent's `payment_method_options.<type>` (Klarna's page language, Afterpay's order reference). */
  options: Record<string, unknown>;
  billing: {
    name?: string | null;
    email?: string | null;
    address?: { country?: string | null } | null;
  };
}
