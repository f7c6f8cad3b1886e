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
    const make = () => createPaymentRequest(options, vi.fn());
    expect(make).toThrow(IntegrationError);
    expect(make).toThrow(message);
  });

  it("asks the controller which wallet the browser and the page's domain allow", async () => {
    const call = vi.fn().mockResolvedValue({ result: { applePay: true, googlePay: false, link: false } });
    const options = { ...OPTIONS, disableWallets: ['googlePay'] };
    await expect(createPaymentRequest(options, call).canMakePayment()).resolves.toEqual({
      applePay: true,
      googlePay: false,
      link: false,
    });
    expect(call).toHaveBeenCalledWith('paymentRequestCanMakePayment', { options });
    const none = vi.fn().mockResolvedValue({ result: null });
    await expect(createPaymentRequest(OPTIONS, none).canMakePayment()).resolves.toBeNull();
  });

  it('show() hands the latest options over and fires paymentmethod with complete()', async () => {
    const show = vi.fn().mockResolvedValue({ paymentMethod: { id: 'pm_1' }, walletName: 'googlePay' });
    const request = createPaymentRequest(OPTIONS, show);
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
    // The sheet stays open, processing, until complete().
    expect(request.isShowing()).toBe(true);
  });

  it('asks for a Token or a Source when the page listens for token or source, and fires them with complete()', async () => {
    const call = vi
      .fn()
      .mockResolvedValueOnce({ token: { id: 'tok_1' }, source: { id: 'src_1' }, payerName: 'Jenny' })
      .mockResolvedValueOnce({ done: true });
    const request = createPaymentRequest(OPTIONS, call);
    const cancel = vi.fn();
    request.on('cancel', cancel);
    const source = new Promise<any>((resolve) => request.on('source', resolve));
    const token = new Promise<any>((resolve) => request.on('token', resolve));
    request.show();
    expect(call.mock.calls[0]).toEqual([
      'paymentRequestShow',
      { options: OPTIONS, results: ['token', 'source'], wallet: null },
    ]);
    const [byToken, bySource] = await Promise.all([token, source]);
    expect(byToken).toMatchObject({ token: { id: 'tok_1' }, payerName: 'Jenny' });
    expect(byToken).not.toHaveProperty('source');
    expect(bySource).toMatchObject({ source: { id: 'src_1' }, payerName: 'Jenny' });
    // One complete() settles the payment; the other event's is then ignored.
    byToken.complete('success');
    bySource.complete('fail');
    expect(call.mock.calls.slice(1)).toEqual([['paymentRequestComplete', { status: 'success' }]]);
    await vi.waitFor(() => expect(request.isShowing()).toBe(false));
    expect(cancel).not.toHaveBeenCalled();
  });

  it("complete('success') closes the sheet without cancel; complete('fail') lets the shopper pay again", async () => {
    const call = vi
      .fn()
      .mockResolvedValueOnce({ paymentMethod: { id: 'pm_1' } })
      .mockResolvedValueOnce({ paymentMethod: { id: 'pm_2' } })
      .mockResolvedValueOnce({ done: true });
    const request = createPaymentRequest(OPTIONS, call);
    const cancel = vi.fn();
    request.on('cancel', cancel);
    const methods: string[] = [];
    const closed = new Promise<void>((resolve) => {
      request.on('paymentmethod', (event: any) => {
        methods.push(event.paymentMethod.id);
        expect(() => event.complete('nope')).toThrow(IntegrationError);
        event.complete(methods.length === 1 ? 'fail' : 'success');
        event.complete('success'); // a second call is ignored
        if (methods.length === 2) setTimeout(resolve, 0);
      });
    });
    request.show();
    await closed;
    expect(methods).toEqual(['pm_1', 'pm_2']);
    expect(call.mock.calls.map(([method, args]) => [method, args])).toEqual([
      ['paymentRequestShow', { options: OPTIONS, results: ['paymentMethod'], wallet: null }],
      ['paymentRequestComplete', { status: 'fail' }],
      ['paymentRequestComplete', { status: 'success' }],
    ]);
    await vi.waitFor(() => expect(request.isShowing()).toBe(false));
    expect(cancel).not.toHaveBeenCalled();
  });

  it('closes the sheet and fires cancel when complete() is not called within 30 seconds', async () => {
    vi.useFakeTimers();
    try {
      const call = vi.fn().mockResolvedValueOnce({ paymentMethod: { id: 'pm_1' } });
      call.mockResolvedValue({});
      const request = createPaymentRequest(OPTIONS, call);
      const cancel = vi.fn();
      request.on('cancel', cancel);
      const paid = new Promise((resolve) => request.on('paymentmethod', resolve));
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      request.show();
      await paid;
      await vi.advanceTimersByTimeAsync(29_000);
      expect(request.isShowing()).toBe(true);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(request.isShowing()).toBe(false);
      expect(call).toHaveBeenLastCalledWith('paymentRequestAbort', {});
      expect(cancel).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith(
        'The paymentmethod event handler did not call complete() within 30 seconds.',
      );
      error.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands shipping changes to updateWith(), which answers the controller; no handler means success', async () => {
    const call = vi
      .fn()
      .mockResolvedValueOnce({ event: 'shippingaddresschange', shippingAddress: { country: 'US' } })
      .mockResolvedValueOnce({ event: 'shippingoptionchange', shippingOption: { id: 'express' } })
      .mockResolvedValueOnce({ paymentMethod: { id: 'pm_1' } });
    const request = createPaymentRequest(OPTIONS, call);
    request.on('shippingoptionchange', (event: any) =>
      event.updateWith({ status: 'success', total: { label: 'Tee', amount: 4000 } }),
    );
    const paid = new Promise((resolve) => request.on('paymentmethod', resolve));
    request.show();
    await paid;
    expect(call.mock.calls.map(([method, args]) => [method, args])).toEqual([
      ['paymentRequestShow', { options: OPTIONS, results: ['paymentMethod'], wallet: null }],
      ['paymentRequestUpdate', { status: 'success' }],
      ['paymentRequestUpdate', { status: 'success', total: { label: 'Tee', amount: 4000 } }],
    ]);
  });

  it('abort() closes a showing sheet: isShowing() is false at once, cancel fires, no paymentmethod', async () => {
    let answer: (result: Record<string, unknown>) => void = () => {};
    const call = vi.fn((method: string) =>
      method === 'paymentRequestShow'
        ? new Promise<Record<string, unknown>>((resolve) => {
            answer = resolve;
          })
        : Promise.resolve({}),
    );
    const request = createPaymentRequest(OPTIONS, call);
    expect(() => request.abort()).not.toThrow();
    expect(call).not.toHaveBeenCalled();
    const cancel = vi.fn();
    const paid = vi.fn();
    request.on('cancel', cancel);
    request.on('paymentmethod', paid);
    request.show();
    request.abort();
    expect(request.isShowing()).toBe(false);
    expect(call).toHaveBeenLastCalledWith('paymentRequestAbort', {});
    expect(cancel).toHaveBeenCalledTimes(1);
    // The controller's late answer (the sheet closed) changes nothing.
    answer({ paymentMethod: { id: 'pm_late' } });
    await Promise.resolve();
    expect(paid).not.toHaveBeenCalled();
    expect(cancel).toHaveBeenCalledTimes(1);
    // The request may be shown again.
    expect(() => request.show()).not.toThrow();
  });

  it('fires cancel when the sheet closes without paying', async () => {
    const request = createPaymentRequest(OPTIONS, vi.fn().mockResolvedValue({}));
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
