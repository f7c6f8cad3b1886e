import type { Envelope, ExpressSheetAction, ExpressSheetDisplay } from '@payframe/js/protocol';
import type { ControllerContext } from './controller.js';

type Pay = Extract<ExpressSheetAction, { kind: 'pay' }>;

interface ShippingOption {
  id: string;
  label: string;
  amount: number;
  detail?: string;
}

/** The sheet's view of the payment request's options (its total already includes shipping). */
export function requestDisplay(options: Record<string, any>, locale: string): ExpressSheetDisplay {
  const shippingOptions: ShippingOption[] = Array.isArray(options.shippingOptions)
    ? options.shippingOptions
    : [];
  return {
    wallet: 'googlePay',
    elementFrameId: 'controller',
    amount: Number(options.total?.amount ?? 0),
    currency: String(options.currency ?? 'usd').toLowerCase(),
    businessName: String(options.total?.label ?? ''),
    locale,
    lineItems: (Array.isArray(options.displayItems) ? options.displayItems : []).map((item) => ({
      name: String(item.label ?? ''),
      amount: Number(item.amount ?? 0),
    })),
    shippingRates: shippingOptions.map((o) => ({ id: o.id, displayName: o.label, amount: Number(o.amount) })),
    emailRequired: options.requestPayerEmail === true,
    phoneNumberRequired: options.requestPayerPhone === true,
    shippingAddressRequired: options.requestShipping === true,
    allowedShippingCountries: null,
  };
}

/**
 * `paymentRequest.show()`: the wallet's test sheet in the modal; Pay makes the test wallet's
 * card into a card PaymentMethod (card.wallet set by its token) and answers with what the
 * `paymentmethod` event carries. A closed sheet answers with no payment method.
 */
export async function showPaymentRequest(
  ctx: ControllerContext,
  options: Record<string, any>,
  locale: string,
): Promise<Record<string, unknown>> {
  const display = requestDisplay(options, locale);
  let paid: Pay | null = null;
  const stop = ctx.subscribe((message: Envelope) => {
    if (message.type !== 'express/sheet' || message.frameId !== 'controller') return;
    const action = message.payload as ExpressSheetAction;
    if (action.kind === 'pay') paid = action;
    // The merchant's total stays as given: the sheet shows the chosen rate beside it.
    else if (action.kind !== 'cancel')
      ctx.channel.send('express/update', {
        ok: true,
        amount: display.amount,
        lineItems: display.lineItems,
        shippingRates: display.shippingRates,
      });
  });
  const outcome = await ctx.openSheet(display);
  stop();
  const pay = paid as Pay | null;
  if (outcome !== 'done' || !pay) return {};
  const answer = await ctx.api.post('/v1/payment_methods', {
    type: 'card',
    card: { token: pay.token },
    billing_details: pay.billingDetails,
  });
  if (!answer.ok) return { error: answer.error };
  const billing = pay.billingDetails as Record<string, string | null>;
  const shipping = pay.shippingAddress;
  const option = options.shippingOptions?.find((o: ShippingOption) => o.id === pay.shippingRateId);
  return {
    paymentMethod: answer.body,
    walletName: 'googlePay',
    methodName: 'https://google.com/pay',
    payerName: billing.name ?? null,
    payerEmail: billing.email ?? null,
    payerPhone: billing.phone ?? null,
    ...(shipping
      ? {
          shippingAddress: {
            recipient: shipping.name,
            addressLine: [shipping.address.line1, shipping.address.line2].filter(Boolean),
            city: shipping.address.city,
            region: shipping.address.state,
            postalCode: shipping.address.postal_code,
            country: shipping.address.country,
          },
        }
      : {}),
    ...(option ? { shippingOption: option } : {}),
  };
}
