import { describe, expect, it, vi } from 'vitest';
import type { ControllerContext } from './controller.js';
import {
  abortPaymentRequest,
  completePaymentRequest,
  requestDisplay,
  showPaymentRequest,
} from './payment-request.js';

const OPTIONS = { country: 'US', currency: 'usd', total: { label: 'Tee', amount: 2500 } };
const PAY = {
  kind: 'pay',
  token: 'tok_visa_google_pay',
  billingDetails: { name: 'Jenny Rosen' },
  shippingAddress: null,
  shippingRateId: null,
};

/** A controller whose sheet the test drives: the shopper's actions and the modal's close. */
function fakeController(created: Array<Record<string, unknown>>) {
  const listeners = new Set<(message: unknown) => void>();
  let closeSheet: (outcome: 'done' | 'canceled') => void = () => {};
  const sent: Array<[string, unknown]> = [];
  const post = vi.fn();
  for (const answer of created) post.mockResolvedValueOnce(answer);
  const ctx = {
    api: { post },
    channel: { send: (type: string, payload: unknown) => sent.push([type, payload]) },
    subscribe(listener: (message: unknown) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openSheet: vi.fn(
      () =>
        new Promise<'done' | 'canceled'>((resolve) => {
          closeSheet = resolve;
        }),
    ),
    closeSheet: vi.fn(() => closeSheet('canceled')),
  } as unknown as ControllerContext & { openSheet: ReturnType<typeof vi.fn> };
  const shopper = (payload: unknown) => {
    for (const listener of listeners) listener({ type: 'express/sheet', frameId: 'controller', payload });
  };
  return { ctx, sent, shopper, close: (outcome: 'done' | 'canceled') => closeSheet(outcome) };
}

const card = (id: string) => ({ ok: true, body: { id, object: 'payment_method' } });

describe("a payment request's sheet after Pay", () => {
  it('stays open until complete(): fail lets the shopper pay again, success closes it', async () => {
    const { ctx, sent, shopper, close } = fakeController([card('pm_1'), card('pm_2')]);
    const shown = showPaymentRequest(ctx, OPTIONS, 'en', 'applePay');
    expect(ctx.openSheet.mock.calls[0]?.[0]).toMatchObject({ wallet: 'applePay', awaitCompletion: true });
    shopper(PAY);
    await expect(shown).resolves.toMatchObject({
      paymentMethod: { id: 'pm_1' },
      walletName: 'applePay',
      methodName: 'https://apple.com/apple-pay',
      payerName: 'Jenny Rosen',
    });
    const retried = completePaymentRequest(ctx, 'fail');
    expect(sent).toContainEqual(['express/complete', { status: 'fail' }]);
    shopper(PAY);
    await expect(retried).resolves.toMatchObject({ paymentMethod: { id: 'pm_2' } });
    const closed = completePaymentRequest(ctx, 'success');
    expect(sent).toContainEqual(['express/complete', { status: 'success' }]);
    close('done');
    await expect(closed).resolves.toEqual({ done: true });
    // Nothing is showing any more: a late complete() answers nothing.
    await expect(completePaymentRequest(ctx, 'success')).resolves.toEqual({});
  });

  it('shows which detail to fix, and a failure for a status it does not know', async () => {
    const { ctx, sent, shopper } = fakeController([card('pm_1'), card('pm_2')]);
    const shown = showPaymentRequest(ctx, OPTIONS, 'en');
    shopper(PAY);
    await shown;
    void completePaymentRequest(ctx, 'invalid_shipping_address');
    expect(sent.at(-1)).toEqual(['express/complete', { status: 'invalid_shipping_address' }]);
    shopper(PAY);
    await vi.waitFor(() => expect(ctx.api.post).toHaveBeenCalledTimes(2));
    void completePaymentRequest(ctx, 'whatever');
    expect(sent.at(-1)).toEqual(['express/complete', { status: 'fail' }]);
  });

  it('says fail in the sheet, and fires nothing, when the card cannot be made a payment method', async () => {
    const refused = { ok: false, status: 402, error: { type: 'card_error', message: 'Declined.' } };
    const { ctx, sent, shopper, close } = fakeController([refused]);
    const shown = showPaymentRequest(ctx, OPTIONS, 'en');
    shopper(PAY);
    await vi.waitFor(() => expect(sent).toContainEqual(['express/complete', { status: 'fail' }]));
    close('canceled');
    await expect(shown).resolves.toEqual({});
  });

  it('makes the card into the Token and the Source the page listens for, with the payer', async () => {
    const token = { ok: true, body: { id: 'tok_1', object: 'token' } };
    const source = { ok: true, body: { id: 'src_1', object: 'source' } };
    const { ctx, shopper } = fakeController([token, source]);
    const shown = showPaymentRequest(ctx, OPTIONS, 'en', 'googlePay', ['token', 'source']);
    shopper({
      ...PAY,
      billingDetails: { name: 'Jenny Rosen', email: null, address: { line1: '1 Main', line2: null } },
    });
    const answer = await shown;
    expect(answer).toMatchObject({
      token: { id: 'tok_1' },
      source: { id: 'src_1' },
      walletName: 'googlePay',
      payerName: 'Jenny Rosen',
    });
    expect(answer).not.toHaveProperty('paymentMethod');
    expect(ctx.api.post).toHaveBeenNthCalledWith(1, '/v1/tokens', { card: 'tok_visa_google_pay' });
    expect(ctx.api.post).toHaveBeenNthCalledWith(2, '/v1/sources', {
      type: 'card',
      token: 'tok_visa_google_pay',
      owner: { name: 'Jenny Rosen', address: { line1: '1 Main' } },
    });
  });

  it('abort() closes the sheet; the open show() resolves with nothing', async () => {
    const { ctx } = fakeController([]);
    expect(abortPaymentRequest(ctx)).toEqual({});
    expect(ctx.closeSheet).not.toHaveBeenCalled();
    const shown = showPaymentRequest(ctx, OPTIONS, 'en');
    abortPaymentRequest(ctx);
    expect(ctx.closeSheet).toHaveBeenCalledTimes(1);
    await expect(shown).resolves.toEqual({});
  });
});

describe("a payment request's sheet", () => {
  it('shows the total, the display items and the shipping options, and asks for what is requested', () => {
    const display = requestDisplay(
      {
        country: 'US',
        currency: 'USD',
        total: { label: 'Payframe tee', amount: 4000 },
        displayItems: [{ label: 'Tee', amount: 2500 }],
        requestPayerEmail: true,
        requestShipping: true,
        shippingOptions: [{ id: 'express', label: 'Express', amount: 1500 }],
      },
      'en',
    );
    expect(display).toMatchObject({
      wallet: 'googlePay',
      elementFrameId: 'controller',
      amount: 4000,
      currency: 'usd',
      businessName: 'Payframe tee',
      lineItems: [{ name: 'Tee', amount: 2500 }],
      shippingRates: [{ id: 'express', displayName: 'Express', amount: 1500 }],
      emailRequired: true,
      phoneNumberRequired: false,
      shippingAddressRequired: true,
    });
  });
});

describe("the Payment Request Button's look", () => {
  it("maps Stripe.js's type, theme and height to the Google Pay button", async () => {
    const { buttonOptions } = await import('../express/PaymentRequestButtonFrame.js');
    expect(
      buttonOptions({ paymentRequestButton: { type: 'donate', theme: 'light', height: '64px' } }),
    ).toMatchObject({
      buttonType: { googlePay: 'donate' },
      buttonTheme: { googlePay: 'white' },
      buttonHeight: 55,
    });
    expect(
      buttonOptions({ paymentRequestButton: { type: 'buy', theme: 'light-outline' } }, 'applePay'),
    ).toMatchObject({ buttonType: { applePay: 'buy' }, buttonTheme: { applePay: 'white-outline' } });
    expect(buttonOptions(undefined)).toMatchObject({
      buttonType: { googlePay: 'plain' },
      buttonTheme: { googlePay: 'black' },
      buttonHeight: 40,
    });
  });
});
