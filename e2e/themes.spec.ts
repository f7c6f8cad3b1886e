import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AddressPage, startAddressPage } from './fixtures/address-page.js';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { type CardPage, type CardPageLook, startCardPage } from './fixtures/card-page.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { AddressElementModel, CheckoutPageModel } from './models/address-element.js';
import { CardElementModel } from './models/card-element.js';

/**
 * The Card Element (combined and split) and the Address Element in the three themes, saved
 * as e2e/screenshots/theme-<theme>-<element>.png. The Address Element takes the theme from
 * `appearance`; the Card Element, like Stripe's, takes a `style` instead: each theme's
 * colours as a merchant would write them, on a page in the same colours.
 */
const THEMES: CardPageLook[] = ['stripe', 'night', 'flat'];

const CARD_STYLES: Record<CardPageLook, Record<string, unknown>> = {
  stripe: {
    base: { color: '#30313d', iconColor: '#6d6e78', fontSize: '16px', '::placeholder': { color: '#87889a' } },
    invalid: { color: '#df1b41', iconColor: '#df1b41' },
  },
  night: {
    base: { color: '#ffffff', iconColor: '#a9a9b5', fontSize: '16px', '::placeholder': { color: '#8c8d9c' } },
    invalid: { color: '#fe87a1', iconColor: '#fe87a1' },
  },
  flat: {
    base: { color: '#30313d', iconColor: '#6d6e78', fontSize: '16px', '::placeholder': { color: '#87889a' } },
    invalid: { color: '#df1b41', iconColor: '#df1b41' },
  },
};

describe('the card and address elements in the three themes', () => {
  let stack: Stack;
  let browser: Browser;
  let cardSite: CardPage;
  let addressSite: AddressPage;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    const keys = { payframeUrl: stack.payframeUrl, publishableKey: stack.server.keys.testPublishable };
    [cardSite, addressSite] = await Promise.all([startCardPage(keys), startAddressPage(keys)]);
  });
  afterAll(async () => {
    await Promise.all([cardSite?.close(), addressSite?.close()]);
    await browser?.close();
    await stack?.close();
  });

  async function shot(page: Page, name: string) {
    // The frames follow their last change (heights, icons) before the picture.
    await screenshot(page, name);
  }

  for (const theme of THEMES) {
    it(`shows the card element, combined and split, in ${theme}`, async () => {
      const page = await newPage(browser);
      try {
        await page.goto(cardSite.url);
        const card = new CardElementModel(page);
        await card.mount('card', { style: CARD_STYLES[theme] }, theme);
        await card.fillCard({ number: '4242424242424242', expiry: '1234', cvc: '123', postal: '94107' });
        await expect
          .poll(async () => (await card.events()).some((e) => e.name === 'change' && e.complete))
          .toBe(true);
        await shot(page, `theme-${theme}-card`);
        await card.mount('split', { style: CARD_STYLES[theme] }, theme);
        await card.input('cardnumber', 'cardNumber').pressSequentially('4000 0025 0000 1001', { delay: 5 });
        await card.input('exp-date', 'cardExpiry').pressSequentially('1234', { delay: 5 });
        // An incomplete CVC shows the invalid colours once the field is left.
        await card.input('cvc', 'cardCvc').pressSequentially('1', { delay: 5 });
        await card.input('exp-date', 'cardExpiry').focus();
        await shot(page, `theme-${theme}-card-split`);
      } finally {
        await page.context().close();
      }
    });

    it(`shows the address element in ${theme}`, async () => {
      const page = await newPage(browser);
      try {
        const intent = await stack.stripe.paymentIntents.create({ amount: 2500, currency: 'usd' });
        await new CheckoutPageModel(page).open(addressSite.url, {
          clientSecret: intent.client_secret!,
          addresses: [{ mode: 'shipping', fields: { phone: 'always' } }],
          appearance: { theme },
        });
        const shipping = new AddressElementModel(page, 'shipping');
        await shipping.fill({
          name: 'Jenny Rosen',
          line1: '510 Townsend St',
          city: 'San Francisco',
          state: 'CA',
          postalCode: '9410',
        });
        await shipping.input('name').focus();
        await shot(page, `theme-${theme}-address`);
      } finally {
        await page.context().close();
      }
    });
  }
});
