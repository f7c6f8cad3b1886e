import type { Envelope, ExpressSheetDisplay } from '@payframe/js/protocol';
import { describe, expect, it } from 'vitest';
import type { ControllerContext } from './controller.js';
import { LIVE_WALLET, runWalletSheet, WALLET_CANCELED, withWalletCard } from './wallet-sheet.js';

/** A controller whose modal shows the sheet and plays the shopper: pays with a token, or closes. */
function context(shopper: { pay?: string; livemode?: boolean }) {
  const listeners = new Set<(message: Envelope) => void>();
  const shown: ExpressSheetDisplay[] = [];
  const ctx = {
    options: { locale: 'auto' },
    session: {
      intent: { amount: 2400, currency: 'eur' },
      state: { amount: 2400, currency: 'eur', businessName: 'Shop', livemode: shopper.livemode === true },
    },
    subscribe(listener: (message: Envelope) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async openSheet(display: ExpressSheetDisplay) {
      shown.push(display);
      if (!shopper.pay) return 'canceled';
      const payload = {
        kind: 'pay',
        token: shopper.pay,
        billingDetails: { name: 'Jenny Rosen' },
        shippingAddress: null,
        shippingRateId: null,
      };
      for (const listener of listeners)
        listener({ type: 'express/sheet', frameId: 'controller', payload } as unknown as Envelope);
      return 'done';
    },
  } as unknown as ControllerContext;
  return { ctx, shown };
}

describe("the Payment Element's wallet sheet", () => {
  it("shows the intent's amount and pays with the sheet's tokenized card", async () => {
    const { ctx, shown } = context({ pay: 'tok_visa_apple_pay' });
    await expect(runWalletSheet(ctx, 'applePay', 'fr')).resolves.toEqual({
      ok: true,
      data: { type: 'card', card: { token: 'tok_visa_apple_pay' }, billing_details: { name: 'Jenny Rosen' } },
    });
    expect(shown[0]).toMatchObject({
      wallet: 'applePay',
      elementFrameId: 'controller',
      amount: 2400,
      currency: 'eur',
      locale: 'fr',
      shippingAddressRequired: false,
    });
  });

  it('is the incomplete error when closed, and refused in live mode', async () => {
    await expect(runWalletSheet(context({}).ctx, 'googlePay', 'auto')).resolves.toEqual({
      ok: false,
      error: WALLET_CANCELED,
    });
    const live = context({ pay: 'tok_visa_google_pay', livemode: true });
    await expect(runWalletSheet(live.ctx, 'googlePay', 'auto')).resolves.toEqual({
      ok: false,
      error: LIVE_WALLET,
    });
    expect(live.shown).toEqual([]);
  });
});

describe('a collect that chose a wallet', () => {
  it("swaps the wallet for the sheet's card, keeping other billing details, and leaves other collects alone", async () => {
    const { ctx } = context({ pay: 'tok_visa_google_pay' });
    const chosen = await withWalletCard(ctx, {
      ok: true,
      type: 'google_pay',
      data: { type: 'google_pay', billing_details: { address: { country: 'FR' } } },
    });
    expect(chosen).toEqual({
      ok: true,
      type: 'card',
      data: {
        type: 'card',
        card: { token: 'tok_visa_google_pay' },
        billing_details: { address: { country: 'FR' }, name: 'Jenny Rosen' },
      },
    });
    const card = { ok: true as const, type: 'card', data: { type: 'card' } };
    await expect(withWalletCard(ctx, card)).resolves.toBe(card);
    await expect(
      withWalletCard(context({}).ctx, { ok: true, type: 'apple_pay', data: { type: 'apple_pay' } }),
    ).resolves.toEqual({ ok: false, error: WALLET_CANCELED });
  });
});
