import { beforeEach, describe, expect, it } from 'vitest';
import { FakeConsumerApi } from '../link/fake-consumer-api.fixture.js';
import {
  afterDecline,
  cardFromData,
  isRetryable,
  saveAndShare,
  share,
  signUpAndSave,
} from './link-payment.js';
import { linkSessionOn as setup } from './link-session.fixture.js';

const CARD_DATA = {
  type: 'card',
  card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
  billing_details: { address: { country: 'US', postal_code: '10001' } },
};
const NEW_SHOPPER = { email: 'new@shop.example', phone: '+12015550123', country: 'US' };

describe('the Link session payment steps (docs/confirmation.md#link-confirm)', () => {
  let api: FakeConsumerApi;
  beforeEach(() => {
    api = new FakeConsumerApi([
      {
        email: 'jenny@shop.example',
        phone: '+14155550123',
        details: [{ id: 'csmrpd_1', last4: '4242', is_default: true }],
      },
    ]);
  });

  it('reads the card and billing address of a card form payment_method_data', () => {
    expect(cardFromData(CARD_DATA)).toEqual({
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
      billing: { country_code: 'US', postal_code: '10001' },
    });
    expect(cardFromData({ type: 'sepa_debit', sepa_debit: { iban: 'DE89' } })).toBeNull();
  });

  it('signs up, saves the typed card as the default detail and shares it', async () => {
    const { session } = setup(api);
    // The opt-in looked the e-mail up as the shopper typed it: no account yet.
    await session.handle({ action: 'lookup', email: NEW_SHOPPER.email }, 'f1');
    expect(session.state.authState).toBe('unregistered');
    const pm = await signUpAndSave(session.port, NEW_SHOPPER, CARD_DATA);
    expect(pm).toMatch(/^pm_shared_csmrpd_new_/);
    expect(session.state.authState).toBe('unverified');
    expect(session.state.paymentDetails).toEqual([
      expect.objectContaining({ isDefault: true, card: expect.objectContaining({ last4: '4242' }) }),
    ]);
    const signUp = api.calls.find((c) => c.path === '/v1/consumers/accounts/sign_up')!;
    expect(signUp.body).toMatchObject({
      email_address: 'new@shop.example',
      phone_number: '+12015550123',
      consent_action: 'checkbox_v0',
    });
    const create = api.calls.find((c) => c.path === '/v1/consumers/payment_details')!;
    expect(create.body).toMatchObject({ is_default: true, billing_email_address: 'new@shop.example' });
    expect(session.state.requests.createPaymentDetails.status).toBe('SUCCESS');
  });

  it.each([
    ['sign-up', '/v1/consumers/accounts/sign_up', 'signUp'],
    ['payment-detail creation', '/v1/consumers/payment_details', 'createPaymentDetails'],
    ['share', '/v1/consumers/payment_details/share', null],
  ] as const)('answers null (pay with the plain card) when %s fails', async (_name, path, request) => {
    const { session } = setup(api);
    api.failing.add(path);
    expect(await signUpAndSave(session.port, NEW_SHOPPER, CARD_DATA)).toBeNull();
    if (request) expect(session.state.requests[request].status).toBe('ERROR');
  });

  it('answers null without calling the server when the e-mail, phone or card is missing', async () => {
    const { session } = setup(api);
    expect(await signUpAndSave(session.port, { ...NEW_SHOPPER, phone: '' }, CARD_DATA)).toBeNull();
    expect(await signUpAndSave(session.port, NEW_SHOPPER, { type: 'card', card: {} })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('an e-mail already taken is a sign-up error, and the payment falls back', async () => {
    const { session } = setup(api);
    expect(
      await signUpAndSave(session.port, { ...NEW_SHOPPER, email: 'jenny@shop.example' }, CARD_DATA),
    ).toBeNull();
    expect(session.state.requests.signUp).toMatchObject({
      status: 'ERROR',
      error: { code: 'consumer_email_taken' },
    });
  });

  it('shares a verified consumer’s saved detail, and saves a new card of theirs', async () => {
    const { session } = setup(api);
    await session.handle({ action: 'lookup', email: 'jenny@shop.example' }, 'f1');
    await session.handle({ action: 'startVerification', type: 'SMS' }, 'f1');
    await session.handle({ action: 'confirmVerification', code: '000000' }, 'f1');
    expect(session.state.authState).toBe('logged-in');
    expect(await share(session.port, 'csmrpd_1', () => 'card')).toEqual({
      paymentMethod: 'pm_shared_csmrpd_1',
    });
    const added = await saveAndShare(
      session.port,
      { ...CARD_DATA, card: { ...CARD_DATA.card, number: '5555555555554444' } },
      false,
    );
    expect(added).toMatch(/^pm_shared_csmrpd_new_/);
    expect(session.state.paymentDetails.map((d) => [d.card?.last4, d.isDefault])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
  });

  it('a failed share is the spec’s share error; no id is the spec’s missing-id error', async () => {
    const { session } = setup(api);
    await session.handle({ action: 'lookup', email: 'jenny@shop.example' }, 'f1');
    api.failing.add('/v1/consumers/payment_details/share');
    expect(await share(session.port, 'csmrpd_1', () => 'card')).toEqual({
      error: expect.objectContaining({ code: 'share_payment_details_failed' }),
    });
    expect(await share(session.port, '', () => 'card')).toEqual({
      error: expect.objectContaining({ message: 'No payment details id found during sharePaymentDetails' }),
    });
  });

  it.each([
    [{ type: 'api_connection_error', message: 'x' }, true],
    [{ type: 'api_error', message: 'x' }, true],
    [{ type: 'invalid_request_error', code: 'lock_timeout', message: 'x' }, true],
    [{ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'x' }, false],
    [{ type: 'card_error', code: 'card_declined', message: 'x' }, false],
    [{ type: 'invalid_request_error', message: 'x' }, false],
  ])('%o is retryable: %s', (error, retryable) => {
    expect(isRetryable(error)).toBe(retryable);
  });

  it('re-reads the saved details after an insufficient_funds decline only', async () => {
    const { session } = setup(api);
    await session.handle({ action: 'lookup', email: 'jenny@shop.example' }, 'f1');
    const lists = () => api.calls.filter((c) => c.path === '/v1/consumers/payment_details/list').length;
    const before = lists();
    await afterDecline(session.port, { type: 'card_error', decline_code: 'generic_decline', message: 'x' });
    expect(lists()).toBe(before);
    await afterDecline(session.port, {
      type: 'card_error',
      decline_code: 'insufficient_funds',
      message: 'x',
    });
    expect(lists()).toBe(before + 1);
  });

  it('is available when elements/wallet-config says so, and stays so after logging out', async () => {
    const { session } = setup(api);
    expect(session.state.available).toBeNull();
    await session.checkAvailability();
    expect(session.state.available).toBe(true);
    await session.handle({ action: 'lookup', email: 'jenny@shop.example' }, 'f1');
    await session.handle({ action: 'logOut' }, 'f1');
    expect(session.state.available).toBe(true);
    api.linkAvailable = false;
    await session.checkAvailability();
    expect(session.state.available).toBe(false);
  });
});
