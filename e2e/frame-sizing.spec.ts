import { describe, expect, it } from 'vitest';
import { screenshot } from './fixtures/screenshots.js';
import { useShopSession } from './fixtures/shop-session.js';
import type { FrameFit } from './models/payment-element.js';

/**
 * The Payment Element's iframe follows its content: whatever grows or shrinks inside (field
 * errors, the SEPA mandate, another tab or accordion item), the merchant page shows all of
 * it and no empty band below it.
 */
function expectFitted(fit: FrameFit): void {
  // Not cut off: the frame's document has nothing to scroll to...
  expect(fit.frameHeight).toBeGreaterThanOrEqual(fit.scrollHeight);
  // ...and not left taller than its content after it shrank.
  expect(Math.abs(fit.frameHeight - fit.layoutHeight)).toBeLessThanOrEqual(1);
  expect(fit.inside).toBe(true);
}

describe('the Payment Element frame height', () => {
  const session = useShopSession();

  it('follows the tabs: field errors, the SEPA mandate, a shorter tab and back', async () => {
    await session.shop.open();
    expectFitted(await session.shop.element.settledFit('[name="postalCode"]'));
    await session.shop.pay();
    await session.shop.element.error('card-number').waitFor({ timeout: 15_000 });
    expectFitted(await session.shop.element.settledFit('[role="alert"] >> nth=-1'));

    await session.shop.element.selectMethod(/SEPA/);
    expectFitted(await session.shop.element.settledFit('.Text--terms'));
    await screenshot(session.page, 'sizing-sepa-mandate');

    await session.shop.element.selectMethod(/iDEAL/);
    expectFitted(await session.shop.element.settledFit('[role="tab"]'));

    await session.shop.element.selectMethod(/Card/);
    expectFitted(await session.shop.element.settledFit('[name="postalCode"]'));
  });

  it('follows the accordion: an opened item, its errors and the SEPA mandate', async () => {
    await session.shop.open('/?layout=accordion');
    expectFitted(await session.shop.element.settledFit('[name="postalCode"]'));
    await session.shop.pay();
    await session.shop.element.error('card-number').waitFor({ timeout: 15_000 });
    expectFitted(await session.shop.element.settledFit('[name="postalCode"]'));
    await screenshot(session.page, 'sizing-accordion-errors');

    await session.shop.element.selectMethod(/SEPA/);
    expectFitted(await session.shop.element.settledFit('.Text--terms'));
    await session.shop.element.selectMethod(/iDEAL/);
    // The bottom of the accordion: its "More" button, as the shop offers more methods than it shows.
    expectFitted(await session.shop.element.settledFit('.AccordionMore'));
    await screenshot(session.page, 'sizing-accordion-ideal');
  });
});
