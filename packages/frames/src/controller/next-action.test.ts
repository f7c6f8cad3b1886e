import { describe, expect, it, vi } from 'vitest';
import { isMobileAgent, nextStep, returnUrlWith } from './next-action.js';

const pi = (fields: Record<string, unknown>) => ({
  object: 'payment_intent',
  id: 'pi_1',
  client_secret: 'pi_1_secret_x',
  ...fields,
});

describe('nextStep', () => {
  it('runs a 3-D Secure challenge in the modal', () => {
    const intent = pi({
      status: 'requires_action',
      next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { stripe_js: 'http://p/test/3ds/a?token=t' } },
    });
    expect(nextStep(intent)).toEqual({ kind: 'challenge', url: 'http://p/test/3ds/a?token=t' });
  });

  it('redirects for redirect methods', () => {
    const intent = pi({
      status: 'requires_action',
      next_action: { type: 'redirect_to_url', redirect_to_url: { url: 'http://p/r' } },
    });
    expect(nextStep(intent)).toEqual({ kind: 'redirect', url: 'http://p/r' });
  });

  it('shows a QR code for a <method>_display_qr_code next action', () => {
    const intent = pi({
      status: 'requires_action',
      next_action: {
        type: 'wechat_pay_display_qr_code',
        wechat_pay_display_qr_code: { data: 'http://p/test/redirect/src_1?token=t', image_url_png: 'x' },
      },
    });
    expect(nextStep(intent)).toEqual({
      kind: 'qr',
      method: 'wechat_pay',
      data: 'http://p/test/redirect/src_1?token=t',
      expiresAt: null,
    });
    const expiring = pi({
      status: 'requires_action',
      next_action: {
        type: 'paynow_display_qr_code',
        paynow_display_qr_code: { data: 'd', expires_at: 1700 },
      },
    });
    expect(nextStep(expiring)).toMatchObject({ kind: 'qr', method: 'paynow', expiresAt: 1700 });
  });

  it('sends the shopper to Alipay through alipay_handle_redirect, as a redirect', () => {
    const intent = pi({
      status: 'requires_action',
      next_action: {
        type: 'alipay_handle_redirect',
        alipay_handle_redirect: { native_data: null, native_url: null, return_url: 'r', url: 'http://p/a' },
      },
    });
    expect(nextStep(intent)).toEqual({ kind: 'redirect', url: 'http://p/a' });
  });

  it('Cash App Pay: a QR code with its expiry on a computer, the app on a phone', () => {
    const intent = pi({
      status: 'requires_action',
      next_action: {
        type: 'cashapp_handle_redirect_or_display_qr_code',
        cashapp_handle_redirect_or_display_qr_code: {
          hosted_instructions_url: 'http://p/i',
          mobile_auth_url: 'http://p/test/redirect/src_1?token=t',
          qr_code: { expires_at: 1800, image_url_png: 'x', image_url_svg: 'y' },
        },
      },
    });
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect(nextStep(intent, false, desktop)).toEqual({
      kind: 'qr',
      method: 'cashapp',
      data: 'http://p/test/redirect/src_1?token=t',
      expiresAt: 1800,
    });
    expect(nextStep(intent, false, phone)).toEqual({
      kind: 'redirect',
      url: 'http://p/test/redirect/src_1?token=t',
    });
    expect(isMobileAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(true);
    expect(isMobileAgent(desktop)).toBe(false);
  });

  it('BLIK: waits for the banking app', () => {
    const intent = pi({
      status: 'requires_action',
      next_action: { type: 'blik_authorize', blik_authorize: {} },
    });
    expect(nextStep(intent)).toEqual({ kind: 'approval', method: 'blik' });
  });

  it('treats a next action it does not know as none, warning once per type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const intent = pi({ status: 'requires_action', next_action: { type: 'some_future_action' } });
    expect(nextStep(intent)).toEqual({ kind: 'unknown' });
    expect(nextStep(intent)).toEqual({ kind: 'unknown' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('some_future_action');
    warn.mockRestore();
  });

  it.each(['succeeded', 'processing', 'requires_capture'])('%s is a success', (status) => {
    expect(nextStep(pi({ status }))).toEqual({ kind: 'success' });
  });

  it('gives the last payment error after a failed challenge', () => {
    const last = { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'failed' };
    const step = nextStep(pi({ status: 'requires_payment_method', last_payment_error: last }));
    expect(step).toMatchObject({ kind: 'error', error: { code: 'payment_intent_authentication_failure' } });
  });

  it('still requiring action after a challenge is an authentication failure', () => {
    const step = nextStep(pi({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } }), true);
    expect(step).toMatchObject({ kind: 'error', error: { code: 'payment_intent_authentication_failure' } });
  });

  it('canceled is an unexpected state', () => {
    expect(nextStep(pi({ status: 'canceled' }))).toMatchObject({
      error: { code: 'payment_intent_unexpected_state' },
    });
  });
});

describe('returnUrlWith', () => {
  it('adds the intent, its secret and the redirect status', () => {
    const url = new URL(returnUrlWith('https://shop.test/done?order=7', pi({ status: 'succeeded' })));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      order: '7',
      payment_intent: 'pi_1',
      payment_intent_client_secret: 'pi_1_secret_x',
      redirect_status: 'succeeded',
    });
  });
});
