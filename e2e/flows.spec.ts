import { describe, expect, it } from 'vitest';
import { screenshot } from './fixtures/screenshots.js';
import { useShopSession } from './fixtures/shop-session.js';
import { answerChallenge, challengePage } from './models/challenge.js';

const VISA = { number: '4242424242424242', expiry: '1234', cvc: '123', country: 'US', postalCode: '10001' };

describe('payment flows in the example shop', () => {
  const session = useShopSession();

  it('pays with 4000 0000 0000 3220 after the challenge is approved', async () => {
    await session.shop.open();
    await session.shop.element.fillCard({ ...VISA, number: '4000000000003220' });
    await session.shop.pay();
    await challengePage(session.page);
    await screenshot(session.page, '3ds-challenge');
    await answerChallenge(session.page, true);
    expect(await session.shop.statusShown()).toBe('succeeded');
  });

  it('shows the authentication failure when the challenge fails, the intent back to requires_payment_method', async () => {
    await session.shop.open();
    await session.shop.element.fillCard({ ...VISA, number: '4000000000003220' });
    await session.shop.pay();
    await answerChallenge(session.page, false);
    await expect
      .poll(() => session.shop.paymentError.textContent(), { timeout: 20_000 })
      .toMatch(/authenticat/i);
    await screenshot(session.page, '3ds-failed');
    const intents = await session.stack.stripe.paymentIntents.list({ limit: 1 });
    expect(intents.data[0]?.status).toBe('requires_payment_method');
  });

  it('pays with redirect: if_required without leaving the page for a card', async () => {
    await session.shop.open('/?redirect=if_required');
    await session.shop.element.fillCard(VISA);
    await session.shop.pay();
    expect(await session.shop.statusShown()).toBe('succeeded');
  });

  it('pays through the deferred-intent flow', async () => {
    await session.shop.open('/deferred');
    await session.shop.element.fillCard(VISA);
    await session.shop.pay();
    expect(await session.shop.statusShown()).toBe('succeeded');
    await screenshot(session.page, 'deferred-success');
  });

  it('pays on the page that uses @stripe/react-stripe-js with the Payframe object', async () => {
    await session.shop.open('/stripe-react');
    await screenshot(session.page, 'stripe-react-checkout');
    await session.shop.element.fillCard(VISA);
    await session.shop.pay();
    expect(await session.shop.statusShown()).toBe('succeeded');
  });

  it('pays by SEPA Direct Debit (processing)', async () => {
    await session.shop.open();
    await session.shop.element.selectMethod(/SEPA/);
    await session.shop.element.fillSepa({
      name: 'Jenny Rosen',
      email: 'jenny@example.com',
      iban: 'DE89370400440532013000',
    });
    await screenshot(session.page, 'sepa-filled');
    await session.shop.pay();
    expect(['processing', 'succeeded']).toContain(await session.shop.statusShown());
  });

  it('pays by iDEAL through the test authorization page', async () => {
    await session.shop.open();
    await session.shop.element.selectMethod(/iDEAL/);
    await screenshot(session.page, 'ideal-selected');
    await session.shop.pay();
    await session.page.waitForURL(/\/test\/redirect\//, { timeout: 20_000 });
    await screenshot(session.page, 'ideal-authorize');
    await session.page.getByRole('button', { name: 'Authorize' }).click();
    expect(await session.shop.statusShown()).toBe('succeeded');
  });

  it('draws the night theme', async () => {
    await session.shop.open('/?theme=night');
    await session.shop.element.fillCard(VISA);
    await screenshot(session.page, 'night-theme');
  });
});
