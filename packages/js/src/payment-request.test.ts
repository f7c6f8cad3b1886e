// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { IntegrationError } from './integration-error.js';
import { createPaymentRequest } from './payment-request.js';

const OPTIONS = { country: 'US', currency: 'usd', total: { label: 'Tee', amount: 2500 } };

describe('paymentRequest()', () => {
  it.each([
    [{ ...OPTIONS, country: undefined }, 'Missing value for paymentRequest(): country should be a string.'],
    [{ ...OPTIONS, currency: undefined }, 'Missing value for paymentRequest(): currency should be a string.'],
    [{ ...OPTIONS, total: undefined }, 'Missing value for paymentRequest(): total should be an object.'],
    [
      { ...OPTIONS, total: { amount: 1 } },
      'Missing value for paymentRequest(): total.label should be a string.',
    ],
    [
      { ...OPTIONS, total: { label: 'x' } },
      'Missing value for paymentRequest(): total.amount should be an integer.',
    ],
  ])('refuses options without a required value', (options, message) => {
    const make = () => createPaymentRequest(options, vi.fn(), true);
    expect(make).toThrow(IntegrationError);
    expect(make).toThrow(message);
  });

  it('can pay with the test sheet in test mode only, unless Google Pay is disabled', async () => {
    await expect(createPaymentRequest(OPTIONS, vi.fn(), true).canMakePayment()).resolves.toEqual({
      applePay: false,
      googlePay: true,
      link: false,
    });
    await expect(createPaymentRequest(OPTIONS, vi.fn(), false).canMakePayment()).resolves.toBeNull();
    const disabled = createPaymentRequest({ ...OPTIONS, disableWallets: ['googlePay'] }, vi.fn(), true);
    await expect(disabled.canMakePayment()).resolves.toBeNull();
  });

  it('show() hands the latest options over and fires paymentmethod with complete()', async () => {
    const show = vi.fn().mockResolvedValue({ paymentMethod: { id: 'pm_1' }, walletName: 'googlePay' });
    const request = createPaymentRequest(OPTIONS, show, true);
    request.update({ total: { label: 'Tee', amount: 3000 } });
    const event = new Promise<any>((resolve) => request.on('paymentmethod', resolve));
    request.show();
    expect(request.isShowing()).toBe(true);
    expect(() => request.show()).toThrow(IntegrationError);
    const fired = await event;
    expect(show.mock.calls[0]).toMatchObject([
      'paymentRequestShow',
      { options: { total: { amount: 3000 } } },
    ]);
    expect(fired).toMatchObject({ paymentMethod: { id: 'pm_1' }, walletName: 'googlePay' });
    expect(typeof fired.complete).toBe('function');
    expect(request.isShowing()).toBe(false);
  });

  it('hands shipping changes to updateWith(), which answers the controller; no handler means success', async () => {
    const call = vi
      .fn()
      .mockResolvedValueOnce({ event: 'shippingaddresschange', shippingAddress: { country: 'US' } })
      .mockResolvedValueOnce({ event: 'shippingoptionchange', shippingOption: { id: 'express' } })
      .mockResolvedValueOnce({ paymentMethod: { id: 'pm_1' } });
    const request = createPaymentRequest(OPTIONS, call, true);
    request.on('shippingoptionchange', (event: any) =>
      event.updateWith({ status: 'success', total: { label: 'Tee', amount: 4000 } }),
    );
    const paid = new Promise((resolve) => request.on('paymentmethod', resolve));
    request.show();
    await paid;
    expect(call.mock.calls.map(([method, args]) => [method, args])).toEqual([
      ['paymentRequestShow', { options: OPTIONS }],
      ['paymentRequestUpdate', { status: 'success' }],
      ['paymentRequestUpdate', { status: 'success', total: { label: 'Tee', amount: 4000 } }],
    ]);
  });

  it('abort() does nothing unless the sheet shows, and then says it is not supported yet', () => {
    const request = createPaymentRequest(
      OPTIONS,
      vi.fn(() => new Promise<never>(() => {})),
      true,
    );
    expect(() => request.abort()).not.toThrow();
    request.show();
    expect(() => request.abort()).toThrow('paymentRequest.abort() is not supported by Payframe yet.');
  });

  it('fires cancel when the sheet closes without paying', async () => {
    const request = createPaymentRequest(OPTIONS, vi.fn().mockResolvedValue({}), true);
    const cancel = new Promise((resolve) => request.on('cancel', resolve));
    request.show();
    await expect(cancel).resolves.toEqual({});
  });
});

describe("elements.create('paymentRequestButton')", () => {
  it('needs a payment request made by paymentRequest()', async () => {
    const { createPayframe } = await import('./payframe.js');
    const payframe = createPayframe('pk_test_123', { origin: 'https://pay.example' });
    const elements = payframe.elements();
    expect(() => elements.create('paymentRequestButton', { paymentRequest: {} })).toThrow(
      'Invalid value for paymentRequestButton: paymentRequest should be an object made by paymentRequest().',
    );
    const paymentRequest = payframe.paymentRequest(OPTIONS);
    expect(elements.create('paymentRequestButton', { paymentRequest }).elementType).toBe(
      'paymentRequestButton',
    );
  });
});
