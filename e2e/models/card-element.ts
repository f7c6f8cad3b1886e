import type { FrameLocator, Locator, Page } from 'playwright-core';
import type { CardMerchantApi, CardPageLook } from '../fixtures/card-page.js';

/** The card elements on the card page: their frames, inputs, and what the page's handlers saw. */
export class CardElementModel {
  constructor(readonly page: Page) {}

  /** The frame of one card element: `card`, `cardNumber`, `cardExpiry`, `cardCvc`. */
  frame(component = 'card'): FrameLocator {
    return this.page.frameLocator(`iframe[name^="__payframe_${component}_"]`);
  }

  /** An input by its autofill name: cardnumber, exp-date, cvc, postal. */
  input(name: string, component = 'card'): Locator {
    return this.frame(component).locator(`input[name="${name}"]`);
  }

  async mount(
    kind: 'card' | 'split',
    options: Record<string, unknown> = {},
    look: boolean | CardPageLook = false,
  ): Promise<void> {
    await this.page.evaluate(
      ([k, o, d]) =>
        (window as unknown as { merchant: CardMerchantApi }).merchant.mount(
          k as 'card' | 'split',
          o as Record<string, unknown>,
          d as boolean | CardPageLook,
        ),
      [kind, options, look] as const,
    );
  }

  /** Types a card into the combined element, the way a shopper does (it moves on by itself). */
  async fillCard(card: { number: string; expiry: string; cvc: string; postal?: string }): Promise<void> {
    await this.input('cardnumber').pressSequentially(card.number, { delay: 5 });
    await this.input('exp-date').pressSequentially(card.expiry, { delay: 5 });
    await this.input('cvc').pressSequentially(card.cvc, { delay: 5 });
    if (card.postal !== undefined) await this.input('postal').pressSequentially(card.postal, { delay: 5 });
  }

  async fillSplit(card: { number: string; expiry: string; cvc: string }): Promise<void> {
    await this.input('cardnumber', 'cardNumber').pressSequentially(card.number, { delay: 5 });
    await this.input('exp-date', 'cardExpiry').pressSequentially(card.expiry, { delay: 5 });
    await this.input('cvc', 'cardCvc').pressSequentially(card.cvc, { delay: 5 });
  }

  events(): Promise<CardMerchantApi['events']> {
    return this.page.evaluate(() => (window as unknown as { merchant: CardMerchantApi }).merchant.events);
  }

  confirm(clientSecret: string): Promise<{ status?: string; id?: string; error?: string }> {
    return this.page.evaluate(
      (secret) => (window as unknown as { merchant: CardMerchantApi }).merchant.confirm(secret),
      clientSecret,
    );
  }

  paymentMethod(): ReturnType<CardMerchantApi['paymentMethod']> {
    return this.page.evaluate(() =>
      (window as unknown as { merchant: CardMerchantApi }).merchant.paymentMethod(),
    );
  }

  handleCardAction(clientSecret: string): ReturnType<CardMerchantApi['handleCardAction']> {
    return this.page.evaluate(
      (secret) => (window as unknown as { merchant: CardMerchantApi }).merchant.handleCardAction(secret),
      clientSecret,
    );
  }

  token(): Promise<{ id?: string; error?: string }> {
    return this.page.evaluate(() => (window as unknown as { merchant: CardMerchantApi }).merchant.token());
  }

  source(): ReturnType<CardMerchantApi['source']> {
    return this.page.evaluate(() => (window as unknown as { merchant: CardMerchantApi }).merchant.source());
  }

  cvcToken(): ReturnType<CardMerchantApi['cvcToken']> {
    return this.page.evaluate(() => (window as unknown as { merchant: CardMerchantApi }).merchant.cvcToken());
  }
}
