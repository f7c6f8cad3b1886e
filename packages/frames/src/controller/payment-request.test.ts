import { describe, expect, it } from 'vitest';
import { requestDisplay } from './payment-request.js';

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
    expect(buttonOptions(undefined)).toMatchObject({
      buttonType: { googlePay: 'plain' },
      buttonTheme: { googlePay: 'black' },
      buttonHeight: 40,
    });
  });
});
