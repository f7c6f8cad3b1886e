import { AddressElement, PaymentElement, useElements, useStripe } from '@payframe/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { PageApi } from './api.js';
import { PageApiError } from './api.js';
import { ExpressPay } from './ExpressPay.js';
import type { Translate } from './messages.js';
import { formatMoney } from './money.js';
import type { IntentAnswer, PaymentPage } from './page-types.js';
import { presentedPrices } from './presented.js';

interface PayFormProps {
  page: PaymentPage;
  api: PageApi;
  t: Translate;
  lang: string;
  busy: boolean;
  setBusy(busy: boolean): void;
  onShippingRate(rateId: string): void;
  /** Where the shopper ships to, as typed: picks the lines' dynamic tax rates. */
  onTaxRegion(region: { country: string; state: string | null }): void;
  /** The billing country the shopper picked in the Payment Element (its currency may be offered). */
  onBillingCountry(country: string): void;
  /** The session after the shopper paid (complete, or still waiting on the intent). */
  onPaid(page: PaymentPage): void;
}

interface ShippingValue {
  name: string;
  address: Record<string, string | null>;
}

/** The Payframe object's calls the page makes beyond the bindings' own types. */
interface PagePayframe {
  createPaymentMethod(
    input: Record<string, unknown>,
  ): Promise<{ error?: { message?: string }; paymentMethod?: { id: string } }>;
  handleNextAction(input: { clientSecret: string }): Promise<{ error?: { message?: string } }>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const BASIC = { layout: 'tabs' };
/** `billing_address_collection: 'required'`: the whole billing address, whatever the method. */
const FULL_BILLING = {
  layout: 'tabs',
  fields: {
    billingDetails: {
      address: {
        line1: 'auto',
        line2: 'auto',
        city: 'auto',
        state: 'auto',
        country: 'auto',
        postalCode: 'auto',
      },
    },
  },
};

/** Email, shipping, the Payment Element and the Pay button; errors under the button. */
export function PayForm(props: PayFormProps) {
  const { page, api, t, lang, busy, setBusy } = props;
  const stripe = useStripe() as unknown as PagePayframe | null;
  const elements = useElements();
  const [email, setEmail] = useState(page.customer_email ?? '');
  const [phone, setPhone] = useState('');
  const [shipping, setShipping] = useState<ShippingValue | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The choice shows at once; the session's answer then confirms it (or puts the old one back).
  const [rate, setRate] = useState(page.shipping_rate);
  useEffect(() => setRate(page.shipping_rate), [page.shipping_rate]);
  const askEmail = !page.customer_email && !page.has_customer;
  const collectsShipping = page.shipping_address_collection !== null;

  // The taxes follow the country (and state) as the shopper picks them, once per change.
  const region = useRef<string | null>(null);
  function followRegion(address: Record<string, string | null> | undefined) {
    if (!page.dynamic_tax || !address?.country) return;
    const next = { country: address.country, state: address.state || null };
    const key = `${next.country}/${next.state ?? ''}`;
    if (key === region.current) return;
    region.current = key;
    props.onTaxRegion(next);
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements?.submit) return;
    setError(null);
    if (askEmail && !EMAIL.test(email.trim())) return setError(t('emailInvalid'));
    if (page.phone_number_collection.enabled && !phone.trim()) return setError(t('phoneMissing'));
    setBusy(true);
    try {
      const submitted = await elements.submit();
      if (submitted.error) return setError(submitted.error.message ?? t('unexpected'));
      const created = await stripe.createPaymentMethod({
        elements,
        params: { billing_details: { ...(email ? { email: email.trim() } : {}) } },
      });
      if (created.error || !created.paymentMethod) return setError(created.error?.message ?? t('unexpected'));
      await confirmWith(created.paymentMethod.id, {
        ...(askEmail ? { email: email.trim() } : {}),
        ...(phone.trim() ? { phone: phone.trim() } : {}),
        ...(collectsShipping && shipping ? { shipping } : {}),
      });
    } catch (caught) {
      await showFailure(caught);
    } finally {
      setBusy(false);
    }
  }

  /**
   * Says why paying failed. When the total changed meanwhile (the address paid with picks
   * other taxes), the page reloads the session so the shopper sees the new total.
   */
  async function showFailure(caught: unknown): Promise<void> {
    setError(caught instanceof PageApiError ? (caught.error.message ?? t('unexpected')) : t('unexpected'));
    if (caught instanceof PageApiError && caught.error.code === 'checkout_amount_mismatch')
      props.onPaid(await api.get().catch(() => page));
  }

  /** Pays with a payment method made on the page (the form, or an express button). */
  async function confirmWith(paymentMethod: string, details: Record<string, unknown>): Promise<void> {
    if (!stripe) return;
    let answer = await api.confirm({
      payment_method: paymentMethod,
      use_stripe_sdk: true,
      ...details,
      ...(page.amount_total !== null ? { expected_amount: page.amount_total } : {}),
      // The currency the shopper saw: a switch made meanwhile (another tab) is not charged unseen.
      ...(page.currency
        ? { expected_currency: page.presentment_details?.presentment_currency ?? page.currency }
        : {}),
    });
    const intent: IntentAnswer | undefined = answer.payment_intent ?? answer.setup_intent;
    if (intent?.status === 'requires_action') {
      // 3-D Secure and redirects run as on any Payframe page; the session follows its intent.
      const handled = await stripe.handleNextAction({ clientSecret: intent.client_secret });
      if (handled.error) return setError(handled.error.message ?? t('unexpected'));
      answer = await api.get();
    }
    props.onPaid(answer);
  }

  /** An express button's payment: the wallet gave the contact and address the form asks for. */
  async function payExpress(paymentMethod: string, details: Record<string, unknown>): Promise<void> {
    setError(null);
    setBusy(true);
    try {
      await confirmWith(paymentMethod, details);
    } catch (caught) {
      await showFailure(caught);
    } finally {
      setBusy(false);
    }
  }

  const currency = page.currency ?? 'usd';
  const paymentOptions = page.billing_address_collection === 'required' ? FULL_BILLING : BASIC;
  const prices = presentedPrices(page);
  const label =
    page.mode === 'setup' ? t('save') : `${t('pay')} ${formatMoney(prices.total, prices.currency, lang)}`;
  return (
    <form className="cp-form" onSubmit={pay} noValidate>
      {page.mode === 'payment' ? (
        <ExpressPay
          page={page}
          t={t}
          onShippingRate={props.onShippingRate}
          onPay={payExpress}
          onError={setError}
        />
      ) : null}
      {askEmail || page.phone_number_collection.enabled ? (
        <fieldset className="cp-group">
          <legend>{t('contact')}</legend>
          {askEmail ? (
            <label className="cp-field">
              <span>{t('email')}</span>
              <input
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
              />
            </label>
          ) : null}
          {page.phone_number_collection.enabled ? (
            <label className="cp-field">
              <span>{t('phone')}</span>
              <input
                type="tel"
                name="phone"
                autoComplete="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
            </label>
          ) : null}
        </fieldset>
      ) : null}
      {collectsShipping ? (
        <fieldset className="cp-group">
          <legend>{t('shippingAddress')}</legend>
          <AddressElement
            options={{
              mode: 'shipping',
              allowedCountries: page.shipping_address_collection?.allowed_countries ?? [],
            }}
            onChange={(event: { complete?: boolean; value?: ShippingValue }) => {
              setShipping(event?.complete && event.value ? event.value : null);
              followRegion(event?.value?.address);
            }}
          />
        </fieldset>
      ) : null}
      {page.shipping_options.length > 0 ? (
        <fieldset className="cp-group cp-rates">
          <legend>{t('shippingMethod')}</legend>
          {page.shipping_options.map((option) => (
            <label key={option.id} className="cp-rate">
              <input
                type="radio"
                name="shipping_rate"
                value={option.id}
                checked={rate === option.id}
                disabled={busy}
                onChange={() => {
                  setRate(option.id);
                  props.onShippingRate(option.id);
                }}
              />
              <span className="cp-rate-name">{option.display_name}</span>
              <span className="cp-rate-amount">
                {option.amount === 0
                  ? t('free')
                  : formatMoney(prices.convert(option.amount), prices.currency, lang)}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <fieldset className="cp-group">
        <legend>{t('payment')}</legend>
        <PaymentElement
          options={paymentOptions}
          onChange={(event: { billingCountry?: string }) => {
            if (event?.billingCountry) props.onBillingCountry(event.billingCountry);
          }}
        />
      </fieldset>
      <button className="cp-pay" type="submit" disabled={busy || !stripe}>
        {busy ? t('processing') : label}
      </button>
      {error ? (
        <p className="cp-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
