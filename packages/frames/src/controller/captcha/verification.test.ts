import { describe, expect, it } from 'vitest';
import { nextStep } from '../next-action.js';
import { verificationDisplay } from './verification.js';

const ctx = {
  api: { credentials: { publishableKey: 'pk_test_1', apiVersion: '2024-06-20' } },
  options: { locale: 'fr' },
} as never;

const captchaIntent = {
  object: 'payment_intent',
  id: 'pi_1',
  client_secret: 'pi_1_secret_2',
  livemode: false,
  status: 'requires_action',
  next_action: {
    type: 'use_stripe_sdk',
    use_stripe_sdk: {
      type: 'intent_confirmation_challenge',
      stripe_js: {
        provider: 'proof_of_work',
        site_key: 'payframe_proof_of_work',
        rqdata: 'v1.a.b',
        difficulty: 15,
        expires_at: 1,
        source: 'src_1',
        verification_url: 'http://localhost:4242/v1/payment_intents/pi_1/verify_challenge',
      },
    },
  },
};

const cardImageIntent = {
  ...captchaIntent,
  next_action: {
    type: 'use_stripe_sdk',
    use_stripe_sdk: {
      type: 'card_image_verification',
      stripe_js: {
        source: 'src_2',
        verify_url: 'https://pay.example.com/v1/payframe/card_image_verifications/src_2/tok/verify',
        cancel_url: 'https://pay.example.com/v1/payframe/card_image_verifications/src_2/tok/cancel',
        brand: 'visa',
      },
    },
  },
};

describe('the challenges as next actions', () => {
  it('reads both as a verify step, not as a 3-D Secure page or an unknown action', () => {
    expect(nextStep(captchaIntent).kind).toBe('verify');
    expect(nextStep(cardImageIntent).kind).toBe('verify');
  });

  it('hands the modal the captcha, with the API path on the frame’s own origin', () => {
    const sdk = captchaIntent.next_action.use_stripe_sdk;
    expect(verificationDisplay(ctx, captchaIntent, sdk)).toEqual({
      kind: 'captcha',
      publishableKey: 'pk_test_1',
      apiVersion: '2024-06-20',
      clientSecret: 'pi_1_secret_2',
      locale: 'fr',
      provider: 'proof_of_work',
      siteKey: 'payframe_proof_of_work',
      rqdata: 'v1.a.b',
      difficulty: 15,
      scriptUrl: null,
      verifyPath: '/v1/payment_intents/pi_1/verify_challenge',
      cancelPath: null,
      brand: null,
      livemode: false,
    });
  });

  it('hands the modal the card-image verification with its verify and cancel paths', () => {
    const display = verificationDisplay(ctx, cardImageIntent, cardImageIntent.next_action.use_stripe_sdk);
    expect(display).toMatchObject({
      kind: 'card_image',
      verifyPath: '/v1/payframe/card_image_verifications/src_2/tok/verify',
      cancelPath: '/v1/payframe/card_image_verifications/src_2/tok/cancel',
      brand: 'visa',
    });
  });

  it('runs nothing whose URL is not an API path', () => {
    const sdk = {
      type: 'card_image_verification',
      stripe_js: { verify_url: 'javascript:alert(1)', cancel_url: null },
    };
    expect(verificationDisplay(ctx, cardImageIntent, sdk)).toBeNull();
  });
});
