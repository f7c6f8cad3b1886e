import type { CollectResult, Envelope } from '@payframe/js/protocol';
import { describe, expect, it } from 'vitest';
import type { GroupChannel } from '../bridge/channel.js';
import { billingFromShipping, collect } from './collect.js';

/** A group whose frames answer a collect request with the given results. */
function group(answers: Record<string, CollectResult>) {
  let listener: ((message: Envelope) => void) | null = null;
  const channel = {
    send(type: string, _payload: unknown, options: { requestId?: string } = {}) {
      if (type !== 'collect/request') return;
      for (const [frameId, payload] of Object.entries(answers)) {
        listener?.({ type: 'collect/response', frameId, requestId: options.requestId, payload } as never);
      }
    },
  } as unknown as GroupChannel;
  const subscribe = (l: (message: Envelope) => void) => {
    listener = l;
    return () => {
      listener = null;
    };
  };
  return { channel, subscribe };
}

const SHIPPING = {
  name: 'Jenny Rosen',
  address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' },
};

describe('collect', () => {
  it('fills billing_details from the shipping Address Element when the Payment Element says "same as shipping"', async () => {
    const { channel, subscribe } = group({
      payment: {
        component: 'payment',
        type: 'card',
        complete: true,
        paymentMethodData: { type: 'card', card: { number: '4242' }, billing_details: { email: 'j@x.io' } },
        billingFromShipping: true,
      },
      address: { component: 'address', type: null, complete: true, shipping: SHIPPING },
    });
    const result = await collect(channel, ['payment', 'address'], subscribe);
    expect(result).toMatchObject({
      ok: true,
      shipping: SHIPPING,
      data: { billing_details: { email: 'j@x.io', name: 'Jenny Rosen', address: SHIPPING.address } },
    });
  });

  it('keeps the billing the Payment Element collected when the box is not ticked', async () => {
    const { channel, subscribe } = group({
      payment: {
        component: 'payment',
        type: 'card',
        complete: true,
        paymentMethodData: { type: 'card', billing_details: { address: { country: 'FR' } } },
      },
      address: { component: 'address', type: null, complete: true, shipping: SHIPPING },
    });
    const result = await collect(channel, ['payment', 'address'], subscribe);
    expect(result).toMatchObject({ ok: true, data: { billing_details: { address: { country: 'FR' } } } });
    const data = result.ok ? (result.data.billing_details as Record<string, unknown>) : {};
    expect(data).toEqual({ address: { country: 'FR' } });
  });

  it("passes on that the Payment Element showed the method's mandate", async () => {
    const { channel, subscribe } = group({
      payment: {
        component: 'payment',
        type: 'sepa_debit',
        complete: true,
        paymentMethodData: { type: 'sepa_debit' },
        mandateShown: true,
      },
    });
    expect(await collect(channel, ['payment'], subscribe)).toMatchObject({ ok: true, mandateShown: true });
  });

  it('pays an express wallet in the currency chosen in the currency selector, or not once its rate ran out', async () => {
    const express: CollectResult = {
      component: 'expressCheckout',
      type: 'card',
      complete: true,
      express: true,
      paymentMethodData: { type: 'card', card: { token: 'tok_visa' } },
    };
    const chosen = group({
      express,
      selector: {
        component: 'currencySelector',
        type: null,
        complete: true,
        presentment: { currency: 'eur', fxQuote: 'fxq_1' },
      },
    });
    expect(await collect(chosen.channel, ['express', 'selector'], chosen.subscribe)).toMatchObject({
      ok: true,
      type: 'card',
      presentment: { currency: 'eur', fxQuote: 'fxq_1' },
    });
    const error = { type: 'validation_error', code: 'fx_quote_expired', message: 'The rate expired.' };
    const expired = group({
      express,
      selector: { component: 'currencySelector', type: null, complete: false, error },
    });
    expect(await collect(expired.channel, ['express', 'selector'], expired.subscribe)).toEqual({
      ok: false,
      error,
    });
    const merchants = group({
      express,
      selector: { component: 'currencySelector', type: null, complete: true },
    });
    const own = await collect(merchants.channel, ['express', 'selector'], merchants.subscribe);
    expect(own.ok && 'presentment' in own).toBe(false);
  });

  it('takes only the parts of shipping billing_details has', () => {
    expect(billingFromShipping({ ...SHIPPING, carrier: 'UPS', phone: '' })).toEqual(SHIPPING);
  });
});

describe('collect with an Express Checkout Element payment', () => {
  it("pays the wallet's approved payment alone, even beside an incomplete Payment Element", async () => {
    const card = {
      type: 'card',
      card: { token: 'tok_visa_google_pay' },
      billing_details: { name: 'Jenny Rosen' },
    };
    const { channel, subscribe } = group({
      payment: { component: 'payment', type: 'card', complete: false },
      express: {
        component: 'expressCheckout',
        type: 'card',
        complete: true,
        express: true,
        paymentMethodData: card,
        shipping: SHIPPING,
      },
    });
    expect(await collect(channel, ['payment', 'express'], subscribe)).toEqual({
      ok: true,
      type: 'card',
      data: card,
      shipping: SHIPPING,
    });
  });

  it('leaves the other frames to pay when the wallet has approved nothing', async () => {
    const { channel, subscribe } = group({
      payment: {
        component: 'payment',
        type: 'card',
        complete: true,
        paymentMethodData: { type: 'card', card: { number: '4242' } },
      },
      express: { component: 'expressCheckout', type: null, complete: true },
    });
    expect(await collect(channel, ['payment', 'express'], subscribe)).toMatchObject({
      ok: true,
      type: 'card',
      data: { type: 'card', card: { number: '4242' } },
    });
  });
});
