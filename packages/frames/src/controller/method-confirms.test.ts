import { METHOD_CONFIRM_CALLS } from '@payframe/js/protocol';
import { describe, expect, it } from 'vitest';
import {
  type CheckedConfirm,
  checkMethodConfirm,
  type MethodConfirm,
  methodConfirm,
  methodConfirmBody,
  methodConfirmNames,
} from './method-confirms.js';

const PI = 'pi_123_secret_abc';
const SETI = 'seti_123_secret_abc';

const call = (name: string): MethodConfirm => {
  const found = methodConfirm(name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

const checked = (name: string, args: Record<string, unknown>): CheckedConfirm => {
  const result = checkMethodConfirm(call(name), { clientSecret: PI, data: {}, options: {}, ...args });
  if ('integrationError' in result) throw new Error(result.integrationError.message);
  return result;
};

const problemOf = (name: string, args: Record<string, unknown>) => {
  const result = checkMethodConfirm(call(name), { clientSecret: PI, data: {}, options: {}, ...args });
  return 'integrationError' in result ? result.integrationError.message : null;
};

describe('the method confirm table', () => {
  it('answers exactly the calls the merchant script forwards', () => {
    expect([...methodConfirmNames()].sort()).toEqual([...METHOD_CONFIRM_CALLS].sort());
  });

  it.each([
    ['confirmIdealPayment', 'ideal', false],
    ['confirmIdealSetup', 'ideal', true],
    ['confirmBancontactPayment', 'bancontact', false],
    ['confirmBancontactSetup', 'bancontact', true],
    ['confirmEpsPayment', 'eps', false],
    ['confirmGiropayPayment', 'giropay', false],
    ['confirmP24Payment', 'p24', false],
    ['confirmSofortPayment', 'sofort', false],
    ['confirmSofortSetup', 'sofort', true],
    ['confirmFpxPayment', 'fpx', false],
    ['confirmBlikPayment', 'blik', false],
    ['confirmAlipayPayment', 'alipay', false],
    ['confirmGrabPayPayment', 'grabpay', false],
    ['confirmWechatPayPayment', 'wechat_pay', false],
    ['confirmPayNowPayment', 'paynow', false],
    ['confirmPromptPayPayment', 'promptpay', false],
    ['confirmPixPayment', 'pix', false],
    ['confirmCashappPayment', 'cashapp', false],
    ['confirmCashappSetup', 'cashapp', true],
    ['confirmKlarnaPayment', 'klarna', false],
    ['confirmAffirmPayment', 'affirm', false],
    ['confirmAfterpayClearpayPayment', 'afterpay_clearpay', false],
    ['confirmPayPalPayment', 'paypal', false],
    ['confirmPayPalSetup', 'paypal', true],
    ['confirmOxxoPayment', 'oxxo', false],
    ['confirmBoletoPayment', 'boleto', false],
    ['confirmKonbiniPayment', 'konbini', false],
    ['confirmMultibancoPayment', 'multibanco', false],
    ['confirmSepaDebitPayment', 'sepa_debit', false],
    ['confirmSepaDebitSetup', 'sepa_debit', true],
    ['confirmAuBecsDebitPayment', 'au_becs_debit', false],
    ['confirmAuBecsDebitSetup', 'au_becs_debit', true],
    ['confirmTwintPayment', 'twint', false],
    ['confirmMobilepayPayment', 'mobilepay', false],
  ])('%s confirms %s (setup: %s)', (name, type, setup) => {
    expect(methodConfirm(name)).toEqual({ name, type, setup });
  });

  it.each(['confirmCardPayment', 'confirmGiropaySetup', 'confirmIdeal', 'confirmPayment', 'toString'])(
    'knows nothing of %s',
    (name) => {
      expect(methodConfirm(name)).toBeNull();
    },
  );
});

describe('the arguments of a method confirm call', () => {
  it('refuses a missing or malformed client secret', () => {
    expect(problemOf('confirmIdealPayment', { clientSecret: undefined })).toBe(
      'Invalid value for stripe.confirmIdealPayment intent secret: value should be a client_secret string. You specified: undefined.',
    );
    expect(problemOf('confirmIdealPayment', { clientSecret: 'pi_123' })).toContain('client_secret string');
  });

  it('refuses the secret of the other intent kind', () => {
    expect(problemOf('confirmIdealPayment', { clientSecret: SETI })).toBe(
      'Invalid value for stripe.confirmIdealPayment intent secret: value should be a PaymentIntent client secret. You specified: a SetupIntent client secret.',
    );
    expect(problemOf('confirmSepaDebitSetup', { clientSecret: PI })).toContain(
      'value should be a SetupIntent client secret',
    );
  });

  it('refuses data, options and payment_method of the wrong kind', () => {
    expect(problemOf('confirmEpsPayment', { data: 'x' })).toBe(
      'Invalid value for stripe.confirmEpsPayment: data should be an object. You specified: x.',
    );
    expect(problemOf('confirmEpsPayment', { options: { handleActions: 'no' } })).toContain(
      'options should be an object like { handleActions: false }',
    );
    expect(problemOf('confirmEpsPayment', { data: { payment_method: 42 } })).toContain(
      'payment_method should be a PaymentMethod id or an object',
    );
  });

  it('refuses an element that does not give the method its details', () => {
    expect(problemOf('confirmIdealPayment', { element: 'iban' })).toBe(
      'Invalid value for stripe.confirmIdealPayment: payment_method.ideal should be an object or an Element of type idealBank. You specified: an Element of type iban.',
    );
    expect(problemOf('confirmSepaDebitPayment', { element: 'iban' })).toBeNull();
    expect(problemOf('confirmTwintPayment', { element: 'card' })).toContain(
      'payment_method.twint should be an object. You specified',
    );
  });

  it('asks BLIK for its code', () => {
    expect(problemOf('confirmBlikPayment', {})).toBe(
      'Missing value for stripe.confirmBlikPayment: payment_method_options.blik.code should be a string.',
    );
    const data = { payment_method_options: { blik: { code: '777123' } } };
    expect(problemOf('confirmBlikPayment', { data })).toBeNull();
  });

  it('handles actions unless told not to', () => {
    expect(checked('confirmIdealPayment', {}).handleActions).toBe(true);
    expect(checked('confirmIdealPayment', { options: { handleActions: false } }).handleActions).toBe(false);
  });
});

describe('the confirm body', () => {
  const base = { client_secret: PI, use_stripe_sdk: true };

  it('names an existing payment method by id', () => {
    const data = { payment_method: 'pm_1', return_url: 'https://shop.example/done' };
    expect(methodConfirmBody('ideal', checked('confirmIdealPayment', { data }), null)).toEqual({
      ...base,
      payment_method: 'pm_1',
      return_url: 'https://shop.example/done',
    });
  });

  it('creates one of the call type from the details and billing details given', () => {
    const data = {
      payment_method: { ideal: { bank: 'abn_amro' }, billing_details: { name: 'Jenny Rosen' } },
      return_url: 'https://shop.example/done',
    };
    expect(methodConfirmBody('ideal', checked('confirmIdealPayment', { data }), null)).toEqual({
      ...base,
      return_url: 'https://shop.example/done',
      payment_method_data: {
        type: 'ideal',
        ideal: { bank: 'abn_amro' },
        billing_details: { name: 'Jenny Rosen' },
      },
    });
  });

  it('names a method without details by its type alone', () => {
    const body = methodConfirmBody('twint', checked('confirmTwintPayment', {}), null);
    expect(body.payment_method_data).toEqual({ type: 'twint' });
  });

  it("takes the details an element collected, the merchant's billing details winning", () => {
    const data = {
      payment_method: { sepa_debit: null, billing_details: { name: 'Jenny Rosen', email: 'j@example.com' } },
    };
    const collected = {
      type: 'sepa_debit',
      sepa_debit: { iban: 'DE89370400440532013000' },
      billing_details: { name: 'X' },
    };
    const body = methodConfirmBody('sepa_debit', checked('confirmSepaDebitPayment', { data }), collected);
    expect(body.payment_method_data).toEqual({
      type: 'sepa_debit',
      sepa_debit: { iban: 'DE89370400440532013000' },
      billing_details: { name: 'Jenny Rosen', email: 'j@example.com' },
    });
    // Confirming a new debit from the shopper's browser accepts its mandate online.
    expect(body.mandate_data).toEqual({
      customer_acceptance: { type: 'online', online: { infer_from_client: true } },
    });
  });

  it("keeps the merchant's options, such as the BLIK code", () => {
    const blik = { payment_method_options: { blik: { code: '777123' } } };
    expect(
      methodConfirmBody('blik', checked('confirmBlikPayment', { data: blik }), null).payment_method_options,
    ).toEqual(blik.payment_method_options);
  });
});

describe('confirmUsBankAccountPayment', () => {
  it('confirms the account collectBankAccountForPayment attached, accepting the ACH mandate online', () => {
    const body = methodConfirmBody('us_bank_account', checked('confirmUsBankAccountPayment', {}), null);
    expect(body).toEqual({
      client_secret: PI,
      use_stripe_sdk: true,
      mandate_data: { customer_acceptance: { type: 'online', online: { infer_from_client: true } } },
    });
    expect(body).not.toHaveProperty('payment_method_data');
  });

  it('names a saved account by id, still with the mandate', () => {
    const body = methodConfirmBody(
      'us_bank_account',
      checked('confirmUsBankAccountPayment', { data: { payment_method: 'pm_1' } }),
      null,
    );
    expect(body).toMatchObject({
      payment_method: 'pm_1',
      mandate_data: { customer_acceptance: { type: 'online' } },
    });
  });

  it('sets Amazon Pay up (confirmAmazonPaySetup), which Stripe.js pays only through confirmPayment', () => {
    expect(methodConfirm('confirmAmazonPaySetup')).toEqual({
      name: 'confirmAmazonPaySetup',
      type: 'amazon_pay',
      setup: true,
    });
    expect(methodConfirm('confirmAmazonPayPayment')).toBeNull();
    expect(methodConfirmNames()).not.toContain('confirmAmazonPayPayment');
  });

  it('is a setup call too, and the microdeposit calls share the path', () => {
    expect(methodConfirm('confirmUsBankAccountSetup')).toEqual({
      name: 'confirmUsBankAccountSetup',
      type: 'us_bank_account',
      setup: true,
    });
    expect(methodConfirmNames()).toEqual(
      expect.arrayContaining(['verifyMicrodepositsForPayment', 'verifyMicrodepositsForSetup']),
    );
  });
});
