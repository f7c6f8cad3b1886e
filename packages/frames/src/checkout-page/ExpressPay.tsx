import { ExpressCheckoutElement, useElements, useStripe } from '@payframe/react';
import { useMemo, useState } from 'react';
import type { Translate } from './messages.js';
import type { PaymentPage } from './page-types.js';

interface ExpressPayProps {
  page: PaymentPage;
  t: Translate;
  onShippingRate(rateId: string): void;
  /** Pays the session with the wallet's payment method and what the wallet gave. */
  onPay(paymentMethod: string, details: Record<string, unknown>): Promise<void>;
  onError(message: string): void;
}

interface ConfirmEvent {
  billingDetails?: { name?: string; email?: string; phone?: string };
  shippingAddress?: { name?: string; address?: Record<string, string | null> };
  paymentFailed(payload?: { reason?: string }): void;
}

interface ExpressPayframe {
  createPaymentMethod(input: {
    elements: unknown;
  }): Promise<{ error?: { message?: string }; paymentMethod?: { id: string } }>;
}

/**
 * The wallet buttons above the form, as Stripe Checkout shows them: Apple Pay, Google Pay and
 * Link through the Express Checkout Element. The wallet gives the email, phone and shipping
 * address the form would ask for; paying completes the session as the form does. In test
 * mode Google Pay shows in every browser, opening the Payframe test sheet.
 */
export function ExpressPay({ page, t, onShippingRate, onPay, onError }: ExpressPayProps) {
  const stripe = useStripe() as unknown as ExpressPayframe | null;
  const elements = useElements();
  const [shown, setShown] = useState(false);
  const collectsShipping = page.shipping_address_collection !== null;
  // The element's options are fixed when it mounts; the amount follows the Elements group.
  // biome-ignore lint/correctness/useExhaustiveDependencies: built once per session
  const options = useMemo(
    () => ({
      emailRequired: true,
      phoneNumberRequired: page.phone_number_collection.enabled,
      ...(collectsShipping
        ? {
            shippingAddressRequired: true,
            allowedShippingCountries: page.shipping_address_collection?.allowed_countries ?? [],
            shippingRates: page.shipping_options.map((option) => ({
              id: option.id,
              displayName: option.display_name,
              amount: option.amount,
            })),
          }
        : {}),
      paymentMethods: {
        applePay: 'auto',
        googlePay: page.livemode ? 'auto' : 'always',
        link: 'auto',
        // The redirect wallets leave the page; the form offers them as methods instead.
        paypal: 'never',
        klarna: 'never',
        amazonPay: 'never',
      },
    }),
    [page.id],
  );

  async function confirm(event: ConfirmEvent) {
    if (!stripe || !elements) return;
    const created = await stripe.createPaymentMethod({ elements });
    if (created.error || !created.paymentMethod) {
      event.paymentFailed({ reason: 'fail' });
      return onError(created.error?.message ?? t('unexpected'));
    }
    const billing = event.billingDetails ?? {};
    const shipping = event.shippingAddress;
    await onPay(created.paymentMethod.id, {
      ...(billing.email ? { email: billing.email } : {}),
      ...(billing.name ? { name: billing.name } : {}),
      ...(billing.phone ? { phone: billing.phone } : {}),
      ...(collectsShipping && shipping?.address
        ? { shipping: { name: shipping.name ?? billing.name ?? '', address: shipping.address } }
        : {}),
    });
  }

  return (
    <div className="cp-express" hidden={!shown} data-testid="express">
      <ExpressCheckoutElement
        options={options}
        onReady={(event: { availablePaymentMethods?: Record<string, boolean> | undefined }) =>
          setShown(Object.values(event.availablePaymentMethods ?? {}).some(Boolean))
        }
        onShippingRateChange={(event: { shippingRate: { id: string }; resolve(): void }) => {
          onShippingRate(event.shippingRate.id);
          event.resolve();
        }}
        onConfirm={(event: ConfirmEvent) => void confirm(event)}
      />
      <p className="cp-divider">
        <span>{t('expressDivider')}</span>
      </p>
    </div>
  );
}
