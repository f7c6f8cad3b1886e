import {
  type CardWallet,
  type WalletAuthorization,
  type WalletMerchant,
  type WalletProcessor,
  WalletProcessorError,
  type WalletSheetRequest,
} from './wallet-provider.js';

export const ENCRYPTED_GOOGLE_PAY =
  "This Google Pay payment's token is not a Payframe token: the card is encrypted for a payment processor, which Payframe does not decrypt. Plug in a wallet processor that does (docs/elements.md#live-wallets).";

export const APPLE_PAY_VALIDATION =
  'Apple Pay needs merchant validation with your Apple Pay merchant identity certificate, which no processor shipped with Payframe does. Plug in a wallet processor that does (docs/elements.md#live-wallets).';

/** A Google Pay PAYMENT_GATEWAY token naming a Payframe token, as a gateway that makes them answers. */
function gatewayTokenId(paymentData: unknown): string | null {
  const token = (paymentData as Record<string, any> | null)?.paymentMethodData?.tokenizationData?.token;
  if (typeof token !== 'string') return null;
  try {
    const id = (JSON.parse(token) as { id?: unknown }).id;
    return typeof id === 'string' && /^tok_[A-Za-z0-9]+$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * Payframe's own wallet processor, the one used until another is plugged in. It asks Google Pay
 * for gateway tokenization with the gateway `payframe`; a gateway answering such a request
 * creates a card token on the Payframe server and returns it in the PaymentData's
 * `tokenizationData.token` as JSON (`{"id":"tok_..."}`), the way Google Pay's Stripe gateway
 * returns a Stripe token. That token becomes the payment method's card. Google does not list
 * Payframe as a gateway, and Apple Pay's payment data is always encrypted for the merchant's
 * processing certificate and needs merchant validation: a real deployment plugs in a processor
 * that decrypts the wallets' data and validates the merchant (docs/elements.md#live-wallets).
 */
export const gatewayTokenProcessor: WalletProcessor = {
  methodData(wallet: CardWallet, merchant: WalletMerchant, request: WalletSheetRequest) {
    if (wallet === 'applePay')
      return {
        version: 3,
        merchantIdentifier: '',
        merchantCapabilities: ['supports3DS'],
        supportedNetworks: ['amex', 'discover', 'masterCard', 'visa'],
        countryCode: merchant.country,
      };
    return {
      environment: 'PRODUCTION',
      apiVersion: 2,
      apiVersionMinor: 0,
      merchantInfo: { merchantName: merchant.name },
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: {
            allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
            allowedCardNetworks: ['AMEX', 'DISCOVER', 'MASTERCARD', 'VISA'],
            billingAddressRequired: true,
            billingAddressParameters: { format: 'FULL' },
          },
          tokenizationSpecification: {
            type: 'PAYMENT_GATEWAY',
            parameters: { gateway: 'payframe', gatewayMerchantId: merchant.name },
          },
        },
      ],
      transactionInfo: { countryCode: merchant.country, currencyCode: request.currency.toUpperCase() },
    };
  },
  validateMerchant: () => Promise.reject(new WalletProcessorError(APPLE_PAY_VALIDATION)),
  async paymentMethodData(authorization: WalletAuthorization) {
    const id = authorization.wallet === 'googlePay' ? gatewayTokenId(authorization.paymentData) : null;
    if (!id)
      throw new WalletProcessorError(
        authorization.wallet === 'googlePay' ? ENCRYPTED_GOOGLE_PAY : APPLE_PAY_VALIDATION,
      );
    return { type: 'card', card: { token: id } };
  },
};
