import type { WireError } from '@payframe/js/protocol';
import { verificationActionOf } from './captcha/verify-action.js';

/** What to do with an intent after a confirm or a completed action. */
export type IntentStep =
  | { kind: 'challenge'; url: string }
  | { kind: 'redirect'; url: string }
  /** A QR code the shopper scans (`<type>_display_qr_code`): its content and when it expires. */
  | { kind: 'qr'; method: string; data: string; expiresAt: number | null }
  /** A voucher to pay later (`<type>_display_details`: OXXO, Boleto, Konbini, Multibanco): its hosted page. */
  | { kind: 'voucher'; url: string }
  /** A payment the shopper approves in their banking app (BLIK's `blik_authorize`): the page waits. */
  | { kind: 'approval'; method: string }
  /** The risk engine's captcha or card-image verification (docs/radar.md#challenges), shown in the modal. */
  | { kind: 'verify'; sdk: Record<string, any> }
  | { kind: 'success' }
  /** A next action this version does not know: Stripe.js treats it as none. */
  | { kind: 'unknown' }
  | { kind: 'error'; error: WireError };

const warned = new Set<string>();

/** Says once per type that a next action is not run, as Stripe.js does, rather than failing the payment. */
function warnUnknown(type: unknown): void {
  const name = String(type);
  if (warned.has(name)) return;
  warned.add(name);
  console.warn(`Payframe: next_action of type "${name}" is not supported; the intent is returned as it is.`);
}

/** A `<method>_display_qr_code` next action's method, code content and expiry, if it is one. */
function qrCodeOf(
  action: Record<string, any>,
): { method: string; data: string; expiresAt: number | null } | null {
  const match = typeof action.type === 'string' ? /^([a-z_]+)_display_qr_code$/.exec(action.type) : null;
  const display = match ? action[action.type] : null;
  if (!match || typeof display?.data !== 'string') return null;
  return {
    method: match[1]!,
    data: display.data,
    expiresAt: typeof display.expires_at === 'number' ? display.expires_at : null,
  };
}

/** A `<method>_display_details` next action's hosted voucher page, if it is one. */
function voucherPageOf(action: Record<string, any>): string | null {
  const match = typeof action.type === 'string' && /^[a-z_]+_display_details$/.test(action.type);
  const url = match ? action[action.type]?.hosted_voucher_url : null;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
}

/** A phone or tablet, where Cash App Pay opens the app instead of showing a code to scan with it. */
export function isMobileAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

const agent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

/**
 * The next actions of the app methods: Alipay's redirect, Cash App Pay's app (on a phone) or
 * QR code (elsewhere), BLIK's wait for the banking app.
 */
function appStep(action: Record<string, any>, userAgent: string): IntentStep | null {
  const alipay = action.type === 'alipay_handle_redirect' ? action.alipay_handle_redirect : null;
  if (typeof alipay?.url === 'string') return { kind: 'redirect', url: alipay.url };
  const cashapp =
    action.type === 'cashapp_handle_redirect_or_display_qr_code'
      ? action.cashapp_handle_redirect_or_display_qr_code
      : null;
  if (typeof cashapp?.mobile_auth_url === 'string') {
    if (isMobileAgent(userAgent)) return { kind: 'redirect', url: cashapp.mobile_auth_url };
    const expiresAt = cashapp.qr_code?.expires_at;
    return {
      kind: 'qr',
      method: 'cashapp',
      data: cashapp.mobile_auth_url,
      expiresAt: typeof expiresAt === 'number' ? expiresAt : null,
    };
  }
  if (action.type === 'blik_authorize') return { kind: 'approval', method: 'blik' };
  return null;
}

const SUCCESS = new Set(['succeeded', 'processing', 'requires_capture', 'requires_confirmation']);

/**
 * Reads an intent's status (docs/confirmation.md#states): requires_action runs its next action;
 * an unknown next action is none (the intent is given back as it is, with a warning);
 * succeeded, processing and requires_capture are done; canceled is an unexpected state;
 * anything else gives the last error or an authentication failure.
 */
export function nextStep(
  intent: Record<string, any>,
  afterChallenge = false,
  userAgent: string = agent(),
): IntentStep {
  const prefix = intent.object === 'setup_intent' ? 'setup_intent' : 'payment_intent';
  const key = prefix;
  if (intent.status === 'requires_action' && !afterChallenge) {
    const action = intent.next_action ?? {};
    if (action.type === 'use_stripe_sdk' && typeof action.use_stripe_sdk?.stripe_js === 'string') {
      return { kind: 'challenge', url: action.use_stripe_sdk.stripe_js };
    }
    const verify = verificationActionOf(action);
    if (verify) return { kind: 'verify', sdk: verify };
    if (action.type === 'redirect_to_url' && typeof action.redirect_to_url?.url === 'string') {
      return { kind: 'redirect', url: action.redirect_to_url.url };
    }
    const qr = qrCodeOf(action);
    if (qr) return { kind: 'qr', ...qr };
    const voucher = voucherPageOf(action);
    if (voucher) return { kind: 'voucher', url: voucher };
    const app = appStep(action, userAgent);
    if (app) return app;
    // Microdeposits arrive in days: the intent is given back waiting, as Stripe.js gives it.
    if (action.type === 'verify_with_microdeposits') return { kind: 'unknown' };
    warnUnknown(action.type);
    return { kind: 'unknown' };
  }
  if (SUCCESS.has(intent.status)) return { kind: 'success' };
  if (intent.status === 'canceled') {
    return {
      kind: 'error',
      error: {
        type: 'invalid_request_error',
        code: `${prefix}_unexpected_state`,
        message: `This ${prefix === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent'} is canceled.`,
        [key]: intent,
      },
    };
  }
  const last = prefix === 'setup_intent' ? intent.last_setup_error : intent.last_payment_error;
  const error: WireError = last
    ? { ...last }
    : {
        type: 'invalid_request_error',
        code: `${prefix}_authentication_failure`,
        message: `We are unable to authenticate your payment method. Please choose a different payment method and try again.`,
      };
  error[key] = intent;
  return { kind: 'error', error };
}

/** The return_url with the parameters Stripe.js adds after a payment that needed no redirect. */
export function returnUrlWith(returnUrl: string, intent: Record<string, any>): string {
  const url = new URL(returnUrl);
  const name = intent.object === 'setup_intent' ? 'setup_intent' : 'payment_intent';
  url.searchParams.set(name, intent.id);
  url.searchParams.set(`${name}_client_secret`, intent.client_secret);
  url.searchParams.set('redirect_status', intent.status === 'processing' ? 'processing' : 'succeeded');
  return url.toString();
}
