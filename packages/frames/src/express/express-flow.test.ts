import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLICK_TIMEOUT_MESSAGE } from './express-flow.js';
import { setup } from './flow-setup.fixture.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a press of an express button', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens nothing when click is rejected or not resolved in time', async () => {
    const rejected = setup({ click: { ok: false, value: undefined } });
    await rejected.flow.start('googlePay');
    expect(rejected.sent).toEqual([]);
    expect(rejected.busy).toEqual([true, false]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const late = setup({ click: { timeout: true } });
    await late.flow.start('googlePay');
    expect(late.sent).toEqual([]);
    expect(error).toHaveBeenCalledWith(CLICK_TIMEOUT_MESSAGE);
  });

  it("opens the sheet with what click's resolve passed", async () => {
    const rates = [{ id: 'std', displayName: 'Standard', amount: 500 }];
    const { flow, sent } = setup({
      click: {
        ok: true,
        value: { lineItems: [{ name: 'Tee', amount: 2500 }], shippingRates: rates, emailRequired: true },
      },
    });
    await flow.start('googlePay');
    expect(sent[0]).toMatchObject({
      type: 'express/open-sheet',
      payload: {
        wallet: 'googlePay',
        elementFrameId: 'expressCheckout-1',
        amount: 3000,
        currency: 'usd',
        businessName: 'Shop',
        emailRequired: true,
        shippingAddressRequired: true,
        shippingRates: rates,
      },
    });
  });

  it("sends the merchant's answer to a rate change to the sheet, or its refusal", async () => {
    const rates = [
      { id: 'std', displayName: 'Standard', amount: 0 },
      { id: 'fast', displayName: 'Express', amount: 1500 },
    ];
    let accept = true;
    const { flow, sent, asked, deliver } = setup({
      click: { ok: true, value: { lineItems: [{ name: 'Tee', amount: 2500 }], shippingRates: rates } },
      shippingratechange: () =>
        accept
          ? { ok: true, value: { lineItems: [{ name: 'Tee', amount: 2000 }] } }
          : { ok: false, value: undefined },
    });
    await flow.start('googlePay');
    deliver('express/sheet', { kind: 'rate', rateId: 'fast' });
    await settle();
    expect(asked.at(-1)).toEqual({ event: 'shippingratechange', data: { shippingRate: rates[1] } });
    expect(sent.at(-1)).toMatchObject({ type: 'express/update', payload: { ok: true, amount: 3500 } });
    accept = false;
    deliver('express/sheet', { kind: 'rate', rateId: 'std' });
    await settle();
    expect(sent.at(-1)).toMatchObject({
      type: 'express/update',
      payload: { ok: false, error: 'rate', amount: 3500 },
    });
  });

  it('fires confirm on Pay and hands the wallet card to one collect only', async () => {
    const { flow, sent, asked, deliver } = setup({});
    await flow.start('googlePay');
    deliver('express/sheet', {
      kind: 'pay',
      token: 'tok_visa_google_pay',
      billingDetails: { name: 'Jenny Rosen' },
      shippingAddress: null,
      shippingRateId: null,
    });
    await settle();
    expect(sent.map((m) => m.type)).toContain('express/confirming');
    expect(asked.at(-1)).toMatchObject({
      event: 'confirm',
      data: { expressPaymentType: 'google_pay', paymentMethodType: 'card' },
    });
    deliver('collect/request', { display: true }, { requestId: 'collect_1', frameId: 'controller' });
    expect(sent.at(-1)).toEqual({
      type: 'collect/response',
      payload: {
        component: 'expressCheckout',
        type: 'card',
        complete: true,
        express: true,
        paymentMethodData: {
          type: 'card',
          card: { token: 'tok_visa_google_pay' },
          billing_details: { name: 'Jenny Rosen' },
        },
      },
      options: { requestId: 'collect_1' },
    });
    deliver('collect/request', { display: true }, { requestId: 'collect_2', frameId: 'controller' });
    expect(sent.at(-1)?.payload).toEqual({ component: 'expressCheckout', type: null, complete: true });
  });

  it("keeps a card wallet's sheet waiting after Pay: paymentFailed() shows why, and the shopper pays again", async () => {
    let failures = 0;
    const { flow, sent, asked, deliver } = setup({
      confirm: () => {
        failures += 1;
        return failures === 1
          ? { ok: false, value: { reason: 'invalid_shipping_address' } }
          : { ok: false, value: undefined };
      },
    });
    await flow.start('googlePay');
    expect(sent[0]?.payload).toMatchObject({ awaitCompletion: true });
    const pay = {
      kind: 'pay',
      token: 'tok_visa_google_pay',
      billingDetails: { name: 'Jenny Rosen' },
      shippingAddress: null,
      shippingRateId: null,
    };
    deliver('express/sheet', pay);
    await settle();
    expect(sent.at(-1)).toEqual({
      type: 'express/complete',
      payload: { status: 'invalid_shipping_address' },
      options: undefined,
    });
    deliver('express/sheet', pay);
    await settle();
    expect(asked.filter((a) => a.event === 'confirm')).toHaveLength(2);
    expect(sent.at(-1)).toMatchObject({ type: 'express/complete', payload: { status: 'fail' } });
    // Klarna's sheet closes for its own page: it does not wait.
    const klarna = setup({});
    await klarna.flow.start('klarna');
    expect(klarna.sent[0]?.payload).toMatchObject({ wallet: 'klarna', awaitCompletion: false });
  });

  it('fires cancel when the sheet is closed, and confirm at once for PayPal', async () => {
    const sheet = setup({});
    await sheet.flow.start('googlePay');
    sheet.deliver('express/sheet', { kind: 'cancel' });
    await settle();
    expect(sheet.asked.at(-1)).toEqual({ event: 'cancel', data: {} });
    const paypal = setup({});
    await paypal.flow.start('paypal');
    expect(paypal.sent.map((m) => m.type)).toEqual(['express/confirming']);
    expect(paypal.asked.at(-1)).toEqual({
      event: 'confirm',
      data: { expressPaymentType: 'paypal', paymentMethodType: 'paypal' },
    });
  });

  it("opens Link's sheet, and pays with the saved card chosen there, shared when confirming", async () => {
    const { flow, sent, asked, deliver } = setup({});
    await flow.start('link');
    expect(sent[0]).toMatchObject({
      type: 'express/open-sheet',
      payload: { wallet: 'link', awaitCompletion: true },
    });
    deliver('express/sheet', {
      kind: 'pay',
      token: '',
      billingDetails: { email: 'back@shop.example' },
      shippingAddress: null,
      shippingRateId: null,
      linkPaymentDetails: 'csmrpd_123',
    });
    await settle();
    expect(asked.at(-1)).toMatchObject({
      event: 'confirm',
      data: { expressPaymentType: 'link', paymentMethodType: 'link' },
    });
    deliver('collect/request', { display: true }, { requestId: 'collect_1', frameId: 'controller' });
    expect(sent.at(-1)?.payload).toMatchObject({
      express: true,
      type: 'card',
      link: { kind: 'saved', paymentDetailsId: 'csmrpd_123' },
    });
  });
});
