import { validateExpressCheckoutOptions } from '@payframe/core/express';
import type { SessionState } from '@payframe/js/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonStates } from './availability.js';
import { setup } from './flow-setup.fixture.js';
import { ENCRYPTED_GOOGLE_PAY, gatewayTokenProcessor } from './gateway-token-processor.js';
import { liveBrowserWallets, liveWalletProvider } from './live-wallet.js';
import { paymentRequestProvider } from './payment-request-provider.js';
import {
  type CardWallet,
  setWalletProvider,
  type WalletAuthorization,
  type WalletHandlers,
  WalletProcessorError,
  type WalletProvider,
  type WalletSheetRequest,
} from './wallet-provider.js';

const live = {
  amount: 2500,
  currency: 'usd',
  businessName: 'Shop',
  merchantCountry: 'US',
  livemode: true,
} as SessionState;

const GOOGLE_PAY_DATA = {
  paymentMethodData: { tokenizationData: { type: 'PAYMENT_GATEWAY', token: '{"id":"tok_1Live"}' } },
};

/** A provider standing in for the browser: it answers canMakePayment and "shows" by running `shopper`. */
function fakeProvider(
  shopper: (
    request: WalletSheetRequest,
    handlers: WalletHandlers,
  ) => Promise<Partial<WalletAuthorization> | null>,
  can: Record<CardWallet, boolean> = { applePay: false, googlePay: true },
) {
  const completed: string[] = [];
  const shown: WalletSheetRequest[] = [];
  const provider: WalletProvider = {
    canMakePayment: async (wallet) => can[wallet],
    async show(wallet, request, handlers) {
      shown.push(request);
      const result = await shopper(request, handlers);
      if (!result) return null;
      return {
        wallet,
        paymentData: GOOGLE_PAY_DATA,
        payerName: 'Jenny Rosen',
        payerEmail: 'jenny@example.com',
        payerPhone: null,
        billingAddress: null,
        shipping: null,
        shippingOptionId: null,
        complete: async (status) => {
          completed.push(status);
        },
        ...result,
      };
    },
    paymentMethodData: (authorization) => gatewayTokenProcessor.paymentMethodData(authorization),
  };
  return { provider, completed, shown };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live-mode wallets through the provider', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setWalletProvider(null);
  });

  it('opens the provider with the click’s lines, runs the handlers and pays with the wallet’s token', async () => {
    const address = { city: 'New York', state: 'NY', postal_code: '10118', country: 'US' };
    const fake = fakeProvider(async (_request, handlers) => {
      const update = await handlers.shippingAddressChange('Jenny Rosen', address);
      expect(update).toMatchObject({ ok: true, total: { amount: 3388 } });
      const faster = await handlers.shippingOptionChange('fast');
      expect(faster).toMatchObject({ ok: true, total: { amount: 4388 } });
      return {
        shipping: { name: 'Jenny Rosen', address: { ...address, line1: '350 Fifth Avenue', line2: null } },
        shippingOptionId: 'fast',
      };
    });
    const rates = [
      { id: 'std', displayName: 'Standard', amount: 500 },
      { id: 'fast', displayName: 'Express', amount: 1500 },
    ];
    const { flow, asked, sent, deliver } = setup(
      {
        click: { ok: true, value: { lineItems: [{ name: 'Tee', amount: 2500 }], shippingRates: rates } },
        // The merchant's handler adds New York's tax.
        shippingaddresschange: {
          ok: true,
          value: {
            lineItems: [
              { name: 'Tee', amount: 2500 },
              { name: 'Tax', amount: 388 },
            ],
          },
        },
      },
      { session: () => live, liveProvider: () => fake.provider },
    );
    await flow.start('googlePay');
    // No test sheet in live mode: the wallet is the browser's.
    expect(sent.some((m) => m.type === 'express/open-sheet')).toBe(false);
    expect(fake.shown[0]).toMatchObject({
      currency: 'usd',
      country: 'US',
      total: { label: 'Shop', amount: 3000 },
      displayItems: [{ label: 'Tee', amount: 2500 }],
      requestShipping: true,
    });
    expect(asked.map((a) => a.event)).toEqual([
      'click',
      'shippingaddresschange',
      'shippingratechange',
      'confirm',
    ]);
    expect(asked[3]?.data).toMatchObject({
      expressPaymentType: 'google_pay',
      paymentMethodType: 'card',
      shippingRate: { id: 'fast' },
    });
    deliver('collect/request', { display: true }, { requestId: 'collect_1', frameId: 'controller' });
    expect(sent.at(-1)?.payload).toMatchObject({
      type: 'card',
      paymentMethodData: {
        type: 'card',
        card: { token: 'tok_1Live' },
        billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
      },
      shipping: { name: 'Jenny Rosen' },
    });
    // The controller says the confirm handler's payment went through: the wallet closes.
    deliver('express/complete', { status: 'success' });
    expect(fake.completed).toEqual(['success']);
  });

  it('closes the wallet as failed when the confirm handler calls paymentFailed', async () => {
    const fake = fakeProvider(async () => ({}));
    const { flow } = setup(
      { confirm: { ok: false, value: { reason: 'fail' } } },
      { session: () => live, liveProvider: () => fake.provider },
    );
    await flow.start('googlePay');
    await settle();
    expect(fake.completed).toEqual(['fail']);
  });

  it('fires cancel when the shopper closes the wallet, and when the processor cannot read its token', async () => {
    const closed = fakeProvider(async () => null);
    const first = setup({}, { session: () => live, liveProvider: () => closed.provider });
    await first.flow.start('googlePay');
    expect(first.asked.map((a) => a.event)).toEqual(['click', 'cancel']);

    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const encrypted = fakeProvider(async () => ({
      paymentData: { paymentMethodData: { tokenizationData: { token: '{"protocolVersion":"ECv2"}' } } },
    }));
    const second = setup({}, { session: () => live, liveProvider: () => encrypted.provider });
    await second.flow.start('googlePay');
    expect(second.asked.map((a) => a.event)).toEqual(['click', 'cancel']);
    expect(encrypted.completed).toEqual(['fail']);
    expect(error).toHaveBeenCalledWith(ENCRYPTED_GOOGLE_PAY);
  });

  it('shows a card wallet only where the provider can pay and the domain allows it', async () => {
    const fake = fakeProvider(async () => null, { applePay: false, googlePay: true });
    const browser = await liveBrowserWallets(fake.provider, live);
    expect(browser).toEqual({ applePay: false, googlePay: true });
    const checked = validateExpressCheckoutOptions({
      paymentMethods: { applePay: 'always', googlePay: 'always' },
    });
    if (!checked.ok) throw new Error('options');
    const facts = {
      paymentMethodTypes: ['card'],
      mode: 'payment' as const,
      manualCreation: false,
      livemode: true,
    };
    const states = buttonStates(
      checked.value,
      { ...facts, walletDomain: { applePay: true, googlePay: true } },
      browser,
    );
    // `always` cannot open a wallet the browser lacks in live mode.
    expect(states.applePay).toEqual({ state: 'hidden', reason: 'unsupported_browser' });
    expect(states.googlePay).toEqual({ state: 'visible' });
    const unregistered = buttonStates(
      checked.value,
      { ...facts, walletDomain: { applePay: false, googlePay: false } },
      browser,
    );
    expect(unregistered.googlePay).toEqual({
      state: 'hidden',
      reason: 'domain_unregistered_or_backend_filtered',
    });
    // A provider that throws counts as unable.
    const failing = { ...fake.provider, canMakePayment: () => Promise.reject(new Error('no')) };
    await expect(liveBrowserWallets(failing, live)).resolves.toEqual({ applePay: false, googlePay: false });
  });

  it('uses the provider plugged in with setWalletProvider instead of the browser’s', () => {
    const fake = fakeProvider(async () => null);
    setWalletProvider(fake.provider);
    expect(liveWalletProvider(live)).toBe(fake.provider);
    setWalletProvider(null);
    vi.stubGlobal('window', {});
    expect(liveWalletProvider(live)).not.toBe(fake.provider);
    vi.unstubAllGlobals();
  });
});

describe("Payframe's gateway-token processor", () => {
  const authorization = (wallet: CardWallet, paymentData: unknown) =>
    ({ wallet, paymentData }) as WalletAuthorization;

  it('reads a gateway token naming a Payframe token and refuses encrypted or Apple Pay data', async () => {
    await expect(
      gatewayTokenProcessor.paymentMethodData(authorization('googlePay', GOOGLE_PAY_DATA)),
    ).resolves.toEqual({
      type: 'card',
      card: { token: 'tok_1Live' },
    });
    await expect(
      gatewayTokenProcessor.paymentMethodData(authorization('googlePay', { paymentMethodData: {} })),
    ).rejects.toBeInstanceOf(WalletProcessorError);
    await expect(
      gatewayTokenProcessor.paymentMethodData(authorization('applePay', { token: {} })),
    ).rejects.toThrow(/merchant validation/);
    await expect(
      gatewayTokenProcessor.validateMerchant('https://apple-pay-gateway.apple.com/'),
    ).rejects.toThrow();
  });

  it("asks Google Pay for the gateway's tokenization", () => {
    const data = gatewayTokenProcessor.methodData('googlePay', { name: 'Shop', country: 'US' }, {
      currency: 'eur',
    } as WalletSheetRequest) as Record<string, any>;
    expect(data.allowedPaymentMethods[0].tokenizationSpecification).toEqual({
      type: 'PAYMENT_GATEWAY',
      parameters: { gateway: 'payframe', gatewayMerchantId: 'Shop' },
    });
    expect(data.transactionInfo).toEqual({ countryCode: 'US', currencyCode: 'EUR' });
  });
});

describe('the Payment Request API provider', () => {
  /** A window whose PaymentRequest records what it was built with and answers as told. */
  function fakeWindow(canPay: boolean, applePay?: boolean) {
    const built: unknown[][] = [];
    class FakeRequest extends EventTarget {
      shippingAddress = null;
      shippingOption = null;
      constructor(...args: unknown[]) {
        super();
        built.push(args);
      }
      canMakePayment = async () => canPay;
      show = async () => {
        throw Object.assign(new Error('closed'), { name: 'AbortError' });
      };
    }
    const win = {
      PaymentRequest: FakeRequest,
      ...(applePay === undefined ? {} : { ApplePaySession: { canMakePayments: () => applePay } }),
    };
    return { win: win as unknown as Window, built };
  }
  const request: WalletSheetRequest = {
    country: 'US',
    currency: 'jpy',
    total: { label: 'Shop', amount: 1200 },
    displayItems: [{ label: 'Tee', amount: 1000 }],
    shippingOptions: [{ id: 'std', label: 'Standard', amount: 200 }],
    requestPayerName: true,
    requestPayerEmail: false,
    requestPayerPhone: false,
    requestShipping: true,
  };

  it('asks the browser with the wallet’s method and decimal amounts; a closed sheet is null', async () => {
    const { win, built } = fakeWindow(true);
    const provider = paymentRequestProvider(gatewayTokenProcessor, { name: 'Shop', country: 'US' }, win);
    await expect(provider.canMakePayment('googlePay', request)).resolves.toBe(true);
    const [methods, details, options] = built[0] as [any[], any, any];
    expect(methods[0].supportedMethods).toBe('https://google.com/pay');
    expect(details.total).toEqual({ label: 'Shop', amount: { currency: 'JPY', value: '1200' } });
    expect(details.shippingOptions[0]).toMatchObject({ id: 'std', selected: true });
    expect(options).toMatchObject({ requestShipping: true, requestPayerName: true });
    const handlers = {} as WalletHandlers;
    await expect(provider.show('googlePay', request, handlers)).resolves.toBeNull();
  });

  it('offers Apple Pay only where Apple Pay JS says the device can pay, and nothing without the API', async () => {
    const provider = (win: Window) =>
      paymentRequestProvider(gatewayTokenProcessor, { name: 'S', country: 'US' }, win);
    await expect(provider(fakeWindow(true).win).canMakePayment('applePay', request)).resolves.toBe(false);
    await expect(provider(fakeWindow(true, false).win).canMakePayment('applePay', request)).resolves.toBe(
      false,
    );
    await expect(provider(fakeWindow(true, true).win).canMakePayment('applePay', request)).resolves.toBe(
      true,
    );
    await expect(provider({} as Window).canMakePayment('googlePay', request)).resolves.toBe(false);
  });
});
