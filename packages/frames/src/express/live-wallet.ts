import type {
  ExpressLineItem,
  ExpressShippingRate,
  PresentedCurrency,
  SessionState,
} from '@payframe/js/protocol';
import type { BrowserWallets } from './availability.js';
import { gatewayTokenProcessor } from './gateway-token-processor.js';
import { paymentRequestProvider } from './payment-request-provider.js';
import { presentedMoney } from './presented.js';
import {
  type CardWallet,
  customWalletProvider,
  type WalletAuthorization,
  type WalletProvider,
  type WalletSheetRequest,
} from './wallet-provider.js';

/** The provider of the live wallets: the one plugged in, or the browser's Payment Request API. */
export function liveWalletProvider(
  session: Pick<SessionState, 'businessName' | 'merchantCountry'>,
): WalletProvider {
  return (
    customWalletProvider() ??
    paymentRequestProvider(gatewayTokenProcessor, {
      name: session.businessName,
      country: session.merchantCountry,
    })
  );
}

/** The sheet's request from the element's lines, rates and totals. */
export function sheetRequest(
  session: Pick<SessionState, 'businessName' | 'merchantCountry' | 'currency'>,
  sheet: {
    amount: number;
    lineItems: readonly ExpressLineItem[];
    shippingRates: readonly ExpressShippingRate[];
    emailRequired?: boolean;
    phoneNumberRequired?: boolean;
    shippingAddressRequired?: boolean;
    businessName?: string;
    /** The currency chosen in the group's currency selector: the sheet's amounts are shown in it. */
    presentment?: PresentedCurrency | null;
  },
): WalletSheetRequest {
  const merchantCurrency = (session.currency ?? 'usd').toLowerCase();
  const shown = (amount: number) => presentedMoney(amount, merchantCurrency, sheet.presentment).amount;
  return {
    country: session.merchantCountry,
    currency: presentedMoney(0, merchantCurrency, sheet.presentment).currency,
    total: { label: sheet.businessName || session.businessName, amount: shown(sheet.amount) },
    displayItems: sheet.lineItems.map((item) => ({ label: item.name, amount: shown(item.amount) })),
    shippingOptions: sheet.shippingRates.map((rate) => ({
      id: rate.id,
      label: rate.displayName,
      amount: shown(rate.amount),
    })),
    requestPayerName: true,
    requestPayerEmail: sheet.emailRequired === true,
    requestPayerPhone: sheet.phoneNumberRequired === true,
    requestShipping: sheet.shippingAddressRequired === true || sheet.shippingRates.length > 0,
  };
}

/**
 * Which card wallets the browser can pay with in live mode: the provider's answer for each (a
 * provider that fails counts as no). Asked with the session's amount: the wallets answer about
 * the browser and the shopper, not the sum.
 */
export async function liveBrowserWallets(
  provider: WalletProvider,
  session: Pick<SessionState, 'businessName' | 'merchantCountry' | 'currency' | 'amount'>,
): Promise<BrowserWallets> {
  const request = sheetRequest(session, { amount: session.amount ?? 0, lineItems: [], shippingRates: [] });
  const ask = (wallet: CardWallet) => provider.canMakePayment(wallet, request).catch(() => false);
  const [applePay, googlePay] = await Promise.all([ask('applePay'), ask('googlePay')]);
  return { applePay, googlePay };
}

/** The payment method data of a live wallet's payment, with the payer the wallet gave. */
export async function liveMethodData(
  provider: WalletProvider,
  authorization: WalletAuthorization,
): Promise<Record<string, unknown>> {
  const data = await provider.paymentMethodData(authorization);
  return {
    ...data,
    billing_details: {
      name: authorization.payerName,
      email: authorization.payerEmail,
      phone: authorization.payerPhone,
      address: authorization.billingAddress,
    },
  };
}
