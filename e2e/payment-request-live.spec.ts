import { describe, expect, it } from 'vitest';
import { fakeWalletRecord } from './fixtures/fake-payment-request.js';
import { setUpLiveGooglePay } from './fixtures/live-google-pay.js';
import { useMerchantSession } from './fixtures/merchant-session.js';

type PageWindow = Record<string, any>;

/**
 * Live mode's `paymentRequest()`: canMakePayment() asks the browser's Payment Request API (a
 * scripted Google Pay here, see fixtures/fake-payment-request.ts) within the live domain's
 * allowance; show(), called from the shopper's click on the merchant page, opens the wallet in
 * the controller frame, whose shipping changes reach the page's handlers and whose gateway
 * token becomes a live card payment method for the `paymentmethod` event.
 */
describe('live-mode paymentRequest() through the Payment Request API', () => {
  const session = useMerchantSession(async () => {
    await setUpLiveGooglePay(session);
  });

  it('offers Google Pay, runs the shipping handlers and hands the page a live card payment method', async () => {
    const { page, stack } = session;
    await page.goto(session.merchant.url);
    const offered = await page.evaluate(async (key) => {
      const w = window as unknown as PageWindow;
      w.log = [];
      w.payframe = w.Payframe(key);
      const rates = [
        { id: 'std', label: 'Standard', amount: 500 },
        { id: 'fast', label: 'Express', amount: 1500 },
      ];
      const request = w.payframe.paymentRequest({
        country: 'US',
        currency: 'usd',
        total: { label: 'Payframe tee', amount: 3000 },
        displayItems: [{ label: 'Tee', amount: 2500 }],
        requestPayerEmail: true,
        requestShipping: true,
        shippingOptions: rates,
      });
      let rate = rates[0];
      let tax = 0;
      const total = () => ({ label: 'Payframe tee', amount: 2500 + tax + rate!.amount });
      request.on('shippingaddresschange', (e: any) => {
        w.log.push(['address', e.shippingAddress.region]);
        tax = e.shippingAddress.region === 'NY' ? 222 : 0;
        e.updateWith({ status: 'success', total: total() });
      });
      request.on('shippingoptionchange', (e: any) => {
        w.log.push(['rate', e.shippingOption.id]);
        rate = rates.find((r) => r.id === e.shippingOption.id) ?? rate;
        e.updateWith({ status: 'success', total: total() });
      });
      request.on('paymentmethod', (e: any) => {
        w.log.push(['paymentmethod', e.payerEmail, e.shippingOption?.id, e.walletName]);
        w.result = { id: e.paymentMethod.id };
        e.complete('success');
      });
      const button = document.createElement('button');
      button.id = 'buy';
      button.textContent = 'Buy with a wallet';
      button.addEventListener('click', () => request.show());
      document.body.prepend(button);
      return request.canMakePayment();
    }, stack.server.keys.livePublishable);
    expect(offered).toEqual({ applePay: false, googlePay: true, link: false });

    // The shopper's click on the merchant page opens the wallet in the controller frame.
    await page.click('#buy');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as PageWindow).result), { timeout: 15_000 })
      .toBeTruthy();
    const log = await page.evaluate(() => (window as unknown as PageWindow).log);
    expect(log).toEqual([
      ['address', 'NY'],
      ['rate', 'fast'],
      ['paymentmethod', 'jenny.rosen@example.com', 'fast', 'googlePay'],
    ]);
    const wallet = await fakeWalletRecord(page, '__payframe_controller');
    expect(wallet.built!.at(-1).details.total.amount).toEqual({ currency: 'USD', value: '30.00' });
    expect(wallet.updates!.map((u) => u.details.total.amount.value)).toEqual(['32.22', '42.22']);
    await expect
      .poll(async () => (await fakeWalletRecord(page, '__payframe_controller')).completed)
      .toEqual(['success']);

    const { id } = await page.evaluate(() => (window as unknown as PageWindow).result);
    const made = await fetch(`${stack.payframeUrl}/v1/payment_methods/${id}`, {
      headers: { authorization: `Bearer ${stack.server.keys.liveSecret}` },
    }).then((r) => r.json() as Promise<Record<string, any>>);
    expect(made).toMatchObject({
      livemode: true,
      type: 'card',
      card: { last4: '4242' },
      billing_details: { name: 'Jenny Rosen', email: 'jenny.rosen@example.com' },
    });
  });
});
